import Foundation
import PortableUIKit
import ContainmentTesting

/// Issue 20: a form laid out by Auto Layout alone. A vertical `UIStackView` of horizontal rows in
/// a card, pinned with anchors to the layout margins and safe area guides under a navigation bar
/// with a large title; "Show advanced" is tapped, and two hidden rows expand, animated by `layoutIfNeeded()` in
/// an animation block; then they collapse again. The trace adds what the engine decided.
@MainActor
public func formScene(fps: Double) -> ShowcaseScene {
    ShowcaseScene(
        name: "form", title: "Auto Layout — a UIStackView form; hidden rows collapse, animated", duration: 3.0
    ) { host in
        host.window.hostSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let form = AccountFormController()
        let recorder = LifecycleRecorder()
        recorder.watch(form, as: "form")
        let navigation = UINavigationController(rootViewController: form)
        navigation.navigationBar.prefersLargeTitles = true
        host.window.rootViewController = navigation
        var layoutLines: [String] = []
        @MainActor func note(_ what: String) {
            form.view.layoutIfNeeded()
            let card = form.rows.superview?.frame ?? .zero
            layoutLines.append(
                "layout: \(what): card \(Int(card.minX)),\(Int(card.minY)) \(Int(card.width))×\(Int(card.height)); toggle at y \(Int(form.toggle.frame.minY)); buttons \(Int(form.buttons.frame.minY))…\(Int(form.buttons.frame.maxY))"
            )
        }
        form.onToggle = { show in
            layoutLines.append(
                "layout: \(show ? "showing" : "hiding") the advanced rows (isHidden inside UIView.animate, then layoutIfNeeded)"
            )
        }
        let script = SceneScript()
        script.trace = { recorder.trace + layoutLines }
        script.at(0.05) { note("first pass") }
        script.keyFrame(0.2, "the form: a stack of rows pinned to the margins")
        script.tap(on: host.window, at: 0.4) {
            form.toggle.convert(CGPoint(x: form.toggle.bounds.midX, y: form.toggle.bounds.midY), to: host.window)
        }
        script.keyFrame(0.6, "advanced rows expanding")
        script.at(1.2) { note("advanced rows shown") }
        script.keyFrame(1.3, "advanced rows shown; the button moved down")
        script.at(1.8) { form.toggleAdvanced() }
        script.keyFrame(2.0, "collapsing")
        script.at(2.6) { note("collapsed again") }
        script.keyFrame(2.8, "collapsed again")
        script.pictureKeyFrame = 2
        return script
    }
}
