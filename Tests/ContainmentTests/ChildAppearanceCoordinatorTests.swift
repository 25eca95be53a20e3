import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// A container that holds two children in its view and shows them through the coordinator.
@MainActor
private final class PairContainer: UIViewController {
    let coordinator: ChildAppearanceCoordinator
    init(order: ChildAppearanceCoordinator.ChangeOrder = .disappearingFirst) {
        coordinator = ChildAppearanceCoordinator(order: order)
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    let a = UIViewController(), b = UIViewController()
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewDidLoad() {
        super.viewDidLoad()
        for child in [a, b] {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
        coordinator.setVisibleChildren([a], animated: false)
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated); coordinator.containerWillAppear(animated)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated); coordinator.containerDidAppear(animated)
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated); coordinator.containerWillDisappear(animated)
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated); coordinator.containerDidDisappear(animated)
    }
}

@MainActor
private func appearanceOnly(_ trace: [String]) -> [String] {
    trace.filter { $0.contains("Appear") || $0.contains("Disappear") }
}

/// Principle 4: interactive appearance, written once.
@MainActor
@Suite("ChildAppearanceCoordinator", .isolatedRuntime)
struct ChildAppearanceCoordinatorTests {
    private func appearedContainer(
        order: ChildAppearanceCoordinator.ChangeOrder = .disappearingFirst
    ) -> (PairContainer, HeadlessHost, LifecycleRecorder) {
        let container = PairContainer(order: order)
        let recorder = LifecycleRecorder()
        recorder.watch(container, as: "P"); recorder.watch(container.a, as: "A"); recorder.watch(container.b, as: "B")
        let host = HeadlessHost(rootViewController: container)
        host.runUntilIdle()
        return (container, host, recorder)
    }

