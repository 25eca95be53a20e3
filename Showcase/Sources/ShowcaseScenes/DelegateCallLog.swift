import Foundation
import ContainmentTesting

/// A container delegate's calls, kept beside a recorder's lifecycle trace: each line remembers
/// how far the trace had got when it was logged, so ``trace`` shows the delegate calls where they
/// happened among the lifecycle callbacks (what a scene's trace.md shows).
@MainActor
struct DelegateCallLog {
    let recorder: LifecycleRecorder
    private var lines: [(position: Int, line: String)] = []

    init(recorder: LifecycleRecorder) { self.recorder = recorder }

    /// Logs `line` at the trace's current position.
    mutating func log(_ line: String) { lines.append((recorder.trace.count, line)) }

    /// The lifecycle trace with the delegate's lines in place.
    var trace: [String] {
        var merged: [String] = []
        var pending = lines[...]
        for (index, line) in recorder.trace.enumerated() {
            while let next = pending.first, next.position <= index { merged.append(next.line); pending.removeFirst() }
            merged.append(line)
        }
        return merged + pending.map(\.line)
    }
}
