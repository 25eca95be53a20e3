import Foundation
import Testing
@_spi(Testing) import PortableUIKit
@testable import Containment
import ContainmentTestTraits

/// A pager of `count` pages at rest on `selected`, and the effects of `events` after that.
func pager(_ count: Int, at selected: Int = 0, infinite: Bool = false) -> PagingState {
    var state = PagingState(isInfinite: infinite)
    _ = state.apply(.reload(pageCount: count))
    _ = state.apply(.select(selected, animated: false))
    return state
}

extension PagingState {
    mutating func run(_ events: [PagingEvent]) -> [PagingEffect] { events.flatMap { apply($0) } }
}

func retarget(_ page: Int) -> PagingEffect { .appearance(.retarget(toVisible: page, animated: true)) }
let commit = PagingEffect.appearance(.commit(animated: true))
func land(_ page: Int) -> PagingEffect { .appearance(.land(onVisible: page, animated: true)) }

/// The engine's decisions as exact effect lists (spec 5.6 / 16.5, issue 15).
@Suite("Paging engine traces", .isolatedRuntime)
struct PagingEngineTraceTests {
    @Test(
        "5.6 completed swipe: the neighbour begins when the drag first moves towards it; the landing commits and shifts the slots"
    )
    func commitTrace() {
        var state = pager(5, at: 1)
        #expect(state.run([.dragBegan(position: 0)]) == [])
        #expect(state.run([.dragMoved(position: 0.2)]) == [retarget(2)])
        #expect(state.run([.dragMoved(position: 0.6)]) == [])
        let release = state.run([.dragEnded(velocity: 0, pageLength: 400)])
        #expect(release.count == 1)
        guard case .settle(let settle) = release.first else { Issue.record("no settle"); return }
        #expect(settle.target == 2 && settle.direction == .forward)
        #expect(state.run([.settleEnded]) == [commit, .release(0), .load(3)])
        #expect(state.selectedIndex == 2 && state.motion == .rest && state.appearanceTarget == nil)
    }

    @Test(
        "5.6 16.5 cancelled swipe: a release back keeps the change open until it lands, then lands it back on the current page"
    )
    func cancelTrace() {
        var state = pager(5, at: 1)
        _ = state.run([.dragBegan(position: 0), .dragMoved(position: 0.3)])
        let release = state.run([.dragEnded(velocity: -50, pageLength: 400)])
        guard case .settle(let settle) = release.first else { Issue.record("no settle"); return }
        #expect(settle.target == 1 && settle.direction == .reverse)
        #expect(state.run([.settleEnded]) == [land(1)])
        #expect(state.selectedIndex == 1 && state.livePages == [0, 1, 2])
    }

