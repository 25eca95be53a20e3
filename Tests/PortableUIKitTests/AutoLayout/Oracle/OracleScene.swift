import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting

/// A view whose intrinsic size an oracle step sets.
@MainActor
final class OracleView: UIView {
    var intrinsic = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) {
        didSet { invalidateIntrinsicContentSize() }
    }
    override var intrinsicContentSize: CGSize { intrinsic }
}

/// The oracle's model of one constraint: what public API made it, independent of the engine.
struct OracleConstraintModel {
    var first: Int
    var firstAttribute: NSLayoutConstraint.Attribute
    var relation: NSLayoutConstraint.Relation
    var second: Int?
    var secondAttribute: NSLayoutConstraint.Attribute
    var multiplier: Double
    var constant: Double
    var priority: Float
    var isActive: Bool
}

/// Applies oracle steps through public API (views added and removed, constraints activated,
/// deactivated, edited; intrinsic sizes and their priorities) to a root view in a window, keeps
/// its own model of what is active, and writes each step's system and the engine's solution as
/// one line for Scripts/kiwi_oracle.py. Mismatches between the model and the public state
/// (`isActive`, frames against the engine's values rounded to pixels) are test issues here.
@MainActor
final class OracleScene {
    let host = HeadlessHost(size: CGSize(width: 500, height: 400))
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    private(set) var views: [Int: OracleView] = [:]
    private(set) var parents: [Int: Int] = [:]
    private(set) var constraints: [Int: NSLayoutConstraint] = [:]
    private(set) var models: [Int: OracleConstraintModel] = [:]
    private(set) var frames: [Int: CGRect] = [:]

    init() {
        host.window.addSubview(root)
        frames[0] = root.frame
    }

    func view(_ id: Int) -> UIView? { id == 0 ? root : views[id] }

    /// Whether `id` is the root or below it.
    func isLive(_ id: Int) -> Bool { id == 0 || views[id] != nil }

    var liveViewIDs: [Int] { views.keys.sorted() }
    var constraintIDs: [Int] { models.keys.sorted() }
    var activeCount: Int { models.values.filter(\.isActive).count }

    // MARK: Applying

    /// Applies `operation`; false when it does not apply to the current scene (skipped).
    @discardableResult
    func apply(_ operation: OracleOperation) -> Bool {
        var applied = false
        let report = PortableUIKitDiagnostics.collecting {
            applied = perform(operation)
            host.window.layoutIfNeeded()
        }
        noteBrokenMaskParts(report.diagnostics)
        return applied
    }

    /// The step's line for the oracle, with the in-process checks; a diagnostic that reading the
    /// solution brings (none expected: the layout pass made every pending constraint) counts as
    /// one the step made.
    func checkedLine(step: Int, operation: OracleOperation) -> String {
        let report = PortableUIKitDiagnostics.collecting { dumpLine(step: step, operation: operation) }
        noteBrokenMaskParts(report.diagnostics)
        return report.result
    }

    /// Mask parts UIKit's log said it broke (17.17), per view: only these may be missing from
    /// the engine.
    private(set) var brokenMaskParts: [Int: Set<String>] = [:]

    private func noteBrokenMaskParts(_ diagnostics: [PortableUIKitDiagnostic]) {
        for diagnostic in diagnostics where diagnostic.rule == .unsatisfiableConstraints {
            guard let range = diagnostic.message.range(of: "recover by breaking constraint") else { continue }
            let broken = diagnostic.message[range.upperBound...]
            guard broken.contains("NSAutoresizingMaskLayoutConstraint") else { continue }
            for id in [0] + liveViewIDs {
                guard let view = view(id) else { continue }
                for part in ["minX", "minY", "width", "height"]
                where broken.contains("\(NSLayoutConstraint.name(of: view)).\(part) ==") {
                    brokenMaskParts[id, default: []].insert(part)
                }
            }
        }
    }

