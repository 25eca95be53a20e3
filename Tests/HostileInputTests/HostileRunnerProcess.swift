import Foundation

/// Starting `HostileInputRunner` processes and reading what they say.
enum HostileRunnerProcess {
    struct Outcome: Sendable, CustomStringConvertible {
        var output: String
        /// The exit status, or the signal that ended the process.
        var termination: (status: Int32, bySignal: Bool)?
        var timedOut: Bool

        /// Why the case failed, or nil when it passed.
        var problem: String? {
            if timedOut { return "no result in time: a hang (last output: \(tail))" }
            guard let termination else { return "did not run" }
            if termination.bySignal { return "crashed with signal \(termination.status) (last output: \(tail))" }
            guard let result = output.split(separator: "\n").last(where: { $0.hasPrefix("RESULT ") }) else {
                return "exited \(termination.status) without a result (last output: \(tail))"
            }
            if result == "RESULT pass" { return nil }
            return result.dropFirst("RESULT ".count) + " | " + details
        }

        private var tail: String { String(output.suffix(400)) }
        private var details: String {
            output.split(separator: "\n").filter { $0.hasPrefix("DIAGNOSTIC") || $0.hasPrefix("VIOLATION") }.prefix(4)
                .joined(separator: " | ")
        }

        var description: String { problem ?? "pass" }
    }

    /// The runner built beside the test bundle (`.build/<triple>/debug/HostileInputRunner`).
    static func executable() -> URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("HostileInputRunner")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    /// Runs the runner once with `arguments`, killing it after `timeout` seconds. Without
    /// `backtraces`, Swift's backtracer is off in the child (`SWIFT_BACKTRACE=enable=no`), so a
    /// crash ends the process at once instead of after seconds of symbolication.
    static func run(_ runner: URL, arguments: [String], timeout: TimeInterval, backtraces: Bool = true) -> Outcome {
        let process = Process()
        process.executableURL = runner
        process.arguments = arguments
        if !backtraces {
            var environment = ProcessInfo.processInfo.environment
            environment["SWIFT_BACKTRACE"] = "enable=no"
            process.environment = environment
        }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        var outcome = Outcome(output: "", termination: nil, timedOut: false)
        do { try process.run() } catch {
            outcome.output = "could not start: \(error)"
            return outcome
        }
        let reader = OutputReader(output.fileHandleForReading)
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            outcome.timedOut = true
            process.terminate()
            if finished.wait(timeout: .now() + 5) == .timedOut { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        outcome.output = reader.finish()
        if !outcome.timedOut {
            outcome.termination = (process.terminationStatus, process.terminationReason == .uncaughtSignal)
        }
        return outcome
    }

    /// Runs every case, `concurrency` processes at a time.
    static func runAll(
        _ runner: URL, names: [String], concurrency: Int, timeout: TimeInterval, backtraces: Bool = true
    ) async -> [String: Outcome] {
        await withTaskGroup(of: (String, Outcome).self) { group in
            var results: [String: Outcome] = [:]
            var pending = names[...]
            func startNext() {
                guard let name = pending.popFirst() else { return }
                group.addTask {
                    (
                        name,
                        await Task.detached {
                            run(runner, arguments: [name], timeout: timeout, backtraces: backtraces)
                        }.value
                    )
                }
            }
            for _ in 0..<max(concurrency, 1) { startNext() }
            while let (name, outcome) = await group.next() {
                results[name] = outcome
                startNext()
            }
            return results
        }
    }
}

/// Drains a pipe on a thread of its own, so a chatty process never blocks on a full pipe.
final class OutputReader: @unchecked Sendable {
    private let handle: FileHandle
    private var data = Data()
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        self.handle = handle
        Thread.detachNewThread { [self] in
            let all = handle.readDataToEndOfFile()
            lock.lock()
            data = all
            lock.unlock()
            done.signal()
        }
    }

    func finish() -> String {
        done.wait()
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}
