#if !canImport(UIKit)
import Foundation

/// The one channel through which PortableUIKit, and Containment on Linux, report misuse
/// (docs/ARCHITECTURE.md principle 6). It is named for the module it lives in; its former name,
/// `ContainmentDiagnostics`, still compiles. Each printed line starts with the module whose rule
/// was broken: `PortableUIKit:` or `Containment:`.
///
/// By default each distinct diagnostic is printed once to standard error. Tests can collect
/// diagnostics (``collecting(_:)``) or make them fatal (``Mode/fatal``).
@preconcurrency @MainActor
public enum PortableUIKitDiagnostics {
    /// What happens to a reported diagnostic.
    public enum Mode: Sendable {
        /// Print each distinct diagnostic once to standard error (the default).
        case log
        /// Keep diagnostics in ``collected`` without printing.
        case collect
        /// Stop the process with the diagnostic's text (for tests that must not misuse anything).
        case fatal
    }

    /// The current mode.
    public static var mode: Mode = .log
    /// Diagnostics kept while the mode is ``Mode/collect``.
    public private(set) static var collected: [PortableUIKitDiagnostic] = []
    /// An extra observer called for every diagnostic, in every mode.
    public static var observer: (@MainActor (PortableUIKitDiagnostic) -> Void)?

    /// Called instead of printing, in ``Mode/log``, when set: a test host's way of failing the
    /// test that provoked a diagnostic it did not expect (diagnostics that a test collects with
    /// ``collecting(_:)`` are expected and do not reach it).
    @_spi(Testing) public static var unexpectedDiagnosticHandler: (@MainActor (PortableUIKitDiagnostic) -> Void)?

    private static var printed: Set<String> = []

    /// Back to the launch state: ``Mode/log``, nothing collected, no observer or handler, nothing
    /// printed yet (see ``ProcessWideState``).
    static func resetToLaunchState() {
        mode = .log
        collected = []
        observer = nil
        unexpectedDiagnosticHandler = nil
        printed = []
    }

    /// Reports a diagnostic according to ``mode``.
    public static func report(_ diagnostic: PortableUIKitDiagnostic) {
        observer?(diagnostic)
        switch mode {
        case .log:
            if let unexpectedDiagnosticHandler {
                unexpectedDiagnosticHandler(diagnostic)
                return
            }
            let key = diagnostic.description
            guard !printed.contains(key) else { return }
            printed.insert(key)
            FileHandle.standardError.write(Data((diagnostic.reportingModule + ": " + key + "\n").utf8))
        case .collect:
            collected.append(diagnostic)
        case .fatal:
            fatalError("\(diagnostic.reportingModule): \(diagnostic)")
        }
    }

    /// Runs `body` with the mode set to ``Mode/collect`` and returns its result together with the
    /// diagnostics it produced; the previous mode and collection are restored afterwards.
    public static func collecting<T>(
        _ body: () throws -> T
    ) rethrows -> (result: T, diagnostics: [PortableUIKitDiagnostic]) {
        let savedMode = mode
        let savedCollected = collected
        mode = .collect
        collected = []
        defer {
            mode = savedMode
            collected = savedCollected
        }
        let result = try body()
        return (result, collected)
    }

    static func report(
        _ rule: PortableUIKitDiagnostic.Rule, _ message: String, fix: String, spec: String
    ) {
        report(PortableUIKitDiagnostic(rule: rule, message: message, fix: fix, specItem: spec))
    }
}
#endif
