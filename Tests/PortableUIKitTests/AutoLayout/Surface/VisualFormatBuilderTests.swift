import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

@MainActor
@Suite("Visual format builder: constraints from formats (spec 17.19, 17.13)", .isolatedRuntime)
struct VisualFormatBuilderTests {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let a = UIView()
    let b = UIView()

    init() {
        a.translatesAutoresizingMaskIntoConstraints = false
        b.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(a)
        superview.addSubview(b)
        // Placed by constraints (spec 17.8): with their masks translated, these constraints would conflict.
        a.translatesAutoresizingMaskIntoConstraints = false
        b.translatesAutoresizingMaskIntoConstraints = false
    }

    private func vfl(_ format: String, _ options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil)
        -> [NSLayoutConstraint]
    {
        NSLayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: ["a": a, "b": b])
    }

    /// `first.attr relation second.attr + constant @priority` as a tuple-like string.
    private func shape(_ c: NSLayoutConstraint) -> String {
        func name(_ item: AnyObject?) -> String {
            item === a ? "a" : item === b ? "b" : item === superview ? "|" : item == nil ? "nil" : "?"
        }
        let relation = c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
        let right = c.secondItem == nil ? "" : "\(name(c.secondItem)).\(c.secondAttribute.printedName) + "
        return
            "\(name(c.firstItem)).\(c.firstAttribute.printedName) \(relation) \(right)\(NSLayoutConstraint.number(c.constant)) @\(Int(c.priority.rawValue))"
    }

    @Test(
        "17.19 H:|-20-[a(100)] and V:|-10-[a(50)]: leading 20, width 100, top 10, height 50, inactive, in string order")
    func probe() {
        let h = vfl("H:|-20-[a(100)]")
        let v = vfl("V:|-10-[a(50)]")
        #expect(h.map(shape) == ["a.leading == |.leading + 20 @1000", "a.width == 100 @1000"])
        #expect(v.map(shape) == ["a.top == |.top + 10 @1000", "a.height == 50 @1000"])
        #expect((h + v).allSatisfy { !$0.isActive })
    }

    @Test("17.13 |-[a]-| uses the superview's leading and trailing margins; [a]-[b] is 8 between siblings")
    func standardSpacing() {
        #expect(
            vfl("|-[a]-[b]-|").map(shape) == [
                "a.leading == |.leadingMargin + 0 @1000",
                "b.leading == a.trailing + 8 @1000",
                "|.trailingMargin == b.trailing + 0 @1000",
            ])
        #expect(
            vfl("V:|-[a]-|").map(shape) == ["a.top == |.topMargin + 0 @1000", "|.bottomMargin == a.bottom + 0 @1000"])
    }

    @Test("17.19 flush edges, predicate lists and priorities: one constraint per predicate in string order")
    func predicates() {
        #expect(
            vfl("|[a(>=50,<=100@750)]-(>=10@500)-[b(==a)]|").map(shape) == [
                "a.leading == |.leading + 0 @1000",
                "a.width >= 50 @1000",
                "a.width <= 100 @750",
                "b.leading >= a.trailing + 10 @500",
                "b.width == a.width + 0 @1000",
                "|.trailing == b.trailing + 0 @1000",
            ])
    }

    @Test("17.19 metrics name spacings, sizes and priorities")
    func metrics() {
        #expect(
            vfl("|-m-[a(w@p)]", metrics: ["m": 12, "w": 40.5, "p": 600]).map(shape) == [
                "a.leading == |.leading + 12 @1000", "a.width == 40.5 @600",
            ])
    }

    @Test("17.19 direction options: left to right uses left/right; right to left measures from the right edge")
    func directions() {
        #expect(
            vfl("|-5-[a]-6-[b]", .directionLeftToRight).map(shape) == [
                "a.left == |.left + 5 @1000", "b.left == a.right + 6 @1000",
            ])
        #expect(
            vfl("|-5-[a]-6-[b]-7-|", .directionRightToLeft).map(shape) == [
                "|.right == a.right + 5 @1000", "a.left == b.right + 6 @1000", "b.left == |.left + 7 @1000",
            ])
        #expect(vfl("|-[a]", .directionRightToLeft).map(shape) == ["|.rightMargin == a.right + 0 @1000"])
    }

    @Test("17.19 align-all options add an alignment constraint per neighbour pair after their spacing")
    func alignAll() {
        #expect(
            vfl("[a]-[b]", [.alignAllTop, .alignAllBottom]).map(shape) == [
                "b.leading == a.trailing + 8 @1000", "b.top == a.top + 0 @1000", "b.bottom == a.bottom + 0 @1000",
            ])
        #expect(
            vfl("V:[a][b]", .alignAllCenterX).map(shape) == [
                "b.top == a.bottom + 0 @1000", "b.centerX == a.centerX + 0 @1000",
            ])
        #expect(NSLayoutConstraint.FormatOptions.alignAllLeft.rawValue == 2)
        #expect(NSLayoutConstraint.FormatOptions.alignAllFirstBaseline.rawValue == 1 << 12)
        #expect(NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue == 2 << 16)
        #expect(NSLayoutConstraint.FormatOptions.spacingBaselineToBaseline.rawValue == 1 << 19)
        #expect(NSLayoutConstraint.FormatOptions.alignmentMask.rawValue == 0xFFFF)
    }

    @Test("17.19 spacingBaselineToBaseline spaces a vertical format from last to first baseline")
    func baselineSpacing() {
        #expect(
            vfl("V:[a]-[b]", .spacingBaselineToBaseline).map(shape) == ["b.firstBaseline == a.lastBaseline + 8 @1000"])
    }

    @Test("17.19 a horizontal align option on a horizontal format is refused with invalidVisualFormat and []")
    func wrongAlignAxis() {
        let result = expectDiagnostic(.invalidVisualFormat) { vfl("[a]-[b]", .alignAllLeading) }
        #expect(result.isEmpty)
        let unknownBit = expectDiagnostic(.invalidVisualFormat) {
            vfl("[a]", NSLayoutConstraint.FormatOptions(rawValue: 1 << 7))
        }
        let bothDirections = expectDiagnostic(.invalidVisualFormat) {
            vfl("[a]", [.directionLeftToRight, .directionRightToLeft])
        }
        #expect(unknownBit.isEmpty && bothDirections.isEmpty)
    }

    @Test("17.19 bad formats report invalidVisualFormat with the caret message and give no constraints")
    func badFormats() {
        var messages: [String] = []
        let (result, diagnostics) = PortableUIKitDiagnostics.collecting {
            vfl("H:|-[a") + vfl("|[nobody]") + vfl("[a(w)]", metrics: ["w": Double.nan])
        }
        messages = diagnostics.map(\.message)
        #expect(result.isEmpty)
        #expect(diagnostics.count == 3 && diagnostics.allSatisfy { $0.rule == .invalidVisualFormat })
        #expect(messages.first?.contains("H:|-[a\n      ^") == true)
        #expect(messages.dropFirst().first?.contains("nobody is not a key in the views dictionary.") == true)
    }

    @Test("17.19 '|' next to a view with no superview is refused; so is a non-view in the views dictionary")
    func superviewAndViews() {
        let loose = UIView()
        let refused = expectDiagnostic(.invalidVisualFormat) {
            NSLayoutConstraint.constraints(withVisualFormat: "|[v]", metrics: nil, views: ["v": loose])
        }
        #expect(refused.isEmpty)
        #expect(
            NSLayoutConstraint.constraints(withVisualFormat: "[v(10)]", metrics: nil, views: ["v": loose]).count == 1)
        let notAView = expectDiagnostic(.invalidVisualFormat) {
            NSLayoutConstraint.constraints(withVisualFormat: "[v]", metrics: nil, views: ["v": "text"])
        }
        #expect(notAView.isEmpty)
    }

    @Test("17.19 the constraints activate onto the superview like any others (beside the margins guide's four)")
    func activation() {
        let constraints = vfl("|-[a]-[b(==a)]-|")
        NSLayoutConstraint.activate(constraints)
        #expect(constraints.allSatisfy { $0.isActive })
        let own = superview.constraints.filter { $0.identifier?.hasPrefix("UIView-") != true }
        #expect(own.count == 4 && own.allSatisfy { c in constraints.contains { $0 === c } })
        #expect(superview.constraints.count == 8)  // |-…-| made the margins guide, tied by 4 constraints (17.13)
    }
}
