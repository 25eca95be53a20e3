import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// The external oracle for the Auto Layout engine (issue 42; docs/ARCHITECTURE.md principle 8): random
/// sessions through public API, each step's system and solution written for kiwisolver to solve
/// and compare (Scripts/kiwi_oracle.py, run by `make test`).
///
/// Environment: `KIWI_ORACLE_SEED` (default 42), `KIWI_ORACLE_STEPS` (default 10,000),
/// `KIWI_ORACLE_DUMP` (a file for the steps; none: the steps run with the in-process checks
/// only), `KIWI_ORACLE_REPLAY` (a file of step sequences, one step per line, sequences separated
/// by a line `---`: each is replayed on a fresh scene and only its last step is written; the
/// script's shrinking uses it).
@MainActor
@Suite("Auto Layout against kiwisolver: random steps dumped for the oracle (17.3, 17.21, 17.22)", .isolatedRuntime)
struct KiwiOracleTests {
    static var environment: [String: String] { ProcessInfo.processInfo.environment }
    /// Steps per scene: step k starts a fresh root when k is a positive multiple (the script
    /// replays a failing step from there).
    static let sessionLength = 400

    @Test("17.22 random Auto Layout steps: frames follow the engine on the pixel grid; systems dumped for kiwisolver")
    func randomSteps() throws {
        if let replay = Self.environment["KIWI_ORACLE_REPLAY"] {
            try replaySequences(from: replay)
            return
        }
        let seed = Self.environment["KIWI_ORACLE_SEED"].flatMap { UInt64($0) } ?? 42
        let steps = Self.environment["KIWI_ORACLE_STEPS"].flatMap { Int($0) } ?? 10_000
        var output = Self.environment["KIWI_ORACLE_DUMP"].map { _ in "" }
        var generator = OracleGenerator(seed: seed)
        var scene = OracleScene()
        for step in 0..<steps {
            // A fresh root now and then keeps the systems small; the engine keeps running.
            if step > 0 && step % Self.sessionLength == 0 {
                scene.root.removeFromSuperview()
                scene = OracleScene()
                generator.restartNames()
            }
            let operation = generator.next(for: scene)
            scene.apply(operation)
            let line = scene.checkedLine(step: step, operation: operation)
            if output != nil { output! += line + "\n" }
        }
        if let path = Self.environment["KIWI_ORACLE_DUMP"], let output {
            try output.write(toFile: path, atomically: true, encoding: .utf8)
            print("KiwiOracle: \(steps) steps of seed \(seed) written to \(path)")
        }
    }

    private func replaySequences(from path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var output = ""
        for (index, sequence) in text.components(separatedBy: "---\n").enumerated() where !sequence.isEmpty {
            AutoLayoutEngineHost.reset()
            let scene = OracleScene()
            var last = OracleOperation(.setConstant, [-1, 0])
            for line in sequence.split(separator: "\n") {
                guard let operation = OracleOperation(line: line) else { continue }
                scene.apply(operation)
                last = operation
            }
            output += scene.checkedLine(step: index, operation: last) + "\n"
        }
        try output.write(
            toFile: Self.environment["KIWI_ORACLE_DUMP"] ?? path + ".out", atomically: true, encoding: .utf8)
    }
}
