import Foundation
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting

// The machinery behind `RandomContainmentTests`: the operations, a model of the controller tree
// and view tree that predicts what each operation must do, an executor that runs one operation
// and checks everything after it, a seeded generator, and a minimiser for failures.
//
// Every operation goes through public PortableUIKit API. The `@_spi(Testing)` / internal access is
// used to read appearance state, to clean process-wide state after each sequence
// (`RandomContainmentWorld.tearDown()`), and in the self-check test to corrupt state on purpose.

// MARK: - Test doubles

/// A controller with a settable forwarding flag (spec 2.8) and a short, stable name (`vc3`) so
/// that validator messages can be matched to the model's controllers.
@MainActor
final class RandomContainmentController: UIViewController {
    let id: Int
    var forwardsAppearanceAutomatically: Bool

    init(id: Int, forwardsAppearanceAutomatically: Bool) {
        self.id = id
        self.forwardsAppearanceAutomatically = forwardsAppearanceAutomatically
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAppearanceAutomatically }

    nonisolated override var description: String { "vc\(id)" }
}

/// A view that no controller owns (`pv2`), placed inside controllers' views.
@MainActor
final class RandomContainmentPlainView: UIView {
    let id: Int

    init(id: Int) {
        self.id = id
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    nonisolated override var description: String { "pv\(id)" }
}

// MARK: - Operations

/// A view the model knows: the window, a controller's root view, or a plain view.
enum RandomContainmentViewRef: Hashable, CustomStringConvertible {
    case window
    case controllerView(Int)
    case plain(Int)
    /// A superview the model does not know (only ever seen in runtime snapshots, never expected).
    case foreign

    var description: String {
        switch self {
        case .window: "window"
        case .controllerView(let id): "vc\(id).view"
        case .plain(let id): "pv\(id)"
        case .foreign: "<unknown view>"
        }
    }
}

/// One step of a random sequence. Ids name controllers (`vcN`) and plain views (`pvN`); an op whose
/// ids or preconditions do not hold when it is replayed is skipped (that is what lets the
/// minimiser drop steps freely). `misuse` records the intent: a replayed op whose classification
/// changed is skipped too, so a minimised reproducer keeps legal steps legal.
enum RandomContainmentOp: Equatable, CustomStringConvertible {
    case makeController(id: Int, forwardsAutomatically: Bool)
    case makePlainView(id: Int, in: RandomContainmentViewRef)
    case addChild(parent: Int, child: Int, misuse: Bool)
    case addView(controller: Int, into: RandomContainmentViewRef, misuse: Bool)
    case removeView(controller: Int)
    case willMove(controller: Int, toParent: Int?)
    case didMove(controller: Int, toParent: Int)
    case removeFromParent(controller: Int)
    /// A manually forwarding parent's `child.beginAppearanceTransition` (spec 2.9, 2.12).
    case beginAppearance(controller: Int, appearing: Bool, animated: Bool)
    /// The matching `child.endAppearanceTransition()`.
    case endAppearance(controller: Int)
    /// Misuse: `endAppearanceTransition()` with nothing open (spec 2.13).
    case unbalancedEnd(controller: Int)
    case setRoot(Int?, misuse: Bool)
    case setWindowHidden(Bool)
    case runTurn
    case runUntilIdle

    var isMisuse: Bool {
        switch self {
        case .addChild(_, _, let misuse), .addView(_, _, let misuse), .setRoot(_, let misuse): misuse
        case .unbalancedEnd: true
        default: false
        }
    }

    /// The step as Swift, ready to paste into a reproducer test.
    var description: String {
        func name(_ id: Int?) -> String { id.map { "vc\($0)" } ?? "nil" }
        let refused = "  // misuse: must be refused with a diagnostic"
        switch self {
        case .makeController(let id, let forwards):
            return "let vc\(id) = RandomContainmentController(id: \(id), forwardsAppearanceAutomatically: \(forwards))"
        case .makePlainView(let id, let target):
            return "let pv\(id) = RandomContainmentPlainView(id: \(id)); \(target).addSubview(pv\(id))"
        case .addChild(let parent, let child, let misuse):
            return "vc\(parent).addChild(vc\(child))" + (misuse ? refused : "")
        case .addView(let controller, let target, let misuse):
            return "\(target).addSubview(vc\(controller).view)" + (misuse ? refused : "")
        case .removeView(let controller):
            return "vc\(controller).view.removeFromSuperview()"
        case .willMove(let controller, let parent):
            return "vc\(controller).willMove(toParent: \(name(parent)))"
        case .didMove(let controller, let parent):
            return "vc\(controller).didMove(toParent: vc\(parent))"
        case .removeFromParent(let controller):
            return "vc\(controller).removeFromParent()"
        case .beginAppearance(let controller, let appearing, let animated):
            return "vc\(controller).beginAppearanceTransition(\(appearing), animated: \(animated))"
        case .endAppearance(let controller):
            return "vc\(controller).endAppearanceTransition()"
        case .unbalancedEnd(let controller):
            return "vc\(controller).endAppearanceTransition()  // misuse: nothing open, must be reported"
        case .setRoot(let controller, let misuse):
            return "host.window.rootViewController = \(name(controller))" + (misuse ? refused : "")
        case .setWindowHidden(let hidden):
            return "host.window.isHidden = \(hidden)"
        case .runTurn:
            return "host.runTurn()"
        case .runUntilIdle:
            return "host.runUntilIdle()  // + settled check"
        }
    }
}

// MARK: - Snapshots

/// The structural state of one controller: what the model predicts exactly.
struct RandomContainmentControllerSnapshot: Equatable {
    var parent: Int?
    var children: [Int]
    var isViewLoaded: Bool
    var superview: RandomContainmentViewRef?
}

/// The structural state of a whole world (plus, for refused misuse, appearance states).
struct RandomContainmentSnapshot: Equatable {
    var controllers: [Int: RandomContainmentControllerSnapshot] = [:]
    var plainSuperviews: [Int: RandomContainmentViewRef?] = [:]
    var root: Int?
    var windowHidden = false
    /// `state/depth` per controller; only filled for the before/after comparison of a refused misuse.
    var appearance: [Int: String] = [:]

