import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// Reference for a cubic timing curve, independent of the engine: the Bernstein form sampled
/// densely in t, with x → y found by binary search over the samples and linear interpolation.
private struct DenseBezierReference {
    let xs: [Double]
    let ys: [Double]

    init(_ curve: CubicTimingCurve, samples: Int = 200_000) {
        let p1 = (Double(curve.c1.x), Double(curve.c1.y))
        let p2 = (Double(curve.c2.x), Double(curve.c2.y))
        var xs = [Double]()
        var ys = [Double]()
        xs.reserveCapacity(samples + 1)
        ys.reserveCapacity(samples + 1)
        for i in 0...samples {
            let t = Double(i) / Double(samples)
            xs.append(bernstein(p1.0, p2.0, t))
            ys.append(bernstein(p1.1, p2.1, t))
        }
        self.xs = xs
        self.ys = ys
    }

    func progress(at fraction: Double) -> Double {
        var lo = 0
        var hi = xs.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if xs[mid] <= fraction { lo = mid } else { hi = mid }
        }
        let span = xs[hi] - xs[lo]
        let s = span > 0 ? (fraction - xs[lo]) / span : 0
        return ys[lo] + s * (ys[hi] - ys[lo])
    }
}

/// B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³ for one coordinate.
private func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
}

/// Plain bisection for x(t) = fraction in Bernstein form (no Newton).
private func bisectParameter(_ curve: CubicTimingCurve, _ fraction: Double) -> Double {
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<200 {
        let mid = 0.5 * (lo + hi)
        if bernstein(Double(curve.c1.x), Double(curve.c2.x), mid) < fraction { lo = mid } else { hi = mid }
    }
    return 0.5 * (lo + hi)
}

/// Reference progress: bisection in t, then y(t) in Bernstein form.
private func bisectProgress(_ curve: CubicTimingCurve, _ fraction: Double) -> Double {
    bernstein(Double(curve.c1.y), Double(curve.c2.y), bisectParameter(curve, fraction))
}

