import Foundation
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting

/// A visible host with one standalone layer already committed (it entered the window and a turn
/// ran), so that its property changes animate implicitly (spec 18.10).
@MainActor
struct TransactionTestScene {
    let host: HeadlessHost
    let layer: CALayer

    init() {
        host = HeadlessHost(size: CGSize(width: 400, height: 400))
        layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        host.window.layer.addSublayer(layer)
        host.runUntilIdle()
    }

    /// `view` (a new 50 × 50 view by default) shown in the window, its first turn run.
    func showView<View: UIView>(_ view: View) -> View {
        host.window.addSubview(view)
        host.runUntilIdle()
        return view
    }

    func showView() -> UIView { showView(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))) }

    /// The presented opacity now.
    var opacity: Double { Double(layer.presentation()!.opacity) }

    /// The default curve of implicit animations, (0.25, 0.1)(0.25, 1), at fraction `t`.
    static func defaultCurve(_ t: Double) -> Double { CubicTimingCurve(0.25, 0.1, 0.25, 1).progress(at: t) }
}
