import Foundation
@testable import PortableUIKit

/// SplitMix64, so that a seed replays.
struct OracleRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Picks the next random step for a scene: small systems (at most 8 views, 16 active
/// constraints) that churn: views come and go with their constraints, constants and priorities
/// change, required and optional strengths, multipliers on positions and sizes, intrinsic sizes
/// with hugging and compression resistance.
@MainActor
struct OracleGenerator {
    var random: OracleRandom
    private var nextViewID = 1
    private var nextConstraintID = 1

    init(seed: UInt64) { random = OracleRandom(state: seed) }

    /// Names start again for a fresh scene.
    mutating func restartNames() {
        nextViewID = 1
        nextConstraintID = 1
    }

    static let positions: [NSLayoutConstraint.Attribute] = [.left, .right, .top, .bottom, .centerX, .centerY]
    static let directional: [NSLayoutConstraint.Attribute] = [.leading, .trailing, .centerX]
    static let optionalPriorities: [Double] = [1, 50, 250, 251, 500, 749, 750, 999]

    mutating func next(for scene: OracleScene) -> OracleOperation {
        let views = scene.liveViewIDs
        let constraints = scene.constraintIDs
        while true {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<12 where views.count < 8: return addView(parents: [0] + views)
            case 12..<17 where !views.isEmpty: return OracleOperation(.removeView, [Double(pick(views))])
            case 17..<45 where !views.isEmpty && scene.activeCount < 16: return activate(views: views)
            case 45..<55 where !constraints.isEmpty: return OracleOperation(.deactivate, [Double(pick(constraints))])
            case 55..<60 where !constraints.isEmpty: return OracleOperation(.reactivate, [Double(pick(constraints))])
            case 60..<74 where !constraints.isEmpty:
                return OracleOperation(.setConstant, [Double(pick(constraints)), constant()])
            case 74..<82 where !constraints.isEmpty:
                return OracleOperation(.setPriority, [Double(pick(constraints)), priority()])
            case 82..<88 where !views.isEmpty:
                return OracleOperation(.setIntrinsic, [Double(pick(views)), intrinsic(), intrinsic()])
            case 88..<94 where !views.isEmpty:
                return OracleOperation(
                    .setContentPriorities,
                    [
                        Double(pick(views)), Double(Int.random(in: 0...1, using: &random)),
                        pick(Self.optionalPriorities + [1000]), pick(Self.optionalPriorities + [1000]),
                    ])
            case 94..<100 where !views.isEmpty:
                return OracleOperation(.setFrame, [Double(pick(views))] + frame())
            default: continue
            }
        }
    }

    private mutating func addView(parents: [Int]) -> OracleOperation {
        defer { nextViewID += 1 }
        let translates = Int.random(in: 0..<5, using: &random) == 0
        return OracleOperation(
            .addView,
            [Double(nextViewID), Double(pick(parents)), translates ? 1 : 0]
                + frame() + [intrinsic(), intrinsic()])
    }

    private mutating func activate(views: [Int]) -> OracleOperation {
        defer { nextConstraintID += 1 }
        let first = pick(views)
        let others = ([0] + views).filter { $0 != first }
        let relation = pick([0, 0, 0, -1, 1])
        let kind = Int.random(in: 0..<10, using: &random)
        var attributes: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)
        var second = pick(others)
        var multiplier = 1.0
        switch kind {
        case 0..<4:
            let attribute = pick(Self.positions)
            // Mostly the same attribute, sometimes another on the same axis, rarely across axes (17.1).
            let roll = Int.random(in: 0..<10, using: &random)
            let sameAxis = Self.positions.filter { $0.axis == attribute.axis }
            attributes = (attribute, roll < 6 ? attribute : roll < 9 ? pick(sameAxis) : pick(Self.positions))
            if Int.random(in: 0..<6, using: &random) == 0 { multiplier = pick([0.5, 2]) }
        case 4:
            attributes = (pick(Self.directional), pick(Self.directional))
        case 5..<7:
            let attribute = pick([NSLayoutConstraint.Attribute.width, .height])
            attributes = (attribute, pick([NSLayoutConstraint.Attribute.width, .height]))
            multiplier = pick([1, 1, 0.5, 2, 0.25, 0])
        default:
            attributes = (pick([NSLayoutConstraint.Attribute.width, .height]), .notAnAttribute)
            second = -1
        }
        let priority = Int.random(in: 0..<2, using: &random) == 0 ? 1000 : pick(Self.optionalPriorities)
        return OracleOperation(
            .activate,
            [
                Double(nextConstraintID), Double(first), Double(attributes.0.rawValue), Double(relation),
                Double(second), Double(attributes.1.rawValue), multiplier, constant(), priority,
            ])
    }

    private mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }

    private mutating func constant() -> Double {
        let whole = Double(Int.random(in: -40...200, using: &random))
        return pick([whole, whole, whole + 0.5, whole + 0.25, whole / 3])
    }

    private mutating func priority() -> Double {
        Int.random(in: 0..<4, using: &random) == 0 ? 1000 : pick(Self.optionalPriorities)
    }

    private mutating func intrinsic() -> Double {
        Int.random(in: 0..<2, using: &random) == 0 ? -1 : Double(Int.random(in: 0...150, using: &random))
    }

    private mutating func frame() -> [Double] {
        [
            Int.random(in: 0...100, using: &random), Int.random(in: 0...100, using: &random),
            Int.random(in: 0...150, using: &random), Int.random(in: 0...150, using: &random),
        ].map(Double.init)
    }
}
