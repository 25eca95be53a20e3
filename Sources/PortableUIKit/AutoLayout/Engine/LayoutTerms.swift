#if !canImport(UIKit)
import Foundation

/// An unknown of the layout engine. Identity is the object; `name` is only for diagnostics.
final class LayoutVariable: Hashable, Sendable, CustomStringConvertible {
    let name: String
    init(_ name: String = "") { self.name = name }
    static func == (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    func _rawHashValue(seed: Int) -> Int { layoutIdentityHash(ObjectIdentifier(self), seed: seed) }
    var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }
}

/// The engine's dictionaries are keyed by object identity (variables, constraints), looked up
/// several times per constraint added. `Hashable`'s default `_rawHashValue(seed:)` runs a full
/// SipHash for each, a fifth of a first solve's time in a profile; an address needs only a
/// multiplicative mix (its low bits are alignment zeros, so the high half is folded down). Equal
/// objects still hash equally, and the per-table seed still varies the layout.
@inline(__always) func layoutIdentityHash(_ identity: ObjectIdentifier, seed: Int) -> Int {
    var bits = UInt64(UInt(bitPattern: identity)) ^ UInt64(UInt(bitPattern: seed))
    bits = (bits ^ (bits >> 31)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: bits ^ (bits >> 29))
}

/// `coefficient * variable`.
struct LayoutTerm: Sendable {
    var variable: LayoutVariable
    var coefficient: Double
    init(variable: LayoutVariable, coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: sum of terms plus a constant.
struct LayoutExpression: Sendable {
    var terms: [LayoutTerm]
    var constant: Double
    init(_ terms: [LayoutTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
    init(_ variable: LayoutVariable) {
        self.init([LayoutTerm(variable: variable, coefficient: 1)])
    }

    static func + (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
        LayoutExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    static func * (lhs: LayoutExpression, factor: Double) -> LayoutExpression {
        LayoutExpression(
            lhs.terms.map { LayoutTerm(variable: $0.variable, coefficient: $0.coefficient * factor) },
            constant: lhs.constant * factor)
    }
    static func - (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression { lhs + rhs * -1 }
    static func + (lhs: LayoutExpression, constant: Double) -> LayoutExpression {
        LayoutExpression(lhs.terms, constant: lhs.constant + constant)
    }
}

/// Cassowary strengths, as kiwi defines them: `create(a, b, c, w)` packs three levels into one weight.
/// UIKit priority p maps onto it by `LayoutStrength(priority:)`:
/// - p >= 1000 is `required`;
/// - p in (0, 1000) is the weight 1000^(p / 500): p → 0 is kiwi's `weak` (1), 500 is `medium` (1 000),
///   and p → 1000 approaches `strong` (1 000 000). Each 250 priority points multiply the weight by about 31.6,
///   so priorities act as steeply rising weights, not strict levels (spec 17.3, 17.22, UNC "Recommended").
struct LayoutStrength: Comparable, Sendable {
    var weight: Double

    static func create(_ a: Double, _ b: Double, _ c: Double, _ w: Double = 1) -> LayoutStrength {
        var result = min(max(a * w, 0), 1000) * 1_000_000
        result += min(max(b * w, 0), 1000) * 1000
        result += min(max(c * w, 0), 1000)
        return LayoutStrength(weight: result)
    }
    static let required = create(1000, 1000, 1000)
    static let strong = create(1, 0, 0)
    static let medium = create(0, 1, 0)
    static let weak = create(0, 0, 1)

    init(weight: Double) { self.weight = weight }
    init(priority: Double) {
        if priority >= 1000 {
            self = .required
        } else {
            self.init(weight: pow(1000, max(priority, 0) / 500))
        }
    }

    /// Clipped into [0, required], as kiwi's `strength::clip`.
    var clipped: LayoutStrength { LayoutStrength(weight: min(max(weight, 0), Self.required.weight)) }
    var isRequired: Bool { weight >= Self.required.weight }
    static func < (lhs: LayoutStrength, rhs: LayoutStrength) -> Bool { lhs.weight < rhs.weight }
}

enum LayoutRelation: Sendable { case lessThanOrEqual, equal, greaterThanOrEqual }

/// `expression relation 0` at `strength`. Copies of one constraint value are the same constraint
/// (identity travels with the value), so the engine can remove what it was given.
struct LayoutConstraint: Hashable, Sendable {
    final class Identity: Sendable {}
    let expression: LayoutExpression
    let relation: LayoutRelation
    let strength: LayoutStrength
    let identity = Identity()

    init(_ expression: LayoutExpression, _ relation: LayoutRelation, strength: LayoutStrength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength.clipped
    }
    /// `lhs relation rhs`.
    init(
        _ lhs: LayoutExpression, _ relation: LayoutRelation, _ rhs: LayoutExpression,
        strength: LayoutStrength = .required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }
    static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool { lhs.identity === rhs.identity }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
    func _rawHashValue(seed: Int) -> Int { layoutIdentityHash(ObjectIdentifier(identity), seed: seed) }
}

/// Why the engine refused a request. The engine state is unchanged by a refused request (an
/// `internalSolverError` — a capped or unbounded simplex run — is the exception: never a trap or a
/// hang, but the solution is then unspecified until the offending constraint is removed).
enum LayoutEngineError: Error, Equatable, Sendable {
    case duplicateConstraint
    case unknownConstraint
    case unsatisfiableConstraint
    case duplicateEditVariable
    case unknownEditVariable
    case requiredEditVariable
    /// A constraint with no variables, a NaN strength, or a number not finite or beyond
    /// `LayoutEngine.maximumMagnitude` (the reason says which).
    case invalidConstraint(String)
    /// A suggested value not finite or beyond `LayoutEngine.maximumMagnitude`.
    case invalidValue(String)
    case internalSolverError(String)
}
#endif
