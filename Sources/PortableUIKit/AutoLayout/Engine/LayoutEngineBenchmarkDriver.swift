#if !canImport(UIKit)
import Foundation

/// The layout engine for Benchmarks/AutoLayoutBenchmark only, which times it beside kiwisolver.
///
/// `@_spi(LayoutEngineBenchmark)`: absent from PortableUIKit's normal public API (UIKit has no such
/// type); a client sees it only with `@_spi(LayoutEngineBenchmark) import PortableUIKit`. The engine
/// and its vocabulary stay internal; this driver names variables and constraints by integer handles.
/// Constraints are prepared first (outside any timing) and added by handle, so a benchmark times the
/// solver and not the construction of its inputs. A bad handle is refused with an error, never a trap.
@_spi(LayoutEngineBenchmark) public struct LayoutEngineBenchmarkDriver {
    public enum Relation: Sendable { case lessThanOrEqual, equal, greaterThanOrEqual }
    public struct InvalidHandle: Error {}

    private var variables: [LayoutVariable] = []
    private var constraints: [LayoutConstraint] = []
    private var engine = LayoutEngine()

    public init() {}

    /// The engine's weight for UIKit priority `priority` (spec 17.22: 1000^(p/500) below 1000).
    public static func weight(forPriority priority: Double) -> Double { LayoutStrength(priority: priority).weight }
    /// kiwi's `strong` (1,000,000).
    public static let strongWeight = LayoutStrength.strong.weight

    /// A new variable's handle.
    public mutating func makeVariable(_ name: String) -> Int {
        variables.append(LayoutVariable(name))
        return variables.count - 1
    }

    /// Prepares `Σ coefficient · variable + constant  relation  0`, required when `weight` is nil;
    /// returns its handle (the engine is not touched).
    public mutating func prepareConstraint(
        _ terms: [(variable: Int, coefficient: Double)], constant: Double,
        _ relation: Relation, weight: Double? = nil
    ) throws -> Int {
        var engineTerms: [LayoutTerm] = []
        for term in terms {
            guard variables.indices.contains(term.variable) else { throw InvalidHandle() }
            engineTerms.append(LayoutTerm(variable: variables[term.variable], coefficient: term.coefficient))
        }
        let engineRelation: LayoutRelation =
            switch relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        constraints.append(
            LayoutConstraint(
                LayoutExpression(engineTerms, constant: constant), engineRelation,
                strength: weight.map { LayoutStrength(weight: $0) } ?? .required))
        return constraints.count - 1
    }

    /// Starts over with an empty engine (the prepared variables and constraints stay).
    public mutating func resetEngine() { engine = LayoutEngine() }

    public mutating func addConstraint(_ handle: Int) throws {
        guard constraints.indices.contains(handle) else { throw InvalidHandle() }
        try engine.addConstraint(constraints[handle])
    }

    public mutating func removeConstraint(_ handle: Int) throws {
        guard constraints.indices.contains(handle) else { throw InvalidHandle() }
        try engine.removeConstraint(constraints[handle])
    }

    public mutating func addEditVariable(_ variable: Int, weight: Double) throws {
        try engine.addEditVariable(try self.variable(variable), strength: LayoutStrength(weight: weight))
    }

    public mutating func suggestValue(_ variable: Int, _ value: Double) throws {
        try engine.suggestValue(try self.variable(variable), value)
    }

    public mutating func updateVariables() { engine.updateVariables() }

    /// The value published by the last `updateVariables()` (0 for an unknown handle).
    public func value(of variable: Int) -> Double {
        variables.indices.contains(variable) ? engine.value(of: variables[variable]) : 0
    }

    private func variable(_ handle: Int) throws -> LayoutVariable {
        guard variables.indices.contains(handle) else { throw InvalidHandle() }
        return variables[handle]
    }
}
#endif