    func differences(from other: RandomContainmentSnapshot) -> [String] {
        var lines: [String] = []
        for id in Set(controllers.keys).union(other.controllers.keys).sorted()
        where controllers[id] != other.controllers[id] {
            lines.append("vc\(id): \(describe(controllers[id])) vs \(describe(other.controllers[id]))")
        }
        for id in Set(plainSuperviews.keys).union(other.plainSuperviews.keys).sorted()
        where plainSuperviews[id] != other.plainSuperviews[id] {
            lines.append(
                "pv\(id).superview: \(String(describing: plainSuperviews[id])) vs \(String(describing: other.plainSuperviews[id]))"
            )
        }
        if root != other.root { lines.append("root: \(String(describing: root)) vs \(String(describing: other.root))") }
        if windowHidden != other.windowHidden {
            lines.append("window.isHidden: \(windowHidden) vs \(other.windowHidden)")
        }
        for id in Set(appearance.keys).union(other.appearance.keys).sorted()
        where appearance[id] != other.appearance[id] {
            lines.append("vc\(id) appearance: \(appearance[id] ?? "-") vs \(other.appearance[id] ?? "-")")
        }
        return lines
    }

    private func describe(_ snapshot: RandomContainmentControllerSnapshot?) -> String {
        guard let snapshot else { return "absent" }
        return "parent \(snapshot.parent.map { "vc\($0)" } ?? "nil"), children \(snapshot.children.map { "vc\($0)" }), "
            + "loaded \(snapshot.isViewLoaded), superview \(snapshot.superview.map(\.description) ?? "nil")"
    }
}

// MARK: - World

/// What happened when the executor ran one op.
enum RandomContainmentApplyOutcome {
    /// The op's ids or preconditions do not hold here (replay only; the generator never does this).
    case skipped
    /// The op ran; `problems` is empty when every check passed.
    case executed(problems: [String])
}

/// One random sequence's world: a headless host, the controllers and plain views made so far,
/// and the model.
///
/// ## What is checked after every step
/// 1. `HierarchyValidator.violations(in: window, extraControllers: allControllersMadeSoFar)` is
///    empty; after `runUntilIdle()` with `settled: true` (see *Settled exemptions* below).
/// 2. The model: every controller's `parent`, `children` (in order), `isViewLoaded` and its view's
///    `superview`, every plain view's `superview`, `window.rootViewController` and
///    `window.isHidden` are exactly what the model predicts from the operations.
/// 3. Misuse (spec 4.1, 4.3, 1.4, 2.13 …) is refused: the step reports a diagnostic of the
///    expected rule and leaves the structure *and* every appearance state unchanged. A legal step
///    reports no diagnostic at all.
/// 4. Manual transitions (spec 2.12): while the test holds `n` open `begin` calls on a controller,
///    its transition depth is `n` in the direction of the last opening `begin`; the closing `end`
///    leaves it `appeared` / `disappeared`. Nothing else may end or reverse them.
///
/// ## Settled exemptions (which controllers the `settled: true` rules skip, and why)
/// The validator already skips controllers below a manually forwarding parent: their appearance is
/// the container's business (spec 2.8), and the test's manual begin/end calls only ever target such
/// children. Such a controller's state is *legitimately* unrelated to the window: the container may
/// not have forwarded the window moves that happened meanwhile, or may have abandoned a transition.
/// It only matters once the controller (or an ancestor) leaves the manual parent and its appearance
/// becomes automatic again; UIKit does not resynchronise it then. Example: a manual container on
/// screen adds a child and its view (no callbacks, spec 2.8: the child stays `disappeared`), then
/// calls `child.removeFromParent()` leaving the view in place (legal: a parentless controller's
/// view may be anywhere, spec 4.1). The child is now automatic, on screen and `disappeared`, and
/// no UIKit rule changes that; `HierarchyValidator`'s settled rule reports it all the same. So:
/// - **taint**: a controller whose automatic-appearance chain switches from *manual somewhere
///   above* to *automatic all the way up* (removeFromParent or re-parenting out of a manual
///   container, of itself or an ancestor) is tainted; so is every controller that is (or later
///   becomes) a containment descendant of a tainted one, because forwarding copies the parent's
///   state to its children (spec 2.6, 2.10) and a child added under a stale parent inherits the
///   staleness.
/// - **untaint**: at a settled check, a tainted controller whose ancestors are not tainted and that
///   *is* in sync (no open transition, `appeared` exactly when its view is in a visible window, and
///   in its parent's state when its view is inside the parent's view) is untainted: from a
///   consistent settled state the runtime's rules must keep it consistent like any other.
/// - only `settled` violations *about a tainted controller* are skipped; every non-settled rule,
///   the model checks and the diagnostics checks apply to all controllers at every step.
/// Controllers that never sat below a manually forwarding parent are never exempt.
@MainActor
final class RandomContainmentWorld {
    let host: HeadlessHost
    var window: UIWindow { host.window }

    private(set) var controllerIDs: [Int] = []
    private(set) var controllers: [Int: RandomContainmentController] = [:]
    private(set) var plainIDs: [Int] = []
    private(set) var plainViews: [Int: RandomContainmentPlainView] = [:]
    private var refOfView: [ObjectIdentifier: RandomContainmentViewRef] = [:]

