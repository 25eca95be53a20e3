import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// A required hugging or compression-resistance priority makes a required content-size constraint
/// (spec 17.9), and a required constraint that conflicts is broken with UIKit's log like any other
/// (17.17; the repository fact "17.17, content-size constraints" in
/// docs/semantics/17-auto-layout-additions.md).
@MainActor
@Suite("Auto Layout bridge: required content-size constraints that conflict (17.17, 17.9)", .isolatedRuntime)
struct ContentSizeConflictTests {
    /// A 100 × 20 intrinsic view at (0, 0) in the host's window, its width pinned to `width`.
    private func pinnedView(width: CGFloat, host: HeadlessHost) -> (IntrinsicView, NSLayoutConstraint) {
        let view = IntrinsicView(CGSize(width: 100, height: 20))
        view.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(view)
        pin(view, .left, to: host.window, .left)
        pin(view, .top, to: host.window, .top)
        let pinned = pin(view, .width, width)
        host.runTurn()
        return (view, pinned)
    }

    @Test(
        "17.17 a required hugging priority that conflicts: UIKit's log breaks the NSContentSizeLayoutConstraint; the rest holds"
    )
    func requiredHuggingConflictIsLogged() throws {
        let host = HeadlessHost()
        let (view, wide) = pinnedView(width: 200, host: host)
        #expect(view.frame.width == 200)
        let (_, diagnostics) = PortableUIKitDiagnostics.collecting {
            view.setContentHuggingPriority(.required, for: .horizontal)
            host.runTurn()
        }
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.rule == .unsatisfiableConstraints)
        let text = diagnostic.message
        #expect(text.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(text.contains("\"\(wide)\""))
        #expect(
            text.contains(
                "Will attempt to recover by breaking constraint \n<NSContentSizeLayoutConstraint:\(NSLayoutConstraint.address(view)) "
                    + "\(NSLayoutConstraint.name(of: view)).width == 100 Hug:1000 CompressionResistance:750   (active)>\n"
            ))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 20))
        // The same size and priorities again: nothing new to break, no second log.
        let (_, again) = PortableUIKitDiagnostics.collecting {
            view.invalidateIntrinsicContentSize()
            host.runTurn()
        }
        #expect(again.isEmpty)
        // Once the conflict is gone the hugging holds again.
        wide.isActive = false
        view.intrinsic = CGSize(width: 120, height: 20)
        view.invalidateIntrinsicContentSize()
        host.runTurn()
        #expect(view.frame.width == 120)
    }

    @Test(
        "17.17 a required compression resistance that conflicts is broken with UIKit's log; the width constraint holds")
    func requiredCompressionConflictIsLogged() throws {
        let host = HeadlessHost()
        let (view, narrow) = pinnedView(width: 50, host: host)
        let (_, diagnostics) = PortableUIKitDiagnostics.collecting {
            view.setContentCompressionResistancePriority(.required, for: .horizontal)
            host.runTurn()
        }
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.rule == .unsatisfiableConstraints)
        #expect(diagnostic.message.contains("\"\(narrow)\""))
        #expect(
            diagnostic.message.contains(
                "Will attempt to recover by breaking constraint \n<NSContentSizeLayoutConstraint:"))
        #expect(diagnostic.message.contains(".width == 100 Hug:250 CompressionResistance:1000   (active)>"))
        #expect(view.frame.width == 50)
    }

    @Test(
        "17.17 a required content-size constraint already in the engine is listed when a constraint added later conflicts with it"
    )
    func requiredContentSizeIsListed() throws {
        let host = HeadlessHost()
        let view = IntrinsicView(CGSize(width: 100, height: 20))
        view.translatesAutoresizingMaskIntoConstraints = false
        view.setContentHuggingPriority(.required, for: .horizontal)
        host.window.addSubview(view)
        pin(view, .left, to: host.window, .left)
        pin(view, .top, to: host.window, .top)
        host.runTurn()
        let (wide, diagnostics) = PortableUIKitDiagnostics.collecting { pin(view, .width, 200) }
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.rule == .unsatisfiableConstraints)
        #expect(diagnostic.message.contains("\"<NSContentSizeLayoutConstraint:"))
        #expect(diagnostic.message.contains(".width == 100 Hug:1000 CompressionResistance:750   (active)>\""))
        #expect(diagnostic.message.contains("Will attempt to recover by breaking constraint \n\(wide)\n"))
        host.runTurn()
        #expect(view.frame.width == 100)
    }
}
