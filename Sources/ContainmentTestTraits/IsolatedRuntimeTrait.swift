#if !canImport(UIKit)
import Testing
@_spi(Testing) import PortableUIKit

/// A test trait that runs each test as if it had the process to itself, and fails it for misuse
/// it did not expect.
///
/// PortableUIKit keeps some state for the whole process (``ProcessWideState``: the media clock,
/// running animations, deferred work, display links, the diagnostics channel, the text measurer,
/// whether animations are enabled, the key window…). Around every test case, the trait:
///
/// 1. waits until no other isolated test is running (tests then cannot interleave at suspension
///    points and see each other's state);
/// 2. fails the test if it starts with process-wide work pending from code that ran outside an
///    isolated test, then resets the state and switches the real-time display off (no window is
///    ticked by the main loop's display on the real clock while the test runs);
/// 3. routes every diagnostic the test does not collect (``expectDiagnostic(_:_:sourceLocation:_:)``,
///    `PortableUIKitDiagnostics.collecting`) to a test failure naming the rule and the fix;
/// 4. fails the test if it ends with process-wide work still pending (an animation still running,
///    a display link never invalidated, …), then resets the state again.
///
/// Put it on every suite (`@Suite("…", .isolatedRuntime)`); it applies to the suite's tests and
/// nested suites, and nesting it twice is harmless.
public struct IsolatedRuntimeTrait: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    /// Scopes each test case, once (not the suite itself, not again when nested).
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil || IsolationScope.isActive ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await IsolationScope.gate.enter()
        do {
            try await IsolationScope.$isActive.withValue(true) {
                await MainActor.run { IsolationScope.begin() }
                do {
                    try await function()
                } catch {
                    await MainActor.run { IsolationScope.end() }
                    throw error
                }
                await MainActor.run { IsolationScope.end() }
            }
        } catch {
            await IsolationScope.gate.leave()
            throw error
        }
        await IsolationScope.gate.leave()
    }
}

extension Trait where Self == IsolatedRuntimeTrait {
    /// Runs each test with PortableUIKit's process-wide state to itself, failing it for
    /// diagnostics it does not expect and for work it leaves pending (``IsolatedRuntimeTrait``).
    public static var isolatedRuntime: Self { IsolatedRuntimeTrait() }
}

/// The trait's per-test work.
enum IsolationScope {
    /// Set while an isolated test case runs (task-local, so nested suites do not scope twice).
    @TaskLocal static var isActive = false
    /// One isolated test at a time.
    static let gate = SerialGate()
    /// Whether the real-time display was on before the current test switched it off.
    @MainActor static var realTimeDisplayWasEnabled = true

    @MainActor static func begin() {
        let leftovers = ProcessWideState.pendingWork
        if !leftovers.isEmpty {
            Issue.record(
                Comment(
                    rawValue: """
                        The test started with process-wide work pending from code that ran before it: \
                        \(leftovers.joined(separator: "; ")). Put the suite that left it under .isolatedRuntime \
                        (which fails the test that leaves work behind).
                        """))
        }
        ProcessWideState.reset()
        // The test runs on the virtual clock alone: no real-time frame while it awaits.
        realTimeDisplayWasEnabled = ProcessWideState.realTimeDisplayIsEnabled
        ProcessWideState.realTimeDisplayIsEnabled = false
        PortableUIKitDiagnostics.unexpectedDiagnosticHandler = { diagnostic in
            Issue.record(
                Comment(
                    rawValue: """
                        Unexpected PortableUIKit diagnostic: \(diagnostic). If the test provokes it on \
                        purpose, wrap that code in expectDiagnostic(.\(diagnostic.rule)) { … }.
                        """))
        }
    }

    @MainActor static func end() {
        let leftovers = ProcessWideState.pendingWork
        if !leftovers.isEmpty {
            Issue.record(
                Comment(
                    rawValue: """
                        The test left process-wide work pending: \(leftovers.joined(separator: "; ")). Let it \
                        finish (host.runUntilIdle(), or advance the clock past it), or stop it (remove the \
                        animations, stop the animator, invalidate the display link) before the test returns.
                        """))
        }
        ProcessWideState.reset()
        ProcessWideState.realTimeDisplayIsEnabled = realTimeDisplayWasEnabled
    }
}

/// A first-in, first-out lock for async code.
actor SerialGate {
    private var isHeld = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func enter() async {
        guard isHeld else {
            isHeld = true
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    func leave() {
        if waiters.isEmpty {
            isHeld = false
        } else {
            waiters.removeFirst().resume()
        }
    }
}
#endif
