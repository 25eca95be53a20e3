import Foundation
import Testing

/// Reads the DocC articles of this repository, so that the code and the traces they show are
/// kept true by tests (the way the README's examples are).
///
/// An article marks a fenced block with an HTML comment on the line before it (blank lines may
/// come between): `<!-- trace: name -->` before a trace, `<!-- code: name -->` before the code
/// that prints it. A test runs the same code, which it marks in its own source between
/// `// doc-code: name` and `// end-doc-code` (several regions with one name are joined with a
/// blank line, so a type at file scope and the statements in a test read as one listing).
enum DocumentationArticle {
    /// The repository's root: this file is Tests/ContainmentTestingTests/Documentation/<file>.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    /// The text of `path`, relative to the repository's root.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The lines of the fenced block that follows `<!-- kind: name -->` in `text`.
    static func block(_ kind: String, _ name: String, in text: String) throws -> [String] {
        let lines = text.components(separatedBy: "\n")
        let marker = "<!-- \(kind): \(name) -->"
        guard let markerIndex = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == marker }) else {
            throw Missing(description: "no \(marker)")
        }
        var index = markerIndex + 1
        while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).isEmpty { index += 1 }
        guard index < lines.count, lines[index].hasPrefix("```") else {
            throw Missing(description: "no fenced block after \(marker)")
        }
        let body = lines[(index + 1)...]
        guard let close = body.firstIndex(where: { $0.hasPrefix("```") }) else {
            throw Missing(description: "the block after \(marker) is not closed")
        }
        return Array(body[..<close])
    }

    /// The lines of an article's block.
    static func block(_ kind: String, _ name: String, article: String) throws -> [String] {
        try block(kind, name, in: text(article))
    }

    /// Every name marked with `<!-- kind: … -->` in `text`.
    static func names(_ kind: String, in text: String) -> [String] {
        let prefix = "<!-- \(kind): "
        return text.components(separatedBy: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix(prefix), trimmed.hasSuffix(" -->") else { return nil }
            return String(trimmed.dropFirst(prefix.count).dropLast(4))
        }
    }

    /// The regions of a Swift source marked `// doc-code: name` … `// end-doc-code`, each with its
    /// common indentation removed, joined with a blank line.
    static func code(_ name: String, inSource source: String) throws -> [String] {
        var regions: [[String]] = []
        var current: [String]?
        for line in source.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current != nil, trimmed == "// end-doc-code" {
                regions.append(current!)
                current = nil
            } else if current != nil {
                current!.append(line)
            } else if trimmed == "// doc-code: \(name)" {
                current = []
            }
        }
        guard !regions.isEmpty else { throw Missing(description: "no // doc-code: \(name) region") }
        return regions.map(dedent).joined(separator: [""]).map { $0 }
    }

    private static func dedent(_ lines: [String]) -> [String] {
        let indents = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix(while: { $0 == " " }).count }
        let indent = indents.min() ?? 0
        return lines.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : String($0.dropFirst(indent)) }
    }

    /// Nil when `actual` equals `expected` line for line; otherwise the first difference and
    /// the whole actual text (what to paste into the article if the change is intended).
    static func difference(expected: [String], actual: [String]) -> String? {
        guard expected != actual else { return nil }
        let first = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }
        let where_: String
        if let first {
            where_ =
                "line \(first.offset + 1): the article has \"\(first.element.0)\", the code gives \"\(first.element.1)\""
        } else {
            where_ = "the article has \(expected.count) lines, the code gives \(actual.count)"
        }
        return where_ + "\nThe code gives:\n" + actual.joined(separator: "\n")
    }

    /// Records an issue when the article's trace `name` differs from `actual`.
    static func expectTrace(
        _ actual: [String], is name: String, in article: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            let expected = try block("trace", name, article: article)
            if let difference = difference(expected: expected, actual: actual) {
                Issue.record("\(article), trace \(name): \(difference)", sourceLocation: sourceLocation)
            }
        } catch {
            Issue.record("\(article): \(error)", sourceLocation: sourceLocation)
        }
    }

    /// Records an issue when the article's code `name` differs from the test's region `name`
    /// in `testFile` (pass `#filePath`).
    static func expectCode(
        _ name: String, in article: String, testFile: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            let expected = try block("code", name, article: article)
            let actual = try code(name, inSource: String(contentsOfFile: testFile, encoding: .utf8))
            if let difference = difference(expected: expected, actual: actual) {
                Issue.record("\(article), code \(name): \(difference)", sourceLocation: sourceLocation)
            }
        } catch {
            Issue.record("\(article): \(error)", sourceLocation: sourceLocation)
        }
    }
}