    // The model.
    private var modelParent: [Int: Int] = [:]
    private var modelChildren: [Int: [Int]] = [:]
    private var modelSuperview: [RandomContainmentViewRef: RandomContainmentViewRef] = [:]
    private var modelLoaded: Set<Int> = []
    private var modelRoot: Int?
    private var modelHidden = false

    // Manual transitions the test holds open: number of `end`s owed and the open direction.
    private(set) var outstanding: [Int: Int] = [:]
    private var openAppearing: [Int: Bool] = [:]

    // Settled exemptions (see the type's documentation).
    private(set) var tainted: Set<Int> = []
    private var wasAutomatic: [Int: Bool] = [:]

    /// Statistics for the report.
    private(set) var settledChecks = 0
    private(set) var exemptedSettledControllers = 0
    /// Settled violations about exempt controllers that were skipped (what the exemptions cost).
    private(set) var skippedSettledViolations = 0

    init() {
        host = HeadlessHost(size: CGSize(width: 320, height: 480))
        refOfView[ObjectIdentifier(host.window)] = .window
    }

    var allControllers: [UIViewController] { controllerIDs.map { controllers[$0]! } }

    /// The media clock when the world was made (see ``tearDown()``).
    private let mediaTimeAtStart = MediaClock.now

    /// After the sequence's checks, leaves the process-wide state as the world found it:
    /// - resets every controller's appearance machine (through internals) and runs one turn, so the
    ///   global `ViewIsAppearingQueue` drops this world's controllers. Without it, controllers left
    ///   `appearing` (a sequence stopped at a failure with deferred ends pending, or a stuck
    ///   transition) stay in that queue forever and every later turn scans them: the run becomes
    ///   quadratic;
    /// - puts the shared media clock back: every turn of `runUntilIdle()` advances it by 1/60 s,
    ///   20,000 sequences by about ten minutes, and tests of time-based code running after this
    ///   one must not see a clock that depends on whether this test ran first.
    /// Neither can change a sequence's results (containment and appearance do not read the clock,
    /// and the queue only acts on controllers whose view is in the turning window).
    func tearDown() {
        for controller in controllers.values { controller.appearance = AppearanceStateMachine() }
        host.runTurn()
        MediaClock.now = mediaTimeAtStart
    }

    func controller(_ id: Int) -> RandomContainmentController { controllers[id]! }

    // MARK: Model queries

    func modelParentOf(_ id: Int) -> Int? { modelParent[id] }

    func ancestors(of id: Int) -> [Int] {
        var result: [Int] = []
        var current = modelParent[id]
        while let parent = current {
            result.append(parent)
            current = modelParent[parent]
        }
        return result
    }

    /// Whether every ancestor forwards appearance automatically (the validator's
    /// `hasAutomaticAppearance`, computed on the model).
    func isAutomatic(_ id: Int) -> Bool {
        ancestors(of: id).allSatisfy { controllers[$0]!.forwardsAppearanceAutomatically }
    }

    /// The controller owning the nearest view at or above `ref` (spec 4.1's walk).
    func nearestOwner(of ref: RandomContainmentViewRef) -> Int? {
        var current: RandomContainmentViewRef? = ref
        while let view = current {
            if case .controllerView(let id) = view { return id }
            current = modelSuperview[view]
        }
        return nil
    }

    func isDescendant(_ ref: RandomContainmentViewRef, of ancestor: RandomContainmentViewRef) -> Bool {
        var current: RandomContainmentViewRef? = ref
        while let view = current {
            if view == ancestor { return true }
            current = modelSuperview[view]
        }
        return false
    }

    func superviewOf(_ ref: RandomContainmentViewRef) -> RandomContainmentViewRef? { modelSuperview[ref] }
    func isLoaded(_ id: Int) -> Bool { modelLoaded.contains(id) }
    var root: Int? { modelRoot }
    var windowHidden: Bool { modelHidden }

    /// Every view an op may target: the window, every controller's view, every plain view.
    var allViewRefs: [RandomContainmentViewRef] {
        [.window] + controllerIDs.map { .controllerView($0) } + plainIDs.map { .plain($0) }
    }

    private func exists(_ ref: RandomContainmentViewRef) -> Bool {
        switch ref {
        case .window: true
        case .controllerView(let id): controllers[id] != nil
        case .plain(let id): plainViews[id] != nil
        case .foreign: false
        }
    }

    // MARK: Classification (what UIKit's rules say must happen)

    /// The diagnostic rule with which PortableUIKit must refuse `op`, or nil when `op` is legal.
    func expectedRefusal(_ op: RandomContainmentOp) -> PortableUIKitDiagnostic.Rule? {
        switch op {
        case .addChild(let parent, let child, _):
            // Spec 1.4/1.5: not itself, not an ancestor, not twice.
            if parent == child || ancestors(of: parent).contains(child) { return .invalidChild }
            if modelParent[child] == parent { return .invalidChild }
            // Spec 4.3: if the child's view has a superview, the controller owning the nearest
            // view above it must be the requested parent; a hierarchy no controller owns (the
            // window, say) does not qualify: UIKit reports "should have parent view
            // controller:(null)" for it.
            if modelLoaded.contains(child), let superview = modelSuperview[.controllerView(child)],
                nearestOwner(of: superview) != parent
            {
                return .childViewInAnotherHierarchy
            }
            return nil
        case .addView(let controller, let target, _):
            if isDescendant(target, of: .controllerView(controller)) { return .invalidViewHierarchy }
            if modelSuperview[.controllerView(controller)] == target { return nil }  // a reorder
            // Spec 4.1: a child's view goes only under a view its parent owns; a parentless
            // controller's view may go anywhere, and so may any view into a hierarchy that no
            // controller owns (UIKit finds no owner to compare with).
            if let parent = modelParent[controller], let owner = nearestOwner(of: target), owner != parent {
                return .hierarchyInconsistency
            }
            return nil
        case .setRoot(let controller, _):
            if let controller, modelParent[controller] != nil { return .invalidChild }
            return nil
        case .unbalancedEnd:
            return .unbalancedAppearanceTransition
        default:
            return nil
        }
    }

