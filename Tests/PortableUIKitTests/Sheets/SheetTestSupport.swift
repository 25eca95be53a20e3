import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting

/// A sheet delegate that writes its calls into the lifecycle trace at the position they happened,
/// and answers `presentationControllerShouldDismiss` with ``allowsDismissal``.
@MainActor
final class SheetDelegateTrace: NSObject, UISheetPresentationControllerDelegate {
    /// Traces carry `beingPresented` / `beingDismissed` (13.5), as the presentation suites' do.
    let recorder: LifecycleRecorder = {
        let recorder = LifecycleRecorder()
        recorder.showsPresentationFlags = true
        return recorder
    }()
    var allowsDismissal = true
    private var marks: [(index: Int, line: String)] = []

    private func mark(_ line: String) { marks.append((recorder.entries.count, line)) }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        mark("delegate.shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        mark("delegate.willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        mark("delegate.didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        mark("delegate.didAttemptToDismiss")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        mark("delegate.didChangeSelectedDetent(\(sheet.selectedDetentIdentifier?.rawValue ?? "nil"))")
    }

    /// The recorder's trace with the delegate calls merged in.
    var lines: [String] {
        tracedWithMarks(recorder.trace, marks)
    }

    func reset() {
        recorder.reset()
        marks = []
    }
}

/// A presenter R as the root of a 390 × 844 window (safe-area insets 47 top, 34 bottom) and a
/// controller P configured as a sheet; `present()` shows it and resets the trace.
@MainActor
struct SheetScene {
    let host: HeadlessHost
    let presenter = UIViewController()
    let presented = UIViewController()
    let trace = SheetDelegateTrace()

    init(style: UIModalPresentationStyle = .pageSheet) {
        host = HeadlessHost(
            size: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            rootViewController: presenter)
        host.runUntilIdle()
        presented.modalPresentationStyle = style
        trace.recorder.watch(presenter, as: "R")
        trace.recorder.watch(presented, as: "P")
    }

    var sheet: UISheetPresentationController? { presented.sheetPresentationController }

    /// Presents P (animated), runs until idle and resets the trace.
    func present(_ configure: (UISheetPresentationController) -> Void = { _ in }) {
        if let sheet { configure(sheet); sheet.delegate = trace }
        presenter.present(presented, animated: true)
        host.runUntilIdle()
        trace.reset()
    }

    /// The card (P's view's superview) and the dimming view.
    var card: UIView? { presented.viewIfLoaded?.superview }
    var dimming: UIView? { sheet?.dimming }
    var cardFrame: CGRect { card?.frame ?? .null }

    /// A vertical drag on the card, from `y` by `distance` (positive: down), then release.
    func drag(fromY y: CGFloat, by distance: CGFloat, duration: TimeInterval = 0.6) {
        host.drag(from: CGPoint(x: 195, y: y), to: CGPoint(x: 195, y: y + distance), duration: duration, steps: 30)
        host.runUntilIdle()
    }

    var violations: [HierarchyValidator.Violation] {
        HierarchyValidator.violations(in: host.window, settled: true, recorder: trace.recorder)
    }
}
