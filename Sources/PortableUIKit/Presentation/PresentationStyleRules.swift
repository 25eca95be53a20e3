#if !canImport(UIKit)
import Foundation

/// What each presentation style means for the engine (spec 13.1, 13.2, 13.7), as pure functions
/// of the style.
enum PresentationStyleRules {
    /// The style the engine presents with for a controller's `modalPresentationStyle` (already
    /// resolved from `.automatic` by the property): `.popover` is not built and adapts to
    /// `.fullScreen`, as it does in a horizontally compact environment (13.1); `.none` and
    /// `.automatic` describe no presentation (nil).
    static func effectiveStyle(_ style: UIModalPresentationStyle) -> UIModalPresentationStyle? {
        switch style {
        case .popover: .fullScreen
        case .none, .automatic: nil
        default: style
        }
    }

    /// Whether the style presents over a presentation context found by walking up from the
    /// receiver (`definesPresentationContext`, 13.7).
    static func isCurrentContext(_ style: UIModalPresentationStyle) -> Bool {
        style == .currentContext || style == .overCurrentContext
    }

    /// Whether the covered controller's view leaves the window once the presentation completes
    /// (13.2): full screen and current context do; the over-styles do not; sheets do not, except
    /// in a compact height, where they cover the screen as `.fullScreen` does; `.custom` does when
    /// its presentation controller's `shouldRemovePresentersView` says so.
    static func removesCoveredView(
        _ style: UIModalPresentationStyle, shouldRemovePresentersView: Bool, compactHeight: Bool = false
    ) -> Bool {
        switch style {
        case .fullScreen, .currentContext: true
        case .pageSheet, .formSheet: compactHeight
        case .custom: shouldRemovePresentersView
        default: false
        }
    }

    /// The style a `.popover` presentation adapts to (PortableUIKit builds no popover; UIKit
    /// adapts one in a compact width): the presentation controller's adaptive style for the
    /// environment when it names a presentation, else `.fullScreen`.
    static func adaptedPopoverStyle(_ adaptive: UIModalPresentationStyle) -> UIModalPresentationStyle {
        switch adaptive {
        case .none, .automatic, .popover: .fullScreen
        default: adaptive
        }
    }

    /// Whether `transition` may animate a presentation of `style`: `.partialCurl` needs a
    /// full-screen presentation (UIKit raises otherwise).
    static func allows(_ transition: UIModalTransitionStyle, with style: UIModalPresentationStyle) -> Bool {
        transition != .partialCurl || style == .fullScreen
    }

    /// Whether a presented controller of `style` decides the status bar: full-screen styles do;
    /// the others only with `modalPresentationCapturesStatusBarAppearance`.
    static func capturesStatusBar(_ style: UIModalPresentationStyle, capturesByRequest: Bool) -> Bool {
        style == .fullScreen || style == .overFullScreen || capturesByRequest
    }
}
#endif