    /// Whether `op` can run here as intended (ids exist, preconditions and intent hold).
    func isApplicable(_ op: RandomContainmentOp) -> Bool {
        func has(_ id: Int) -> Bool { controllers[id] != nil }
        switch op {
        case .makeController(let id, _):
            return !has(id)
        case .makePlainView(let id, let target):
            return plainViews[id] == nil && exists(target)
        case .addChild(let parent, let child, let misuse):
            return has(parent) && has(child) && (expectedRefusal(op) != nil) == misuse
        case .addView(let controller, let target, let misuse):
            return has(controller) && exists(target) && (expectedRefusal(op) != nil) == misuse
        case .removeView(let controller):
            return has(controller) && modelSuperview[.controllerView(controller)] != nil
        case .willMove(let controller, let parent):
            guard has(controller), let current = modelParent[controller] else { return false }
            return parent == nil || parent == current
        case .didMove(let controller, let parent):
            return has(controller) && modelParent[controller] == parent
        case .removeFromParent(let controller):
            return has(controller) && modelParent[controller] != nil
        case .beginAppearance(let controller, let appearing, _):
            return canBeginManually(controller, appearing: appearing)
        case .endAppearance(let controller):
            return has(controller) && (outstanding[controller] ?? 0) > 0
        case .unbalancedEnd(let controller):
            return has(controller) && self.controller(controller).appearanceTransitionDepth == 0
        case .setRoot(let controller, let misuse):
            if let controller {
                guard has(controller), controller != modelRoot else { return false }
            } else {
                guard modelRoot != nil else { return false }
            }
            return (expectedRefusal(op) != nil) == misuse
        case .setWindowHidden(let hidden):
            return hidden != modelHidden
        case .runTurn, .runUntilIdle:
            return true
        }
    }

    /// The legitimate manual-forwarding patterns of a container (spec 2.9, 2.12, 2.13): only on a
    /// child of a manually forwarding parent, and
    /// - with no transition open: a `begin` that changes the appearance (`true` when disappeared,
    ///   `false` when appeared), never a redundant one (that is "Unbalanced calls");
    /// - with the test's own transition open: a nested `begin` in the same direction, or a
    ///   reversing one (the cancel pattern of spec 2.12);
    /// - never while a transition the runtime opened is still open (a container does not
    ///   interfere with a transition it did not begin).
    func canBeginManually(_ id: Int, appearing: Bool) -> Bool {
        guard let controller = controllers[id], let parent = modelParent[id],
            !controllers[parent]!.forwardsAppearanceAutomatically
        else { return false }
        if (outstanding[id] ?? 0) > 0 { return true }
        guard controller.appearanceTransitionDepth == 0 else { return false }
        return appearing == (controller.appearanceState == .disappeared)
    }

    // MARK: Executing

    /// Runs `op` and every check after it. `inject` runs after the op and before the checks (the
    /// self-check test uses it to corrupt state on purpose).
    func apply(
        _ op: RandomContainmentOp, inject: ((RandomContainmentWorld) -> Void)? = nil
    ) -> RandomContainmentApplyOutcome {
        guard isApplicable(op) else { return .skipped }
        var problems: [String] = []
        let refusal = expectedRefusal(op)
        preload(op)
        let before = refusal == nil ? nil : runtimeSnapshot(includingAppearance: true)
        let diagnosticsBefore = PortableUIKitDiagnostics.collected.count

        perform(op)

        let diagnostics = PortableUIKitDiagnostics.collected[diagnosticsBefore...]
        if case .setRoot = op { registerLoadedViews() }  // installing a root loads its view
        if let refusal, let before {
            if !diagnostics.contains(where: { $0.rule == refusal }) {
                problems.append("misuse was not reported as \(refusal): diagnostics \(diagnostics.map(\.description))")
            }
            let after = runtimeSnapshot(includingAppearance: true)
            if after != before {
                problems.append(
                    "refused misuse changed state (before vs after): "
                        + before.differences(from: after).joined(separator: "; "))
            }
        } else {
            if !diagnostics.isEmpty {
                problems.append("legal step reported diagnostics: \(diagnostics.map(\.description))")
            }
            problems += updateModel(op)
        }
        inject?(self)
        updateTaint()
        problems += checkModel()
        problems += checkManualTransitions()
        problems += checkValidator(settled: op == .runUntilIdle)
        return .executed(problems: problems)
    }

    /// Loads the views the op will touch, so a refused misuse's before/after snapshots differ
    /// only by what the op itself did.
    private func preload(_ op: RandomContainmentOp) {
        switch op {
        case .addView(let controller, let target, _):
            _ = view(for: .controllerView(controller))
            _ = view(for: target)
        case .makePlainView(_, let target):
            _ = view(for: target)
        default:
            break
        }
    }

    private func view(for ref: RandomContainmentViewRef) -> UIView {
        switch ref {
        case .window: return window
        case .controllerView(let id):
            modelLoaded.insert(id)
            let view: UIView = controller(id).view
            refOfView[ObjectIdentifier(view)] = ref
            return view
        case .plain(let id): return plainViews[id]!
        case .foreign: preconditionFailure("no view for \(ref)")
        }
    }

