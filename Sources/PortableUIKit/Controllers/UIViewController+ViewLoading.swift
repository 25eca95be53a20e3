#if !canImport(UIKit)
import Foundation

/// Lazy view loading (spec 6.1, 6.2) and view ownership (spec 4.2).
extension UIViewController {
    @discardableResult
    func loadViewIfRequired() -> UIView? {
        if let view = _view { return view }
        guard !isLoadingView else {
            PortableUIKitDiagnostics.report(
                .viewLoading, "\(self).view was read while its view is loading and no view is set yet",
                fix: "set self.view in loadView() before reading it, and do not read view from loadView() before that",
                spec: "6.2")
            return nil
        }
        isLoadingView = true
        defer { isLoadingView = false }
        loadView()
        if _view == nil {
            PortableUIKitDiagnostics.report(
                .viewLoading, "loadView() of \(self) did not set view; isViewLoaded stays false",
                fix:
                    "assign self.view in your loadView() override (and do not call super), or do not override loadView()",
                spec: "6.2")
        }
        dispatch(.viewDidLoad) { viewDidLoad() }
        return _view
    }

    func assignView(_ newView: UIView?) {
        guard newView !== _view else { return }
        if let newView, let owner = newView._viewDelegate, owner !== self, owner._view === newView {
            PortableUIKitDiagnostics.report(
                .viewOwnedTwice,
                "\(newView) is associated with \(owner); it cannot also become the view of \(self)",
                fix: "give each controller its own root view, or set \(type(of: owner)).view = nil first",
                spec: "4.2")
            return
        }
        if let old = _view, old._viewDelegate === self { old._viewDelegate = nil }
        _view = newView
        newView?._viewDelegate = self
        GeometryEpoch.advance()
    }
}
#endif
