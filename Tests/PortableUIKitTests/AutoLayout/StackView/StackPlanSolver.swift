import Foundation
import Testing
@testable import PortableUIKit

/// Solves a `StackLayoutPlan` on the pure `LayoutEngine`, standing in for the engine bridge: each
/// item (canvas at the origin, arranged views, guides) gets x, y, width and height variables;
/// arranged views get their intrinsic-size constraints at their hugging and compression
/// priorities (spec 17.9, defaults 250/750 across the axis); baselines sit at the given offsets
/// from the top. The numbers the tests expect are computed by hand.
struct StackPlanSolver {
    var planner: StackLayoutPlanner
    /// Intrinsic sizes per arranged view; -1 (`noIntrinsicMetric`) for none.
    var intrinsicSizes: [CGSize]
    /// First and last baseline offsets from each view's top; nil puts both at the bottom.
    var baselines: [(first: CGFloat, last: CGFloat)?] = []
    var canvasWidth: CGFloat?
    var canvasHeight: CGFloat?
    var margins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    struct Solution {
        var frames: [CGRect]
        var canvas: CGSize
        var gaps: [CGRect]
    }

    private final class Box {
        let x = LayoutVariable("x"), y = LayoutVariable("y"), w = LayoutVariable("w"), h = LayoutVariable("h")
    }

    func solve() throws -> Solution {
        let plan = planner.plan()
        var boxes: [StackLayoutItem: Box] = [:]
        func box(_ item: StackLayoutItem) -> Box {
            if let existing = boxes[item] { return existing }
            let made = Box()
            boxes[item] = made
            return made
        }
        var engine = LayoutEngine()
        let canvas = box(.canvas)
        try engine.addConstraint(LayoutConstraint(LayoutExpression(canvas.x), .equal, LayoutExpression(constant: 0)))
        try engine.addConstraint(LayoutConstraint(LayoutExpression(canvas.y), .equal, LayoutExpression(constant: 0)))
        if let canvasWidth {
            try engine.addConstraint(
                LayoutConstraint(LayoutExpression(canvas.w), .equal, LayoutExpression(constant: canvasWidth)))
        }
        if let canvasHeight {
            try engine.addConstraint(
                LayoutConstraint(LayoutExpression(canvas.h), .equal, LayoutExpression(constant: canvasHeight)))
        }
        func expression(_ item: StackLayoutItem?, _ attribute: NSLayoutConstraint.Attribute) -> LayoutExpression {
            guard let item, attribute != .notAnAttribute else { return LayoutExpression(constant: 0) }
            let b = box(item)
            let x = LayoutExpression(b.x), y = LayoutExpression(b.y), w = LayoutExpression(b.w),
                h = LayoutExpression(b.h)
            let m = margins
            var baseline: (first: CGFloat, last: CGFloat)?
            if case .arranged(let index) = item, baselines.indices.contains(index) { baseline = baselines[index] }
            switch attribute {
            case .left, .leading: return x
            case .right, .trailing: return x + w
            case .width: return w
            case .centerX: return x + w * 0.5
            case .top: return y
            case .bottom: return y + h
            case .height: return h
            case .centerY: return y + h * 0.5
            case .firstBaseline: return baseline.map { y + Double($0.first) } ?? y + h
            case .lastBaseline: return baseline.map { y + Double($0.last) } ?? y + h
            case .leftMargin, .leadingMargin: return x + Double(m.leading)
            case .rightMargin, .trailingMargin: return x + w - LayoutExpression(constant: Double(m.trailing))
            case .topMargin: return y + Double(m.top)
            case .bottomMargin: return y + h - LayoutExpression(constant: Double(m.bottom))
            case .centerXWithinMargins:
                return x + Double(m.leading) + (w - LayoutExpression(constant: Double(m.leading + m.trailing))) * 0.5
            case .centerYWithinMargins:
                return y + Double(m.top) + (h - LayoutExpression(constant: Double(m.top + m.bottom))) * 0.5
            case .notAnAttribute: return LayoutExpression(constant: 0)
            @unknown default: return LayoutExpression(constant: 0)
            }
        }
        for d in plan.constraints {
            let relation: LayoutRelation =
                switch d.relation {
                case .lessThanOrEqual: .lessThanOrEqual
                case .equal: .equal
                case .greaterThanOrEqual: .greaterThanOrEqual
                @unknown default: .equal
                }
            try engine.addConstraint(
                LayoutConstraint(
                    expression(d.first, d.firstAttribute), relation,
                    expression(d.second, d.secondAttribute) * Double(d.multiplier) + Double(d.constant),
                    strength: LayoutStrength(priority: Double(d.priority.rawValue))))
        }
        let horizontal = planner.axis == .horizontal
        for (index, size) in intrinsicSizes.enumerated() {
            let b = box(.arranged(index))
            let item = planner.items[index]
            for (variable, value, isMain) in [(b.w, size.width, horizontal), (b.h, size.height, !horizontal)]
            where value >= 0 {
                let hug = isMain ? item.mainHugging : .defaultLow
                let resist = isMain ? item.mainCompressionResistance : .defaultHigh
                try engine.addConstraint(
                    LayoutConstraint(
                        LayoutExpression(variable), .lessThanOrEqual, LayoutExpression(constant: Double(value)),
                        strength: LayoutStrength(priority: Double(hug.rawValue))))
                try engine.addConstraint(
                    LayoutConstraint(
                        LayoutExpression(variable), .greaterThanOrEqual, LayoutExpression(constant: Double(value)),
                        strength: LayoutStrength(priority: Double(resist.rawValue))))
            }
        }
        engine.updateVariables()
        func rect(_ item: StackLayoutItem) -> CGRect {
            let b = box(item)
            func r(_ v: LayoutVariable) -> CGFloat { (CGFloat(engine.value(of: v)) * 1000).rounded() / 1000 }
            return CGRect(x: r(b.x), y: r(b.y), width: r(b.w), height: r(b.h))
        }
        return Solution(
            frames: intrinsicSizes.indices.map { rect(.arranged($0)) },
            canvas: rect(.canvas).size,
            gaps: (0..<plan.gapCount).map { rect(.gap($0)) })
    }
}

extension StackPlanSolver {
    /// A planner over views with these intrinsic sizes and default priorities.
    static func make(
        _ axis: NSLayoutConstraint.Axis, _ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment,
        spacing: CGFloat = 10, sizes: [CGSize], width: CGFloat? = nil, height: CGFloat? = nil
    ) -> StackPlanSolver {
        let horizontal = axis == .horizontal
        var planner = StackLayoutPlanner(axis: axis, distribution: distribution, alignment: alignment, spacing: spacing)
        planner.items = sizes.map { size in
            let main = horizontal ? size.width : size.height
            let across = horizontal ? size.height : size.width
            return StackArrangedItem(
                mainIntrinsicSize: main >= 0 ? main : nil, hasPerpendicularIntrinsicSize: across >= 0)
        }
        return StackPlanSolver(planner: planner, intrinsicSizes: sizes, canvasWidth: width, canvasHeight: height)
    }
}