private let namedCurves: [(String, CubicTimingCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
    ("easeInEaseOut", .easeInEaseOut), ("caDefault", .caDefault),
]

/// Named curves plus custom ones: overshooting y, x controls at the extremes, a vertical tangent.
private let allCurves: [CubicTimingCurve] =
    namedCurves.map(\.1) + [
        CubicTimingCurve(0.34, 1.56, 0.64, 1),
        CubicTimingCurve(0.68, -0.6, 0.32, 1.6),
        CubicTimingCurve(1, 0, 0, 1),
        CubicTimingCurve(0, 1, 1, 0),
        CubicTimingCurve(0.05, 0.9, 0.1, 1),
    ]

private let fractions: [Double] = (0...1000).map { Double($0) / 1000 }

@Suite("CubicTimingCurve (8.7)", .isolatedRuntime)
struct CubicTimingCurveTests {
    @Test("8.7 named curves have Core Animation's control points")
    func namedControlPoints() {
        let expected: [(CubicTimingCurve, [Double])] = [
            (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
            (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.caDefault, [0.25, 0.1, 0.25, 1]),
        ]
        for (curve, points) in expected {
            #expect([curve.c1.x, curve.c1.y, curve.c2.x, curve.c2.y].map(Double.init) == points)
        }
    }

    @Test("8.7 endpoints are (0,0) and (1,1); fractions outside [0,1] clamp")
    func endpoints() {
        for curve in allCurves {
            #expect(curve.progress(at: 0) == 0)
            #expect(curve.progress(at: 1) == 1)
            #expect(curve.progress(at: -0.5) == 0)
            #expect(curve.progress(at: 1.5) == 1)
        }
    }

    @Test("8.7 control-point x is clamped to [0,1] as in Core Animation")
    func controlXClamped() {
        let curve = CubicTimingCurve(-0.5, 0.2, 1.5, 0.8)
        #expect(curve == CubicTimingCurve(0, 0.2, 1, 0.8))
    }

    @Test("8.7 solver: x(t) equals the fraction within 1e-9")
    func solverResidual() {
        for curve in allCurves {
            for f in fractions {
                let t = curve.parameter(forFraction: f)
                #expect(abs(curve.x(t) - f) <= 1e-9, "curve \(curve) fraction \(f)")
                #expect(abs(bernstein(Double(curve.c1.x), Double(curve.c2.x), t) - f) <= 1e-9)
            }
        }
    }

    @Test("8.7 progress matches a densely sampled reference curve within 1e-6")
    func matchesDenseReference() {
        for curve in allCurves {
            let reference = DenseBezierReference(curve)
            for f in fractions {
                let error = abs(curve.progress(at: f) - reference.progress(at: f))
                #expect(error <= 1e-6, "curve \(curve) fraction \(f) error \(error)")
            }
        }
    }

    @Test("8.7 literal values (computed independently by bisection to 1e-15)")
    func literalValues() {
        let expected: [(CubicTimingCurve, Double, Double)] = [
            (.easeIn, 0.25, 0.09346465071882484), (.easeIn, 0.5, 0.31535681257253945),
            (.easeIn, 0.75, 0.62186186917489),
            (.easeOut, 0.25, 0.37813813082510966), (.easeOut, 0.5, 0.6846431874274606),
            (.easeOut, 0.75, 0.9065353492811752),
            (.easeInEaseOut, 0.25, 0.1291619310473198), (.easeInEaseOut, 0.5, 0.5),
            (.easeInEaseOut, 0.75, 0.8708380689526802),
            (.caDefault, 0.25, 0.40851059135539586), (.caDefault, 0.5, 0.802403387584857),
            (.caDefault, 0.75, 0.9604589783489741),
        ]
        for (curve, fraction, value) in expected {
            #expect(abs(curve.progress(at: fraction) - value) <= 1e-9, "\(curve) at \(fraction)")
        }
    }

    @Test("8.7 linear is the identity, exactly")
    func linearIsIdentity() {
        for f in fractions {
            #expect(CubicTimingCurve.linear.progress(at: f) == f)
            #expect(CubicTimingCurve.linear.derivative(at: f) == 1)
        }
    }

    @Test("8.7 easeInEaseOut is point-symmetric: p(f) + p(1 − f) = 1")
    func easeInOutSymmetry() {
        for f in fractions {
            let sum =
                CubicTimingCurve.easeInEaseOut.progress(at: f)
                + CubicTimingCurve.easeInEaseOut.progress(at: 1 - f)
            #expect(abs(sum - 1) <= 1e-9)
        }
    }

    @Test("8.7 easeIn and easeOut mirror each other: easeOut(f) = 1 − easeIn(1 − f)")
    func easeInOutMirror() {
        for f in fractions {
            let mirrored = 1 - CubicTimingCurve.easeIn.progress(at: 1 - f)
            #expect(abs(CubicTimingCurve.easeOut.progress(at: f) - mirrored) <= 1e-9)
        }
    }

    @Test("8.7 derivative dy/dx matches a Richardson difference of the bisection reference within 1e-6")
    func derivativeMatchesReference() {
        let central = { (curve: CubicTimingCurve, f: Double, h: Double) -> Double in
            (bisectProgress(curve, f + h) - bisectProgress(curve, f - h)) / (2 * h)
        }
        let h = 1e-4
        for curve in allCurves {
            for f in fractions where f >= 0.001 && f <= 0.999 {
                let reference = (4 * central(curve, f, h / 2) - central(curve, f, h)) / 3
                // Differences are unreliable beside a vertical tangent; that case is pinned below.
                guard abs(reference) < 10 else { continue }
                let error = abs(curve.derivative(at: f) - reference)
                #expect(error <= 1e-6 * max(1, abs(reference)), "curve \(curve) fraction \(f)")
            }
        }
    }

    @Test("8.7 derivative at the ends takes the limit where dx/dt = dy/dt = 0")
    func derivativeAtEnds() {
        #expect(abs(CubicTimingCurve.easeOut.derivative(at: 0) - 1 / 0.58) <= 1e-12)
        #expect(abs(CubicTimingCurve.easeIn.derivative(at: 1) - 1 / 0.58) <= 1e-12)
        #expect(CubicTimingCurve.easeIn.derivative(at: 0) == 0)
        #expect(CubicTimingCurve.easeOut.derivative(at: 1) == 0)
        #expect(abs(CubicTimingCurve.caDefault.derivative(at: 0) - 0.4) <= 1e-12)
        #expect(CubicTimingCurve.caDefault.derivative(at: 1) == 0)
        #expect(CubicTimingCurve.easeInEaseOut.derivative(at: 0) == 0)
        #expect(CubicTimingCurve.easeInEaseOut.derivative(at: 1) == 0)
    }

    @Test("8.7 a vertical tangent gives an unbounded slope")
    func verticalTangent() {
        #expect(CubicTimingCurve(0, 1, 1, 0).derivative(at: 0) == .infinity)
        #expect(CubicTimingCurve(1, 0, 0, 1).derivative(at: 0.5) > 1e4)
    }

    @Test("8.7 determinism: same inputs give bit-identical outputs")
    func deterministic() {
        for curve in allCurves {
            let copy = CubicTimingCurve(c1: curve.c1, c2: curve.c2)
            let forward = fractions.map { curve.progress(at: $0).bitPattern }
            let backward = fractions.reversed().map { copy.progress(at: $0).bitPattern }
            #expect(forward == Array(backward.reversed()))
            let slopes = fractions.map { curve.derivative(at: $0).bitPattern }
            #expect(slopes == fractions.map { copy.derivative(at: $0).bitPattern })
        }
    }
}
