import ContainmentTestTraits
import ContainmentTesting
import Foundation
import Testing
@testable import PortableUIKit

/// `UITextView`: a scroll view that edits multiline text, traced through its delegate.
@MainActor
@Suite("UITextView", .isolatedRuntime)
struct TextViewTests {
    @Test("22.30 a text view is an editable scroll view; its delegate is a scroll view delegate too")
    func basics() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let scrollView: UIScrollView = textView
        #expect(textView.text == "" && textView.isEditable && textView.isSelectable)
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
        let trace = TextViewTrace(textView)
        #expect(scrollView.delegate === trace, "one delegate, seen through either type")
        scrollView.contentSize = CGSize(width: 200, height: 400)
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        #expect(trace.scrolls >= 1)
        trace.stop()
    }

    @Test("22.30 editing: shouldBegin, didBegin, the notification; ending: shouldEnd, didEnd, the notification")
    func editingSession() {
        let root = UIViewController()
        let host = HeadlessHost(rootViewController: root)
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        root.view.addSubview(textView)
        let trace = TextViewTrace(textView)
        host.tap(at: CGPoint(x: 100, y: 150))
        #expect(textView.isFirstResponder)
        #expect(trace.entries == ["shouldBegin", "didBegin", "didBeginNotification"])
        #expect(host.keyboardFrame != nil, "a text view brings up the keyboard too")
        trace.entries = []
        #expect(textView.resignFirstResponder())
        #expect(trace.entries == ["shouldEnd", "didEnd", "didEndNotification"])
        textView.isEditable = false
        #expect(!textView.becomeFirstResponder(), "a read-only text view cannot edit")
        host.runUntilIdle()
        trace.stop()
    }

    @Test("22.31 typing: shouldChange, didChangeSelection, didChange, the notification; newlines are text")
    func typing() {
        let root = UIViewController()
        let host = HeadlessHost(rootViewController: root)
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        root.view.addSubview(textView)
        let trace = TextViewTrace(textView)
        textView.becomeFirstResponder()
        trace.entries = []
        textView.insertText("a\nb")
        #expect(textView.text == "a\nb")
        #expect(
            trace.entries == [
                "shouldChange(0,0,\"a\\nb\")", "didChangeSelection", "didChange", "didChangeNotification",
            ])
        #expect(textView.selectedRange == NSRange(location: 3, length: 0))
        textView.selectedRange = NSRange(location: 1, length: 5)
        #expect(textView.selectedRange == NSRange(location: 1, length: 2), "clamped to the text")
        textView.deleteBackward()
        #expect(textView.text == "a")
        trace.allowsChange = false
        textView.insertText("z")
        #expect(textView.text == "a")
        trace.entries = []
        textView.text = "in code"
        #expect(trace.entries.isEmpty, "setting text reports nothing")
        host.runUntilIdle()
        trace.stop()
    }
}
