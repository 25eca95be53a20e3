import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// The random containment test is only worth something if its checks can fail. These tests build
/// inconsistent states through PortableUIKit's internals (`_parent`, `_children`, `_subviews`,
/// `_superview`, `_viewDelegate`, the appearance machine) and check that the validator reports
/// them, and that the random harness reports a fault injected in the middle of a sequence, with
/// its seed, its step and the steps so far.
@MainActor
@Suite("Model-based random containment: the checks can fail", .isolatedRuntime)
struct RandomContainmentSelfCheckTests {
    private func makeHost() -> HeadlessHost { HeadlessHost(size: CGSize(width: 320, height: 480)) }

    @Test("4.1 2.3 model-based self-check: the validator reports states corrupted through internals")
    func validatorReportsCorruptedStates() {
        // tree: a parent lists a child whose parent is not set.
        do {
            let host = makeHost()
            let parent = UIViewController(), child = UIViewController()
            #expect(HierarchyValidator.violations(in: host.window, extraControllers: [parent, child]).isEmpty)
            parent._children.append(child)
            #expect(
                HierarchyValidator.violations(in: host.window, extraControllers: [parent]).map(\.rule).contains("tree"))
        }
        // 4.1: a child's view moved under another controller's view behind the runtime's back.
        do {
            let host = makeHost()
            let parent = UIViewController(), other = UIViewController(), child = UIViewController()
            host.window.rootViewController = parent
            parent.view.addSubview(other.view)
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            host.runUntilIdle()
            #expect(HierarchyValidator.violations(in: host.window, extraControllers: [other], settled: true).isEmpty)
            let childView: UIView = child.view
            parent.view._subviews.removeAll { $0 === childView }
            other.view._subviews.append(childView)
            childView._superview = other.view
            #expect(
                HierarchyValidator.violations(in: host.window, extraControllers: [other]).map(\.rule).contains("4.1"))
        }
        // views: a view listed as a subview whose superview is something else.
        do {
            let host = makeHost()
            let container = UIView(), stray = UIView()
            host.window.addSubview(container)
            container._subviews.append(stray)
            #expect(HierarchyValidator.violations(in: host.window).map(\.rule).contains("views"))
        }
        // ownership: a controller's view that names another controller as its owner.
        do {
            let host = makeHost()
            let owner = UIViewController(), impostor = UIViewController()
            owner.view._viewDelegate = impostor
            #expect(
                HierarchyValidator.violations(in: host.window, extraControllers: [owner]).map(\.rule).contains(
                    "ownership"))
            // Undo the corruption before the impostor goes: the back-pointer is unowned (issue 14),
            // and only its rightful owner clears it when deallocated.
            owner.view._viewDelegate = owner
        }
        // settled: a controller marked appeared whose view is in no window. Not a violation while
        // turns are pending; a violation once settled.
        do {
            let host = makeHost()
            let controller = UIViewController()
            _ = controller.appearance.begin(appearing: true, animated: false)
            _ = controller.appearance.end()
            #expect(HierarchyValidator.violations(in: host.window, extraControllers: [controller]).isEmpty)
            #expect(
                HierarchyValidator.violations(in: host.window, extraControllers: [controller], settled: true)
                    .map(\.rule).contains("settled"))
        }
    }

    /// The first seed from the base whose sequence passes as generated (so an injected fault is
    /// the only thing that can fail it).
    private func passingSeed() -> (seed: UInt64, run: RandomContainmentRun)? {
        for offset in 0..<500 {
            let seed = RandomContainmentTests.baseSeed + UInt64(offset)
            let run = RandomContainmentRunner.run(seed: seed)
            if run.failure == nil { return (seed, run) }
        }
        return nil
    }

    @Test("4.1 2.3 model-based self-check: the random harness reports an injected fault with its seed, step and steps")
    func harnessReportsInjectedFaults() throws {
        let (seed, clean) = try #require(passingSeed(), "no passing seed among the first 500")

        // A structural fault (a controller listed as a child behind the runtime's back), injected
        // at the first step that has two unrelated controllers.
        var structuralStep: Int?
        let structural = RandomContainmentRunner.run(seed: seed) { step, world in
            guard structuralStep == nil else { return }
            for a in world.controllerIDs {
                for b in world.controllerIDs where a != b && !world.ancestors(of: a).contains(b) {
                    world.controller(a)._children.append(world.controller(b))
                    structuralStep = step
                    return
                }
            }
        }
        let injectedAt = try #require(structuralStep, "the sequence of seed \(seed) never had two controllers")
        let failure = try #require(structural.failure)
        #expect(failure.stepIndex == injectedAt)
        #expect(failure.problems.contains { $0.hasPrefix("validator: [tree]") })
        let report = RandomContainmentRunner.report(seed: seed, run: structural, minimised: nil)
        #expect(report.contains("seed \(seed)"))
        #expect(report.contains("step \(injectedAt) of"))
        #expect(report.contains("RANDOM_CONTAINMENT_SEED=\(seed)"))
        #expect(report.contains(RandomContainmentRunner.listing(structural.executed, upTo: injectedAt)))

        // An appearance fault: at the final settle, flip the state of a controller the settled
        // rules do not exempt (never tainted, automatic all the way up). The exemptions must not
        // hide it.
        let finalStep = clean.executed.count - 1
        var flipped: Int?
        let appearance = RandomContainmentRunner.run(seed: seed) { step, world in
            guard step == finalStep else { return }
            guard
                let id = world.controllerIDs.first(where: { id in
                    !world.tainted.contains(id) && world.isAutomatic(id)
                        && world.controller(id).appearanceTransitionDepth == 0
                })
            else { return }
            let controller = world.controller(id)
            let appeared = controller.appearanceState == .appeared
            _ = controller.appearance.begin(appearing: !appeared, animated: false)
            _ = controller.appearance.end()
            flipped = id
        }
        let flippedID = try #require(flipped, "no exemptable controller at the final step of seed \(seed)")
        let appearanceFailure = try #require(appearance.failure)
        #expect(appearanceFailure.stepIndex == finalStep)
        #expect(appearanceFailure.problems.contains { $0.hasPrefix("validator (settled): [settled] vc\(flippedID) ") })
    }
}
