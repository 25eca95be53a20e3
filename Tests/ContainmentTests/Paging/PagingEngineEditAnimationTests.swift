import Foundation
import Testing
@_spi(Testing) import PortableUIKit
@testable import Containment
import ContainmentTestTraits

/// The `animated` flag of `insertPages(at:animated:)` / `deletePages(at:animated:)` travels in
/// the `.edit` event, and the engine alone decides which appearance effects carry it.
@Suite("Paging engine: an edit's animated flag", .isolatedRuntime)
struct PagingEngineEditAnimationTests {
    private func appearances(_ effects: [PagingEffect]) -> [PageAppearanceCommand] {
        effects.compactMap { if case .appearance(let command) = $0 { command } else { nil } }
    }

    @Test(
        "2.9 an animated delete of the selected page shows its successor animated: the call's flag reaches begin(_:animated:)",
        arguments: [false, true])
    func deleteSelected(animated: Bool) {
        var state = pager(5, at: 2)
        #expect(
            state.run([.edit(.delete([2]), animated: animated)]) == [
                .appearance(.show(3, animated: animated)), .release(2), .remap(.delete([2])), .load(3),
            ])
    }

    @Test("2.9 inserting into an empty pager shows the first page with the insert's flag", arguments: [false, true])
    func insertIntoEmpty(animated: Bool) {
        var state = pager(0)
        let effects = state.run([.edit(.insert([0, 1]), animated: animated)])
        #expect(appearances(effects) == [.show(0, animated: animated)])
        #expect(state.selectedIndex == 0)
    }

    @Test("an edit that keeps the selected page shows nothing, animated or not")
    func editAroundShowsNothing() {
        for animated in [false, true] {
            var state = pager(5, at: 2)
            #expect(appearances(state.run([.edit(.insert([0]), animated: animated)])).isEmpty)
            #expect(appearances(state.run([.edit(.delete([0, 4]), animated: animated)])).isEmpty)
            #expect(appearances(state.run([.edit(.move(from: 0, to: 2), animated: animated)])).isEmpty)
        }
    }

    @Test(
        "5.6 16.5 an animated edit mid-drag: the interrupted drag lands unanimated, only the edit's own show is animated"
    )
    func interruptedDragLandsUnanimated() {
        var state = pager(5, at: 1)
        _ = state.run([.dragBegan(position: 0), .dragMoved(position: -0.3)])
        let effects = state.run([.edit(.delete([1]), animated: true)])
        #expect(appearances(effects) == [.land(onVisible: 1, animated: false), .show(2, animated: true)])
        #expect(state.selectedIndex == 1 && state.motion == .rest)
    }

    @Test(
        "2.12 a change an interrupt lands where it was heading commits animated, as it began; one it lands elsewhere turns back unanimated"
    )
    func interruptedChangeFlags() {
        var far = pager(5, at: 1)
        let committed = far.run([.dragBegan(position: 0), .dragMoved(position: 0.6), .interrupt])
        #expect(appearances(committed) == [.retarget(toVisible: 2, animated: true), .commit(animated: true)])
        var near = pager(5, at: 1)
        let landed = near.run([.dragBegan(position: 0), .dragMoved(position: 0.3), .interrupt])
        #expect(appearances(landed) == [.retarget(toVisible: 2, animated: true), .land(onVisible: 1, animated: false)])
    }
}
