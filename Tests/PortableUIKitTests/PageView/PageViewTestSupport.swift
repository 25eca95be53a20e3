import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting

/// Pages in order that answer the data source's neighbour questions, writing each answer into a
/// shared trace. Its subclasses declare the conformance, so that the presentation methods of
/// ``PresentingPageSource`` are the protocol's witnesses (a subclass cannot replace the default
/// a superclass's conformance chose).
@MainActor
class PageList: NSObject {
    var pages: [UIViewController]
    let log: (String) -> Void
    let name: (UIViewController) -> String

    init(pages: [UIViewController], log: @escaping (String) -> Void, name: @escaping (UIViewController) -> String) {
        self.pages = pages
        self.log = log
        self.name = name
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        let answer = pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        log("source.before(\(name(viewController))) = \(answer.map(name) ?? "nil")")
        return answer
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        let answer = pages.firstIndex(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
        log("source.after(\(name(viewController))) = \(answer.map(name) ?? "nil")")
        return answer
    }
}

/// A data source over a list of named pages, without the presentation methods.
@MainActor
final class PageSource: PageList, UIPageViewControllerDataSource {}

/// A data source that also answers `presentationCount` / `presentationIndex`.
@MainActor
final class PresentingPageSource: PageList, UIPageViewControllerDataSource {
    var index = 0

    func presentationCount(for pageViewController: UIPageViewController) -> Int {
        log("source.presentationCount = \(pages.count)")
        return pages.count
    }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        log("source.presentationIndex = \(index)")
        return index
    }
}

/// A delegate that writes its calls into the trace.
@MainActor
final class PageDelegateLog: NSObject, UIPageViewControllerDelegate {
    let log: (String) -> Void
    let name: (UIViewController) -> String

    init(log: @escaping (String) -> Void, name: @escaping (UIViewController) -> String) {
        self.log = log
        self.name = name
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        log("delegate.willTransitionTo(\(pendingViewControllers.map(name).joined(separator: ",")))")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        log(
            "delegate.didFinishAnimating(\(finished), previous: \(previousViewControllers.map(name).joined(separator: ",")), completed: \(completed))"
        )
    }
}

/// A page view controller showing page A of pages A…E as the root of a 320 × 480 window (top
/// safe-area inset 20), run until idle, with a trace that merges the lifecycle recorder's
/// entries with the data source's answers and the delegate's calls, reset to start here.
@MainActor
final class PageScene {
    let pvc: UIPageViewController
    let host: HeadlessHost
    let recorder = LifecycleRecorder()
    var pages: [String: UIViewController] = [:]
    var source: (PageList & UIPageViewControllerDataSource)!
    var delegateLog: PageDelegateLog!
    private var marks: [(index: Int, line: String)] = []

    init(
        style: UIPageViewController.TransitionStyle = .scroll,
        orientation: UIPageViewController.NavigationOrientation = .horizontal,
        options: [UIPageViewController.OptionsKey: Any]? = nil, presenting: Bool = false, withSource: Bool = true,
        safeArea: UIEdgeInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    ) {
        pvc = UIPageViewController(transitionStyle: style, navigationOrientation: orientation, options: options)
        let names = ["A", "B", "C", "D", "E"]
        var list: [UIViewController] = []
        for name in names {
            let page = UIViewController()
            page.title = name
            pages[name] = page
            list.append(page)
        }
        host = HeadlessHost(size: CGSize(width: 320, height: 480), safeAreaInsets: safeArea)
        let log: (String) -> Void = { [weak self] line in
            guard let self else { return }; self.marks.append((self.recorder.entries.count, line))
        }
        let name: (UIViewController) -> String = { [weak self] controller in self?.recorder.name(of: controller) ?? "?"
        }
        source =
            presenting
            ? PresentingPageSource(pages: list, log: log, name: name) : PageSource(pages: list, log: log, name: name)
        delegateLog = PageDelegateLog(log: log, name: name)
        recorder.watch(pvc, as: "pvc")
        for (name, page) in pages { recorder.watch(page, as: name) }
        if withSource { pvc.dataSource = source }
        pvc.delegate = delegateLog
        pvc.setViewControllers([pages["A"]!], direction: .forward, animated: false)
        host.window.rootViewController = pvc
        host.runUntilIdle()
        reset()
    }

    subscript(name: String) -> UIViewController { pages[name]! }

    /// The recorder's trace with the data source and delegate lines merged in where they happened.
    var lines: [String] {
        tracedWithMarks(recorder.trace, marks)
    }

    func reset() {
        recorder.reset()
        marks = []
    }

    /// Lines without the containment and view-loading entries: the appearance and delegate story.
    var appearanceLines: [String] {
        lines.filter {
            !$0.contains("willMove") && !$0.contains("didMove") && !$0.contains("viewDidLoad")
                && !$0.hasPrefix("source.")
        }
    }

    /// The names of the page view controller's children.
    var childNames: [String] { pvc.children.map { recorder.name(of: $0) } }

    /// The current pages' names.
    var currentNames: [String] { (pvc.viewControllers ?? []).map { recorder.name(of: $0) } }

    /// A quick swipe from right to left (forward) or left to right (reverse) across the middle.
    func swipe(_ direction: UIPageViewController.NavigationDirection) {
        let right = CGPoint(x: 290, y: 240), left = CGPoint(x: 30, y: 240)
        if direction == .forward {
            host.drag(from: right, to: left, duration: 0.2, steps: 12)
        } else {
            host.drag(from: left, to: right, duration: 0.2, steps: 12)
        }
        host.runUntilIdle()
    }

    /// A slow, short drag that the paging snap takes back.
    func abandonedSwipe(_ direction: UIPageViewController.NavigationDirection) {
        let start = CGPoint(x: 160, y: 240)
        let end = CGPoint(x: direction == .forward ? 110 : 210, y: 240)
        host.drag(from: start, to: end, duration: 1, steps: 30)
        host.runUntilIdle()
    }

    var violations: [HierarchyValidator.Violation] {
        HierarchyValidator.violations(in: host.window, settled: true, recorder: recorder)
    }
}
