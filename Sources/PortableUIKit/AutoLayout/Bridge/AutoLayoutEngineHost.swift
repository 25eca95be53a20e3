#if !canImport(UIKit)
import Foundation

/// The one layout engine of the main actor and what the bridge keeps beside it (spec 17.21).
///
/// One engine for every view, not one per window or hierarchy root: views move between
/// hierarchies (and in and out of windows) without their constraints moving between engines, and
/// independent trees are independent blocks of the tableau, which the incremental solver never
/// mixes. Layout is on the main actor, like UIKit's. Process-wide state: `ProcessWideState.reset()`
/// starts a new engine for each test.
@MainActor
final class AutoLayoutEngineHost {
    static private(set) var shared = AutoLayoutEngineHost()

    var engine = LayoutEngine()
    /// The engine changed since `engine.values` were copied out.
    private var valuesAreStale = false
    /// The engine changed since the last layout pass compared it with the frames.
    var needsFrameSync = false
    /// The installed constraints, by identity (each record checks that its constraint is alive).
    var records: [ObjectIdentifier: ConstraintRecord] = [:]
    /// Every item in the engine, by the identity of its variables.
    var participants: [ObjectIdentifier: LayoutItemVariables] = [:]
    /// The variables of layout guides, by the guide's identity.
    var guideVariables: [ObjectIdentifier: LayoutItemVariables] = [:]
    /// Views whose constraints need updating, by identity.
    var pendingUpdates: [ObjectIdentifier: WeakViewReference] = [:]
    /// What each auxiliary constraint stands for, for reports.
    var auxiliaryKinds: [LayoutConstraint: AuxiliaryConstraintKind] = [:]
    private var sweepThreshold = 64
    /// Why the engine refused the last constraint `add(_:)` was given (nil when it took it).
    var lastRefusal: LayoutEngineError?
    /// The variables of views whose autoresizing-mask constraints are out of date, in the order
    /// they changed (each once: `LayoutItemVariables.isMaskPending`).
    var pendingMaskViews: [LayoutItemVariables] = []

    static func reset() { shared = AutoLayoutEngineHost() }

    /// Adds `constraint`; false when the engine refused it as unsatisfiable (the engine unchanged).
    @discardableResult
    func add(_ constraint: LayoutConstraint) -> Bool {
        do {
            try engine.addConstraint(constraint)
        } catch {
            lastRefusal = error
            return false
        }
        lastRefusal = nil
        changed()
        return true
    }

    /// Replaces each pair's old constraint by its new one in place (they differ only in their
    /// constants), all or nothing: when one is refused, every constraint of `pairs`, old or new, is
    /// taken out of the engine and false is returned, so the caller adds the new ones afresh (one at
    /// a time, an intermediate state could conflict where the final one does not). What each old
    /// constraint stood for (`auxiliaryKinds`) moves to its replacement.
    func replaceInPlace(_ pairs: [(old: LayoutConstraint, new: LayoutConstraint)]) -> Bool {
        for (index, pair) in pairs.enumerated() {
            guard engine.hasConstraint(pair.old),
                (try? engine.replaceConstant(of: pair.old, with: pair.new)) != nil
            else {
                for placed in pairs[..<index] { remove(placed.new) }
                for pending in pairs[index...] { remove(pending.old) }
                return false
            }
            auxiliaryKinds[pair.new] = auxiliaryKinds.removeValue(forKey: pair.old)
        }
        changed()
        return true
    }

    /// Removes `constraint` if the engine holds it.
    func remove(_ constraint: LayoutConstraint) {
        // One lookup of the engine's table, not a `hasConstraint` and then a removal.
        do throws(LayoutEngineError) {
            try engine.removeConstraint(constraint)
        } catch {
            // Only a constraint the engine does not hold leaves it unchanged.
            guard error != .unknownConstraint else { return }
        }
        if !auxiliaryKinds.isEmpty { auxiliaryKinds[constraint] = nil }
        changed()
    }

    private func changed() {
        valuesAreStale = true
        needsFrameSync = true
    }

    /// The variable's value in the current solution.
    func value(_ variable: LayoutVariable) -> CGFloat {
        flushMaskConstraints()
        if valuesAreStale {
            engine.updateVariables()
            valuesAreStale = false
        }
        let value = engine.value(of: variable)
        return value.isFinite ? CGFloat(value) : 0
    }

    /// The item's rectangle in the current solution.
    func rect(of variables: LayoutItemVariables) -> CGRect {
        CGRect(
            x: value(variables.x), y: value(variables.y), width: value(variables.width), height: value(variables.height)
        )
    }

    /// Drops records whose constraint is gone or no longer installed (a hierarchy deallocated with
    /// its constraints); amortized over installations, so never a walk per layout pass.
    func sweepIfNeeded() {
        guard records.count >= sweepThreshold else { return }
        for (key, record) in records where !record.isLive {
            records[key] = nil
            uninstall(record)
        }
        sweepThreshold = max(64, records.count * 2)
    }

    /// Takes a record's constraint out of the engine and releases its items.
    func uninstall(_ record: ConstraintRecord) {
        if record.isInEngine, let constraint = record.engineConstraint { remove(constraint) }
        record.isInEngine = false
        for item in record.items { release(item) }
        record.items = []
    }

    /// The live record of `constraint`.
    func record(of constraint: NSLayoutConstraint) -> ConstraintRecord? {
        guard let record = records[ObjectIdentifier(constraint)], record.constraint === constraint else { return nil }
        return record
    }
}

/// The engine side of one installed `NSLayoutConstraint`.
@MainActor
final class ConstraintRecord {
    weak var constraint: NSLayoutConstraint?
    /// The constraint in the installing view's coordinates (spec 17.2).
    var engineConstraint: LayoutConstraint?
    /// Whether the engine holds it: false for a constraint broken as unsatisfiable (spec 17.17).
    var isInEngine = false
    /// The items (and the views between them and the installing view) it keeps in the engine.
    var items: [LayoutItemVariables]

    /// When it was installed, among all records (a deterministic order for bulk re-reads).
    let installationOrder: Int
    private static var installations = 0

    init(constraint: NSLayoutConstraint, items: [LayoutItemVariables]) {
        self.constraint = constraint
        self.items = items
        Self.installations += 1
        installationOrder = Self.installations
    }

    /// The engine refused it for a number it cannot hold (not a conflict): a new constant retries.
    var refusedForValue = false

    var isLive: Bool { constraint?.installedView != nil }
    var isBroken: Bool { !isInEngine && engineConstraint != nil }
}

/// What an auxiliary (UIKit-made) constraint stands for.
enum AuxiliaryConstraintKind {
    /// `NSAutoresizingMaskLayoutConstraint` on one attribute of a view.
    case autoresizingMask(String)
    /// `NSContentSizeLayoutConstraint`.
    case contentSize
}

/// A weak reference to a view.
struct WeakViewReference {
    weak var view: UIView?
}
#endif
