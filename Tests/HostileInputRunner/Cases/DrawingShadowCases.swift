#if !canImport(UIKit)
import Foundation
import PortableUIKit

/// A view whose draw(_:) sets a shadow and fills a square under it.
private final class HostileShadowView: UIView {
    var offset = CGSize.zero
    var blur: CGFloat = 0
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setShadow(offset: offset, blur: blur, color: UIColor.black.cgColor)
        context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
    }
}

/// `CGContext.setShadow` given hostile offsets and blurs (issue 21): NaN and infinite values are
/// refused with invalidDrawingUse (Core Graphics ignores them); negative and huge finite ones
/// are recorded (a negative blur blurs nothing).
extension HostileCatalog {
    static let drawingShadow: [HostileCase] = HostileValues.all.flatMap { named in
        let value = CGFloat(named.value)
        let expectation: HostileCase.Expectation =
            named.value.isFinite ? .tolerated : HostileCase.diagnosed(.invalidDrawingUse)
        return [
            HostileCase("drawing-shadow/offset-\(named.name)", expectation) { world in
                let view = HostileShadowView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                view.offset = CGSize(width: value, height: value)
                world.window.addSubview(view)
                world.host.runTurn()
            },
            HostileCase("drawing-shadow/blur-\(named.name)", expectation) { world in
                let view = HostileShadowView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                view.blur = value
                world.window.addSubview(view)
                world.host.runTurn()
            },
        ]
    }
}
#endif
