import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// The page state engine without views (16.2–16.4, 16.7).
@MainActor
@Suite("§16.3 page state engine", .isolatedRuntime)
struct PageStateTests {
    final class Page {
        let name: String
        init(_ name: String) { self.name = name }
    }

    let a = Page("A"), b = Page("B"), c = Page("C"), z = Page("Z")

    func names(_ pages: [Page]) -> [String] { pages.map(\.name) }

    @Test(
        "16.3 nothing is asked before it is needed: both sides start unasked, and an answer is cached per current page")
    func neighboursStartUnasked() {
        var state = PageState<Page>()
        #expect(!state.needsAsking(.after), "no current page: nothing to ask about")
        let accepted = state.set([a], animatedFrom: nil)
        #expect(accepted)
        #expect(state.needsAsking(.after) && state.needsAsking(.before))
        state.record(b, for: .after)
        #expect(!state.needsAsking(.after))
        #expect(state.neighbour(.after).page === b)
        state.record(nil, for: .before)
        #expect(!state.needsAsking(.before), "a nil answer is cached too: the end")
        #expect(state.neighbour(.before).page == nil)
    }

    @Test(
        "16.7 every set flushes the cache — after an animated set the old neighbours are asked for again (UIKit's stale-cache bug would keep them)"
    )
    func setFlushesTheCache() {
        var state = PageState<Page>()
        _ = state.set([a], animatedFrom: nil)
        state.record(b, for: .after)
        state.record(z, for: .before)
        let accepted = state.set([c], animatedFrom: .after)
        #expect(accepted)
        #expect(state.needsAsking(.before) && state.needsAsking(.after))
        let completed = state.completeTurn()
        #expect(completed != nil)
        #expect(state.needsAsking(.before), "UIKit's 16.7 bug: the cache would still hold A's neighbours here")
        #expect(names(state.current) == ["C"])
    }

    @Test(
        "16.4 a gesture turn keeps the current pages until it completes; completing makes the old page the neighbour behind"
    )
    func gestureTurnCompletes() {
        var state = PageState<Page>()
        _ = state.set([a], animatedFrom: nil)
        state.record(b, for: .after)
        let turn = state.beginGestureTurn(toward: .after)
        #expect(turn.map { names($0.incoming) } == ["B"])
        #expect(names(state.current) == ["A"])
        let accepted = state.set([c], animatedFrom: nil)
        #expect(!accepted, "no set while a turn is in flight")
        state.completeTurn()
        #expect(names(state.current) == ["B"])
        #expect(state.neighbour(.before).page === a)
        #expect(state.needsAsking(.after))
    }

    @Test("16.4 a cancelled gesture turn leaves the current pages and the cache as they were")
    func gestureTurnCancels() {
        var state = PageState<Page>()
        _ = state.set([a], animatedFrom: nil)
        state.record(b, for: .after)
        _ = state.beginGestureTurn(toward: .after)
        let cancelled = state.cancelTurn()
        #expect(cancelled != nil)
        #expect(names(state.current) == ["A"])
        #expect(state.neighbour(.after).page === b)
        #expect(!state.isTurning)
    }

    @Test("16.3 no turn toward a side without a page (nil answer or unasked)")
    func noTurnWithoutPage() {
        var state = PageState<Page>()
        _ = state.set([a], animatedFrom: nil)
        let begun = state.beginGestureTurn(toward: .after)
        #expect(begun == nil)
        state.record(nil, for: .after)
        let begunAgain = state.beginGestureTurn(toward: .after)
        #expect(begunAgain == nil)
    }

    @Test(
        "16.2 programmatic animated set: viewControllers is the new array from the start; the outgoing page is retained until the turn ends"
    )
    func programmaticTurn() {
        var state = PageState<Page>()
        _ = state.set([a], animatedFrom: nil)
        _ = state.set([b], animatedFrom: .after)
        #expect(names(state.current) == ["B"])
        #expect(names(state.retainedPages) == ["B", "A"])
        let cancelled = state.cancelTurn()
        #expect(cancelled == nil, "a programmatic turn cannot be cancelled")
        state.completeTurn()
        #expect(names(state.retainedPages) == ["B"])
    }

    @Test("16.3 answers that are the current page or the other neighbour are refused and cached as the end")
    func refusedAnswers() {
        var state = PageState<Page>()
        _ = state.set([a], animatedFrom: nil)
        let refusal = state.record(a, for: .after)
        #expect(refusal == .currentPage)
        #expect(state.neighbour(.after).page == nil && !state.needsAsking(.after))
        state.record(b, for: .before)
        _ = state.set([a], animatedFrom: nil)
        state.record(b, for: .before)
        let refusalAgain = state.record(b, for: .after)
        #expect(refusalAgain == .otherNeighbour)
        // Positive control: a fresh page is accepted.
        _ = state.set([a], animatedFrom: nil)
        let refusal3 = state.record(c, for: .after)
        #expect(refusal3 == nil)
    }

    @Test("16.2 retained pages: current, cached neighbours and turn pages, each once")
    func retainedPages() {
        var state = PageState<Page>()
        _ = state.set([b], animatedFrom: nil)
        state.record(a, for: .before)
        state.record(c, for: .after)
        #expect(names(state.retainedPages) == ["B", "A", "C"])
        _ = state.beginGestureTurn(toward: .after)
        #expect(names(state.retainedPages) == ["B", "A", "C"])
    }
}
