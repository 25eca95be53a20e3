import Foundation
@testable import PortableUIKit

/// One step of a random Auto Layout session driven through public API (the kiwisolver oracle,
/// issue 42). Views and constraints are named by small integers (0 is the root view), so that a
/// step whose view or constraint is gone (a shrunk sequence) is skipped rather than misapplied.
/// Written one per line as `kind a b c …` (numbers), the form the replay file and the dump share.
struct OracleOperation: Equatable {
    enum Kind: String, CaseIterable {
        /// `id parent translates x y w h intrinsicWidth intrinsicHeight`
        case addView
        /// `id`
        case removeView
        /// `id first firstAttribute relation second secondAttribute multiplier constant priority` (second −1: none)
        case activate
        /// `id`
        case deactivate
        /// `id`
        case reactivate
        /// `id constant`
        case setConstant
        /// `id priority`
        case setPriority
        /// `view width height`
        case setIntrinsic
        /// `view axis hugging compression`
        case setContentPriorities
        /// `view x y w h`
        case setFrame
    }

    var kind: Kind
    var numbers: [Double]

    var line: String {
        ([kind.rawValue] + numbers.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : String($0) })
            .joined(separator: " ")
    }

    init(_ kind: Kind, _ numbers: [Double]) {
        self.kind = kind
        self.numbers = numbers
    }

    init?(line: Substring) {
        let fields = line.split(separator: " ")
        guard let first = fields.first, let kind = Kind(rawValue: String(first)) else { return nil }
        let numbers = fields.dropFirst().compactMap { Double($0) }
        guard numbers.count == fields.count - 1 else { return nil }
        self.init(kind, numbers)
    }

    func int(_ index: Int) -> Int { index < numbers.count ? Int(numbers[index]) : -1 }
    func value(_ index: Int) -> Double { index < numbers.count ? numbers[index] : 0 }
}
