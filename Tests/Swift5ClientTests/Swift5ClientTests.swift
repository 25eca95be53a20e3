import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

// Client code in the Swift 5 language mode, written as Swift 5 UIKit code is written: subclasses
// of UIViewController and UIView that override the usual callbacks with no `@MainActor`
// annotations, and plain functions that make and configure views. UIKit's classes are imported
// with `@preconcurrency` main-actor isolation, so this compiles silently against UIKit; it must
// compile silently against PortableUIKit too (the target builds with warnings as errors is not
// needed: any isolation error stops the build).

final class MenuViewController: UIViewController {
    var events: [String] = []
    let header = HeaderView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(header)
        events.append("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("viewDidAppear")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        events.append(parent == nil ? "willMove(nil)" : "willMove")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        events.append(parent == nil ? "didMove(nil)" : "didMove")
    }
}

final class HeaderView: UIView {
    var layoutCount = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }
}

final class ShellViewController: UIViewController {
    func embed(_ child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

/// A nonisolated factory, as Swift 5 code writes them: it touches views with no annotation.
func makeMenu(title: String) -> MenuViewController {
    let menu = MenuViewController()
    menu.title = title
    menu.view.alpha = 0.5
    return menu
}

/// A nonisolated helper that animates, with a completion closure that touches views.
func fadeIn(_ view: UIView) {
    UIView.animate(withDuration: 0.2, animations: { view.alpha = 1 }, completion: { _ in view.setNeedsLayout() })
}

@Suite("Swift 5 language-mode clients", .isolatedRuntime)
struct Swift5ClientTests {
    @Test("Swift 5 subclasses with unannotated overrides compile and receive UIKit's callbacks")
    @MainActor
    func subclassesRun() {
        let shell = ShellViewController()
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), rootViewController: shell)
        host.runUntilIdle()
        let menu = makeMenu(title: "Menu")
        shell.embed(menu)
        fadeIn(menu.view)
        host.advance(by: 0.3)
        host.runUntilIdle()
        #expect(menu.events == ["viewDidLoad", "willMove", "viewWillAppear", "didMove", "viewDidAppear"])
        #expect(menu.header.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(menu.header.layoutCount >= 1)
        #expect(menu.view.alpha == 1)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }
}