    private func perform(_ op: RandomContainmentOp) {
        switch op {
        case .makeController(let id, let forwards):
            controllers[id] = RandomContainmentController(id: id, forwardsAppearanceAutomatically: forwards)
            controllerIDs.append(id)
            modelChildren[id] = []
            wasAutomatic[id] = true
        case .makePlainView(let id, let target):
            let plain = RandomContainmentPlainView(id: id)
            plainViews[id] = plain
            plainIDs.append(id)
            refOfView[ObjectIdentifier(plain)] = .plain(id)
            view(for: target).addSubview(plain)
        case .addChild(let parent, let child, _):
            controller(parent).addChild(controller(child))
        case .addView(let controller, let target, _):
            view(for: target).addSubview(self.controller(controller).view)
        case .removeView(let controller):
            self.controller(controller).view.removeFromSuperview()
        case .willMove(let controller, let parent):
            self.controller(controller).willMove(toParent: parent.map { self.controller($0) })
        case .didMove(let controller, let parent):
            self.controller(controller).didMove(toParent: self.controller(parent))
        case .removeFromParent(let controller):
            self.controller(controller).removeFromParent()
        case .beginAppearance(let controller, let appearing, let animated):
            self.controller(controller).beginAppearanceTransition(appearing, animated: animated)
        case .endAppearance(let controller), .unbalancedEnd(let controller):
            self.controller(controller).endAppearanceTransition()
        case .setRoot(let controller, _):
            window.rootViewController = controller.map { self.controller($0) }
        case .setWindowHidden(let hidden):
            window.isHidden = hidden
        case .runTurn:
            host.runTurn()
        case .runUntilIdle:
            host.runUntilIdle()
        }
    }

    /// Applies a legal op to the model; returns problems found on the way (manual transitions).
    private func updateModel(_ op: RandomContainmentOp) -> [String] {
        switch op {
        case .makeController:
            break
        case .makePlainView(let id, let target):
            modelSuperview[.plain(id)] = target
        case .addChild(let parent, let child, _):
            if let old = modelParent[child] { modelChildren[old]!.removeAll { $0 == child } }
            modelChildren[parent]!.append(child)
            modelParent[child] = parent
            abandonManualTransition(child)
        case .addView(let controller, let target, _):
            modelSuperview[.controllerView(controller)] = target
        case .removeView(let controller):
            modelSuperview[.controllerView(controller)] = nil
        case .removeFromParent(let controller):
            if let parent = modelParent[controller] { modelChildren[parent]!.removeAll { $0 == controller } }
            modelParent[controller] = nil
            abandonManualTransition(controller)
        case .beginAppearance(let controller, let appearing, _):
            if (outstanding[controller] ?? 0) > 0, openAppearing[controller] == appearing {
                outstanding[controller]! += 1
            } else {
                outstanding[controller] = 1
                openAppearing[controller] = appearing
            }
        case .endAppearance(let controller):
            outstanding[controller]! -= 1
            if outstanding[controller] == 0 {
                let vc = self.controller(controller)
                let expected: AppearanceState = openAppearing[controller]! ? .appeared : .disappeared
                if vc.appearanceState != expected || vc.appearanceTransitionDepth != 0 {
                    return [
                        "the closing endAppearanceTransition() left vc\(controller) \(vc.appearanceState) at depth \(vc.appearanceTransitionDepth), expected \(expected) at depth 0"
                    ]
                }
            }
        case .willMove, .didMove, .unbalancedEnd:
            break
        case .setRoot(let controller, _):
            if let old = modelRoot, modelSuperview[.controllerView(old)] == .window {
                modelSuperview[.controllerView(old)] = nil
            }
            modelRoot = controller
            if let controller {
                modelLoaded.insert(controller)
                modelSuperview[.controllerView(controller)] = .window
            }
        case .setWindowHidden(let hidden):
            modelHidden = hidden
        case .runTurn, .runUntilIdle:
            break
        }
        return []
    }

    /// The container lost the child (removeFromParent or re-parenting): it no longer owes it an
    /// `end`; whatever is still open stays open, which the taint rules account for.
    private func abandonManualTransition(_ id: Int) {
        outstanding[id] = 0
        openAppearing[id] = nil
    }

    private func registerLoadedViews() {
        for id in controllerIDs {
            if let view = controllers[id]!.viewIfLoaded { refOfView[ObjectIdentifier(view)] = .controllerView(id) }
        }
    }

    // MARK: Checks

    func runtimeSnapshot(includingAppearance: Bool) -> RandomContainmentSnapshot {
        func ref(_ view: UIView?) -> RandomContainmentViewRef? {
            view.map { refOfView[ObjectIdentifier($0)] ?? .foreign }
        }
        var snapshot = RandomContainmentSnapshot()
        for id in controllerIDs {
            let vc = controllers[id]!
            snapshot.controllers[id] = RandomContainmentControllerSnapshot(
                parent: vc.parent.map { ($0 as? RandomContainmentController)?.id ?? -1 },
                children: vc.children.map { ($0 as? RandomContainmentController)?.id ?? -1 },
                isViewLoaded: vc.isViewLoaded,
                superview: ref(vc.viewIfLoaded?.superview))
            if includingAppearance {
                snapshot.appearance[id] = "\(vc.appearanceState)/\(vc.appearanceTransitionDepth)"
            }
        }
        for id in plainIDs { snapshot.plainSuperviews[id] = .some(ref(plainViews[id]!.superview)) }
        snapshot.root = window.rootViewController.map { ($0 as? RandomContainmentController)?.id ?? -1 }
        snapshot.windowHidden = window.isHidden
        return snapshot
    }

