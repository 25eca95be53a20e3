#if !canImport(UIKit)
import Testing
import PortableUIKit

/// Runs `body`, which is meant to provoke PortableUIKit diagnostics, and fails the test unless it
/// reported each of `rules` at least once and nothing else. Returns `body`'s result.
///
/// Under ``IsolatedRuntimeTrait`` a diagnostic outside such a block fails the test; this is how a
/// test says which misuse it provokes on purpose:
///
/// ```swift
/// expectDiagnostic(.unbalancedAppearanceTransition) {
///     child.endAppearanceTransition()
/// }
/// ```
@MainActor @discardableResult
public func expectDiagnostic<T>(
    _ rules: PortableUIKitDiagnostic.Rule..., sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> T
) rethrows -> T {
    let (result, diagnostics) = try PortableUIKitDiagnostics.collecting(body)
    for rule in rules where !diagnostics.contains(where: { $0.rule == rule }) {
        let seen = diagnostics.isEmpty ? "none" : diagnostics.map { "\($0.rule)" }.joined(separator: ", ")
        Issue.record(
            Comment(rawValue: "Expected a \(rule) diagnostic; reported: \(seen)"), sourceLocation: sourceLocation)
    }
    for diagnostic in diagnostics where !rules.contains(diagnostic.rule) {
        Issue.record(
            Comment(rawValue: "Unexpected diagnostic inside expectDiagnostic: \(diagnostic)"),
            sourceLocation: sourceLocation)
    }
    return result
}
#endif
