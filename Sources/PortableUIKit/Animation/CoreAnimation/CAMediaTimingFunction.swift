#if !canImport(UIKit)
import Foundation

/// A function that defines the pacing of an animation as a timing curve (QuartzCore's
/// `CAMediaTimingFunction`, spec 18.9): a cubic Bézier from (0, 0) to (1, 1) that maps the
/// fraction of the duration to the fraction of the change, solved exactly as the view
/// animations' curves (`CubicTimingCurve`: x(s) = t solved for s, then y(s)).
@preconcurrency @MainActor
open class CAMediaTimingFunction: NSObject {
    /// The curve (control-point x coordinates clamped to [0, 1], as Core Animation does).
    let curve: CubicTimingCurve
    /// The control points as given, in `Float` (what `getControlPoint(at:values:)` reports).
    private let points: [(Float, Float)]

    /// Creates a timing function from one of the predefined names (table in spec 18.9).
    public convenience init(name: CAMediaTimingFunctionName) {
        let (c1x, c1y, c2x, c2y): (Float, Float, Float, Float) =
            switch name {
            case .linear: (0, 0, 1, 1)
            case .easeIn: (0.42, 0, 1, 1)
            case .easeOut: (0, 0, 0.58, 1)
            case .easeInEaseOut: (0.42, 0, 0.58, 1)
            // `default` and any other name (Core Animation raises for unknown names; refused into
            // the default curve here, the rule named in the diagnostic).
            default: (0.25, 0.1, 0.25, 1)
            }
        if ![.linear, .easeIn, .easeOut, .easeInEaseOut, .default].contains(name) {
            PortableUIKitDiagnostics.report(
                .invalidAnimation, "CAMediaTimingFunction(name:) got the unknown name \"\(name.rawValue)\"",
                fix: "use one of CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut or .default",
                spec: "18.9")
        }
        self.init(controlPoints: c1x, c1y, c2x, c2y)
    }

    /// Creates a timing function from the two inner control points of a cubic Bézier whose end
    /// points are (0, 0) and (1, 1). A non-finite coordinate is replaced by the linear curve's.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let given = [(c1x, c1y), (c2x, c2y)]
        let finite = given.allSatisfy { $0.0.isFinite && $0.1.isFinite }
        if !finite {
            PortableUIKitDiagnostics.report(
                .invalidAnimation, "CAMediaTimingFunction(controlPoints:) got a non-finite coordinate \(given)",
                fix: "pass finite control points (x in [0, 1])", spec: "18.9")
        }
        let inner = finite ? given : [(0, 0), (1, 1)]
        points = [(0, 0)] + inner + [(1, 1)]
        curve = CubicTimingCurve(Double(inner[0].0), Double(inner[0].1), Double(inner[1].0), Double(inner[1].1))
        super.init()
    }

    /// Returns the control point at `idx` (0…3: (0, 0), the two inner points, (1, 1)) in
    /// `ptr[0]` (x) and `ptr[1]` (y). An index outside 0…3 writes nothing (Core Animation raises;
    /// reported here).
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        guard points.indices.contains(idx) else {
            PortableUIKitDiagnostics.report(
                .invalidAnimation, "getControlPoint(at: \(idx)) is outside 0...3",
                fix: "ask for index 0, 1, 2 or 3", spec: "18.9")
            return
        }
        ptr[0] = points[idx].0
        ptr[1] = points[idx].1
    }

    /// The fraction of the change at fraction `t` of the duration.
    func progress(at t: Double) -> Double { curve.progress(at: t) }

    open override var description: String {
        "<CAMediaTimingFunction: (\(points[1].0), \(points[1].1)) (\(points[2].0), \(points[2].1))>"
    }
}

/// The names of the predefined timing functions (QuartzCore's `CAMediaTimingFunctionName`).
public struct CAMediaTimingFunctionName: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Linear pacing: the animation proceeds evenly over its duration.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Ease-in pacing: slow at the start, then faster.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ease-out pacing: fast at the start, slowing towards the end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Ease-in ease-out pacing: slow at both ends, faster in the middle.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default timing function, used by implicit animations (18.10, UNC).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
#endif