    @Test("reversal: turning towards the other neighbour begins it and reverses the first (one retarget)")
    func reversalTrace() {
        var state = pager(5, at: 2)
        let effects = state.run([
            .dragBegan(position: 0), .dragMoved(position: 0.2), .dragMoved(position: 0),
            .dragMoved(position: -0.1), .dragMoved(position: -0.7), .dragEnded(velocity: 0, pageLength: 400),
            .settleEnded,
        ])
        #expect(
            effects.filter { if case .settle = $0 { false } else { true } } == [
                retarget(3), retarget(1), commit, .release(3), .load(0),
            ])
        #expect(state.selectedIndex == 1)
    }

    @Test("a release exactly on a page lands at once; a drag into the end of a finite pager begins nothing")
    func edges() {
        var state = pager(3, at: 0)
        #expect(
            state.run([
                .dragBegan(position: 0), .dragMoved(position: -0.4), .dragEnded(velocity: -900, pageLength: 400),
            ]).count == 1)
        #expect(state.appearanceTarget == nil)
        #expect(state.run([.settleEnded]) == [])
        var exact = pager(3, at: 0)
        #expect(
            exact.run([
                .dragBegan(position: 0), .dragMoved(position: 0.5), .dragMoved(position: 0),
                .dragEnded(velocity: 0, pageLength: 400),
            ])
                == [retarget(1), land(0)])
    }

    @Test("a drag that reaches the neighbour lands on it mid-drag and keeps going from there")
    func landingMidDrag() {
        var state = pager(5, at: 0)
        #expect(
            state.run([.dragBegan(position: 0), .dragMoved(position: 0.5), .dragMoved(position: 3)])
                == [retarget(1), commit, .load(2)])
        #expect(state.selectedIndex == 1 && state.motion == .dragging(position: 0))
        #expect(state.run([.dragMoved(position: 0.1)]) == [retarget(2)])
    }

    @Test("flick storm: 10 flicks in 0.5 s, each caught mid-settle, give one retarget and one commit per page change")
    func flickStorm() {
        var state = pager(20, at: 0)
        var effects = state.run([
            .dragBegan(position: 0), .dragMoved(position: 0.3), .dragEnded(velocity: 2_000, pageLength: 400),
        ])
        for _ in 2...10 {
            effects += state.run([
                .dragBegan(position: 0.7), .dragMoved(position: 1), .dragMoved(position: 0.3),
                .dragEnded(velocity: 2_000, pageLength: 400),
            ])
        }
        effects += state.run([.settleEnded])
        let appearance = effects.compactMap { if case .appearance(let c) = $0 { c } else { nil } }
        #expect(
            appearance
                == (1...10).flatMap {
                    [PageAppearanceCommand.retarget(toVisible: $0, animated: true), .commit(animated: true)]
                })
        #expect(state.selectedIndex == 10 && state.livePages == [9, 10, 11])
    }

    @Test("7.5 (UNC) flicks that catch the settle before it lands queue one page each; the landings go on page by page")
    func flickStormQueues() {
        var state = pager(20, at: 0)
        var effects = state.run([
            .dragBegan(position: 0), .dragMoved(position: 0.3), .dragEnded(velocity: 2_000, pageLength: 400),
        ])
        for _ in 0..<3 {
            effects += state.run([
                .dragBegan(position: 0.5), .dragMoved(position: 0.6), .dragEnded(velocity: 2_000, pageLength: 400),
            ])
        }
        #expect(state.selectedIndex == 0 && state.motion == .settling(target: 1) && state.queuedPages == 3)
        // A flick back takes one queued page away.
        effects += state.run([
            .dragBegan(position: 0.5), .dragMoved(position: 0.4), .dragEnded(velocity: -2_000, pageLength: 400),
        ])
        #expect(state.motion == .settling(target: 1) && state.queuedPages == 2)
        for landing in 1...3 {
            effects += state.run([.settleEnded])
            #expect(state.selectedIndex == landing && state.livePages.count == 3)
        }
        #expect(state.motion == .rest && state.queuedPages == 0)
        let appearance = effects.compactMap { if case .appearance(let c) = $0 { c } else { nil } }
        #expect(
            appearance
                == (1...3).flatMap {
                    [PageAppearanceCommand.retarget(toVisible: $0, animated: true), .commit(animated: true)]
                })
    }

    @Test("7.5 (UNC) queued pages stop at the last page; any interruption drops them")
    func queuedPagesStop() {
        var end = pager(3, at: 0)
        _ = end.run([.dragBegan(position: 0), .dragMoved(position: 0.3), .dragEnded(velocity: 2_000, pageLength: 400)])
        for _ in 0..<4 {
            _ = end.run([
                .dragBegan(position: 0.5), .dragMoved(position: 0.6), .dragEnded(velocity: 2_000, pageLength: 400),
            ])
        }
        for _ in 0..<6 { _ = end.run([.settleEnded]) }
        #expect(end.selectedIndex == 2 && end.motion == .rest && end.queuedPages == 0)
        var interrupted = pager(10, at: 0)
        _ = interrupted.run([
            .dragBegan(position: 0), .dragMoved(position: 0.3), .dragEnded(velocity: 2_000, pageLength: 400),
        ])
        _ = interrupted.run([
            .dragBegan(position: 0.5), .dragMoved(position: 0.6), .dragEnded(velocity: 2_000, pageLength: 400),
        ])
        #expect(interrupted.queuedPages == 1)
        _ = interrupted.run([.interrupt])
        #expect(interrupted.selectedIndex == 1 && interrupted.motion == .rest && interrupted.queuedPages == 0)
    }

    @Test("select during a drag: the drag lands first (cancelled here), then the selection's change begins")
    func selectDuringDrag() {
        var state = pager(10, at: 4)
        _ = state.run([.dragBegan(position: 0), .dragMoved(position: 0.2)])
        let effects = state.run([.select(8, animated: true)])
        #expect(effects.first == .appearance(.land(onVisible: 4, animated: false)))
        #expect(Array(effects.dropFirst(1).prefix(3)) == [.release(3), .release(5), .load(8)])
        #expect(effects.dropFirst(4).first == retarget(8))
        #expect(state.livePages == [4, 8])
        #expect(state.run([.dragMoved(position: 0.5), .dragEnded(velocity: 0, pageLength: 1)]) == [])
        #expect(state.run([.settleEnded]) == [commit, .release(4), .load(7), .load(9)])
    }

    @Test("16.2 non-animated select shows the page at once; out-of-range and same-page selections do nothing")
    func plainSelect() {
        var state = pager(5, at: 0)
        #expect(
            state.run([.select(3, animated: false)]) == [
                .load(3), .appearance(.show(3, animated: false)), .release(0), .release(1), .load(2), .load(4),
            ])
        #expect(
            state.run([.select(3, animated: true), .select(5, animated: true), .select(-1, animated: false)]) == [])
    }

    @Test("infinite: a drag past the last page wraps to the first")
    func infiniteWrap() {
        var state = pager(4, at: 3, infinite: true)
        #expect(state.livePages == [2, 3, 0])
        #expect(
            state.run([
                .dragBegan(position: 0), .dragMoved(position: 0.4), .dragEnded(velocity: 900, pageLength: 400),
                .settleEnded,
            ]).filter {
                if case .settle = $0 { false } else { true }
            } == [retarget(0), commit, .release(2), .load(1)])
        #expect(state.selectedIndex == 0)
        var two = pager(2, at: 0, infinite: true)
        #expect(
            two.run([.dragBegan(position: 0), .dragMoved(position: -0.3), .dragMoved(position: 0.3)]) == [retarget(1)])
    }

    @Test("container disappearing mid-drag: the interrupt lands the drag on the nearer page, balanced")
    func interruptMidDrag() {
        var near = pager(5, at: 1)
        #expect(
            near.run([.dragBegan(position: 0), .dragMoved(position: -0.3), .interrupt]) == [
                retarget(0), .appearance(.land(onVisible: 1, animated: false)),
            ])
        var far = pager(5, at: 1)
        #expect(
            far.run([.dragBegan(position: 0), .dragMoved(position: 0.6), .interrupt]) == [
                retarget(2), commit, .release(0), .load(3),
            ])
        #expect(far.motion == .rest && far.run([.interrupt]) == [])
    }

    @Test("deleting the current page shows the one after it (which takes its index) before releasing it")
    func deleteCurrent() {
        var state = pager(5, at: 2)
        #expect(
            state.run([.edit(.delete([2]), animated: false)]) == [
                .appearance(.show(3, animated: false)), .release(2), .remap(.delete([2])), .load(3),
            ])
        #expect(state.selectedIndex == 2 && state.pageCount == 4 && state.livePages == [1, 2, 3])
        var last = pager(3, at: 2)
        #expect(
            last.run([.edit(.delete([2]), animated: false)]) == [
                .appearance(.show(1, animated: false)), .release(2), .remap(.delete([2])), .load(0),
            ])
        #expect(last.selectedIndex == 1)
        var wrap = pager(4, at: 3, infinite: true)
        _ = wrap.run([.edit(.delete([3]), animated: false)])
        #expect(wrap.selectedIndex == 0)
    }

    @Test("inserting or deleting around the current page keeps it selected under its new index")
    func editAround() {
        var state = pager(5, at: 2)
        #expect(state.run([.edit(.insert([0]), animated: false)]) == [.remap(.insert([0]))])
        #expect(state.selectedIndex == 3 && state.livePages == [2, 3, 4])
        #expect(
            state.run([.edit(.delete([2, 4]), animated: false)]) == [
                .release(2), .release(4), .remap(.delete([2, 4])), .load(1), .load(3),
            ])
        #expect(state.selectedIndex == 2 && state.livePages == [1, 2, 3])
        #expect(
            state.run([.edit(.move(from: 2, to: 0), animated: false)]) == [
                .remap(.move(from: 2, to: 0)), .release(2), .release(3), .load(1),
            ])
        #expect(state.selectedIndex == 0 && state.livePages == [0, 1])
    }

    @Test(
        "0, 1 and 2 pages: no drag on nothing; one page rubber-bands without appearance; deleting the last page shows nothing"
    )
    func tinyPagers() {
        var empty = PagingState()
        #expect(
            empty.run([.dragBegan(position: 0), .dragMoved(position: 0.5), .select(0, animated: true), .settleEnded])
                == [])
        var one = pager(1)
        #expect(
            one.run([
                .dragBegan(position: 0), .dragMoved(position: 0.9), .dragEnded(velocity: 2_000, pageLength: 400),
                .settleEnded,
            ]).allSatisfy {
                if case .settle = $0 { true } else { false }
            })
        #expect(
            one.run([.edit(.delete([0]), animated: false)]) == [
                .appearance(.show(nil, animated: false)), .release(0), .remap(.delete([0])),
            ])
        #expect(one.selectedIndex == nil && one.livePages == [])
        #expect(
            one.run([.edit(.insert([0, 1]), animated: false)]) == [
                .remap(.insert([0, 1])), .load(0), .load(1), .appearance(.show(0, animated: false)),
            ])
        var two = pager(2, at: 1)
        #expect(
            two.run([.reload(pageCount: 1)]) == [
                .appearance(.show(nil, animated: false)), .release(0), .release(1), .load(0),
                .appearance(.show(0, animated: false)),
            ])
    }
}
