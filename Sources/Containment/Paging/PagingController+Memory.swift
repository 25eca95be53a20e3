#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Memory warnings (issue 15): the pages no one sees give memory back, and come back the moment
/// the pager needs them again — before the next event (a drag, a selection, an edit), so the
/// engine's live pages and the children agree again before anything appears.
///
/// The neighbours are off screen and have disappeared (at rest exactly the selected page has
/// appeared), so letting them go needs no appearance callbacks, only containment.
extension PagingController {
    /// After a memory warning (motion has landed): with a data source, the neighbours' controllers
    /// are removed as children and let go, to be asked for again; with ``viewControllers``,
    /// which keeps every controller anyway, the neighbours stay children but their views leave
    /// the scroll view (as UIKit's old view unloading freed the views of hidden controllers).
    func releaseOffscreenPages() {
        let offscreen = live.keys.filter { $0 != engine.selectedIndex }.sorted()
        if arrayPages == nil {
            for page in offscreen {
                release(page)
                releasedForMemory.insert(page)
            }
        } else {
            for page in offscreen {
                live[page]?.viewIfLoaded?.removeFromSuperview()
                viewsRemovedForMemory.insert(page)
            }
        }
    }

    /// Brings back what a memory warning took, before `event` is applied. An edit names pages
    /// by their index before it while the data source already counts it, so the controller is
    /// asked for by its index after the edit (a page the edit deletes is not asked for).
    func restorePagesReleasedForMemory(before event: PagingEvent) {
        if !releasedForMemory.isEmpty {
            let pages = releasedForMemory
            releasedForMemory = []
            if case .reload = event { return }
            var edit: PageEdit?
            if case .edit(let raw, _) = event { edit = raw.normalized(forCount: engine.pageCount) }
            for page in engine.livePages where pages.contains(page) && live[page] == nil {
                guard let edit else { load(page); continue }
                guard edit.newIndex(of: page) != nil else { continue }
                editInFlight = edit
                load(page)
                editInFlight = nil
            }
        }
        if !viewsRemovedForMemory.isEmpty {
            let pages = viewsRemovedForMemory
            viewsRemovedForMemory = []
            guard isViewLoaded else { return }
            for page in pages.sorted() {
                if let pageView = live[page]?.view, pageView.superview !== scrollView {
                    scrollView.addSubview(pageView)
                }
            }
        }
    }
}
