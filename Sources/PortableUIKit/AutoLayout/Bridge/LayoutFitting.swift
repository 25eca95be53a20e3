#if !canImport(UIKit)
import Foundation

/// `systemLayoutSizeFitting` (spec 17.20): temporary `width/height == target` constraints at the
/// fitting priorities, the receiver's own mask constraints left out, and so are the constraints
/// that relate the receiver's subtree to views outside it (installed on its ancestors: the
/// receiver's subtree only), solve, read, put back, remove. The receiver is not resized.
extension UIView {
    /// The smallest size possible (UIKit's `layoutFittingCompressedSize`, (0, 0)).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size possible (UIKit's `layoutFittingExpandedSize`, (10 000 000, 10 000 000)).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        guard target.width.isFinite, target.height.isFinite, horizontal.isValid || horizontal.rawValue > 1000,
            vertical.isValid || vertical.rawValue > 1000
        else {
            PortableUIKitDiagnostics.report(
                .invalidLayoutUse,
                "systemLayoutSizeFitting was given the target \(target) with priorities \(horizontal.rawValue), \(vertical.rawValue)",
                fix: "give a finite target size and priorities in (0, 1000]", spec: "17.20")
            return bounds.size
        }
        let host = AutoLayoutEngineHost.shared
        let variables = host.retain(self)
        let state = autoLayout
        state.isFitting = true
        host.refreshMaskConstraints(of: self)
        host.flushMaskConstraints()
        let outside = AutoLayoutBridge.recordsRelatingSubtreeToOutside(self).filter(\.isInEngine)
        for record in outside {
            if let constraint = record.engineConstraint { host.remove(constraint) }
            record.isInEngine = false
        }
        let pins = [
            LayoutConstraint(
                LayoutExpression(variables.width), .equal, LayoutExpression(constant: Double(target.width)),
                strength: LayoutStrength(priority: Double(horizontal.rawValue))),
            LayoutConstraint(
                LayoutExpression(variables.height), .equal, LayoutExpression(constant: Double(target.height)),
                strength: LayoutStrength(priority: Double(vertical.rawValue))),
        ]
        let added = pins.filter { host.add($0) }
        let size = CGSize(width: host.value(variables.width), height: host.value(variables.height))
        for pin in added { host.remove(pin) }
        for record in outside { AutoLayoutBridge.enter(record) }
        state.isFitting = false
        host.refreshMaskConstraints(of: self)
        host.flushMaskConstraints()
        host.release(variables)
        return size
    }
}
#endif
