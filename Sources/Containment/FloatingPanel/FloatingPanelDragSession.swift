#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// One drag of a floating panel, from the first movement to the release: which recognizer
/// drives it, where it started and how much of the finger's movement has been spent.
@MainActor
final class FloatingPanelDragSession {
    /// The recognizer whose movement drives the drag: the panel's own pan, or the tracked scroll
    /// view's.
    let recognizer: UIPanGestureRecognizer
    /// Whether the drag began in the tracked content (the hand-off applies) or on the surface.
    let inContent: Bool
    /// The state the panel rested at or was heading for when the drag began.
    let startState: FloatingPanelState
    /// The finger's expanding translation last spent.
    var lastTranslation: CGFloat = 0
    /// The panel's extent without the rubber band (the finger's place), for surface drags.
    var rawExtent: CGFloat
    /// The content's scroll (from its top) the drag last left it at.
    var scroll: CGFloat
    /// Whether the panel moved during the drag (a drag that only scrolled the content releases
    /// nothing).
    var movedPanel = false

    init(
        recognizer: UIPanGestureRecognizer, inContent: Bool, startState: FloatingPanelState, extent: CGFloat,
        scroll: CGFloat
    ) {
        self.recognizer = recognizer
        self.inContent = inContent
        self.startState = startState
        self.rawExtent = extent
        self.scroll = scroll
    }
}
