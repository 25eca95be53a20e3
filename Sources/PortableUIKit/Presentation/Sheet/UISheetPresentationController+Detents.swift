#if !canImport(UIKit)
import Foundation

/// A detent the sheet can rest on now: its identifier and its value in the current container.
struct SheetResolvedDetent: Equatable {
    let identifier: UISheetPresentationController.Detent.Identifier
    let value: CGFloat
}

extension UISheetPresentationController {
    /// The container's traits (UIKit's `containerTraitCollection`); compact/regular for a sheet
    /// not in a container yet.
    var containerTraitCollection: UITraitCollection {
        containerView?.traitCollection
            ?? UITraitCollection(traitsFrom: [.init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular)])
    }

    /// The sheet's geometry in its container now (no container: an empty one). A `.formSheet` in a
    /// regular-width, regular-height container is the centred card; every other sheet is the
    /// bottom-edge (compact-width) sheet, also in compact height (docs/guides/uikit-containers.md: compact-height sheets are
    /// not laid out full screen here).
    var layout: SheetLayout {
        let traits = containerTraitCollection
        let centred =
            presentationStyle == .formSheet && traits.horizontalSizeClass == .regular
            && traits.verticalSizeClass == .regular
        return SheetLayout(
            containerBounds: containerView?.bounds ?? .zero,
            safeAreaInsets: containerView?.safeAreaInsets ?? UIEdgeInsets(),
            attachment: centred ? .centred : .bottomEdge)
    }

    /// The active detents, resolved and clamped (see ``SheetLayout/clampedDetentValue(_:)``),
    /// smallest first; the first detent of each identifier. When none is active, `.large()`; a
    /// centred form sheet rests only at its full size (regular-width sheets do not resize).
    /// A custom detent whose resolver returns NaN is reported once and treated as inactive.
    func resolvedDetents() -> [SheetResolvedDetent] {
        let layout = self.layout
        let full = SheetResolvedDetent(identifier: .large, value: layout.maximumDetentValue)
        guard layout.attachment == .bottomEdge else { return [full] }  // a centred card does not resize
        let context = SheetDetentResolutionContext(layout: layout, containerTraitCollection: containerTraitCollection)
        var seen = Set<Detent.Identifier>()
        var resolved: [SheetResolvedDetent] = []
        for detent in detents where seen.insert(detent.identifier).inserted {
            let raw = detent.resolvedValue(in: context)
            if let raw, raw.isNaN {
                if reportedNaNDetents.insert(detent.identifier).inserted {
                    report(
                        "the custom detent \(detent.identifier.rawValue) resolved to NaN; it is treated as inactive",
                        fix: "return a height within the sheet's safe area, or nil for an inactive detent")
                }
                continue
            }
            if let value = layout.clampedDetentValue(raw) {
                resolved.append(SheetResolvedDetent(identifier: detent.identifier, value: value))
            }
        }
        if resolved.isEmpty { resolved = [full] }
        return resolved.enumerated().sorted { ($0.element.value, $0.offset) < ($1.element.value, $1.offset) }.map(
            \.element)
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
            report(
                "detents set to an empty array; the sheet uses the default [.large()]",
                fix: "give the sheet at least one detent")
            detents = [.large()]
        }
        var seen = Set<Detent.Identifier>()
        for detent in detents where !seen.insert(detent.identifier).inserted {
            report(
                "two detents share the identifier \(detent.identifier.rawValue); the first one is used",
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
            report(
                "preferredCornerRadius set to \(radius); the previous value is kept",
                fix: "use a finite radius ≥ 0, or nil for the system radius")
            preferredCornerRadius = oldValue
            return
        }
        updateChrome()
    }

    private func reportUnknown(_ identifier: Detent.Identifier?, as property: String) {
        guard let identifier, !detents.contains(where: { $0.identifier == identifier }) else { return }
        report(
            "\(property) is \(identifier.rawValue), which no detent of the sheet has; it is ignored",
            fix: "use the identifier of one of the sheet's detents, or nil")
    }

    func report(_ message: String, fix: String) {
        PortableUIKitDiagnostics.report(.invalidSheetConfiguration, "\(self): \(message)", fix: fix, spec: "13.1")
    }
}
#endif
