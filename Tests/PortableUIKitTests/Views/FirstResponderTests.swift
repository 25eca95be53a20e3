import Foundation
import Testing
import PortableUIKit
import ContainmentTestTraits

/// A view that can become first responder, as a text field can.
private final class EditableView: UIView {
    var refusesToResign = false
    var resignCalls = 0
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
    override func resignFirstResponder() -> Bool {
        resignCalls += 1
        return super.resignFirstResponder()
    }
}

/// The first responder and `endEditing(_:)` (spec 20.2, 20.3; Apple: `UIResponder`
/// `becomeFirstResponder()`, `resignFirstResponder()`, `isFirstResponder`; `UIView.endEditing(_:)`).
@MainActor
@Suite("First responder and endEditing", .isolatedRuntime)
struct FirstResponderTests {
    private func window() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) }

    @Test("20.2 a responder in a window that can become first responder becomes it; one in no window cannot")
    func becomes() {
        let window = window()
        let field = EditableView()
        #expect(!field.becomeFirstResponder(), "not in a window")
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        let plain = UIView()
        window.addSubview(plain)
        #expect(!plain.becomeFirstResponder(), "canBecomeFirstResponder is false by default")
        #expect(field.isFirstResponder)
    }

    @Test("20.2 becoming first responder asks the current one to resign; a refusal keeps it")
    func handOver() {
        let window = window()
        let first = EditableView(), second = EditableView()
        window.addSubview(first)
        window.addSubview(second)
        #expect(first.becomeFirstResponder())
        #expect(second.becomeFirstResponder())
        #expect(first.resignCalls == 1 && !first.isFirstResponder && second.isFirstResponder)
        second.refusesToResign = true
        #expect(!first.becomeFirstResponder(), "the current first responder refused to resign")
        #expect(second.isFirstResponder && !first.isFirstResponder)
        #expect(!second.resignFirstResponder())
        second.refusesToResign = false
        #expect(second.resignFirstResponder())
        #expect(!second.isFirstResponder)
    }

    @Test("20.3 endEditing resigns the first responder in the subtree")
    func endEditingResigns() {
        let window = window()
        let form = UIView(), field = EditableView()
        window.addSubview(form)
        form.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(form.endEditing(false))
        #expect(!field.isFirstResponder)
        #expect(field.resignCalls == 1, "asked through resignFirstResponder()")
    }

    @Test("20.3 endEditing(true) forces a refusing first responder to resign without asking it")
    func endEditingForces() {
        let window = window()
        let field = EditableView()
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.refusesToResign = true
        #expect(!window.endEditing(false), "asked, it refuses")
        #expect(field.isFirstResponder)
        #expect(window.endEditing(true))
        #expect(!field.isFirstResponder)
        #expect(field.resignCalls == 1, "the forced resignation does not ask")
    }

    @Test("20.3 endEditing leaves a first responder outside the subtree alone")
    func endEditingOtherSubtree() {
        let window = window()
        let left = UIView(), right = UIView(), field = EditableView()
        window.addSubview(left)
        window.addSubview(right)
        right.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(left.endEditing(true))
        #expect(field.isFirstResponder)
    }
}
