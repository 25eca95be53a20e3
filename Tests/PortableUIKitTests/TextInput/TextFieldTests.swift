import ContainmentTestTraits
import ContainmentTesting
import Foundation
import Testing
@testable import PortableUIKit

/// `UITextField`: defaults, editing as first responder, typing through `UIKeyInput`, the caret,
/// the return key, the clear button and a tap, each traced through delegate, actions and
/// notifications.
@MainActor
@Suite("UITextField", .isolatedRuntime)
struct TextFieldTests {
    @Test("22.1 a new field: empty text, no placeholder, no border, not editing, not secure")
    func defaults() {
        let field = UITextField(frame: .zero)
        #expect(field.text == "")
        field.text = nil
        #expect(field.text == "", "setting nil gives the empty string")
        #expect(field.placeholder == nil && field.attributedPlaceholder == nil)
        #expect(field.borderStyle == .none && field.clearButtonMode == .never)
        #expect(!field.isEditing && !field.isSecureTextEntry && !field.hasText)
        #expect(field.font?.pointSize == 17)
        #expect(field.selectedTextRange == nil, "no selection while not editing")
        #expect(UITextField.BorderStyle.roundedRect.rawValue == 3 && UITextField.ViewMode.always.rawValue == 3)
        field.attributedText = NSAttributedString(string: "Hi")
        #expect(field.text == "Hi" && field.attributedText?.string == "Hi")
    }

    @Test("22.2 a delegate that implements no should method allows; didEnd without a reason is called")
    func optionalDelegateMethods() {
        final class Minimal: NSObject, UITextFieldDelegate {
            var ended = 0
            func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
        }
        let hosted = HostedTextField()
        let minimal = Minimal()
        hosted.field.delegate = minimal
        #expect(hosted.field.becomeFirstResponder())
        hosted.field.insertText("ok")
        #expect(hosted.field.text == "ok")
        #expect(hosted.field.resignFirstResponder())
        #expect(minimal.ended == 1)
        hosted.finish()
    }

    @Test("22.3 becoming first responder: shouldBegin, didBegin, editingDidBegin, then the notification")
    func beginEditing() {
        let hosted = HostedTextField()
        #expect(hosted.field.becomeFirstResponder())
        #expect(hosted.field.isFirstResponder && hosted.field.isEditing)
        #expect(hosted.trace.entries == ["shouldBegin", "didBegin", "editingDidBegin", "didBeginNotification"])
        #expect(hosted.field.selectedTextRange?.isEmpty == true)
        hosted.finish()
    }

    @Test("22.3 clearsOnBeginEditing empties the text as editing begins; the caret starts at the end")
    func clearsOnBegin() throws {
        let hosted = HostedTextField()
        hosted.field.text = "old"
        #expect(hosted.field.becomeFirstResponder())
        let caret = try #require(hosted.field.selectedTextRange)
        #expect(hosted.field.offset(from: hosted.field.beginningOfDocument, to: caret.start) == 3)
        hosted.field.resignFirstResponder()
        hosted.field.clearsOnBeginEditing = true
        hosted.field.becomeFirstResponder()
        #expect(hosted.field.text == "")
        hosted.finish()
    }

    @Test("22.3 a delegate that refuses keeps the field from editing; a field outside a window cannot begin")
    func beginRefused() {
        let hosted = HostedTextField()
        hosted.trace.allowsBegin = false
        #expect(!hosted.field.becomeFirstResponder())
        #expect(!hosted.field.isFirstResponder && !hosted.field.isEditing)
        #expect(hosted.trace.entries == ["shouldBegin"])
        let loose = UITextField(frame: .zero)
        #expect(!loose.becomeFirstResponder() && !loose.isEditing)
        hosted.finish()
    }

    @Test("22.4 resigning: shouldEnd, didEnd (committed), editingDidEnd, then the notification; refused, it stays")
    func endEditing() {
        let hosted = HostedTextField()
        hosted.field.becomeFirstResponder()
        hosted.trace.clear()
        hosted.trace.allowsEnd = false
        #expect(!hosted.field.resignFirstResponder())
        #expect(hosted.field.isEditing && hosted.trace.entries == ["shouldEnd"])
        hosted.trace.allowsEnd = true
        hosted.trace.clear()
        #expect(hosted.field.resignFirstResponder())
        #expect(!hosted.field.isEditing && !hosted.field.isFirstResponder)
        #expect(hosted.trace.entries == ["shouldEnd", "didEnd(committed)", "editingDidEnd", "didEndNotification"])
        hosted.finish()
    }

