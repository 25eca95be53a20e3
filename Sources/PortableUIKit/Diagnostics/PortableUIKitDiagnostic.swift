#if !canImport(UIKit)
import Foundation

/// One misuse of view-controller containment, appearance or view hierarchy rules,
/// described the way a reviewer would: the rule broken, what happened, and the fix.
///
/// PortableUIKit reports every diagnostic through ``PortableUIKitDiagnostics``. Where UIKit would
/// raise an exception, PortableUIKit reports the diagnostic and leaves the hierarchy unchanged
/// (the operation is refused), so a misuse never corrupts state.
public struct PortableUIKitDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// The rule that was broken. Raw values are stable identifiers, usable in filters.
    public enum Rule: String, Sendable, CaseIterable {
        /// Spec 4.1: a controller's root view was put under a view owned by a controller that is
        /// not its parent.
        case hierarchyInconsistency
        /// Spec 4.2: a view was made the root view of a second controller.
        case viewOwnedTwice
        /// Spec 4.3: a child was added to a parent while its view still sits in another
        /// controller's hierarchy.
        case childViewInAnotherHierarchy
        /// Spec 1.4/1.5: a controller was added as a child of itself, of its descendant, or twice;
        /// or made a window's root while it is a child or another window's root.
        case invalidChild
        /// Spec 2.13: begin/end appearance transitions do not pair up.
        case unbalancedAppearanceTransition
        /// Spec 3.1/3.2: `transition(from:to:…)` between controllers that are not both children of
        /// the receiver, or with views in the wrong place.
        case invalidTransition
        /// Spec 2.8/2.13: an appearance method (`viewWillAppear` …) called directly.
        case appearanceMethodCalledDirectly
        /// Spec 6.1/6.2: `loadView` misuse (left `view` nil, or `view` touched while loading).
        case viewLoading
        /// A view hierarchy operation that would create a cycle or otherwise cannot be performed.
        case invalidViewHierarchy
        /// Spec 8.8/8.9: a property animator used in a state that does not allow the call.
        case invalidAnimatorUse
        /// Spec 8.1–8.6: a spring given parameters that describe no spring (a mass, stiffness or
        /// duration that is not positive and finite, a negative damping, a bounce outside
        /// (−1, 1], a velocity that is not finite); the animation runs with repaired values.
        case invalidSpringParameters
        /// Spec 9.1: a gesture recognizer was moved to a state its state machine does not allow,
        /// or asked for a touch it does not have.
        case invalidGestureRecognizerUse
        /// A host sent touch input that does not form a sequence (a touch moving before it
        /// began, or beginning twice).
        case invalidTouchInput
        /// Spec 7.6: a scroll view was given a content size, inset or offset that is not a finite
        /// number.
        case invalidScrollGeometry
        /// Text measured with a font whose point size is negative or not finite, or a host text
        /// measurer that returned a size that is negative or not finite.
        case invalidTextMetrics
        /// Spec 8.10/8.11: a transition context or interaction controller used out of order
        /// (`completeTransition` twice, progress reported after the transition finished, a
        /// non-positive completion speed, a changing interruptible animator).
        case invalidTransitionContextUse
        /// A container controller asked to show a controller it does not hold, or given a list of
        /// children it cannot hold (duplicates, a controller owned by another parent).
        case invalidContainerUse
        /// Spec 14.5: trait API used where it cannot work (registering for trait changes on an
        /// object that is not a view or view controller, overrides given as a foreign
        /// `UIMutableTraits` type); nothing is registered or overridden.
        case invalidTraitUse
        /// Spec 14.7: a window size that is not a finite, non-negative size, or a resize started
        /// while another resize is being delivered; the window keeps its size.
        case invalidSizeTransition
        /// Spec 14.6: a controller's `supportedInterfaceOrientations` is empty (UIKit raises
        /// "Supported orientations has no common orientation with the application").
        case unsupportedInterfaceOrientations
        /// `childForStatusBarStyle` / `childForStatusBarHidden` lead from the root controller back
        /// to a controller already on the chain.
        case invalidStatusBarChild
        /// State restoration data that cannot be read as a keyed archive; nothing was restored.
        case unreadableRestorationArchive
        /// Spec 4.5, 5.2: a navigation stack change a navigation controller refuses (pushing a
        /// controller already on the stack or owned by another parent, popping the root, a stack
        /// with duplicates or no controllers, or any change while a transition runs).
        case invalidNavigationStackUse
        /// Spec 15.1, 15.4: a tab bar controller given what it cannot show (a selected index
        /// outside its controllers, a controller not among them, a list with duplicates, itself, its
        /// own More navigation controller or a controller owned by another parent); refused.
        case invalidTabBarControllerUse
        /// Spec 15.1: the items or selection of a tab bar a tab bar controller manages changed
        /// directly (UIKit raises "Directly modifying a tab bar managed by a tab bar controller is
        /// not allowed"); refused.
        case managedTabBarModified
        /// Spec 5.6, 16.1–16.3: a page view controller used against its rules (a number of view
        /// controllers the transition style and spine do not take, a controller owned by another
        /// parent, a page turn while one is in flight — UIKit's "Unbalanced calls" — a data source
        /// answering with the current page, an option value that is no number); the call or answer
        /// is refused and the pages stay as they were.
        case invalidPageViewControllerUse
        /// A table or collection view update that does not match its data source (UIKit raises
        /// NSInternalInconsistencyException "Invalid update: …"); the update is refused and the view
        /// reloads from its data source.
        case invalidBatchUpdate
        /// A table or collection view used against its rules: dequeuing an identifier nothing was
        /// registered for, an index path outside the data, a data source that returns no cell.
        case invalidListUse
        /// A diffable data source snapshot given duplicate or unknown identifiers.
        case invalidDiffableSnapshot
        /// `observe(_:options:changeHandler:)` on a key path PortableUIKit does not post changes for.
        case unsupportedKeyValueObservation
        /// A bar or bar item used against its rules (UIKit raises or logs): a non-finite or negative
        /// bar button item width, or setting the items or delegate of a navigation bar a
        /// navigation controller manages. The call is refused, state unchanged.
        case invalidBarUse
        /// Spec 13.4/13.8: a modal presentation or dismissal UIKit refuses or ignores: presenting a
        /// controller on itself, one already presented or shown as a child, from a presenter that is
        /// not in a window, already presents, or is mid-transition; dismissing with nothing presented
        /// or while a presentation or dismissal runs; `.partialCurl` outside full screen.
        case invalidPresentation
        /// Deferred work that never settles (for example a layout pass that keeps invalidating).
        case runLoop
        /// Issue 19's sheets: a `UISheetPresentationController` configured with values UIKit rejects
        /// or ignores: no detents, a selected or undimmed detent identifier no detent has, duplicate
        /// identifiers, a NaN custom detent value, an unusable `preferredCornerRadius`.
        case invalidSheetConfiguration
        /// Issue 20, spec 17.1, 17.3, 17.4: a constraint UIKit refuses with `NSInvalidArgumentException`
        /// (a position pinned to a bare constant or related to a size, leading/trailing mixed with
        /// left/right, a multiplier or constant that is not finite, a priority outside (0, 1000] or
        /// changed between required and optional while installed, items with no common ancestor);
        /// the constraint is not installed.
        case invalidConstraint
        /// Spec 17.17: the required constraints cannot all hold. UIKit's log text; one constraint of
        /// the conflicting set is broken (left out of the solver), every other one still holds.
        case unsatisfiableConstraints
        /// Spec 17.19: a visual format string that does not parse, or names a view or metric not in
        /// the dictionaries; no constraints are made.
        case invalidVisualFormat
        /// Spec 17.12, 17.15: layout API used where it cannot work (a layout guide added to a second
        /// view, `setNeedsUpdateConstraints()` inside `updateConstraints()`, an update pass that does
        /// not settle); the request is ignored.
        case invalidLayoutUse
        /// `UIStackView` given what it cannot arrange (a negative or non-finite spacing, an
        /// arranged subview that is the stack itself); the request is ignored.
        case invalidStackViewUse
        /// `performSegue(withIdentifier:sender:)` on a controller with no storyboard segue of that
        /// identifier (UIKit raises `NSInvalidArgumentException`); PortableUIKit loads no
        /// storyboards, so nothing is performed.
        case unknownSegue
        /// Issue 21, spec 18: Core Animation API given what Core Animation raises on or ignores (an
        /// unknown timing-function name or control-point index, a non-finite timing value, a key
        /// path no layer property answers, keyframe values and times that do not match); the call
        /// is refused or the bad part ignored, as the message says.
        case invalidAnimation
        /// Spec 18.12: `CATransaction.commit()` with no open transaction (Core Animation raises);
        /// the call is ignored.
        case unbalancedTransaction
        /// Spec 18.15: drawing API used where it cannot work (`UIGraphicsPopContext()` with nothing
        /// pushed, a graphics call with no current context, `draw(_:)` called directly); the call
        /// is ignored.
        case invalidDrawingUse
        /// Issue 39: an app's scene configuration PortableUIKit cannot follow (a `delegateClass`
        /// that is not a `UIResponder` subclass conforming to `UISceneDelegate`, a `sceneClass`
        /// other than `UIWindowScene`), or a life-cycle change asked for in a state that has none
        /// (sending a background app to the background); the scene gets no delegate, or nothing
        /// happens.
        case invalidApplicationUse
        /// Spec 21: a control given a value it cannot hold (a slider or stepper value, bound or step
        /// that is NaN or infinite, a stepper's minimum not below its maximum or a step not above 0,
        /// a segment index outside the control's segments); the call is ignored or the value
        /// clamped, as the message says.
        case invalidControlValue
        /// Spec 23.4: a subview added to a `UIVisualEffectView` itself instead of its `contentView`
        /// (UIKit raises `NSInternalInconsistencyException`); the view is not added.
        case invalidVisualEffectUse
        /// Spec 22: text input used where it cannot work (`insertText(_:)` or `deleteBackward()` on
        /// a field or text view that is not editing, a keyboard height that is not a finite number
        /// of at least 0); the call is ignored.
        case invalidTextInput
        /// Spec 24: a split view controller used against its rules (UIKit logs and ignores the
        /// call): column API on the classic style or `viewControllers` set on a column style, a
        /// supplementary column or a two-column display mode without the triple-column style,
        /// `show(.compact)` or `hide(.compact)`, a controller in two columns, itself, or owned by
        /// another parent; the call is ignored.
        case invalidSplitViewControllerUse
    }

    /// The rule that was broken.
    public let rule: Rule
    /// What happened, naming the objects involved.
    public let message: String
    /// How to fix the calling code.
    public let fix: String
    /// The spec item (docs/semantics/) that states the rule, e.g. "4.1".
    public let specItem: String

    /// Creates a diagnostic.
    public init(rule: Rule, message: String, fix: String, specItem: String) {
        self.rule = rule
        self.message = message
        self.fix = fix
        self.specItem = specItem
    }

    /// `[rule] message — Fix: fix (spec n.n)`.
    /// The module whose rule was broken, which starts the printed line: `Containment` for the
    /// containers' rules (they report through this channel on Linux), `PortableUIKit` otherwise.
    var reportingModule: String {
        switch rule {
        case .invalidContainerUse, .invalidTransitionContextUse, .unreadableRestorationArchive: "Containment"
        default: "PortableUIKit"
        }
    }

    public var description: String {
        "[\(rule.rawValue)] \(message) — Fix: \(fix) (spec \(specItem))"
    }
}
#endif
