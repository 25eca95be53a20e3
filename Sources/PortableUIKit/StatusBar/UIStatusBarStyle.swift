#if !canImport(UIKit)
import Foundation

/// The style of the status bar's content (UIKit's `UIStatusBarStyle`, UIKit's raw values; 2 was
/// the retired `blackOpaque`).
///
/// A window's controllers choose it (`preferredStatusBarStyle`, `childForStatusBarStyle`);
/// PortableUIKit has no status bar to draw, so the host reads the window's resolved
/// `statusBarStyle` and draws (or ignores) it.
public enum UIStatusBarStyle: Int, Sendable {
    /// Chosen by the system to contrast with the content below it.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
#endif
