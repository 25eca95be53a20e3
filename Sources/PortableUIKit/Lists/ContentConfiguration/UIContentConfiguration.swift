#if !canImport(UIKit)
import Foundation

/// The content of a view for a particular state (UIKit's `UIContentConfiguration`).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// Makes a new content view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// A copy of the configuration for `state` (for example a selected cell's colours).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration (UIKit's `UIContentView`).
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration the view shows; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (optional; true by default).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether the view can show `configuration`; true by default.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// The state a configuration is updated for (UIKit's `UIConfigurationState`). PortableUIKit has no
/// trait collections, so only the states' own properties exist (§L6.5).
@preconcurrency @MainActor
public protocol UIConfigurationState {}
#endif