    @Test("22.4 endEditing(true) and leaving the window end editing without asking the delegate")
    func forcedEnd() {
        let hosted = HostedTextField()
        hosted.field.becomeFirstResponder()
        hosted.trace.allowsEnd = false
        hosted.trace.clear()
        #expect(!hosted.host.window.endEditing(false), "asked, the delegate refuses")
        #expect(hosted.field.isEditing)
        hosted.trace.clear()
        #expect(hosted.host.window.endEditing(true))
        #expect(!hosted.field.isEditing)
        #expect(hosted.trace.entries == ["didEnd(committed)", "editingDidEnd", "didEndNotification"])
        hosted.field.becomeFirstResponder()
        hosted.trace.clear()
        hosted.field.removeFromSuperview()
        #expect(!hosted.field.isEditing)
        #expect(hosted.trace.entries == ["didEnd(committed)", "editingDidEnd", "didEndNotification"])
        hosted.finish()
    }

    @Test("22.3, 22.4 moving from one field to another: the second asks, the first ends, the second begins")
    func handOver() {
        let hosted = HostedTextField()
        let second = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34))
        hosted.field.superview?.addSubview(second)
        var order: [String] = []
        let secondTrace = TextFieldTrace(second)
        hosted.field.becomeFirstResponder()
        hosted.trace.clear()
        #expect(second.becomeFirstResponder())
        order = secondTrace.entries
        #expect(order == ["shouldBegin", "didBegin", "editingDidBegin", "didBeginNotification"])
        #expect(hosted.trace.entries == ["shouldEnd", "didEnd(committed)", "editingDidEnd", "didEndNotification"])
        #expect(!hosted.field.isEditing && second.isEditing)
        hosted.finish()
        secondTrace.stop()
    }

    @Test("22.5 typing: shouldChange, the change, didChangeSelection, editingChanged, then the notification")
    func typing() {
        let hosted = HostedTextField()
        hosted.field.becomeFirstResponder()
        hosted.trace.clear()
        hosted.field.insertText("Hé")
        #expect(hosted.field.text == "Hé")
        #expect(
            hosted.trace.entries == [
                "shouldChange(0,0,\"Hé\")", "didChangeSelection", "editingChanged", "didChangeNotification",
            ])
        hosted.trace.clear()
        hosted.trace.allowsChange = false
        hosted.field.insertText("x")
        #expect(hosted.field.text == "Hé", "refused: nothing changes")
        #expect(hosted.trace.entries == ["shouldChange(2,0,\"x\")"])
        hosted.finish()
    }

    @Test("22.5 setting text in code reports nothing")
    func codeChangeIsSilent() {
        let hosted = HostedTextField()
        hosted.field.becomeFirstResponder()
        hosted.trace.clear()
        hosted.field.text = "Set in code"
        #expect(hosted.trace.entries.isEmpty)
        #expect(hosted.field.hasText)
        hosted.finish()
    }

    @Test("22.7 ranges count UTF-16 code units; the caret moves with the text and can be placed")
    func caretAndRanges() throws {
        let hosted = HostedTextField()
        let field = hosted.field
        field.becomeFirstResponder()
        field.insertText("a👍b")
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 4)
        let caret = try #require(field.selectedTextRange)
        #expect(caret.isEmpty && field.offset(from: field.beginningOfDocument, to: caret.start) == 4)
        let afterA = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        field.selectedTextRange = field.textRange(from: afterA, to: afterA)
        hosted.trace.clear()
        field.insertText("X")
        #expect(field.text == "aX👍b")
        #expect(hosted.trace.entries.first == "shouldChange(1,0,\"X\")")
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil, "past the end: nil")
        let range = try #require(field.textRange(from: field.beginningOfDocument, to: afterA))
        #expect(field.text(in: range) == "a")
        #expect(field.compare(afterA, to: field.endOfDocument) == .orderedAscending)
        hosted.finish()
    }

    @Test("22.8 deleteBackward deletes the character before the caret, a whole emoji or cluster at once")
    func deleting() {
        let hosted = HostedTextField()
        let field = hosted.field
        field.becomeFirstResponder()
        field.insertText("ab👍🏽")
        hosted.trace.clear()
        field.deleteBackward()
        #expect(field.text == "ab")
        #expect(hosted.trace.entries.first == "shouldChange(2,4,\"\")", "the skin-toned thumb is 4 code units")
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "" && !field.hasText)
        hosted.trace.clear()
        field.deleteBackward()
        #expect(hosted.trace.entries.isEmpty, "nothing to delete: the delegate is not asked")
        hosted.finish()
    }

    @Test("22.9 return: shouldReturn, editingDidEndOnExit, and with an action for it the field resigns")
    func returnKey() {
        let hosted = HostedTextField()
        let field = hosted.field
        field.becomeFirstResponder()
        hosted.trace.clear()
        field.insertText("\n")
        #expect(field.text == "", "return inserts no newline")
        #expect(hosted.trace.entries == ["shouldReturn"])
        #expect(field.isEditing, "no action for editingDidEndOnExit: the field stays")
        hosted.trace.recordEndOnExit(on: field)
        hosted.trace.clear()
        field.insertText("\n")
        #expect(
            hosted.trace.entries == [
                "shouldReturn", "editingDidEndOnExit", "shouldEnd", "didEnd(committed)", "editingDidEnd",
                "didEndNotification",
            ])
        #expect(!field.isEditing)
        hosted.finish()
    }

    @Test("22.9 line breaks in inserted text become spaces")
    func pastedLines() {
        let hosted = HostedTextField()
        hosted.field.becomeFirstResponder()
        hosted.field.insertText("one\ntwo\r\nthree")
        #expect(hosted.field.text == "one two three")
        hosted.finish()
    }

    @Test("22.10 a tap focuses the field: touchDown, then editing begins, then touchUpInside")
    func tapFocuses() {
        let hosted = HostedTextField()
        hosted.host.tap(at: hosted.middle)
        #expect(hosted.field.isFirstResponder)
        #expect(
            hosted.trace.entries == [
                "touchDown", "shouldBegin", "didBegin", "editingDidBegin", "didBeginNotification", "touchUpInside",
            ])
        hosted.finish()
    }

    @Test("22.11 the clear button shows by mode while there is text; a tap on it asks shouldClear and empties")
    func clearButton() {
        let hosted = HostedTextField()
        let field = hosted.field
        field.text = "abc"
        #expect(!field.showsClearButton)
        field.clearButtonMode = .whileEditing
        #expect(!field.showsClearButton, "not editing")
        field.becomeFirstResponder()
        #expect(field.showsClearButton)
        let button = field.clearButtonRect(forBounds: field.bounds)
        #expect(field.textRect(forBounds: field.bounds).maxX <= button.minX)
        hosted.trace.clear()
        hosted.host.tap(at: field.convert(CGPoint(x: button.midX, y: button.midY), to: nil))
        #expect(field.text == "")
        #expect(
            hosted.trace.entries == [
                "touchDown", "shouldClear", "didChangeSelection", "editingChanged", "didChangeNotification",
                "touchUpInside",
            ])
        #expect(!field.showsClearButton, "no text, no button")
        field.clearButtonMode = .unlessEditing
        field.text = "x"
        #expect(!field.showsClearButton)
        hosted.finish()
    }

    @Test("22.12 secure entry: the text is kept; VoiceOver reads bullets; the label is the placeholder")
    func secureAndAccessibility() {
        let field = UITextField(frame: .zero)
        field.placeholder = "Password"
        field.text = "hunter2"
        field.isSecureTextEntry = true
        #expect(field.text == "hunter2")
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityValue == "•••••••")
        #expect(field.accessibilityLabel == "Password")
    }

    @Test("22.6 typing into a field that is not editing is refused with a diagnostic")
    func typingWhileNotEditing() {
        let field = UITextField(frame: .zero)
        expectDiagnostic(.invalidTextInput) { field.insertText("x") }
        expectDiagnostic(.invalidTextInput) { field.deleteBackward() }
        #expect(field.text == "")
        #expect(field.resignFirstResponder(), "resigning when not first responder is harmless")
    }
}
