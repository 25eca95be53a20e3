#if !canImport(UIKit)
import Foundation

/// The pure geometry of a sheet: where the card sits in its container for a detent value
/// (spec 13.1's conformance choice: sheets are laid out as the compact-width sheet).
///
/// A *detent value* is UIKit's unit (`UISheetPresentationController.Detent.resolvedValue(in:)`):
/// the sheet's height inside its safe area, so the card's frame is that value plus the
/// container's bottom safe-area inset. Values grow upwards.
///
/// Two attachments:
/// - ``Attachment/bottomEdge``: the iOS 15+ compact-width sheet every phone-sized host shows, for
///   `.pageSheet`, `.formSheet` and `.automatic`. Full container width; at the largest value
///   (``maximumDetentValue``, `.large()`) its top is 10 pt below the safe-area top (iOS 15+ look;
///   the gap shows the stacked presenter, see ``cardStack(forValue:detentValues:)``). Between
///   detents the card resizes from its top edge; below its smallest detent it keeps that
///   detent's height and slides down (the interactive dismissal).
/// - ``Attachment/centred``: a `.formSheet` in a horizontally regular container, a centred card of
///   UIKit's default form-sheet size 540 × 620 pt (shrunk to the safe area when the container is
///   smaller). Hosts are phone-sized, so this attachment is only chosen by callers that say the
///   width is regular; its only detent value is the card's height.
///
/// Sanitising: a non-finite container rectangle becomes `.zero`; non-finite or negative insets
/// become 0. No function here traps on NaN or infinity.
struct SheetLayout: Equatable, Sendable {
    /// How the card is attached to its container.
    enum Attachment: Equatable, Sendable {
        /// Full width, bottom edge attached (compact width; every phone-sized host).
        case bottomEdge
        /// A centred card of ``SheetLayout/formSheetSize`` (form sheet, regular width).
        case centred
    }

    /// The gap between the safe-area top and the card's top at `.large()` (iOS 15+), 10 pt.
    static let largeTopGap: CGFloat = 10

    /// UIKit's default form-sheet content size in regular width, 540 × 620 pt.
    static let formSheetSize = CGSize(width: 540, height: 620)

    /// The container view's bounds.
    let containerBounds: CGRect

    /// The container's safe-area insets (sanitised: finite, ≥ 0).
    let safeAreaInsets: UIEdgeInsets

    /// How the card is attached.
    let attachment: Attachment

    /// Creates the layout of a sheet in a container.
    init(containerBounds: CGRect, safeAreaInsets: UIEdgeInsets, attachment: Attachment = .bottomEdge) {
        let finiteBounds = [
            containerBounds.origin.x, containerBounds.origin.y,
            containerBounds.size.width, containerBounds.size.height,
        ].allSatisfy(\.isFinite)
        self.containerBounds = finiteBounds ? containerBounds.standardized : .zero
        self.safeAreaInsets = UIEdgeInsets(
            top: Self.inset(safeAreaInsets.top), left: Self.inset(safeAreaInsets.left),
            bottom: Self.inset(safeAreaInsets.bottom), right: Self.inset(safeAreaInsets.right))
        self.attachment = attachment
    }

    private static func inset(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }

    /// The largest detent value, `.large()`'s value and the resolution context's
    /// `maximumDetentValue`: the container height minus the safe-area top, the 10 pt gap and the
    /// bottom inset (bottom edge); the card height (centred). Never negative.
    var maximumDetentValue: CGFloat {
        switch attachment {
        case .bottomEdge:
            let height = containerBounds.height - safeAreaInsets.top - Self.largeTopGap - safeAreaInsets.bottom
            return max(0, height)
        case .centred:
            return centredCardSize.height
        }
    }

    /// `.medium()`'s value: UIKit documents "approximately half the height of the screen"; here the
    /// card is exactly half the container tall (value = height/2 − bottom inset), capped at
    /// ``maximumDetentValue``. A documented choice, not a measured one.
    var mediumDetentValue: CGFloat {
        min(maximumDetentValue, max(0, containerBounds.height / 2 - safeAreaInsets.bottom))
    }

    /// A resolver's result made usable: `nil` (inactive) and NaN give `nil`; the rest is clamped to
    /// 0 … ``maximumDetentValue`` (so +∞ is `.large()` and −∞ is 0).
    func clampedDetentValue(_ value: CGFloat?) -> CGFloat? {
        guard let value, !value.isNaN else { return nil }
        return min(max(value, 0), maximumDetentValue)
    }

    /// The card's size for the centred attachment: ``formSheetSize`` shrunk to the safe area.
    var centredCardSize: CGSize {
        let available = containerBounds.inset(by: safeAreaInsets)
        return CGSize(
            width: max(0, min(Self.formSheetSize.width, available.width)),
            height: max(0, min(Self.formSheetSize.height, available.height)))
    }
}
#endif
