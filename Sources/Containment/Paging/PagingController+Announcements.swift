#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// A page change the delegate has heard begin: from the page at rest towards `to`; `heading`
/// is where the open appearance change now points (back at `from` for a release back).
struct PageChangeAnnouncement: Equatable {
    var from: Int
    var to: Int
    var heading: Int
}

/// Telling the ``PagingControllerDelegate``, derived from the appearance effects themselves, so
/// the delegate hears exactly the changes the children do.
extension PagingController {
    /// A retarget: the first towards another page begins a change; one towards the other
    /// neighbour finishes the first as abandoned and begins the second.
    func announceRetarget(to page: Int) {
        if var change = announcedChange {
            change.heading = page
            announcedChange = change
            guard page != change.from, page != change.to else { return }
            announcedChange = nil
            delegate?.pagingController(self, didFinishPagingFrom: change.from, to: change.to, completed: false)
        }
        guard let from = announcedPage, page != from else { return }
        announcedChange = PageChangeAnnouncement(from: from, to: page, heading: page)
        delegate?.pagingController(self, willBeginPagingFrom: from, to: page)
    }

    /// A commit: the change lands where it is heading.
    func announceCommit() {
        guard let change = announcedChange else { return }
        announcedChange = nil
        announcedPage = change.heading
        delegate?.pagingController(
            self, didFinishPagingFrom: change.from, to: change.to, completed: change.heading == change.to)
    }

    /// A change with no interactive phase (a non-animated selection): begin and finish at once.
    /// A reload shows its page `quietly` (it is not a page change).
    func announceShow(_ page: Int?, quietly: Bool) {
        let from = announcedPage
        announcedPage = page
        guard !quietly, let from, let page, from != page else { return }
        delegate?.pagingController(self, willBeginPagingFrom: from, to: page)
        delegate?.pagingController(self, didFinishPagingFrom: from, to: page, completed: true)
    }

    /// A finger moved an open change on.
    func announceProgress() {
        guard let change = announcedChange, case .dragging(let position) = engine.motion, change.heading == change.to
        else { return }
        delegate?.pagingController(self, didPageFrom: change.from, to: change.to, progress: min(abs(position), 1))
    }

    func remapAnnouncements(_ edit: PageEdit) {
        announcedPage = announcedPage.flatMap(edit.newIndex(of:))
        guard let change = announcedChange else { return }
        if let from = edit.newIndex(of: change.from), let to = edit.newIndex(of: change.to),
            let heading = edit.newIndex(of: change.heading)
        {
            announcedChange = PageChangeAnnouncement(from: from, to: to, heading: heading)
        } else {
            announcedChange = nil
        }
    }
}
