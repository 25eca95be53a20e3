#if !canImport(UIKit)
import Foundation

/// A pan that starts at an edge of the screen (UIKit's `UIScreenEdgePanGestureRecognizer`,
/// spec 9.6).
///
/// The first finger must touch down within ``edgeRegionWidth`` (20 pt, PortableUIKit's choice:
/// Apple does not document the width [UNC]) of one of ``edges`` of the window, and must then move
/// away from that edge more than along it; later fingers are ignored.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How close to the edge the touch must begin, in points [UNC].
    public static let edgeRegionWidth: CGFloat = 20

    /// The edges that start the gesture; set before attaching.
    open var edges: UIRectEdge = []
    private var startEdge: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == touches.count else {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        for touch in touches.dropFirst() { ignore(touch, for: event) }
        super.touchesBegan(Set(trackedTouches), with: event)
        guard let touch = trackedTouches.first, let window = touch.window else {
            state = .failed
            return
        }
        startEdge = edge(at: touch.windowLocation, in: window.bounds)
        if startEdge.isEmpty { state = .failed }
    }

    override func shouldBeginAfterMoving(_ movement: CGVector) -> Bool {
        let inward = [
            (UIRectEdge.left, movement.dx, abs(movement.dy)), (.right, -movement.dx, abs(movement.dy)),
            (.top, movement.dy, abs(movement.dx)), (.bottom, -movement.dy, abs(movement.dx)),
        ]
        return inward.contains { edge, along, across in startEdge.contains(edge) && along > 0 && along > across }
    }

    open override func reset() {
        super.reset()
        startEdge = []
    }

    private func edge(at point: CGPoint, in bounds: CGRect) -> UIRectEdge {
        let width = Self.edgeRegionWidth
        var result: UIRectEdge = []
        if edges.contains(.left), point.x - bounds.minX <= width { result.insert(.left) }
        if edges.contains(.right), bounds.maxX - point.x <= width { result.insert(.right) }
        if edges.contains(.top), point.y - bounds.minY <= width { result.insert(.top) }
        if edges.contains(.bottom), bounds.maxY - point.y <= width { result.insert(.bottom) }
        return result
    }
}
#endif
