import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// Spec 18.9: `CAMediaTimingFunction` through its public API: the named functions' control points
/// (the table), `getControlPoint(at:values:)`, and evaluation by solving x(s) = t.
@MainActor
@Suite("CAMediaTimingFunction (18.9)", .isolatedRuntime)
struct TimingFunctionTableTests {
    private func points(_ function: CAMediaTimingFunction) -> [[Float]] {
        (0...3).map { index in
            var values: [Float] = [-1, -1]
            values.withUnsafeMutableBufferPointer { function.getControlPoint(at: index, values: $0.baseAddress!) }
            return values
        }
    }

    @Test("18.9 the table: linear, easeIn, easeOut, easeInEaseOut and default have (0,0), c1, c2, (1,1) as Floats")
    func table() {
        let rows: [(CAMediaTimingFunctionName, [Float], [Float])] = [
            (.linear, [0, 0], [1, 1]), (.easeIn, [0.42, 0], [1, 1]), (.easeOut, [0, 0], [0.58, 1]),
            (.easeInEaseOut, [0.42, 0], [0.58, 1]), (.default, [0.25, 0.1], [0.25, 1]),
        ]
        for (name, c1, c2) in rows {
            #expect(points(CAMediaTimingFunction(name: name)) == [[0, 0], c1, c2, [1, 1]], "\(name.rawValue)")
        }
        #expect(
            [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default].map(\.rawValue)
                == ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"])
    }

    @Test("18.9 init(controlPoints:) keeps its points; getControlPoint outside 0…3 is refused and writes nothing")
    func controlPoints() {
        let function = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        #expect(points(function) == [[0, 0], [0.1, 0.2], [0.3, 0.4], [1, 1]])
        var values: [Float] = [7, 7]
        expectDiagnostic(.invalidAnimation) {
            values.withUnsafeMutableBufferPointer { function.getControlPoint(at: 4, values: $0.baseAddress!) }
        }
        #expect(values == [7, 7])
    }

    @Test("18.9 evaluation solves x(s) = t, then gives y(s): easeIn and default match a bisection of the curve")
    func solvesForX() {
        for name in [CAMediaTimingFunctionName.easeIn, .default, .easeOut] {
            let function = CAMediaTimingFunction(name: name)
            let p = points(function).map { $0.map(Double.init) }
            func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
                3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
            }
            for t in [0.1, 0.25, 0.5, 0.8] {
                var low = 0.0, high = 1.0
                for _ in 0..<60 {
                    let mid = (low + high) / 2
                    if bezier(mid, p[1][0], p[2][0]) < t { low = mid } else { high = mid }
                }
                let expected = bezier((low + high) / 2, p[1][1], p[2][1])
                #expect(approx(function.progress(at: t), expected, 1e-6), "\(name.rawValue) at \(t)")
            }
        }
        // Positive control: easeIn at 0.5 is not 0.5 (the curve is not linear).
        #expect(CAMediaTimingFunction(name: .easeIn).progress(at: 0.5) < 0.35)
    }
}