    func modelSnapshot() -> RandomContainmentSnapshot {
        var snapshot = RandomContainmentSnapshot()
        for id in controllerIDs {
            snapshot.controllers[id] = RandomContainmentControllerSnapshot(
                parent: modelParent[id], children: modelChildren[id]!, isViewLoaded: modelLoaded.contains(id),
                superview: modelSuperview[.controllerView(id)])
        }
        for id in plainIDs { snapshot.plainSuperviews[id] = .some(modelSuperview[.plain(id)]) }
        snapshot.root = modelRoot
        snapshot.windowHidden = modelHidden
        return snapshot
    }

    /// Whether the runtime matches the model, compared field by field (cheap; the snapshots are
    /// only built to describe a mismatch).
    private func runtimeMatchesModel() -> Bool {
        func id(_ controller: UIViewController?) -> Int? {
            controller.map { ($0 as? RandomContainmentController)?.id ?? -1 }
        }
        for controllerID in controllerIDs {
            let vc = controllers[controllerID]!
            guard id(vc.parent) == modelParent[controllerID] else { return false }
            let children = vc.children, expected = modelChildren[controllerID]!
            guard children.count == expected.count else { return false }
            for (child, expectedID) in zip(children, expected) where id(child) != expectedID { return false }
            guard vc.isViewLoaded == modelLoaded.contains(controllerID) else { return false }
            let superview = vc.viewIfLoaded?.superview.map { refOfView[ObjectIdentifier($0)] ?? .foreign }
            guard superview == modelSuperview[.controllerView(controllerID)] else { return false }
        }
        for plainID in plainIDs {
            let superview = plainViews[plainID]!.superview.map { refOfView[ObjectIdentifier($0)] ?? .foreign }
            guard superview == modelSuperview[.plain(plainID)] else { return false }
        }
        return id(window.rootViewController) == modelRoot && window.isHidden == modelHidden
    }

    private func checkModel() -> [String] {
        if runtimeMatchesModel() { return [] }
        let runtime = runtimeSnapshot(includingAppearance: false)
        let model = modelSnapshot()
        guard runtime != model else { return [] }
        return [
            "runtime differs from the model (runtime vs model): "
                + runtime.differences(from: model).joined(separator: "; ")
        ]
    }

    private func checkManualTransitions() -> [String] {
        var problems: [String] = []
        for id in controllerIDs {
            guard let owed = outstanding[id], owed > 0 else { continue }
            let vc = controllers[id]!
            let expected: AppearanceState = openAppearing[id]! ? .appearing : .disappearing
            if vc.appearanceTransitionDepth != owed || vc.appearanceState != expected {
                problems.append(
                    "vc\(id) has \(owed) manual begin(s) open (\(expected)) but is \(vc.appearanceState) at depth \(vc.appearanceTransitionDepth)"
                )
            }
        }
        return problems
    }

    private func updateTaint() {
        for id in controllerIDs {
            let automatic = isAutomatic(id)
            if wasAutomatic[id] == false, automatic { tainted.insert(id) }
            wasAutomatic[id] = automatic
        }
        guard !tainted.isEmpty else { return }
        for id in controllerIDs where !tainted.contains(id) {
            if ancestors(of: id).contains(where: tainted.contains) { tainted.insert(id) }
        }
    }

    /// The validator's settled rules for one controller, used only to decide untainting.
    private func isInSync(_ id: Int) -> Bool {
        let vc = controllers[id]!
        guard vc.appearanceTransitionDepth == 0 else { return false }
        let onScreen = vc.viewIfLoaded?.window.map { !$0.isHidden } ?? false
        guard (vc.appearanceState == .appeared) == onScreen else { return false }
        if let parent = vc.parent, let parentView = parent.viewIfLoaded,
            vc.viewIfLoaded?.isDescendant(of: parentView) == true, parent.appearanceState != vc.appearanceState
        {
            return false
        }
        return true
    }

    private func checkValidator(settled: Bool) -> [String] {
        if settled && !tainted.isEmpty {
            for id in controllerIDs.sorted(by: { ancestors(of: $0).count < ancestors(of: $1).count })
            where tainted.contains(id) && isAutomatic(id) {
                if let parent = modelParent[id], tainted.contains(parent) { continue }
                if isInSync(id) { tainted.remove(id) }
            }
        }
        if settled {
            settledChecks += 1
            exemptedSettledControllers += tainted.count
        }
        let violations = HierarchyValidator.violations(in: window, extraControllers: allControllers, settled: settled)
        return violations.compactMap { violation in
            if violation.rule == "settled",
                tainted.contains(where: { violation.detail.hasPrefix("vc\($0) ") })
            {
                skippedSettledViolations += 1
                return nil
            }
            return "validator\(settled ? " (settled)" : ""): \(violation)"
        }
    }

    // MARK: Generating

    private enum Category: CaseIterable {
        case makeController, makePlainView, addChild, addChildView, addParentlessView, removeView
        case willMoveNil, willMoveParent, didMove, removeFromParent, beginManual, endManual
        case setRoot, setWindowHidden, runTurn, runUntilIdle, misuse
    }

    private func weight(_ category: Category) -> Int {
        let count = controllerIDs.count
        switch category {
        case .makeController: return count < 2 ? 40 : count < 5 ? 10 : count < 9 ? 4 : 0
        case .makePlainView: return count == 0 || plainIDs.count >= 6 ? 0 : 3
        case .addChild: return 12
        case .addChildView: return 12
        case .addParentlessView: return 8
        case .removeView: return 6
        case .willMoveNil: return 3
        case .willMoveParent: return 1
        case .didMove: return 3
        case .removeFromParent: return 6
        case .beginManual: return 6
        case .endManual: return 8
        case .setRoot: return 5
        case .setWindowHidden: return modelHidden ? 8 : 2
        case .runTurn: return 6
        case .runUntilIdle: return 6
        case .misuse: return 3
        }
    }

