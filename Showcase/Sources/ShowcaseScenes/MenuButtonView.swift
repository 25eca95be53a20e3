import Foundation
import PortableUIKit

/// The drawer scene's menu button: three bars drawn by `CAShapeLayer`s that turn into a cross as
/// the left drawer opens and back as it closes — the idea of sascha/DrawerController's animated
/// menu button, rebuilt here with Core Animation's explicit API. The outer bars travel to the
/// middle and then turn (one `CAKeyframeAnimation` each, on `transform`, keyframes at 0, ½, 1);
/// the middle bar shrinks to nothing from both ends (`strokeStart` / `strokeEnd`).
@MainActor
final class MenuButtonView: UIView {
    private let bars = (0..<3).map { _ in CAShapeLayer() }
    /// Whether the button shows the cross (its model state; the animation presents the change).
    private(set) var showsCross = false
    static let animationDuration: CFTimeInterval = 0.3

    override init(frame: CGRect) {
        super.init(frame: frame)
        let width = bounds.width * 0.55, spacing = bounds.height * 0.2
        for (index, bar) in bars.enumerated() {
            let path = UIBezierPath()
            path.move(to: CGPoint(x: -width / 2, y: 0))
            path.addLine(to: CGPoint(x: width / 2, y: 0))
            bar.path = path.cgPath
            bar.strokeColor = UIColor.white.cgColor
            bar.fillColor = nil
            bar.lineWidth = 3
            bar.lineCap = .round
            bar.bounds = CGRect(x: -width / 2, y: -1.5, width: width, height: 3)
            bar.position = CGPoint(x: bounds.midX, y: bounds.midY + CGFloat(index - 1) * spacing)
            layer.addSublayer(bar)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// Animates to the cross (`true`) or back to the three bars.
    func setShowsCross(_ cross: Bool) {
        guard cross != showsCross else { return }
        showsCross = cross
        let spacing = bounds.height * 0.2
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (index, bar) in [bars[0], bars[2]].enumerated() {
            let direction: CGFloat = index == 0 ? 1 : -1
            let travelled = CATransform3DMakeTranslation(0, direction * spacing, 0)
            let turned = CATransform3DRotate(travelled, direction * .pi / 4, 0, 0, 1)
            let frames =
                cross ? [CATransform3DIdentity, travelled, turned] : [turned, travelled, CATransform3DIdentity]
            let animation = CAKeyframeAnimation(keyPath: "transform")
            animation.values = frames.map { NSValue(caTransform3D: $0) }
            animation.keyTimes = [0, 0.5, 1]
            animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
            animation.duration = Self.animationDuration
            bar.transform = frames[2]
            bar.add(animation, forKey: "menuButton")
        }
        let middle = bars[1]
        for (key, shown, hidden) in [("strokeStart", 0.0, 0.5), ("strokeEnd", 1.0, 0.5)] {
            let animation = CABasicAnimation(keyPath: key)
            animation.fromValue = cross ? shown : hidden
            animation.toValue = cross ? hidden : shown
            animation.duration = Self.animationDuration / 2
            animation.beginTime =
                cross ? 0 : middle.convertTime(CACurrentMediaTime(), from: nil) + Self.animationDuration / 2
            animation.fillMode = .backwards
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            middle.add(animation, forKey: key)
        }
        middle.strokeStart = cross ? 0.5 : 0
        middle.strokeEnd = cross ? 0.5 : 1
        CATransaction.commit()
    }
}
