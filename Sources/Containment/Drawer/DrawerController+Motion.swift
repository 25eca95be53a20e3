#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

extension DrawerController {
    /// Whether the drawer controller's view is in a window (off screen nothing animates:
    /// every change lands at once, and appearance catches up when the view appears).
    var isInWindow: Bool { viewIfLoaded?.window != nil }

    // MARK: Moving to a side

    /// Moves to `side`: a spring from where the center is (taking over any motion or pan), or
    /// at once when not animated or off screen.
    func move(
        to side: DrawerSide, animated: Bool, initialVelocity: CGFloat? = nil, speed: CGFloat? = nil,
        completion: ((Bool) -> Void)?
    ) {
        guard side == .none || drawerViewController(for: side) != nil else {
            reportContainerMisuse(
                .invalidContainerUse, "there is no \(side) drawer to open",
                fix: "set the \(side) drawer view controller before opening its side", spec: "container")
            completion?(false)
            return
        }
        interruptMotionAndPan()
        let target = geometry.openOffset(for: side)
        guard animated, isInWindow, target != offset else {
            announce(towards: side)
            settle(at: side, animated: false)
            completion?(true)
            return
        }
        let distance = target - offset
        let spring = DrawerSpring(
            from: offset, to: target,
            duration: DrawerSpring.duration(
                distance: distance, speed: speed ?? animationVelocity, minimum: TimeInterval(minimumAnimationDuration)),
            dampingRatio: drawerDampingFactor,
            initialVelocity: initialVelocity ?? (distance > 0 ? animationVelocity : -animationVelocity))
        run(
            DrawerMotion(
                target: side, path: .spring(spring),
                onLand: { [weak self] motion in
                    self?.land(motion, at: side)
                }), heading: side, completion: completion)
    }

    /// Starts `motion`, heading for `side`.
    func run(_ motion: DrawerMotion, heading side: DrawerSide, completion: ((Bool) -> Void)?) {
        if let completion { motion.completions.append(completion) }
        self.motion = motion
        head(towards: side, animated: true)
        motion.start(in: self)
    }

    /// A motion reached its end: settle there, then tell those waiting.
    func land(_ motion: DrawerMotion, at side: DrawerSide) {
        guard self.motion === motion else { return }
        self.motion = nil
        settle(at: side, animated: true)
        motion.finish()
    }

    /// Stops a running motion where it is (its completions get `false`) and cancels a pan.
    func interruptMotionAndPan() {
        if let motion {
            self.motion = nil
            motion.interrupt()
        }
        if let pan {
            self.pan = nil
            pan.recognizer.isEnabled = false
            pan.recognizer.isEnabled = true
        }
    }

    // MARK: Heading and settling

    /// A movement now heads for `side`: the delegate hears about drawers starting to move and
    /// appearance is pointed at what will show (nothing ends before the movement lands).
    func head(towards side: DrawerSide, animated: Bool) {
        announce(towards: side)
        headingSide = side
        refreshAppearanceTarget(animated: animated)
    }

    /// Tells the delegate which drawers start to move on the way from the open side to `side`
    /// (each once per movement).
    func announce(towards side: DrawerSide) {
        let from = openSide
        guard side != from else { return }
        if from != .none, !announcedMovements.contains(where: { $0.side == from }) {
            announcedMovements.append((from, false))
            delegate?.drawerController(self, willClose: from)
        }
        if side != .none, !announcedMovements.contains(where: { $0.side == side }) {
            announcedMovements.append((side, true))
            delegate?.drawerController(self, willOpen: side)
        }
    }

    /// The movement landed on `side`: it is the open side, appearance ends, replaced children
    /// leave, and the delegate hears where each announced drawer ended up.
    func settle(at side: DrawerSide, animated: Bool) {
        let previous = openSide
        openEdge = drawerEdge(for: side)
        headingSide = side
        offset = geometry.openOffset(for: side)
        refreshLayout()
        appearance.retargetChange(toVisible: childrenVisible(when: side), animated: animated)
        landAppearanceChange(animated: animated)
        let announced = announcedMovements
        announcedMovements = []
        for movement in announced.sorted(by: { !$0.opening && $1.opening }) {
            if movement.side == side {
                delegate?.drawerController(self, didOpen: movement.side)
            } else {
                delegate?.drawerController(self, didClose: movement.side)
            }
        }
        delegate?.drawerController(self, didUpdate: geometry.percentVisible(atOffset: offset), for: side)
        if previous != side { openSideDidChange() }
    }

    // MARK: Bounce and full close

    /// Runs a bounce preview of `side`'s drawer (`distance` points, signed by the side).
    func runBouncePreview(for side: DrawerSide, distance: CGFloat, completion: ((Bool) -> Void)?) {
        let bounce = DrawerBounce(
            distance: side == .left ? abs(distance) : -abs(distance), duration: Self.bounceDuration)
        run(
            DrawerMotion(
                target: nil, path: .bounce(bounce),
                onLand: { [weak self] motion in
                    self?.land(motion, at: .none)
                }), heading: side, completion: completion)
    }

    /// Slides the center off screen on the open side, swaps in `newCenter`, waits, and closes.
    func runFullClose(to newCenter: UIViewController, completion: ((Bool) -> Void)?) {
        interruptMotionAndPan()
        let side = openSide
        let outside = side == .left ? geometry.bounds.width : -geometry.bounds.width
        let distance = outside - offset
        let slideOut = DrawerSpring(
            from: offset, to: outside,
            duration: DrawerSpring.duration(
                distance: distance, speed: animationVelocity, minimum: TimeInterval(minimumAnimationDuration)),
            dampingRatio: 1, initialVelocity: distance > 0 ? animationVelocity : -animationVelocity)
        let first = DrawerMotion(
            target: nil, path: .spring(slideOut),
            onLand: { [weak self] motion in
                guard let self, self.motion === motion else { return }
                let hold = DrawerMotion(
                    target: nil, path: .hold(offset: outside, duration: Self.fullCloseDelay),
                    onLand: { [weak self] hold in
                        guard let self, self.motion === hold else { return }
                        let waiting = hold.completions
                        hold.completions = []
                        self.motion = nil
                        self.move(
                            to: .none, animated: true,
                            completion: { finished in
                                for completion in waiting { completion(finished) }
                            })
                        self.motion?.clampsLook = true
                    })
                hold.clampsLook = true
                hold.completions = motion.completions
                motion.completions = []
                self.motion = hold
                self.setCenterViewController(newCenter, animated: true)
                self.head(towards: .none, animated: true)
                hold.start(in: self)
            })
        first.clampsLook = true
        run(first, heading: side, completion: completion)
    }
}

extension DrawerController {
    /// Sets a maximum width; the open side (or a motion heading there) moves to it.
    func setMaximumWidth(_ width: CGFloat, for side: DrawerSide, animated: Bool, completion: ((Bool) -> Void)?) {
        guard width.isFinite, width >= 0 else {
            reportContainerMisuse(
                .invalidContainerUse, "maximum \(side) drawer width \(width) is not a width",
                fix: "use a finite width of 0 or more points", spec: "container")
            completion?(false)
            return
        }
        maximumWidths[side] = width
        if let motion, motion.target == side {
            motion.retarget(from: offset, in: self)
            motion.completions.append { completion?($0) }
        } else if openSide == side, pan == nil {
            move(to: side, animated: animated, completion: completion)
        } else {
            refreshLayout()
            completion?(true)
        }
    }
}
