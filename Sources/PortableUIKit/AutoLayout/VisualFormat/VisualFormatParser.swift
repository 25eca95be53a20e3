#if !canImport(UIKit)
import Foundation

/// Parses a visual format string (spec 17.19, Apple's "Visual Format Language" grammar) into a
/// ``VisualFormat``: a pure value-to-value step, no views. Metric names resolve through `metrics`
/// (numbers only, finite); view names must be keys of `viewNames`. Whitespace is skipped.
struct VisualFormatParser {
    private let text: [Character]
    private let format: String
    private let metrics: [String: Any]
    private let viewNames: Set<String>
    private var index = 0

    init(_ format: String, metrics: [String: Any], viewNames: Set<String>) {
        self.format = format
        text = Array(format)
        self.metrics = metrics
        self.viewNames = viewNames
    }

    /// The parsed format, or what was expected where.
    static func parse(
        _ format: String, metrics: [String: Any] = [:], viewNames: Set<String>
    ) -> Result<VisualFormat, VisualFormatError> {
        var parser = VisualFormatParser(format, metrics: metrics, viewNames: viewNames)
        do { return .success(try parser.parseFormat()) } catch let error as VisualFormatError {
            return .failure(error)
        } catch {
            return .failure(VisualFormatError(problem: "\(error)", format: format, position: nil))
        }
    }

    private mutating func parseFormat() throws -> VisualFormat {
        var result = VisualFormat()
        skipSpaces()
        if let orientation = peek, orientation == "H" || orientation == "V", peek(at: 1) == ":" {
            result.orientation = orientation == "H" ? .horizontal : .vertical
            index += 2
        }
        if take("|") { result.fromSuperview = try parseConnection() }
        result.views.append(try parseView())
        while true {
            skipSpaces()
            guard peek != nil else { break }
            let connection = try parseConnection()
            if take("|") {
                result.toSuperview = connection
                skipSpaces()
                guard peek == nil else { throw failure("Expected the end of the format after the closing '|'") }
                break
            }
            guard peek == "[" else { throw failure("Expected a view or '|'") }
            result.connections.append(connection)
            result.views.append(try parseView())
        }
        return result
    }

    /// `-`, `-n-`, `-(predicates)-`, or nothing (flush).
    private mutating func parseConnection() throws -> VisualFormat.Connection {
        guard take("-") else { return .flush }
        skipSpaces()
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if peek == "(" {
            predicates = try parsePredicateList(allowViews: false)
        } else {
            let constant = try parseConstant(what: "a number or metric name for the spacing")
            predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(constant), priority: 1000)]
        }
        guard take("-") else { throw failure("Expected '-' after the spacing") }
        skipSpaces()
        guard peek == "[" || peek == "|" else { throw failure("Expected a view or '|' after the spacing") }
        return .predicates(predicates)
    }

    /// `[name(predicates)?]`.
    private mutating func parseView() throws -> VisualFormat.View {
        guard take("[") else { throw failure("Expected a view") }
        skipSpaces()
        let start = index
        guard let name = identifier() else { throw failure("Expected a view name") }
        guard viewNames.contains(name) else {
            throw failure("\(name) is not a key in the views dictionary.", at: start)
        }
        var size: [VisualFormat.Predicate] = []
        skipSpaces()
        if peek == "(" { size = try parsePredicateList(allowViews: true) }
        guard take("]") else { throw failure("Expected ']' to close the view \(name)") }
        return VisualFormat.View(name: name, size: size)
    }

    /// `(predicate, predicate, …)`.
    private mutating func parsePredicateList(allowViews: Bool) throws -> [VisualFormat.Predicate] {
        _ = take("(")
        var predicates = [try parsePredicate(allowViews: allowViews)]
        while take(",") { predicates.append(try parsePredicate(allowViews: allowViews)) }
        guard take(")") else { throw failure("Expected ')' or ',' in the predicate list") }
        return predicates
    }

    /// `(==|<=|>=)? (number|metric|view) (@priority)?`.
    private mutating func parsePredicate(allowViews: Bool) throws -> VisualFormat.Predicate {
        skipSpaces()
        var relation = NSLayoutConstraint.Relation.equal
        if take("=") {
            guard take("=") else { throw failure("Expected '==' (a single '=' is not a relation)") }
        } else if take("<") {
            guard take("=") else { throw failure("Expected '<='") }
            relation = .lessThanOrEqual
        } else if take(">") {
            guard take("=") else { throw failure("Expected '>='") }
            relation = .greaterThanOrEqual
        }
        skipSpaces()
        let start = index
        let object: VisualFormat.Object
        if let name = identifier(), metrics[name] == nil {
            guard viewNames.contains(name) else {
                throw failure("\(name) is not a key in the metrics or views dictionary.", at: start)
            }
            guard allowViews else { throw failure("A spacing cannot be related to a view (\(name))", at: start) }
            object = .view(name)
        } else {
            index = start
            object = .constant(try parseConstant(what: "a number, metric name or view name"))
        }
        var priority: Float = 1000
        skipSpaces()
        if take("@") {
            skipSpaces()
            let at = index
            let value = try parseConstant(what: "a priority (a number or metric name)")
            guard value > 0, value <= 1000 else {
                throw failure("The priority \(Double(value)) is outside (0, 1000]", at: at)
            }
            priority = Float(value)
        }
        skipSpaces()
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    /// A number, or a metric name whose value is a finite number.
    private mutating func parseConstant(what: String) throws -> CGFloat {
        skipSpaces()
        let start = index
        if let name = identifier() {
            guard let raw = metrics[name] else {
                throw failure("\(name) is not a key in the metrics dictionary.", at: start)
            }
            guard let value = Self.number(raw) else {
                throw failure("The metric \(name) is not a number (\(type(of: raw)))", at: start)
            }
            guard value.isFinite else {
                throw failure("The metric \(name) is not a finite number (\(value))", at: start)
            }
            return value
        }
        var literal = ""
        if let sign = peek, sign == "-" || sign == "+", let next = peek(at: 1), next.isNumber || next == "." {
            literal.append(sign)
            index += 1
        }
        while let c = peek, c.isASCII, c.isNumber || c == "." || ((c == "e" || c == "E") && !literal.isEmpty) {
            literal.append(c)
            index += 1
            if c == "e" || c == "E", let s = peek, s == "-" || s == "+" { literal.append(s); index += 1 }
        }
        guard let value = Double(literal), value.isFinite else {
            index = start
            throw failure("Expected \(what)")
        }
        return CGFloat(value)
    }

    /// A metric's value as a number: Swift's numeric types and NSNumber; nil for anything else.
    static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case is Bool: nil
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    // MARK: Scanning

    private var peek: Character? { index < text.count ? text[index] : nil }
    private func peek(at offset: Int) -> Character? { index + offset < text.count ? text[index + offset] : nil }

    private mutating func skipSpaces() { while let c = peek, c == " " { index += 1 } }

    private mutating func take(_ c: Character) -> Bool {
        skipSpaces()
        guard peek == c else { return false }
        index += 1
        return true
    }

    /// A C identifier, or nil (index unchanged).
    private mutating func identifier() -> String? {
        guard let first = peek, first.isASCII, first.isLetter || first == "_" else { return nil }
        var name = ""
        while let c = peek, c.isASCII, c.isLetter || c.isNumber || c == "_" {
            name.append(c)
            index += 1
        }
        return name
    }

    private func failure(_ problem: String, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(problem: problem, format: format, position: position ?? index)
    }
}
#endif