    /// The next op: a category drawn by weight, then one of its applicable ops, uniformly.
    func nextOp(_ rng: inout SeededRandomNumberGenerator) -> RandomContainmentOp {
        var weights = Category.allCases.map { (category: $0, weight: weight($0)) }
        while true {
            let total = weights.reduce(0) { $0 + $1.weight }
            guard total > 0 else { return .runTurn }
            var draw = rng.below(total)
            let index = weights.firstIndex { entry in
                if draw < entry.weight { return true }
                draw -= entry.weight
                return false
            }!
            let candidates = self.candidates(weights[index].category, &rng)
            if !candidates.isEmpty { return rng.pick(candidates) }
            weights[index].weight = 0
        }
    }

    private func candidates(_ category: Category, _ rng: inout SeededRandomNumberGenerator) -> [RandomContainmentOp] {
        let ids = controllerIDs
        let withParent = ids.filter { modelParent[$0] != nil }
        switch category {
        case .makeController:
            return [.makeController(id: ids.count, forwardsAutomatically: !rng.chance(1, in: 3))]
        case .makePlainView:
            let targets = ids.map { RandomContainmentViewRef.controllerView($0) } + plainIDs.map { .plain($0) }
            return targets.map { .makePlainView(id: plainIDs.count, in: $0) }
        case .addChild:
            return ids.flatMap { parent in
                ids.map { RandomContainmentOp.addChild(parent: parent, child: $0, misuse: false) }
            }.filter { op in
                guard case .addChild(let parent, let child, _) = op, modelParent[child] != parent else { return false }
                return expectedRefusal(op) == nil
            }
        case .addChildView, .addParentlessView:
            let controllersHere = category == .addChildView ? withParent : ids.filter { modelParent[$0] == nil }
            return controllersHere.flatMap { id in
                allViewRefs.compactMap { target -> RandomContainmentOp? in
                    guard modelSuperview[.controllerView(id)] != target else { return nil }
                    let op = RandomContainmentOp.addView(controller: id, into: target, misuse: false)
                    return expectedRefusal(op) == nil ? op : nil
                }
            }
        case .removeView:
            return ids.filter { modelSuperview[.controllerView($0)] != nil }.map { .removeView(controller: $0) }
        case .willMoveNil:
            return withParent.map { .willMove(controller: $0, toParent: nil) }
        case .willMoveParent:
            return withParent.map { .willMove(controller: $0, toParent: modelParent[$0]) }
        case .didMove:
            return withParent.map { .didMove(controller: $0, toParent: modelParent[$0]!) }
        case .removeFromParent:
            return withParent.map { .removeFromParent(controller: $0) }
        case .beginManual:
            let animated = rng.chance(1, in: 2)
            return withParent.flatMap { id in
                [true, false].compactMap { appearing in
                    canBeginManually(id, appearing: appearing)
                        ? .beginAppearance(controller: id, appearing: appearing, animated: animated) : nil
                }
            }
        case .endManual:
            return ids.filter { (outstanding[$0] ?? 0) > 0 }.map { .endAppearance(controller: $0) }
        case .setRoot:
            var ops: [RandomContainmentOp] =
                ids
                .filter { modelParent[$0] == nil && $0 != modelRoot }
                .map { .setRoot($0, misuse: false) }
            if modelRoot != nil { ops.append(.setRoot(nil, misuse: false)) }
            return ops
        case .setWindowHidden:
            return [.setWindowHidden(!modelHidden)]
        case .runTurn:
            return [.runTurn]
        case .runUntilIdle:
            return [.runUntilIdle]
        case .misuse:
            return misuseCandidates(&rng)
        }
    }

    /// Deliberate misuse of one kind, drawn uniformly among the kinds possible here.
    private func misuseCandidates(_ rng: inout SeededRandomNumberGenerator) -> [RandomContainmentOp] {
        let ids = controllerIDs
        var kinds: [[RandomContainmentOp]] = []
        // addChild of itself, of an ancestor, twice, or while its view sits under a view the new
        // parent does not own (spec 1.4, 4.3).
        kinds.append(
            ids.flatMap { parent in
                ids.map { RandomContainmentOp.addChild(parent: parent, child: $0, misuse: true) }
            }.filter { expectedRefusal($0) != nil })
        // A child's view into a view its parent does not own; any view into its own subtree (4.1).
        kinds.append(
            ids.flatMap { id in
                allViewRefs.map { RandomContainmentOp.addView(controller: id, into: $0, misuse: true) }
            }.filter { expectedRefusal($0) != nil })
        // A child as the window's root.
        kinds.append(ids.filter { modelParent[$0] != nil && $0 != modelRoot }.map { .setRoot($0, misuse: true) })
        // endAppearanceTransition() with nothing open (2.13).
        kinds.append(
            ids.filter { controllers[$0]!.appearanceTransitionDepth == 0 }.map { .unbalancedEnd(controller: $0) })
        let possible = kinds.filter { !$0.isEmpty }
        return possible.isEmpty ? [] : rng.pick(possible)
    }
}

// MARK: - Running, replaying, minimising

/// The first failing step of a sequence.
struct RandomContainmentFailure {
    /// Index of the failing step in the executed steps.
    let stepIndex: Int
    let problems: [String]
    /// The first problem with controller and view numbers blanked: failures with the same
    /// signature are the same bug.
    var signature: String { RandomContainmentRunner.normalise(problems.first ?? "") }
}

struct RandomContainmentRun {
    /// The steps that ran (the failing one last, if any).
    var executed: [RandomContainmentOp] = []
    var failure: RandomContainmentFailure?
    var misuseSteps = 0
    var settledChecks = 0
    var exemptedSettledControllers = 0
    var skippedSettledViolations = 0
    /// Controllers and plain views checked to be freed once the sequence's world is gone.
    var leakChecks = 0
}

@MainActor
enum RandomContainmentRunner {
    /// Sequence lengths (the final settle step comes on top).
    static let lengths = 10...40

