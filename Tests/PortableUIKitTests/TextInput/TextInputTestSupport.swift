import ContainmentTesting
import Foundation
import Testing
@testable import PortableUIKit

/// One trace of what a text field reports, in order: its delegate's calls (answered as the test
/// says), its editing actions and its notifications.
@MainActor
final class TextFieldTrace: NSObject, UITextFieldDelegate {
    private(set) var entries: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsChange = true
    var allowsReturn = true
    var allowsClear = true
    private var observers: [NSObjectProtocol] = []

    /// Traces `field`: becomes its delegate, registers an action per editing event and observes
    /// its three notifications.
    init(_ field: UITextField) {
        super.init()
        field.delegate = self
        let events: [(UIControl.Event, String)] = [
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
        ]
        for (event, name) in events {
            field.addAction(UIAction(title: name) { [weak self] _ in self?.entries.append(name) }, for: event)
        }
        let names: [(Notification.Name, String)] = [
            (UITextField.textDidBeginEditingNotification, "didBeginNotification"),
            (UITextField.textDidChangeNotification, "didChangeNotification"),
            (UITextField.textDidEndEditingNotification, "didEndNotification"),
        ]
        for (name, entry) in names {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { [weak self] _ in
                    MainActor.assumeIsolated { self?.entries.append(entry) }
                })
        }
    }

    /// Registers a recording action for `.editingDidEndOnExit` (which makes return resign).
    func recordEndOnExit(on field: UITextField) {
        field.addAction(
            UIAction(title: "exit") { [weak self] _ in self?.entries.append("editingDidEndOnExit") },
            for: .editingDidEndOnExit)
    }

    func clear() { entries = [] }

    func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        entries.append("shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { entries.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        entries.append("shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        entries.append("didEnd(\(reason == .committed ? "committed" : "cancelled"))")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        entries.append("shouldChange(\(range.location),\(range.length),\(string.debugDescription))")
        return allowsChange
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { entries.append("didChangeSelection") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        entries.append("shouldClear")
        return allowsClear
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        entries.append("shouldReturn")
        return allowsReturn
    }
}

/// Records the keyboard's six notifications, with the frames and animation of each.
@MainActor
final class KeyboardNotificationLog {
    struct Entry: Equatable {
        var name: String
        var begin: CGRect
        var end: CGRect
        var duration: Double
        var curve: Int
        var isLocal: Bool
    }

    private(set) var entries: [Entry] = []
    private var observers: [NSObjectProtocol] = []

    init() {
        let names: [(Notification.Name, String)] = [
            (UIResponder.keyboardWillShowNotification, "willShow"),
            (UIResponder.keyboardDidShowNotification, "didShow"),
            (UIResponder.keyboardWillHideNotification, "willHide"),
            (UIResponder.keyboardDidHideNotification, "didHide"),
            (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
            (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
        ]
        for (name, label) in names {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    let info = note.userInfo ?? [:]
                    let entry = Entry(
                        name: label,
                        begin: (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue ?? .null,
                        end: (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null,
                        duration: (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
                            ?? -1,
                        curve: (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? -1,
                        isLocal: (info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue ?? false)
                    MainActor.assumeIsolated { self?.entries.append(entry) }
                })
        }
    }

    var names: [String] { entries.map(\.name) }

    func clear() { entries = [] }

    func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }
}

/// A text field (200 × 34 at (20, 100)) in a headless host's root view.
@MainActor
struct HostedTextField {
    let host: HeadlessHost
    let field: UITextField
    let trace: TextFieldTrace

    init(keyboardHeight: CGFloat = HeadlessHost.defaultKeyboardHeight) {
        let root = UIViewController()
        host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: root)
        host.keyboardHeight = keyboardHeight
        field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        root.view.addSubview(field)
        trace = TextFieldTrace(field)
        host.runUntilIdle()
    }

    /// Stops the trace and lets the keyboard's animation finish, as each test must before it returns.
    func finish() {
        trace.stop()
        host.runUntilIdle()
    }

    /// The middle of the field, in window coordinates.
    var middle: CGPoint { CGPoint(x: 120, y: 117) }
}

/// Records what a text view's delegate hears and its notifications, in order.
@MainActor
final class TextViewTrace: NSObject, UITextViewDelegate {
    var entries: [String] = []
    var allowsChange = true
    var scrolls = 0
    private var observers: [NSObjectProtocol] = []

    init(_ textView: UITextView) {
        super.init()
        textView.delegate = self
        let names: [(Notification.Name, String)] = [
            (UITextView.textDidBeginEditingNotification, "didBeginNotification"),
            (UITextView.textDidChangeNotification, "didChangeNotification"),
            (UITextView.textDidEndEditingNotification, "didEndNotification"),
        ]
        for (name, entry) in names {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: textView, queue: nil) { [weak self] _ in
                    MainActor.assumeIsolated { self?.entries.append(entry) }
                })
        }
    }

    func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        entries.append("shouldBegin")
        return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { entries.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        entries.append("shouldEnd")
        return true
    }
    func textViewDidEndEditing(_ textView: UITextView) { entries.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        entries.append("shouldChange(\(range.location),\(range.length),\(text.debugDescription))")
        return allowsChange
    }
    func textViewDidChange(_ textView: UITextView) { entries.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { entries.append("didChangeSelection") }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}
