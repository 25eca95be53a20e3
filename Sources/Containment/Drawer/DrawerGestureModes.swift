#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The gestures that may open a drawer (DrawerController's `OpenDrawerGestureMode`).
public struct OpenDrawerGestureMode: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A pan that starts on the center's navigation bar.
    public static let panningNavigationBar = OpenDrawerGestureMode(rawValue: 1 << 1)
    /// A pan anywhere on the center view.
    public static let panningCenterView = OpenDrawerGestureMode(rawValue: 1 << 2)
    /// A pan that starts within ``DrawerController/bezelRange`` of the screen edge of a drawer.
    public static let bezelPanningCenterView = OpenDrawerGestureMode(rawValue: 1 << 3)
    /// A pan the ``DrawerController/gestureShouldRecognizeTouchBlock`` accepts.
    public static let custom = OpenDrawerGestureMode(rawValue: 1 << 4)
    /// Every mode.
    public static let all: OpenDrawerGestureMode = [
        .panningNavigationBar, .panningCenterView, .bezelPanningCenterView, .custom,
    ]
}

/// The gestures that may close an open drawer (DrawerController's `CloseDrawerGestureMode`).
public struct CloseDrawerGestureMode: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A pan that starts on the center's navigation bar.
    public static let panningNavigationBar = CloseDrawerGestureMode(rawValue: 1 << 1)
    /// A pan that starts on the (uncovered part of the) center view.
    public static let panningCenterView = CloseDrawerGestureMode(rawValue: 1 << 2)
    /// A pan that starts within ``DrawerController/bezelRange`` of the screen edge of the center.
    public static let bezelPanningCenterView = CloseDrawerGestureMode(rawValue: 1 << 3)
    /// A tap on the center's navigation bar.
    public static let tapNavigationBar = CloseDrawerGestureMode(rawValue: 1 << 4)
    /// A tap on the center view.
    public static let tapCenterView = CloseDrawerGestureMode(rawValue: 1 << 5)
    /// A pan that starts on the open drawer's view.
    public static let panningDrawerView = CloseDrawerGestureMode(rawValue: 1 << 6)
    /// A pan or tap the ``DrawerController/gestureShouldRecognizeTouchBlock`` accepts.
    public static let custom = CloseDrawerGestureMode(rawValue: 1 << 7)
    /// Every mode.
    public static let all: CloseDrawerGestureMode = [
        .panningNavigationBar, .panningCenterView, .bezelPanningCenterView, .tapNavigationBar,
        .tapCenterView, .panningDrawerView, .custom,
    ]
}

/// What the center's own views receive while a drawer is open (DrawerController's
/// `CenterHiddenInteractionMode`).
public enum CenterHiddenInteractionMode: Int, Sendable {
    /// Nothing: touches on the center go to the drawer controller (to close it).
    case none
    /// Everything: the center stays fully interactive.
    case full
    /// Only the center's navigation bar.
    case navigationBarOnly
}

/// Whether a center covered by an open drawer is told it disappeared.
///
/// DrawerController and MMDrawerController never tell the center (it stays "appeared" while a
/// drawer covers most of it); KYDrawerController does. Pick the one your center's code expects.
public enum DrawerCenterAppearancePolicy: Sendable {
    /// The center stays appeared while a drawer is open (DrawerController, MMDrawerController).
    case staysAppeared
    /// The center gets `viewWillDisappear` when a drawer starts to open and `viewDidDisappear`
    /// when it is open, and appears again as the drawer closes (KYDrawerController).
    case disappearsWhenCovered
}
