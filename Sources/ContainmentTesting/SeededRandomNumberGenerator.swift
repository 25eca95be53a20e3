import Foundation

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny, fast generator whose output depends only on
/// its seed, on every platform and toolchain. Random-sequence tests draw every choice
/// through ``below(_:)`` / ``chance(_:in:)`` (never through the standard library's
/// `random(in:using:)`, whose algorithm may change between toolchains), so a seed always replays
/// the same sequence.
public struct SeededRandomNumberGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose whole sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0). The modulo bias is below 2⁻⁵⁰ for the small bounds
    /// used here and is irrelevant for test generation.
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int(next() % UInt64(bound))
    }

    /// `true` with probability `numerator / denominator`.
    public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        below(denominator) < numerator
    }

    /// A uniformly chosen element of a non-empty array.
    public mutating func pick<T>(_ elements: [T]) -> T {
        elements[below(elements.count)]
    }
}
