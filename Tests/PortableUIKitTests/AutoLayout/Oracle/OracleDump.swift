import Foundation
import Testing
@testable import PortableUIKit

/// One step's system and the engine's solution, as a JSON line for Scripts/kiwi_oracle.py:
/// `views`: `[id, parent, translates, frame x, y, w, h, intrinsic w, h, hugging h, v,
/// compression h, v, solution x, y, w, h (null when the view is not in the engine), mask parts
/// in the engine, content-size constraints in the engine (hugW, compressionH, …)]`; `constraints`: `[id, first, attribute, relation, second (−1), attribute,
/// multiplier, constant, priority, active, broken]`. Checks, as test issues, that each view laid
/// out by the engine has the solution rounded to the pixel grid as its frame.
extension OracleScene {
    func dumpLine(step: Int, operation: OracleOperation) -> String {
        let engineHost = AutoLayoutEngineHost.shared
        let scale = host.window.screen.scale
        var viewRows: [String] = []
        for id in [0] + liveViewIDs {
            guard let view = view(id) else { continue }
            let frame = frames[id] ?? .zero
            let intrinsic = (view as? OracleView)?.intrinsic ?? CGSize(width: -1, height: -1)
            var solution = "null,null,null,null"
            var maskParts: [String] = []
            var contentSizeParts: [String] = []
            if let variables = view.autoLayoutState?.itemVariables {
                for entry in variables.intrinsicConstraints
                where engineHost.engine.hasConstraint(entry.engineConstraint) {
                    contentSizeParts.append(
                        "\"\(entry.isHugging ? "hug" : "compression")\(entry.axis == .horizontal ? "W" : "H")\"")
                }
                let rect = engineHost.rect(of: variables)
                // Origin and size as the engine has them (CGRect's width and minX standardize a
                // negative size).
                solution = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
                    .map { Self.number($0) }.joined(separator: ",")
                for constraint in variables.maskConstraints where engineHost.engine.hasConstraint(constraint) {
                    if case .autoresizingMask(let name)? = engineHost.auxiliaryKinds[constraint] {
                        maskParts.append("\"\(name)\"")
                    }
                }
                if view.translatesAutoresizingMaskIntoConstraints {
                    let missing = Set(["minX", "minY", "width", "height"]).subtracting(
                        maskParts.map { $0.replacingOccurrences(of: "\"", with: "") })
                    #expect(
                        missing.isSubset(of: brokenMaskParts[id] ?? []),
                        "step \(step): view \(id) lacks its mask constraints \(missing.sorted()) though none was reported broken"
                    )
                } else if id != 0 {
                    let rounded = Self.pixelRounded(rect, scale: scale)
                    #expect(
                        Self.nearlyEqual(view.frame, rounded),
                        "step \(step): view \(id)'s frame \(view.frame) is not the engine's \(rect) on the pixel grid")
                }
            }
            let fields: [String] = [
                "\(id)", "\(parents[id] ?? -1)", view.translatesAutoresizingMaskIntoConstraints ? "1" : "0",
                Self.number(frame.origin.x), Self.number(frame.origin.y), Self.number(frame.size.width),
                Self.number(frame.size.height),
                Self.number(intrinsic.width), Self.number(intrinsic.height),
                Self.number(CGFloat(view.contentHuggingPriority(for: .horizontal).rawValue)),
                Self.number(CGFloat(view.contentHuggingPriority(for: .vertical).rawValue)),
                Self.number(CGFloat(view.contentCompressionResistancePriority(for: .horizontal).rawValue)),
                Self.number(CGFloat(view.contentCompressionResistancePriority(for: .vertical).rawValue)),
                solution, "[" + maskParts.joined(separator: ",") + "]",
                "[" + contentSizeParts.joined(separator: ",") + "]",
            ]
            viewRows.append("[" + fields.joined(separator: ",") + "]")
        }
        var constraintRows: [String] = []
        for id in constraintIDs {
            guard let model = models[id], let constraint = constraints[id] else { continue }
            #expect(
                constraint.isActive == model.isActive,
                "step \(step): constraint \(id) isActive \(constraint.isActive), model \(model.isActive)")
            let broken = engineHost.record(of: constraint).map { !$0.isInEngine } ?? false
            let fields: [String] = [
                "\(id)", "\(model.first)", "\(model.firstAttribute.rawValue)", "\(model.relation.rawValue)",
                "\(model.second ?? -1)", "\(model.secondAttribute.rawValue)", Self.number(model.multiplier),
                Self.number(model.constant), Self.number(CGFloat(model.priority)), model.isActive ? "1" : "0",
                broken && model.isActive ? "1" : "0",
            ]
            constraintRows.append("[" + fields.joined(separator: ",") + "]")
        }
        return "{\"step\":\(step),\"op\":\"\(operation.line)\",\"views\":[\(viewRows.joined(separator: ","))],"
            + "\"constraints\":[\(constraintRows.joined(separator: ","))]}"
    }

    /// Each edge to the nearest pixel (spec 17.15a).
    static func pixelRounded(_ rect: CGRect, scale: CGFloat) -> CGRect {
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let x = round(rect.origin.x), y = round(rect.origin.y)
        return CGRect(
            x: x, y: y, width: round(rect.origin.x + rect.size.width) - x,
            height: round(rect.origin.y + rect.size.height) - y)
    }

    /// Equal up to the few ulps a frame kept as center and bounds may differ by (a frame with a
    /// negative size reads back standardized).
    static func nearlyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
        let (a, b) = (a.standardized, b.standardized)
        return [
            (a.origin.x, b.origin.x), (a.origin.y, b.origin.y), (a.size.width, b.size.width),
            (a.size.height, b.size.height),
        ]
        .allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
    static func number(_ value: CGFloat) -> String { number(Double(value)) }
}
