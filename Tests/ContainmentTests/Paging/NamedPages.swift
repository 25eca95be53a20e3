import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting

/// A data source whose pages are names: each request makes a fresh controller named after its
/// page in the recorder, so traces stay readable when edits move pages to other indices.
@MainActor
final class NamedPages: PagingControllerDataSource {
    var names: [String]
    let recorder: LifecycleRecorder
    var requested: [String] = []

    init(_ names: [String], recorder: LifecycleRecorder) {
        self.names = names
        self.recorder = recorder
    }

    func numberOfPages(in pagingController: PagingController) -> Int { names.count }

    func pagingController(_ pagingController: PagingController, viewControllerForPageAt index: Int) -> UIViewController?
    {
        guard names.indices.contains(index) else { return nil }
        requested.append(names[index])
        let controller = UIViewController()
        controller.title = names[index]
        recorder.watch(controller, as: names[index])
        return controller
    }
}

/// A pager fed by ``NamedPages`` in a 390×844 HeadlessHost window, on page `selected`.
@MainActor
final class NamedPagingFixture {
    let recorder = LifecycleRecorder()
    let pages: NamedPages
    let pager = PagingController()
    let delegate = RecordingPagingDelegate()
    let host: HeadlessHost

    init(_ names: [String] = ["A", "B", "C", "D", "E"], selected: Int = 2) {
        pages = NamedPages(names, recorder: recorder)
        pager.dataSource = pages
        pager.delegate = delegate
        host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: pager)
        host.runUntilIdle()
        if !names.isEmpty { pager.select(pageAt: selected, animated: false) }
        host.runUntilIdle()
        recorder.reset()
        pages.requested = []
        delegate.log = []
    }

    var trace: [String] {
        appearanceCallbacks(in: recorder)
    }

    /// The names of the live children, by page order.
    var live: [String] { pager.children.sorted { $0.view.frame.minX < $1.view.frame.minX }.compactMap(\.title) }

    var selected: String? { pager.selectedViewController?.title }

    func expectValid(_ location: SourceLocation = #_sourceLocation) {
        host.runUntilIdle()
        let violations = HierarchyValidator.violations(in: host.window, settled: true, recorder: recorder)
        #expect(violations.isEmpty, "\(violations)", sourceLocation: location)
        let appeared = pager.children.filter { $0.appearanceState != .disappeared }
        #expect(appeared.count == 1 && appeared.first === pager.selectedViewController, sourceLocation: location)
        #expect(pager.children.count <= 3, sourceLocation: location)
        let index = pager.selectedIndex
        #expect(pager.scrollView.contentOffset.x == CGFloat(index) * 390, sourceLocation: location)
    }
}