    @Test("2.6 2.9 children follow the container's appearance parent-first; hidden children get nothing")
    func followsContainer() {
        let (container, host, recorder) = appearedContainer()
        #expect(
            appearanceOnly(recorder.trace) == [
                "P.viewWillAppear(false)", "A.viewWillAppear(false)", "P.viewIsAppearing(false)",
                "A.viewIsAppearing(false)", "P.viewDidAppear(false)", "A.viewDidAppear(false)",
            ])
        #expect(container.b.appearanceState == .disappeared)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    @Test("5.6 16.5 appearingFirst: a committed change tells the arriving child first, will- and did-callbacks alike")
    func appearingFirstCommit() {
        let (container, host, recorder) = appearedContainer(order: .appearingFirst)
        recorder.reset()
        container.coordinator.retargetChange(toVisible: [container.b], animated: true)
        #expect(appearanceOnly(recorder.trace) == ["B.viewWillAppear(true)", "A.viewWillDisappear(true)"])
        container.coordinator.commitChange(animated: true)
        #expect(
            appearanceOnly(recorder.trace) == [
                "B.viewWillAppear(true)", "A.viewWillDisappear(true)", "B.viewIsAppearing(true)",
                "B.viewDidAppear(true)",
                "A.viewDidDisappear(true)",
            ])
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    @Test(
        "5.6 16.5 appearingFirst: a change landed back where it began restores the staying child fully, then turns the arriving one back"
    )
    func appearingFirstLandBack() {
        let (container, host, recorder) = appearedContainer(order: .appearingFirst)
        recorder.reset()
        container.coordinator.retargetChange(toVisible: [container.b], animated: true)
        container.coordinator.landChange(onVisible: [container.a], animated: true)
        #expect(
            appearanceOnly(recorder.trace) == [
                "B.viewWillAppear(true)", "A.viewWillDisappear(true)",
                "A.viewWillAppear(true)", "A.viewIsAppearing(true)", "A.viewDidAppear(true)",
                "B.viewWillDisappear(true)", "B.viewDidDisappear(true)",
            ])
        #expect(container.coordinator.pendingChange == nil && container.coordinator.visibleChildren == [container.a])
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    @Test(
        "2.12 disappearingFirst (the default): landChange turns the leaving child first, as a drawer's or transition container's cancel"
    )
    func disappearingFirstLandBack() {
        let (container, host, recorder) = appearedContainer()
        recorder.reset()
        container.coordinator.retargetChange(toVisible: [container.b], animated: true)
        container.coordinator.landChange(onVisible: [container.a], animated: true)
        #expect(
            appearanceOnly(recorder.trace) == [
                "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "B.viewWillDisappear(true)", "B.viewDidDisappear(true)", "A.viewWillAppear(true)",
                "A.viewIsAppearing(true)",
                "A.viewDidAppear(true)",
            ])
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    @Test("2.12 an interactive change begins at once and ends only on commit")
    func commit() {
        let (container, host, recorder) = appearedContainer()
        recorder.reset()
        container.coordinator.beginChange(appearing: [container.b], disappearing: [container.a], animated: true)
        #expect(recorder.trace == ["A.viewWillDisappear(true)", "B.viewWillAppear(true)"])
        host.runUntilIdle()
        #expect(container.a.appearanceState == .disappearing && container.b.appearanceState == .appearing)
        container.coordinator.commitChange(animated: true)
        #expect(
            recorder.trace.filter { $0.contains("Did") }.suffix(2) == [
                "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
            ])
        #expect(container.coordinator.visibleChildren == [container.b])
    }

    @Test(
        "2.12 5.3 16.5 a cancelled change restores both children, each reversed with the cancel's animated flag; none sees did-appear then did-disappear"
    )
    func cancel() {
        let (container, _, recorder) = appearedContainer()
        recorder.reset()
        container.coordinator.beginChange(appearing: [container.b], disappearing: [container.a], animated: true)
        container.coordinator.cancelChange(animated: true)
        #expect(
            recorder.trace == [
                "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                "B.viewDidDisappear(true)", "A.viewIsAppearing(true)", "A.viewDidAppear(true)",
            ])
        #expect(!recorder.callbacks(of: "B").contains("viewDidAppear(true)"))
        #expect(container.a.appearanceState == .appeared && container.b.appearanceState == .disappeared)
        #expect(container.coordinator.visibleChildren == [container.a])
    }

    @Test("5.3 16.5 an unanimated change cancelled unanimated: both children turn back with false, the leaving one too")
    func cancelUnanimated() {
        let (container, _, recorder) = appearedContainer()
        recorder.reset()
        container.coordinator.beginChange(appearing: [container.b], disappearing: [container.a], animated: false)
        container.coordinator.cancelChange(animated: false)
        #expect(
            recorder.trace == [
                "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                "B.viewWillDisappear(false)", "A.viewWillAppear(false)",
                "B.viewDidDisappear(false)", "A.viewIsAppearing(false)", "A.viewDidAppear(false)",
            ])
    }

    @Test("2.12 the flag travels with each event: a change begun unanimated and cancelled animated reverses animated")
    func cancelCarriesItsOwnFlag() {
        let (container, _, recorder) = appearedContainer()
        recorder.reset()
        container.coordinator.beginChange(appearing: [container.b], disappearing: [container.a], animated: false)
        container.coordinator.cancelChange(animated: true)
        #expect(
            recorder.trace.suffix(5) == [
                "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                "B.viewDidDisappear(true)", "A.viewIsAppearing(true)", "A.viewDidAppear(true)",
            ])
    }

    @Test("nothing fires while the container is off screen; children catch up when it appears")
    func gatedOffScreen() {
        let container = PairContainer()
        container.loadViewIfNeeded()
        let recorder = LifecycleRecorder()
        recorder.watch(container.a, as: "A"); recorder.watch(container.b, as: "B")
        container.coordinator.beginChange(appearing: [container.b], disappearing: [container.a], animated: true)
        container.coordinator.commitChange(animated: true)
        #expect(recorder.trace.isEmpty)
        let host = HeadlessHost(rootViewController: container)
        host.runUntilIdle()
        #expect(recorder.trace == ["B.viewWillAppear(false)", "B.viewIsAppearing(false)", "B.viewDidAppear(false)"])
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    @Test("the container disappearing mid-change reverses the arriving child and settles everything")
    func containerLeavesMidChange() {
        let (container, host, recorder) = appearedContainer()
        recorder.reset()
        container.coordinator.beginChange(appearing: [container.b], disappearing: [container.a], animated: true)
        host.window.isHidden = true
        host.runUntilIdle()
        #expect(container.a.appearanceState == .disappeared && container.b.appearanceState == .disappeared)
        container.coordinator.commitChange(animated: true)
        #expect(container.a.appearanceState == .disappeared && container.b.appearanceState == .disappeared)
        host.window.isHidden = false
        host.runUntilIdle()
        #expect(container.b.appearanceState == .appeared && container.a.appearanceState == .disappeared)
        #expect(recorder.callbacks(of: "B").last == "viewDidAppear(false)")
    }

    @Test("beginning a second change cancels the first (drawer switching sides mid-gesture)")
    func secondChangeCancelsFirst() {
        let (container, _, _) = appearedContainer()
        let c = UIViewController()
        container.addChild(c)
        container.view.addSubview(c.view)
        c.didMove(toParent: container)
        container.coordinator.beginChange(appearing: [container.b], disappearing: [], animated: true)
        container.coordinator.beginChange(appearing: [c], disappearing: [], animated: true)
        #expect(container.b.appearanceState == .disappeared)
        container.coordinator.commitChange(animated: true)
        #expect(c.appearanceState == .appeared && container.a.appearanceState == .appeared)
        #expect(
            Set(container.coordinator.visibleChildren.map(ObjectIdentifier.init))
                == Set([container.a, c].map(ObjectIdentifier.init)))
    }

    @Test("2.12 retargeting turns a child back without ending it; it ends when the motion lands")
    func retargetTurnsBack() {
        let (container, _, recorder) = appearedContainer()
        recorder.reset()
        container.coordinator.retargetChange(toVisible: [container.a, container.b], animated: true)
        #expect(recorder.trace == ["B.viewWillAppear(true)"])
        container.coordinator.retargetChange(toVisible: [container.a], animated: true)
        #expect(recorder.trace == ["B.viewWillAppear(true)", "B.viewWillDisappear(true)"])
        #expect(container.b.appearanceState == .disappearing)
        container.coordinator.commitChange(animated: true)
        #expect(recorder.trace == ["B.viewWillAppear(true)", "B.viewWillDisappear(true)", "B.viewDidDisappear(true)"])
        #expect(container.coordinator.visibleChildren == [container.a])
        #expect(container.coordinator.pendingChange == nil)
    }

    @Test(
        "retargeting to the same outcome twice opens nothing twice; to the settled state with nothing in flight leaves no change"
    )
    func retargetIdempotent() {
        let (container, _, recorder) = appearedContainer()
        recorder.reset()
        container.coordinator.retargetChange(toVisible: [container.a], animated: true)
        #expect(container.coordinator.pendingChange == nil)
        container.coordinator.retargetChange(toVisible: [container.b], animated: true)
        container.coordinator.retargetChange(toVisible: [container.b], animated: true)
        #expect(recorder.trace == ["A.viewWillDisappear(true)", "B.viewWillAppear(true)"])
        container.coordinator.commitChange(animated: true)
        #expect(
            recorder.trace.filter { $0.contains("Did") }.suffix(2) == [
                "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
            ])
        #expect(container.coordinator.visibleChildren == [container.b])
    }

    @Test("a visible child turned back to visible gets its appearance again only when the motion lands")
    func retargetVisibleChildBack() {
        let (container, _, recorder) = appearedContainer()
        recorder.reset()
        container.coordinator.retargetChange(toVisible: [container.b], animated: true)
        container.coordinator.retargetChange(toVisible: [container.a], animated: true)
        #expect(container.a.appearanceState == .appearing && container.b.appearanceState == .disappearing)
        container.coordinator.commitChange(animated: true)
        #expect(container.a.appearanceState == .appeared && container.b.appearanceState == .disappeared)
        #expect(!recorder.callbacks(of: "B").contains("viewDidAppear(true)"))
        #expect(recorder.callbacks(of: "A").last == "viewDidAppear(true)")
    }
}
