import ContainmentTestTraits
import ContainmentTesting
import Foundation
import Testing
@testable import PortableUIKit

/// The host's simulated keyboard: its notifications in UIKit's order with UIKit's userInfo, the
/// keyboard coming up with a first responder, and `keyboardLayoutGuide`.
@MainActor
@Suite("Keyboard", .isolatedRuntime)
struct KeyboardTests {
    static let shown = CGRect(x: 0, y: 508, width: 390, height: 336)
    static let hidden = CGRect(x: 0, y: 844, width: 390, height: 336)

    @Test("22.21, 22.22 showing: willChangeFrame and willShow at once, didChangeFrame and didShow after 0.25 s")
    func showOrder() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        let log = KeyboardNotificationLog()
        host.showKeyboard(height: 336)
        #expect(log.names == ["willChangeFrame", "willShow"])
        host.advance(by: 0.2)
        #expect(log.names == ["willChangeFrame", "willShow"], "the animation is still running")
        host.advance(by: 0.1)
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        let expected = KeyboardNotificationLog.Entry(
            name: "willShow", begin: Self.hidden, end: Self.shown, duration: 0.25, curve: 7, isLocal: true)
        #expect(log.entries[1] == expected)
        #expect(host.keyboardFrame == Self.shown)
        log.stop()
    }

    @Test("22.21, 22.22 hiding: willChangeFrame, willHide, then didChangeFrame, didHide; the frames reversed")
    func hideOrder() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        host.showKeyboard(height: 336)
        host.advance(by: 0.3)
        let log = KeyboardNotificationLog()
        host.hideKeyboard()
        host.advance(by: 0.3)
        #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        #expect(log.entries[0].begin == Self.shown && log.entries[0].end == Self.hidden)
        #expect(host.keyboardFrame == nil)
        log.clear()
        host.hideKeyboard()
        host.advance(by: 0.3)
        #expect(log.names.isEmpty, "hiding a hidden keyboard posts nothing")
        log.stop()
    }

    @Test("22.22 a height change while shown posts only the frame notifications")
    func heightChange() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        host.showKeyboard(height: 291)
        host.advance(by: 0.3)
        let log = KeyboardNotificationLog()
        host.showKeyboard(height: 336)
        host.runUntilIdle()
        #expect(log.names == ["willChangeFrame", "didChangeFrame"])
        #expect(log.entries[0].begin.height == 291 && log.entries[0].end == Self.shown)
        log.stop()
    }

    @Test("22.20 a text field becoming first responder brings up the keyboard; resigning sends it away")
    func firstResponderBringsKeyboard() {
        let hosted = HostedTextField()
        let log = KeyboardNotificationLog()
        hosted.host.tap(at: hosted.middle)
        hosted.host.runUntilIdle()
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        #expect(hosted.host.keyboardFrame == Self.shown)
        let second = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34))
        hosted.field.superview?.addSubview(second)
        log.clear()
        second.becomeFirstResponder()
        hosted.host.runUntilIdle()
        #expect(log.names.isEmpty, "handing over between fields keeps the keyboard up")
        hosted.host.window.endEditing(true)
        hosted.host.runUntilIdle()
        #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        #expect(hosted.host.keyboardFrame == nil)
        log.stop()
        hosted.finish()
    }

    @Test("22.20 any responder that adopts UIKeyInput brings up the keyboard, not only text fields")
    func customKeyInput() {
        final class PinView: UIView, UIKeyInput {
            var digits = ""
            override var canBecomeFirstResponder: Bool { true }
            var hasText: Bool { !digits.isEmpty }
            func insertText(_ text: String) { digits += text }
            func deleteBackward() { _ = digits.popLast() }
        }
        final class PlainResponder: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let root = UIViewController()
        let host = HeadlessHost(rootViewController: root)
        let pin = PinView(frame: CGRect(x: 0, y: 100, width: 200, height: 44))
        let plain = PlainResponder(frame: CGRect(x: 0, y: 200, width: 200, height: 44))
        root.view.addSubview(pin)
        root.view.addSubview(plain)
        host.runUntilIdle()
        #expect(pin.becomeFirstResponder())
        host.runUntilIdle()
        #expect(host.keyboardFrame == Self.shown)
        #expect(plain.becomeFirstResponder())
        host.runUntilIdle()
        #expect(host.keyboardFrame == nil, "a responder that takes no keys sends the keyboard away")
    }

    @Test("22.20 the keyboard comes after didBeginEditing; a host with no keyboard height brings none")
    func keyboardAfterBegin() {
        let hosted = HostedTextField()
        let log = KeyboardNotificationLog()
        var postedBeforeBegin: [String]?
        hosted.field.addAction(UIAction { _ in postedBeforeBegin = log.names }, for: .editingDidBegin)
        hosted.field.becomeFirstResponder()
        #expect(postedBeforeBegin == [], "nothing from the keyboard yet when editing begins")
        #expect(log.names == ["willChangeFrame", "willShow"])
        log.stop()
        let quiet = HostedTextField(keyboardHeight: 0)
        let quietLog = KeyboardNotificationLog()
        quiet.field.becomeFirstResponder()
        quiet.host.runUntilIdle()
        #expect(quietLog.names.isEmpty && quiet.host.keyboardFrame == nil)
        quietLog.stop()
        hosted.finish()
        quiet.finish()
    }

    @Test("22.24 keyboardLayoutGuide: at the safe area's bottom while hidden, the keyboard's top while shown")
    func layoutGuide() {
        let root = UIViewController()
        let host = HeadlessHost(
            size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            rootViewController: root)
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: root.view.keyboardLayoutGuide.topAnchor),
        ])
        host.runUntilIdle()
        #expect(bar.frame == CGRect(x: 0, y: 766, width: 390, height: 44), "above the home indicator")
        #expect(root.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        host.showKeyboard(height: 336)
        #expect(bar.frame.maxY == 508, "the model is the end state at once")
        host.advance(by: 0.1)
        let moving = bar.layer.presentation()?.frame.maxY ?? -1
        #expect(moving > 508 && moving < 810, "the bar moves with the keyboard: \(moving)")
        host.advance(by: 0.3)
        #expect(root.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
        host.hideKeyboard()
        host.runUntilIdle()
        #expect(bar.frame.maxY == 810)
    }

    @Test("22.23 a frame an observer changes in keyboardWillShow animates with the keyboard")
    func observersAnimate() {
        let root = UIViewController()
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: root)
        let bar = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        root.view.addSubview(bar)
        host.runUntilIdle()
        let observer = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { note in
            let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
            MainActor.assumeIsolated { bar.frame.origin.y = end.minY - 44 }
        }
        host.showKeyboard(height: 336)
        #expect(bar.frame.minY == 464)
        host.advance(by: 0.1)
        let shown = bar.layer.presentation()?.frame.minY ?? -1
        #expect(shown > 464 && shown < 800, "no animation block of its own, yet the bar moves: \(shown)")
        NotificationCenter.default.removeObserver(observer)
    }

    @Test("22.21 a keyboard height that is not a finite number of at least 0 is refused")
    func badHeights() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        expectDiagnostic(.invalidTextInput) { host.showKeyboard(height: .nan) }
        expectDiagnostic(.invalidTextInput) { host.showKeyboard(height: -1) }
        expectDiagnostic(.invalidTextInput) { host.keyboardHeight = .infinity }
        #expect(host.keyboardFrame == nil && host.keyboardHeight == 336)
    }
}
