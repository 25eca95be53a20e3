#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

extension DrawerController {
    func makePanGestureRecognizer() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        pan.delegate = gestureArbiter
        return pan
    }

    func makeTapGestureRecognizer() -> UITapGestureRecognizer {
        let tap = UITapGestureRecognizer { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            self.handleTap(recognizer)
        }
        tap.delegate = gestureArbiter
        return tap
    }

    // MARK: Pan

    /// Began: takes over any running motion where it is. Changed: the center follows the finger
    /// (constrained by ``DrawerGeometry``) and appearance follows the side it heads for. Ended:
    /// ``releaseDecision`` picks the side and a spring continues at the finger's velocity.
    /// Cancelled: back to the open side.
    private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let container = childControllerContainerView
        switch recognizer.state {
        case .began:
            interruptMotionAndPan()
            let session = DrawerPanSession(startOffset: offset, recognizer: recognizer)
            pan = session
            follow(recognizer.translation(in: container).x, in: session)
        case .changed:
            guard let session = pan, session.recognizer === recognizer else { return }
            follow(recognizer.translation(in: container).x, in: session)
        case .ended:
            guard let session = pan, session.recognizer === recognizer else { return }
            follow(recognizer.translation(in: container).x, in: session)
            pan = nil
            let velocity = recognizer.velocity(in: container).x
            let side = releaseDecision.finalSide(offset: offset, velocity: velocity, geometry: geometry)
            move(
                to: side, animated: true, initialVelocity: velocity,
                speed: releaseDecision.settlingSpeed(velocity: velocity),
                completion: { [weak self] _ in
                    guard let self else { return }
                    self.gestureCompletionBlock?(self, recognizer)
                })
        case .cancelled:
            guard let session = pan, session.recognizer === recognizer else { return }
            pan = nil
            move(to: openSide, animated: true, completion: nil)
        default:
            break
        }
    }

    /// Puts the center where the finger asks and points appearance at the side that shows.
    private func follow(_ translation: CGFloat, in session: DrawerPanSession) {
        session.lastTranslation = translation
        let newOffset = geometry.constrainedOffset(session.startOffset + translation)
        head(towards: prospectiveSide(atOffset: newOffset), animated: true)
        apply(offset: newOffset)
    }

    /// The side a pan at `offset` is heading for: the open side while the center is at or
    /// past its open position, home while it is on its way back, or the side it shows.
    func prospectiveSide(atOffset offset: CGFloat) -> DrawerSide {
        let geometry = self.geometry
        let visible = geometry.visibleSide(atOffset: offset)
        let open = openSide
        guard open != .none, visible == open else { return visible }
        return abs(offset) >= abs(geometry.openOffset(for: open)) ? open : .none
    }

    // MARK: Tap

    private func handleTap(_ recognizer: UIGestureRecognizer) {
        guard headingSide != .none || openSide != .none else { return }
        move(to: .none, animated: true) { [weak self] _ in
            guard let self else { return }
            self.gestureCompletionBlock?(self, recognizer)
        }
    }
}

extension DrawerController {
    /// DrawerController's setter for ``drawerVisualStateBlock``.
    public func setDrawerVisualStateBlock(_ drawerVisualStateBlock: @escaping DrawerControllerDrawerVisualStateBlock) {
        self.drawerVisualStateBlock = drawerVisualStateBlock
    }

    /// DrawerController's setter for ``gestureCompletionBlock``.
    public func setGestureCompletionBlock(
        _ gestureCompletionBlock: @escaping (DrawerController, UIGestureRecognizer) -> Void
    ) {
        self.gestureCompletionBlock = gestureCompletionBlock
    }

    /// DrawerController's setter for ``gestureShouldRecognizeTouchBlock``.
    public func setGestureShouldRecognizeTouchBlock(
        _ gestureShouldRecognizeTouchBlock: @escaping (DrawerController, UIGestureRecognizer, UITouch) -> Bool
    ) {
        self.gestureShouldRecognizeTouchBlock = gestureShouldRecognizeTouchBlock
    }
}
