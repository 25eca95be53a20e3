#if !canImport(UIKit)
import Foundation
import PortableUIKit

/// Text input given hostile strings and misuse (issue 40, spec 22.6, 22.8, 22.9, 22.21): huge
/// text, combining-mark storms, NUL and line breaks are text like any other; typing into or
/// deleting from a field that is not editing, and impossible keyboard heights, are refused with
/// `.invalidTextInput`; resigning when not first responder is harmless.
extension HostileCatalog {
    @MainActor
    private static func editingField(_ world: HostileWorld) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        world.window.addSubview(field)
        world.host.runTurn()
        world.check(field.becomeFirstResponder(), "the field becomes first responder")
        return field
    }

    @MainActor
    private static func editingTextView(_ world: HostileWorld) -> UITextView {
        let textView = UITextView(frame: CGRect(x: 20, y: 200, width: 300, height: 200))
        world.window.addSubview(textView)
        world.host.runTurn()
        world.check(textView.becomeFirstResponder(), "the text view becomes first responder")
        return textView
    }

    /// Deletes backward until the field is empty (at most `limit` times), checking it empties.
    @MainActor
    private static func deleteAll(_ field: UITextField, _ world: HostileWorld, limit: Int) {
        var presses = 0
        while field.hasText, presses < limit {
            field.deleteBackward()
            presses += 1
        }
        world.check(!field.hasText, "deleteBackward empties the field in at most \(limit) presses (\(presses))")
    }

    static let textInput: [HostileCase] = [
        HostileCase("text-input/huge-insert", .tolerated) { world in
            let field = editingField(world)
            let huge = String(repeating: "abcdefghij", count: 100_000)
            field.insertText(huge)
            field.insertText(huge)
            world.check(field.text?.utf16.count == 2_000_000, "two million code units kept")
            field.deleteBackward()
            world.check(field.text?.utf16.count == 1_999_999, "one deleted from the end")
        },
        HostileCase("text-input/combining-mark-storm", .tolerated) { world in
            let field = editingField(world)
            let storm = "e" + String(repeating: "\u{301}", count: 10_000)
            field.insertText(storm + "x" + storm)
            world.check(field.text?.count == 3, "two clusters and an x: \(field.text?.count ?? -1) characters")
            deleteAll(field, world, limit: 3)
        },
        HostileCase("text-input/nul-and-controls", .tolerated) { world in
            let field = editingField(world)
            field.insertText("a\u{0}b\u{7}\u{1B}c")
            world.check(field.text == "a\u{0}b\u{7}\u{1B}c", "control characters are text")
            deleteAll(field, world, limit: 6)
        },
        HostileCase("text-input/newlines-in-a-field", .tolerated) { world in
            let field = editingField(world)
            field.insertText("a\nb\r\nc\u{2028}d")
            world.check(field.text == "a b c d", "line breaks in a one-line field become spaces: \(field.text ?? "")")
            field.insertText("\n")
            world.check(field.isFirstResponder, "return with no exit action keeps editing")
        },
        HostileCase("text-input/emoji-and-flags", .tolerated) { world in
            let field = editingField(world)
            field.insertText("🇫🇷👨‍👩‍👧‍👦👍🏽")
            world.check(field.text?.count == 3, "three characters")
            deleteAll(field, world, limit: 3)
        },
        HostileCase("text-input/delete-on-empty", .tolerated) { world in
            let field = editingField(world)
            for _ in 0..<1_000 { field.deleteBackward() }
            world.check(field.text == "", "still empty")
        },
        HostileCase("text-input/insert-while-not-editing", HostileCase.diagnosed(.invalidTextInput)) { world in
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
            world.window.addSubview(field)
            field.insertText("x")
            field.deleteBackward()
            world.check(field.text == "", "nothing typed")
        },
        HostileCase("text-input/resign-while-not-first-responder", .tolerated) { world in
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
            world.window.addSubview(field)
            world.check(field.resignFirstResponder(), "resigning is harmless")
            world.check(world.window.endEditing(true), "nothing to end")
            let loose = UITextField(frame: .zero)
            world.check(!loose.becomeFirstResponder() && loose.resignFirstResponder(), "a field in no window")
        },
        HostileCase("text-input/selection-out-of-range", .tolerated) { world in
            let field = editingField(world)
            field.insertText("abc")
            let far = field.position(from: field.beginningOfDocument, offset: Int.max)
            world.check(far == nil, "a position past the end is nil")
            field.selectedTextRange = UITextRange()
            field.replace(UITextRange(), withText: "zzz")
            world.check(field.text == "abc", "ranges no input made change nothing")
        },
        HostileCase("text-input/text-view-storm", .tolerated) { world in
            let textView = editingTextView(world)
            textView.insertText(String(repeating: "line\n", count: 50_000))
            textView.selectedRange = NSRange(location: -5, length: Int.max)
            world.check(textView.selectedRange.location == 0, "the selection is clamped")
            textView.deleteBackward()
            world.check(textView.text == "", "the whole selection is deleted")
        },
        HostileCase("text-input/removed-while-editing", .tolerated) { world in
            let field = editingField(world)
            field.removeFromSuperview()
            world.check(!field.isEditing, "a field leaving its window stops editing")
            world.host.runUntilIdle()
            world.check(world.host.keyboardFrame == nil, "and the keyboard goes")
        },
        HostileCase("text-input/keyboard-height-nan", HostileCase.diagnosed(.invalidTextInput)) { world in
            world.host.showKeyboard(height: .nan)
            world.host.showKeyboard(height: -.infinity)
            world.host.keyboardHeight = .nan
            world.check(world.host.keyboardFrame == nil, "no keyboard")
        },
        HostileCase("text-input/keyboard-huge-and-flapping", .tolerated) { world in
            for index in 0..<200 {
                if index.isMultiple(of: 2) { world.host.showKeyboard(height: 1e12) } else { world.host.hideKeyboard() }
            }
            world.host.showKeyboard(height: 0)
            world.host.runUntilIdle()
            world.check(world.host.keyboardFrame?.height == 0, "the last change wins")
        },
    ]
}
#endif
