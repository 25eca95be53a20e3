import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

@MainActor
@Suite("Visual format parser: Apple's grammar as a value (spec 17.19)", .isolatedRuntime) struct VisualFormatParserTests
{
    private func parse(_ format: String, metrics: [String: Any] = [:], views: Set<String> = ["a", "b", "c"])
        -> VisualFormat?
    {
        try? VisualFormatParser.parse(format, metrics: metrics, viewNames: views).get()
    }

    private func error(_ format: String, metrics: [String: Any] = [:], views: Set<String> = ["a", "b"])
        -> VisualFormatError?
    {
        if case .failure(let error) = VisualFormatParser.parse(format, metrics: metrics, viewNames: views) {
            return error
        }
        return nil
    }

    private func eq(_ value: CGFloat, _ priority: Float = 1000) -> VisualFormat.Predicate {
        VisualFormat.Predicate(relation: .equal, object: .constant(value), priority: priority)
    }

    @Test("17.19 H:|-20-[a(100)] parses to a superview spacing of 20 and a size of 100; H is the default")
    func simple() {
        let format = parse("H:|-20-[a(100)]")
        #expect(format?.orientation == .horizontal)
        #expect(format?.fromSuperview == .predicates([eq(20)]))
        #expect(format?.views == [VisualFormat.View(name: "a", size: [eq(100)])])
        #expect(format?.toSuperview == nil)
        #expect(parse("|-20-[a(100)]") == format)
        #expect(parse("V:[a]")?.orientation == .vertical)
    }

    @Test("17.19 connections: flush, standard '-', '-n-', metrics, and a predicate list with priorities")
    func connections() {
        let format = parse("|[a]-[b]-gap-[c]-(>=10@750,<=20)-|", metrics: ["gap": 12])
        #expect(format?.fromSuperview == .flush)
        #expect(format?.connections == [.standard, .predicates([eq(12)])])
        #expect(
            format?.toSuperview
                == .predicates([
                    VisualFormat.Predicate(relation: .greaterThanOrEqual, object: .constant(10), priority: 750),
                    VisualFormat.Predicate(relation: .lessThanOrEqual, object: .constant(20), priority: 1000),
                ]))
        #expect(parse("|-[a]-|")?.fromSuperview == .standard)
        #expect(parse("|-[a]-|")?.toSuperview == .standard)
        #expect(parse("[a]-(-5)-[b]")?.connections == [.predicates([eq(-5)])])
    }

    @Test("17.19 view predicates: (50), (==50), (>=50,<=100@750), (==b), metrics in constants and priorities")
    func viewPredicates() {
        let format = parse("[a(>=50,<=w@p)][b(==a)]", metrics: ["w": 100, "p": 250.0])
        #expect(
            format?.views.first?.size == [
                VisualFormat.Predicate(relation: .greaterThanOrEqual, object: .constant(50), priority: 1000),
                VisualFormat.Predicate(relation: .lessThanOrEqual, object: .constant(100), priority: 250),
            ])
        #expect(
            format?.views.last?.size == [VisualFormat.Predicate(relation: .equal, object: .view("a"), priority: 1000)])
        #expect(format?.connections == [.flush])
        #expect(parse("[a(==50)]")?.views.first?.size == [eq(50)])
        #expect(parse("[a(1.5e1)]")?.views.first?.size == [eq(15)])
        #expect(parse("[ a ( 50 ) ] - [ b ]")?.connections == [.standard])
    }

    @Test("17.19 errors carry UIKit's message shape: the format and a caret under the place it stopped")
    func errorShape() {
        let unterminated = error("H:|-[a")
        #expect(unterminated?.position == 6)
        #expect(
            unterminated?.message
                == "Unable to parse constraint format: \nExpected ']' to close the view a\nH:|-[a\n      ^")
        let unknown = error("|[zz]")
        #expect(unknown?.problem == "zz is not a key in the views dictionary.")
        #expect(unknown?.position == 2)
    }

    @Test("17.19 malformed formats are refused: empty, dangling '-', unclosed lists, bad relations and priorities")
    func malformed() {
        let bad = [
            "", "|", "[a]-", "[a]-10[b]", "[a(50]", "[a(=50)]", "[a(<50)]", "[a(50@0)]", "[a(50@1001)]",
            "[a]|[b]", "[a]-(10,[b])-[b]", "[a]-b-[b]", "[a(50,)]", "X:[a]", "[a]-(nope)-[b]", "[1a]",
        ]
        for format in bad { #expect(error(format) != nil, "\(format) should not parse") }
        #expect(error("[a]-10-[b]") == nil)  // positive control
    }

    @Test("17.19 metrics must be finite numbers: a string or NaN metric is refused, NSNumber accepted")
    func metrics() {
        #expect(error("[a(w)]", metrics: ["w": "100"])?.problem.contains("not a number") == true)
        #expect(error("[a(w)]", metrics: ["w": Double.nan])?.problem.contains("not a finite number") == true)
        #expect(error("[a(w)]", metrics: ["w": true]) != nil)
        #expect(parse("[a(w)]", metrics: ["w": NSNumber(value: 42)])?.views.first?.size == [eq(42)])
        #expect(parse("[a(w)]", metrics: ["w": Float(3)])?.views.first?.size == [eq(3)])
    }
}
