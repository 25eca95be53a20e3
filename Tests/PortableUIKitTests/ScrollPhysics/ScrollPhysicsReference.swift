import Foundation

/// Independent reference helpers for the scroll-physics tests (spec 7.2).
enum Reference {
    /// Simpson-rule integral of v(s) = v0·d^(1000s) over [0, t], independent of the
    /// engine's closed form (spec 7.2).
    static func integratedDistance(v0: Double, rate d: Double, upTo t: Double, steps: Int = 4_000) -> Double {
        let f: (Double) -> Double = { s in v0 * Foundation.pow(d, 1000 * s) }
        let h = t / Double(steps)
        var sum = f(0) + f(t)
        for index in 1..<steps {
            sum += (index % 2 == 1 ? 4 : 2) * f(Double(index) * h)
        }
        return sum * h / 3
    }

    /// Uniform samples of [start, end] with the given step, end included (test helper).
    static func samples(from start: Double, to end: Double, step: Double) -> [Double] {
        var result: [Double] = []
        var t = start
        while t < end {
            result.append(t)
            t += step
        }
        result.append(end)
        return result
    }
}
