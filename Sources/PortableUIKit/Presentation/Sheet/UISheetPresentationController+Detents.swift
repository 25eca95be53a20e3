#if !canImport(UIKit)
import Foundation

/// A detent the sheet can rest on now: its identifier and its value in the current container.
struct SheetResolvedDetent: Equatable {
    let identifier: UISheetPresentationController.Detent.Identifier
    let value: CGFloat
}

extension UISheetPresentationController {
    /// The sheet's geometry in its container now (no container: an empty one).
    var layout: SheetLayout {
        SheetLayout(containerBounds: containerView?.bounds ?? .zero,
                    safeAreaInsets: containerView?.safeAreaInsets ?? UIEdgeInsets())
    }

    /// Whether the container is vertically compact, where `.medium()` is inactive: wider than tall
    /// and under 500 pt tall (a phone in landscape). A stand-in for the vertical size class.
    var isVerticallyCompact: Bool {
        let bounds = layout.containerBounds
        return bounds.width > bounds.height && bounds.height < 500
    }

    /// The active detents, resolved and clamped (see ``SheetLayout/clampedDetentValue(_:)``),
    /// smallest first; the first detent of each identifier. When none is active, `.large()`.
    /// A custom detent whose resolver returns NaN is reported once and treated as inactive.
    func resolvedDetents() -> [SheetResolvedDetent] {
        let layout = self.layout
        let context = SheetDetentResolutionContext(layout: layout, isVerticallyCompact: isVerticallyCompact)
        var seen = Set<Detent.Identifier>()
        var resolved: [SheetResolvedDetent] = []
        for detent in detents where seen.insert(detent.identifier).inserted {
            let raw = detent.resolvedValue(in: context)
            if let raw, raw.isNaN {
                if reportedNaNDetents.insert(detent.identifier).inserted {
                    report("the custom detent \(detent.identifier.rawValue) resolved to NaN; it is treated as inactive",
                           fix: "return a height within the sheet's safe area, or nil for an inactive detent")
                }
                continue
            }
            if let value = layout.clampedDetentValue(raw) {
                resolved.append(SheetResolvedDetent(identifier: detent.identifier, value: value))
            }
        }
        if resolved.isEmpty { resolved = [SheetResolvedDetent(identifier: .large, value: layout.maximumDetentValue)] }
        return resolved.enumerated().sorted { ($0.element.value, $0.offset) < ($1.element.value, $1.offset) }.map(\.element)
    }

    /// The detent the sheet rests on: the selected one when active, else the smallest.
    var restingDetent: SheetResolvedDetent {
        let resolved = resolvedDetents()
        if let selected = selectedDetentIdentifier, let match = resolved.first(where: { $0.identifier == selected }) {
            return match
        }
        return resolved.first ?? SheetResolvedDetent(identifier: .large, value: layout.maximumDetentValue)
    }

    /// The value the card shows: where a drag holds it, else its resting detent's.
    var shownValue: CGFloat { drag?.shownValue ?? restingDetent.value }

    // MARK: Property changes

    func detentsDidChange() {
        if detents.isEmpty {
            report("detents set to an empty array; the sheet uses the default [.large()]",
                   fix: "give the sheet at least one detent")
            detents = [.large()]
        }
        var seen = Set<Detent.Identifier>()
        for detent in detents where !seen.insert(detent.identifier).inserted {
            report("two detents share the identifier \(detent.identifier.rawValue); the first one is used",
                   fix: "give each detent a unique identifier")
        }
        reportedNaNDetents = []
        reportUnknown(selectedDetentIdentifier, as: "selectedDetentIdentifier")
        reportUnknown(largestUndimmedDetentIdentifier, as: "largestUndimmedDetentIdentifier")
        if !isAnimatingChanges { applyRestingLayout(animated: false) }
    }

    func selectedDetentDidChange() {
        reportUnknown(selectedDetentIdentifier, as: "selectedDetentIdentifier")
        if !isAnimatingChanges { applyRestingLayout(animated: false) }
    }

    func largestUndimmedDetentDidChange() {
        reportUnknown(largestUndimmedDetentIdentifier, as: "largestUndimmedDetentIdentifier")
        if !isAnimatingChanges { applyRestingLayout(animated: false) }
    }

    func preferredCornerRadiusDidChange(_ oldValue: CGFloat?) {
        if let radius = preferredCornerRadius, !(radius.isFinite && radius >= 0) {
            report("preferredCornerRadius set to \(radius); the previous value is kept",
                   fix: "use a finite radius ≥ 0, or nil for the system radius")
            preferredCornerRadius = oldValue
            return
        }
        updateChrome()
    }

    private func reportUnknown(_ identifier: Detent.Identifier?, as property: String) {
        guard let identifier, !detents.contains(where: { $0.identifier == identifier }) else { return }
        report("\(property) is \(identifier.rawValue), which no detent of the sheet has; it is ignored",
               fix: "use the identifier of one of the sheet's detents, or nil")
    }

    func report(_ message: String, fix: String) {
        ContainmentDiagnostics.report(.invalidSheetConfiguration, "\(self): \(message)", fix: fix, spec: "13.1")
    }
}
#endif
