#if !canImport(UIKit)
import Foundation

/// What a page view controller shows and knows, without views (spec 16.2–16.4, 16.7): the
/// current pages, the neighbours the data source gave for them, and the turn in flight.
///
/// **Neighbour cache (16.3 recommendation).** A neighbour is asked for only when first needed (a
/// drag moves toward it, or a page-curl gesture starts toward it) and is then cached for the
/// current page. There is no prefetch after a page settles: a page nobody drags toward is never
/// asked for. After a gesture turn completes, the page turned away from becomes the new page's
/// cached neighbour on the other side (the data source's own answer for that pair, read the other
/// way); the new page's neighbour ahead is unasked. **Every** `setViewControllers`, animated or
/// not, flushes the whole cache, so PortableUIKit does not have UIKit's stale-cache bug (16.7):
/// after an animated jump, swiping back asks the data source.
///
/// **Turns.** A gesture turn leaves ``current`` unchanged until it completes (16.4: a cancelled
/// turn leaves `viewControllers` as it was); a programmatic animated set changes ``current`` at
/// once (16.2 recommendation) and keeps the outgoing pages in the turn until its animation ends.
/// While a turn is in flight no other may start.
struct PageState<Page: AnyObject> {
    /// A side of the current page, in data-source terms.
    enum Side: Equatable {
        case before, after

        var opposite: Side { self == .before ? .after : .before }
    }

    /// A cache entry for one side of the current page.
    enum Neighbour {
        /// The data source was not asked yet.
        case unasked
        /// The data source answered nil: the current page is at that end.
        case none
        case page(Page)

        var page: Page? {
            if case .page(let page) = self { return page }
            return nil
        }
    }

    /// A turn in flight.
    struct Turn {
        /// Where the incoming pages come from.
        let side: Side
        let incoming: [Page]
        let outgoing: [Page]
        /// Whether a gesture drives it (the delegate hears of it) rather than `setViewControllers`.
        let byGesture: Bool
    }

    /// Why an answer of the data source was refused.
    enum RefusedAnswer: Equatable {
        /// The current page was given as its own neighbour.
        case currentPage
        /// The page already cached on the other side was given again.
        case otherNeighbour
    }

    /// The pages `viewControllers` returns.
    private(set) var current: [Page] = []
    private var before: Neighbour = .unasked
    private var after: Neighbour = .unasked
    /// The turn in flight, if any.
    private(set) var turn: Turn?

    var isTurning: Bool { turn != nil }

    func neighbour(_ side: Side) -> Neighbour { side == .before ? before : after }

    /// Whether the data source must be asked for `side` before a turn toward it.
    func needsAsking(_ side: Side) -> Bool {
        if case .unasked = neighbour(side) { return !current.isEmpty }
        return false
    }

    /// Caches the data source's answer for `side`; a refused answer is cached as nil (that side
    /// stays closed) and the reason returned.
    @discardableResult
    mutating func record(_ answer: Page?, for side: Side) -> RefusedAnswer? {
        var entry: Neighbour = answer.map { .page($0) } ?? .none
        var refusal: RefusedAnswer?
        if let answer {
            if current.contains(where: { $0 === answer }) {
                refusal = .currentPage
            } else if neighbour(side.opposite).page === answer {
                refusal = .otherNeighbour
            }
        }
        if refusal != nil { entry = .none }
        if side == .before { before = entry } else { after = entry }
        return refusal
    }

    /// Shows `pages`, flushing the cache (16.3, 16.7). With `side`, the change is an animated turn
    /// whose incoming pages come from that side. Refused (false) while a turn is in flight.
    mutating func set(_ pages: [Page], animatedFrom side: Side?) -> Bool {
        guard turn == nil else { return false }
        let outgoing = current
        current = pages
        before = .unasked
        after = .unasked
        if let side, !outgoing.isEmpty {
            turn = Turn(side: side, incoming: pages, outgoing: outgoing, byGesture: false)
        }
        return true
    }

    /// Starts a gesture turn toward the cached page on `side`; nil when there is none (or a turn
    /// is in flight).
    mutating func beginGestureTurn(toward side: Side) -> Turn? {
        guard turn == nil, let page = neighbour(side).page else { return nil }
        let begun = Turn(side: side, incoming: [page], outgoing: current, byGesture: true)
        turn = begun
        return begun
    }

    /// Ends the turn in flight with its incoming pages shown. After a gesture turn, the page
    /// turned away from is the new page's neighbour on the other side.
    @discardableResult
    mutating func completeTurn() -> Turn? {
        guard let ended = turn else { return nil }
        turn = nil
        guard ended.byGesture else { return ended }
        current = ended.incoming
        let behind: Neighbour = ended.outgoing.count == 1 ? .page(ended.outgoing[0]) : .unasked
        if ended.side == .after {
            before = behind
            after = .unasked
        } else {
            after = behind
            before = .unasked
        }
        return ended
    }

    /// Ends a gesture turn with the current pages still shown (the user bailed out); the cache
    /// is kept.
    @discardableResult
    mutating func cancelTurn() -> Turn? {
        guard let ended = turn, ended.byGesture else { return nil }
        turn = nil
        return ended
    }

    /// The pages that stay children (16.2 recommendation): the current pages, the cached
    /// neighbours and the pages of the turn in flight, each once, in that order.
    var retainedPages: [Page] {
        var pages: [Page] = []
        func keep(_ page: Page?) {
            guard let page, !pages.contains(where: { $0 === page }) else { return }
            pages.append(page)
        }
        current.forEach { keep($0) }
        keep(before.page)
        keep(after.page)
        turn?.incoming.forEach { keep($0) }
        turn?.outgoing.forEach { keep($0) }
        return pages
    }
}
#endif
