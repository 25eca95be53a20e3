import Foundation
import Testing
@_spi(Testing) import PortableUIKit
@testable import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Invariants over executed effects (issue 15): ≤ 3 live pages, balanced begin/end per
/// controller, one end per controller per page change, exactly one appeared page at rest.
@MainActor
@Suite("Paging engine with the appearance coordinator", .isolatedRuntime)
struct RandomPagingEngineTests {
    private func appearedHarness(pages: Int, infinite: Bool = false) -> PagingHarness {
        PagingHarness.appeared(pages: pages, infinite: infinite)
    }

    @Test("flick storm, executed: each controller gets exactly one appear pair and one disappear pair")
    func flickStorm() {
        let harness = appearedHarness(pages: 20)
        harness.send(.dragBegan(position: 0)); harness.send(.dragMoved(position: 0.3))
        harness.send(.dragEnded(velocity: 2_000, pageLength: 400))
        for _ in 2...10 {
            for event: PagingEvent in [
                .dragBegan(position: 0.7), .dragMoved(position: 1), .dragMoved(position: 0.3),
                .dragEnded(velocity: 2_000, pageLength: 400),
            ] {
                harness.send(event)
            }
        }
        harness.send(.settleEnded)
        #expect(harness.problems == [])
        #expect(harness.state.selectedIndex == 10)
        #expect(harness.everLoaded.allSatisfy { $0.lastWill == nil })
    }

    @Test("cancel after a reversal, executed: the first neighbour never sees viewDidAppear")
    func cancelAfterReversal() {
        let harness = appearedHarness(pages: 5)
        harness.send(.select(2, animated: false))
        let next = harness.controllers[3]
        for event: PagingEvent in [
            .dragBegan(position: 0), .dragMoved(position: 0.3), .dragMoved(position: -0.3),
            .dragEnded(velocity: 0, pageLength: 400), .settleEnded,
        ] {
            harness.send(event)
        }
        #expect(harness.problems == [])
        #expect(next?.appearanceState == .disappeared && harness.controllers[2]?.appearanceState == .appeared)
    }

    @Test("container disappearing mid-drag ends balanced; while off screen nothing is forwarded")
    func disappearMidDrag() {
        let harness = appearedHarness(pages: 5)
        harness.send(.dragBegan(position: 0)); harness.send(.dragMoved(position: 0.7))
        harness.advanceContainer(); harness.advanceContainer()
        #expect(harness.state.selectedIndex == 1)
        harness.send(.dragBegan(position: 0)); harness.send(.dragMoved(position: 0.4))
        #expect(harness.everLoaded.allSatisfy { $0.appearanceState == .disappeared && $0.lastWill == nil })
        harness.send(.dragEnded(velocity: 900, pageLength: 400)); harness.send(.settleEnded)
        harness.advanceContainer(); harness.advanceContainer()
        #expect(harness.problems == [])
        #expect(harness.controllers[2]?.appearanceState == .appeared)
    }

    @Test(
        "random sequences: ≤ 3 live pages, balanced begin/end, one end per page change, exactly one appeared page at rest"
    )
    func randomSequences() {
        var rng = SeededRandomNumberGenerator(seed: 0x15_9A61)
        for sequence in 0..<3_000 {
            let harness = appearedHarness(pages: Int(rng.next() % 6), infinite: rng.next() % 3 == 0)
            var trail: [String] = []
            for _ in 0..<40 {
                let event = randomEvent(&rng)
                trail.append("\(event)")
                if case .interrupt = event, rng.next() % 2 == 0 {
                    trail[trail.count - 1] = "container step"
                    // The container takes one step round its appearance cycle (so page changes
                    // also happen between its will and did) or two (it appears or disappears whole).
                    harness.advanceContainer()
                    if rng.next() % 2 == 0 { harness.advanceContainer(); trail[trail.count - 1] = "container steps ×2" }
                } else {
                    harness.send(event)
                }
                if !harness.problems.isEmpty { break }
            }
            harness.send(.interrupt)
            if !harness.problems.isEmpty {
                Issue.record("sequence \(sequence): \(harness.problems) after \(trail)")
                return
            }
        }
    }

    private func randomEvent(_ rng: inout SeededRandomNumberGenerator) -> PagingEvent {
        let position = CGFloat(Int(rng.next() % 25) - 12) / 10
        switch rng.next() % 14 {
        case 0, 1: return .dragBegan(position: position / 2)
        case 2, 3, 4, 5: return .dragMoved(position: position)
        case 6: return .dragEnded(velocity: CGFloat(Int(rng.next() % 2_001) - 1_000), pageLength: 400)
        case 7, 8: return .settleEnded
        case 9: return .select(Int(rng.next() % 7) - 1, animated: rng.next() % 2 == 0)
        case 10: return .interrupt
        case 11:
            switch rng.next() % 3 {
            case 0: return .edit(.insert([Int(rng.next() % 5)]), animated: false)
            case 1: return .edit(.delete([Int(rng.next() % 5), Int(rng.next() % 5)]), animated: false)
            default: return .edit(.move(from: Int(rng.next() % 5), to: Int(rng.next() % 5)), animated: false)
            }
        case 12: return .reload(pageCount: Int(rng.next() % 6))
        default: return .setInfinite(rng.next() % 2 == 0)
        }
    }
}