    /// Runs the sequence of `seed`: 10–40 generated steps, then a final `runUntilIdle()` with its
    /// settled check. Stops at the first failing step. `inject(stepIndex, world)` runs after each
    /// step's op, before its checks.
    static func run(
        seed: UInt64, inject: ((Int, RandomContainmentWorld) -> Void)? = nil
    ) -> RandomContainmentRun {
        inFreshWorld { world, run in
            var rng = SeededRandomNumberGenerator(seed: seed)
            let length = lengths.lowerBound + rng.below(lengths.count)
            for stepIndex in 0...length {
                let op = stepIndex == length ? RandomContainmentOp.runUntilIdle : world.nextOp(&rng)
                run.executed.append(op)
                let hook = inject.map { inject in { (world: RandomContainmentWorld) in inject(stepIndex, world) } }
                switch world.apply(op, inject: hook) {
                case .skipped:
                    run.failure = RandomContainmentFailure(
                        stepIndex: stepIndex, problems: ["test bug: the generator produced an inapplicable step"])
                case .executed(let problems):
                    if op.isMisuse { run.misuseSteps += 1 }
                    if !problems.isEmpty {
                        run.failure = RandomContainmentFailure(stepIndex: stepIndex, problems: problems)
                    }
                }
                if run.failure != nil { break }
            }
            run.settledChecks = world.settledChecks
            run.exemptedSettledControllers = world.exemptedSettledControllers
            run.skippedSettledViolations = world.skippedSettledViolations
        }
    }

    /// Replays explicit steps (inapplicable ones are skipped and left out of `executed`).
    static func replay(_ ops: [RandomContainmentOp]) -> RandomContainmentRun {
        inFreshWorld { world, run in
            for op in ops {
                guard case .executed(let problems) = world.apply(op) else { continue }
                run.executed.append(op)
                if op.isMisuse { run.misuseSteps += 1 }
                if !problems.isEmpty {
                    run.failure = RandomContainmentFailure(stepIndex: run.executed.count - 1, problems: problems)
                    break
                }
            }
        }
    }

    /// Runs `body` in a fresh world collecting diagnostics, tears the world down and drops it,
    /// then checks that every controller and plain view it made is freed (a leak fails the run
    /// at its last step).
    private static func inFreshWorld(
        _ body: (RandomContainmentWorld, inout RandomContainmentRun) -> Void
    ) -> RandomContainmentRun {
        PortableUIKitDiagnostics.collecting {
            var run = RandomContainmentRun()
            var references: [RandomWeakReference] = []
            do {
                let world = RandomContainmentWorld()
                body(world, &run)
                world.tearDown()
                references =
                    world.controllerIDs.map { RandomWeakReference("vc\($0)", world.controller($0)) }
                    + world.plainIDs.compactMap { id in world.plainViews[id].map { RandomWeakReference("pv\(id)", $0) }
                    }
            }
            run.leakChecks = references.count
            let alive = references.filter { $0.object != nil }.map(\.name)
            if run.failure == nil, !alive.isEmpty {
                run.failure = RandomContainmentFailure(
                    stepIndex: run.executed.count - 1,
                    problems: ["leak: still alive after the world was dropped: \(alive)"])
            }
            return run
        }.result
    }

    /// Shrinks a failing step list to a short one that fails with the same signature, with the
    /// shared ``RandomSequenceShrinker`` (drop chunks of halving size, then single steps).
    static func minimise(_ ops: [RandomContainmentOp], signature: String) -> [RandomContainmentOp] {
        RandomSequenceShrinker.shrink(ops) { candidate in
            let run = replay(candidate)
            guard let failure = run.failure, failure.signature == signature else { return nil }
            return Array(run.executed.prefix(failure.stepIndex + 1))
        }.steps
    }

    /// Replaces `vc12` / `pv3` by `vc#` / `pv#`.
    nonisolated static func normalise(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            let pair = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
            if pair == "vc" || pair == "pv", index + 2 < characters.count, characters[index + 2].isNumber {
                result += pair + "#"
                index += 2
                while index < characters.count, characters[index].isNumber { index += 1 }
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }

    /// Numbered steps, one per line.
    static func listing(_ ops: [RandomContainmentOp], upTo last: Int? = nil) -> String {
        let shown = last.map { Array(ops.prefix($0 + 1)) } ?? ops
        return shown.enumerated().map { "  \(String(format: "%3d", $0.offset)): \($0.element)" }
            .joined(separator: "\n")
    }

    /// The text recorded for a failing seed: seed, step, problems, replay hint, steps, reproducer.
    static func report(
        seed: UInt64, run: RandomContainmentRun, minimised: [RandomContainmentOp]?
    ) -> String {
        guard let failure = run.failure else { return "seed \(seed): passed" }
        var text = """
            Random containment sequence failed: seed \(seed) (0x\(String(seed, radix: 16))), \
            step \(failure.stepIndex) of \(run.executed.count - 1): \(run.executed[failure.stepIndex])
            Problems after that step:
            \(failure.problems.map { "  - \($0)" }.joined(separator: "\n"))
            Replay: RANDOM_CONTAINMENT_SEED=\(seed) swift test --filter RandomContainment
            Steps 0...\(failure.stepIndex):
            \(listing(run.executed, upTo: failure.stepIndex))
            """
        if let minimised {
            text += "\nMinimised reproducer (\(minimised.count) steps, same failure):\n" + listing(minimised)
        }
        return text
    }
}