    private func perform(_ op: OracleOperation) -> Bool {
        switch op.kind {
        case .addView:
            let id = op.int(0), parent = op.int(1)
            guard id > 0, views[id] == nil, let superview = view(parent) else { return false }
            let new = OracleView()
            new.translatesAutoresizingMaskIntoConstraints = op.int(2) == 1
            let frame = CGRect(x: op.value(3), y: op.value(4), width: op.value(5), height: op.value(6))
            new.frame = frame
            new.intrinsic = CGSize(width: op.value(7), height: op.value(8))
            superview.addSubview(new)
            views[id] = new
            parents[id] = parent
            if new.translatesAutoresizingMaskIntoConstraints { frames[id] = frame }
        case .removeView:
            let id = op.int(0)
            guard let removed = views[id] else { return false }
            let subtree = Set(views.keys.filter { isInSubtree($0, of: id) })
            removed.removeFromSuperview()
            for (cid, model) in models {
                let items = [model.first] + (model.second.map { [$0] } ?? [])
                let inside = items.filter { subtree.contains($0) }.count
                guard inside > 0 else { continue }
                if inside < items.count, model.isActive {
                    #expect(
                        constraints[cid]?.isActive == false, "a constraint leaving with \(id)'s subtree stays active")
                }
                models[cid] = nil
                constraints[cid] = nil
            }
            for gone in subtree {
                brokenMaskParts[gone] = nil
                views[gone] = nil
                parents[gone] = nil
                frames[gone] = nil
            }
        case .activate:
            let id = op.int(0), first = op.int(1), second = op.int(4)
            guard models[id] == nil, let firstView = view(first), first != 0,
                let firstAttribute = NSLayoutConstraint.Attribute(rawValue: op.int(2)),
                let relation = NSLayoutConstraint.Relation(rawValue: op.int(3)),
                let secondAttribute = NSLayoutConstraint.Attribute(rawValue: max(op.int(5), 0))
            else { return false }
            let secondView = second >= 0 ? view(second) : nil
            guard second < 0 || secondView != nil else { return false }
            let constraint = NSLayoutConstraint(
                item: firstView, attribute: firstAttribute, relatedBy: relation, toItem: secondView,
                attribute: secondView == nil ? .notAnAttribute : secondAttribute,
                multiplier: op.value(6), constant: op.value(7))
            constraint.priority = UILayoutPriority(Float(op.value(8)))
            constraint.isActive = true
            constraints[id] = constraint
            models[id] = OracleConstraintModel(
                first: first, firstAttribute: firstAttribute, relation: relation,
                second: secondView == nil || op.value(6) == 0 ? nil : second,
                secondAttribute: secondView == nil || op.value(6) == 0 ? .notAnAttribute : secondAttribute,
                multiplier: op.value(6) == 0 ? 1 : op.value(6), constant: op.value(7),
                priority: Float(op.value(8)), isActive: true)
        case .deactivate, .reactivate:
            let id = op.int(0)
            guard let constraint = constraints[id] else { return false }
            let active = op.kind == .reactivate
            constraint.isActive = active
            models[id]?.isActive = active
        case .setConstant:
            guard let constraint = constraints[op.int(0)] else { return false }
            constraint.constant = op.value(1)
            models[op.int(0)]?.constant = op.value(1)
        case .setPriority:
            guard let constraint = constraints[op.int(0)], let model = models[op.int(0)] else { return false }
            let wanted = Float(op.value(1))
            let refused = model.isActive && (wanted >= 1000) != (model.priority >= 1000)
            constraint.priority = UILayoutPriority(wanted)
            if !refused { models[op.int(0)]?.priority = wanted }
            #expect(constraint.priority.rawValue == (refused ? model.priority : wanted))
        case .setIntrinsic:
            guard let target = views[op.int(0)] else { return false }
            target.intrinsic = CGSize(width: op.value(1), height: op.value(2))
        case .setContentPriorities:
            guard let target = views[op.int(0)] else { return false }
            let axis: NSLayoutConstraint.Axis = op.int(1) == 0 ? .horizontal : .vertical
            target.setContentHuggingPriority(UILayoutPriority(Float(op.value(2))), for: axis)
            target.setContentCompressionResistancePriority(UILayoutPriority(Float(op.value(3))), for: axis)
        case .setFrame:
            guard let target = views[op.int(0)], target.translatesAutoresizingMaskIntoConstraints else { return false }
            let frame = CGRect(x: op.value(1), y: op.value(2), width: op.value(3), height: op.value(4))
            target.frame = frame
            frames[op.int(0)] = frame
        }
        return true
    }

    func isInSubtree(_ id: Int, of ancestor: Int) -> Bool {
        var cursor: Int? = id
        while let current = cursor {
            if current == ancestor { return true }
            cursor = parents[current]
        }
        return false
    }
}
