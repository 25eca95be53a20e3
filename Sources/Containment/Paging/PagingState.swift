#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Where a pager's pages are going: at rest, under a finger, or settling.
enum PagingMotion: Equatable, Sendable {
    /// The selected page fills the pager.
    case rest
    /// A finger holds the pages at `position` (fractional, relative to the selected page).
    case dragging(position: CGFloat)
    /// A spring carries the pages to `target` (the selected page for a release back).
    case settling(target: Int)
}

/// The view-less paging state machine (issue 15, "Engine and appearance"): Parchment's
/// `PageViewManager` shape as a value. It stores only the page count, wrap-around, the
/// selection, the motion and the page an open appearance change heads for; the previous /
/// selected / next slots and the live pages are derived. Every event is a pure transition
/// (``applying(_:)``): a new state and the ordered ``PagingEffect``s the view layer performs.
///
/// The stored properties are set only by the transitions (the `PagingState+…` files); the
/// view layer reads them and sends events.
///
/// Invariants (pinned by the random sequences in `RandomPagingEngineTests`):
/// - at most three pages are live (``livePages``), and every page an effect names is live;
/// - at rest no appearance change is open (``appearanceTarget`` is nil), so executed by the
///   coordinator exactly the selected page has appeared while the container has;
/// - a page change opens one coordinator change and lands it once, so each controller gets at
///   most one begin/end pair per page change, however fast the flicks come (Parchment's
///   double appearance on fast swipes, issue 15).
struct PagingState: Equatable, Sendable {
    /// How many pages there are.
    var pageCount = 0
    /// Whether the last page's next is the first page and the first's previous the last.
    var isInfinite: Bool
    /// The selected page; nil exactly when there are no pages.
    var selectedIndex: Int?
    /// What the pages are doing.
    var motion: PagingMotion = .rest
    /// The page the coordinator's open change makes visible; nil when no change is open.
    var appearanceTarget: Int?
    /// During a drag that caught a settle, the page the settle was heading for: a flick counts
    /// one page on from it (and from the pages still queued); nil for a drag that began at rest.
    var caughtTarget: Int?
    /// Pages the pages move on after the running settle lands, one per flick of a storm that
    /// the content has not caught up with (positive forward, negative back); 0 otherwise.
    var queuedPages = 0
    /// Springs and the release rule.
    var settings: PagingMotionSettings

    /// An empty pager; ``PagingEvent/reload(pageCount:)`` gives it pages.
    init(isInfinite: Bool = false, settings: PagingMotionSettings = PagingMotionSettings()) {
        self.isInfinite = isInfinite
        self.settings = settings
    }

    /// The previous, selected and next slots.
    var slots: PageSlots { PageSlots(selected: selectedIndex, count: pageCount, isInfinite: isInfinite) }

    /// The pages that have a live controller: the slots, except while settling to a page that
    /// is not a neighbour (an animated jump), when only the selected page and the target are.
    var livePages: [Int] {
        let slots = self.slots
        if case .settling(let target) = motion, let selected = slots.selected, !slots.isAdjacentOrSelected(target) {
            return [selected, target]
        }
        return slots.live
    }

    /// The fractional position for a tab strip (`pagePosition`): the selected index plus the
    /// drag's offset; at rest and while settling, the selected index.
    var pagePosition: CGFloat {
        guard let selected = selectedIndex else { return 0 }
        if case .dragging(let position) = motion { return CGFloat(selected) + position }
        return CGFloat(selected)
    }

    /// The state after `event` and what the view layer must do, in order.
    func applying(_ event: PagingEvent) -> (state: PagingState, effects: [PagingEffect]) {
        var state = self
        let effects = state.apply(event)
        return (state, effects)
    }

    /// Applies `event` in place and returns the effects, in order.
    mutating func apply(_ event: PagingEvent) -> [PagingEffect] {
        switch event {
        case .dragBegan(let position): return beginDrag(at: position)
        case .dragMoved(let position): return moveDrag(to: position)
        case .dragEnded(let velocity, let pageLength): return endDrag(velocity: velocity, pageLength: pageLength)
        case .settleEnded:
            guard case .settling(let target) = motion else { return [] }
            let landed = land(on: target, animated: true)
            return landed + continueQueuedPages()
        case .select(let index, let animated): return select(index, animated: animated)
        case .interrupt: return interrupt()
        case .edit(let edit, let animated): return apply(edit, animated: animated)
        case .reload(let count): return reload(pageCount: count)
        case .setInfinite(let infinite): return setInfinite(infinite)
        }
    }

    // MARK: Shared steps

    /// Lands any motion on `page` now: the open change commits there (landing elsewhere than
    /// it was heading turns its pages back as it ends them, which makes a release back a
    /// cancel), the selection moves, and the live pages follow.
    ///
    /// `animated` is the landing's, for the pages it turns back. A change that lands where it
    /// was heading commits with the flag it began with: every change the engine opens is
    /// animated (a finger or a spring moves the pages), even when an interrupt lands it.
    mutating func land(on page: Int, animated: Bool) -> [PagingEffect] {
        let oldLive = livePages
        var effects: [PagingEffect] = []
        if let target = appearanceTarget {
            let command: PageAppearanceCommand =
                target == page ? .commit(animated: true) : .land(onVisible: page, animated: animated)
            effects.append(.appearance(command))
        } else if page != selectedIndex {
            effects.append(.appearance(.show(page, animated: false)))
        }
        selectedIndex = page
        appearanceTarget = nil
        motion = .rest
        return effects + liveChanges(from: oldLive)
    }

    /// Releases, then loads, so that the live pages go from `oldLive` to ``livePages``.
    func liveChanges(from oldLive: [Int]) -> [PagingEffect] {
        let diff = PageLiveDiff(from: oldLive, to: livePages)
        return diff.release.map(PagingEffect.release) + diff.load.map(PagingEffect.load)
    }

    /// Brings the pages to rest: a drag on the nearer page (a neighbour once half of it shows),
    /// a settle on its target.
    mutating func interrupt() -> [PagingEffect] {
        caughtTarget = nil
        queuedPages = 0
        switch motion {
        case .rest:
            return []
        case .settling(let target):
            return land(on: target, animated: false)
        case .dragging(let position):
            guard let selected = selectedIndex else { motion = .rest; return [] }
            if let direction = PageDirection(position: position), abs(position) >= 0.5,
                let neighbour = slots.neighbour(in: direction)
            {
                return land(on: neighbour, animated: false)
            }
            return land(on: selected, animated: false)
        }
    }
}
