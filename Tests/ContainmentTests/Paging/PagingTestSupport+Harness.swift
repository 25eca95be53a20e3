import Foundation
import Testing
@_spi(Testing) import PortableUIKit
@testable import Containment
import ContainmentTesting
import ContainmentTestTraits

/// A page controller that checks its own appearance callbacks: every did matches the last will.
@MainActor
final class PageProbe: UIViewController {
    var lastWill: Bool?
    var dids = 0
    var problems: [String] = []
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); lastWill = true }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); lastWill = false }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated); dids += 1
        if lastWill != true { problems.append("viewDidAppear without viewWillAppear") }
        lastWill = nil
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated); dids += 1
        if lastWill != false { problems.append("viewDidDisappear without viewWillDisappear") }
        lastWill = nil
    }
}

/// Executes the engine's effects as the PagingController will: a controller per live page and
/// the real ChildAppearanceCoordinator making every begin/end call.
@MainActor
final class PagingHarness {
    var state: PagingState
    let coordinator = ChildAppearanceCoordinator(order: .appearingFirst)
    var controllers: [Int: PageProbe] = [:]
    var everLoaded: [PageProbe] = []
    var problems: [String] = []
    /// Every loaded page's callbacks, named `P<index it was loaded at>`.
    let recorder = LifecycleRecorder()

    init(state: PagingState = PagingState()) { self.state = state }

    /// A harness whose container has appeared, with `pages` pages loaded.
    static func appeared(pages: Int, infinite: Bool = false) -> PagingHarness {
        let harness = PagingHarness(state: PagingState(isInfinite: infinite))
        harness.advanceContainer(); harness.advanceContainer()
        harness.send(.reload(pageCount: pages))
        return harness
    }

    func send(_ event: PagingEvent) {
        let effects = state.apply(event)
        for effect in effects {
            for probe in everLoaded { probe.dids = 0 }
            perform(effect)
            // One page change is one coordinator command: no controller ends twice in it, and
            // a retarget (a begin or a reversal) ends nothing.
            for probe in everLoaded where probe.dids > 1 {
                problems.append("\(probe.dids) ends for one controller in \(effect)")
            }
            if case .appearance(.retarget) = effect, everLoaded.contains(where: { $0.dids > 0 }) {
                problems.append("a retarget ended a transition")
            }
        }
        check(after: event)
    }

    func perform(_ effect: PagingEffect) {
        switch effect {
        case .load(let page):
            if controllers[page] != nil { problems.append("load of live page \(page)") }
            let probe = PageProbe()
            controllers[page] = probe
            recorder.watch(probe, as: "P\(page)")
            everLoaded.append(probe)
        case .release(let page):
            guard let probe = controllers.removeValue(forKey: page) else {
                return problems.append("release of dead page \(page)")
            }
            // Forgetting ends what the coordinator opened (a page leaving while the container
            // itself is disappearing finishes its way out here); after that it must be gone.
            coordinator.forget(probe)
            if probe.appearanceState != .disappeared {
                problems.append(
                    "released page \(page) is \(probe.appearanceState), container \(coordinator.containerState), state \(state)"
                )
            }
        case .appearance(.retarget(let page, let animated)):
            guard let probe = controllers[page] else { return problems.append("retarget to dead page \(page)") }
            coordinator.retargetChange(toVisible: [probe], animated: animated)
        case .appearance(.commit(let animated)):
            coordinator.commitChange(animated: animated)
        case .appearance(.land(let page, let animated)):
            guard let probe = controllers[page] else { return problems.append("landing on dead page \(page)") }
            coordinator.landChange(onVisible: [probe], animated: animated)
        case .appearance(.show(let page, let animated)):
            let probe = page.flatMap { controllers[$0] }
            if page != nil, probe == nil { problems.append("show of dead page") }
            coordinator.setVisibleChildren(probe.map { [$0] } ?? [], animated: animated)
        case .settle:
            break
        case .remap(let edit):
            var remapped: [Int: PageProbe] = [:]
            for (page, probe) in controllers {
                guard let new = edit.newIndex(of: page) else {
                    problems.append("deleted page \(page) still live"); continue
                }
                remapped[new] = probe
            }
            controllers = remapped
        }
    }

    func check(after event: PagingEvent) {
        if controllers.count > 3 { problems.append("\(controllers.count) live pages after \(event)") }
        if Set(controllers.keys) != Set(state.livePages) {
            problems.append("live pages \(controllers.keys.sorted()) ≠ \(state.livePages)")
        }
        for probe in everLoaded { problems += probe.problems; probe.problems = [] }
        guard state.motion == .rest else { return }
        if state.appearanceTarget != nil || coordinator.pendingChange != nil { problems.append("change open at rest") }
        let appeared = everLoaded.filter { $0.appearanceState != .disappeared }
        if coordinator.containerState == .appeared {
            let selected = state.selectedIndex.flatMap { controllers[$0] }
            if appeared.count != (selected == nil ? 0 : 1)
                || (selected != nil && selected?.appearanceState != .appeared)
            {
                problems.append("at rest, appeared: \(appeared.count) after \(event)")
            }
        } else if coordinator.containerState == .appearing {
            // Mid-appearance the selected page appears with the container, and no other.
            let selected = state.selectedIndex.flatMap { controllers[$0] }
            if appeared.count != (selected == nil ? 0 : 1)
                || (selected != nil && selected?.appearanceState != .appearing)
            {
                problems.append(
                    "at rest while the container appears, not disappeared: \(appeared.count) after \(event)")
            }
        } else if coordinator.containerState == .disappeared, !appeared.isEmpty {
            problems.append("container off screen but a page is \(appeared[0].appearanceState)")
        }
    }

    /// Moves the container one step round its appearance cycle; leaving brings motion to rest
    /// first, as the PagingController does from its viewWillDisappear.
    func advanceContainer() {
        switch coordinator.containerState {
        case .disappeared: coordinator.containerWillAppear(false)
        case .appearing: coordinator.containerDidAppear(false)
        case .appeared:
            send(.interrupt)
            coordinator.containerWillDisappear(false)
        case .disappearing: coordinator.containerDidDisappear(false)
        }
    }
}
