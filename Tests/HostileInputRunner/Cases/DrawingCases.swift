#if !canImport(UIKit)
import Foundation
import PortableUIKit

/// A view whose draw(_:) runs a case's drawing.
private final class HostileDrawView: UIView {
    var drawing: (CGContext) -> Void = { _ in }
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawing(context)
    }
}

/// Custom drawing given hostile values and misuse (issue 21): Core Graphics ignores NaN and
/// infinite values with a log (PortableUIKit: invalidDrawingUse, the call ignored); huge but
/// finite values are drawn; unbalanced state and context stacks are refused; a draw(_:) that
/// marks itself again draws once per pass.
extension HostileCatalog {
    @MainActor
    private static func drawInWindow(_ world: HostileWorld, _ drawing: @escaping (CGContext) -> Void) {
        let view = HostileDrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.drawing = drawing
        world.window.addSubview(view)
        world.host.runTurn()
    }

    private static func expectation(_ value: Double) -> HostileCase.Expectation {
        value.isFinite ? .tolerated : HostileCase.diagnosed(.invalidDrawingUse)
    }

    static let drawing: [HostileCase] =
        HostileValues.all.flatMap { named in
            let value = CGFloat(named.value)
            return [
                HostileCase("drawing/line-to-\(named.name)", expectation(named.value)) { world in
                    drawInWindow(world) { context in
                        context.move(to: .zero)
                        context.addLine(to: CGPoint(x: value, y: value))
                        context.strokePath()
                    }
                },
                HostileCase("drawing/line-width-\(named.name)", expectation(named.value)) { world in
                    drawInWindow(world) { context in
                        context.setLineWidth(value)
                        context.stroke(CGRect(x: 0, y: 0, width: 10, height: 10))
                    }
                },
                HostileCase("drawing/fill-rect-\(named.name)", expectation(named.value)) { world in
                    drawInWindow(world) { $0.fill(CGRect(x: value, y: 0, width: value, height: 10)) }
                },
                HostileCase(
                    "drawing/dash-\(named.name)",
                    named.value > 0 && named.value.isFinite ? .tolerated : HostileCase.diagnosed(.invalidDrawingUse)
                ) { world in
                    drawInWindow(world) { context in
                        context.setLineDash(phase: 0, lengths: [value])
                        context.stroke(CGRect(x: 0, y: 0, width: 10, height: 10))
                    }
                },
                HostileCase("drawing/image-renderer-size-\(named.name)", .tolerated) { _ in
                    let image = UIGraphicsImageRenderer(size: CGSize(width: value, height: value)).image { context in
                        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
                    }
                    _ = image.size
                },
            ]
        } + [
            HostileCase("drawing/huge-dash-array", .tolerated) { world in
                drawInWindow(world) { context in
                    context.setLineDash(phase: 0, lengths: Array(repeating: 0.5, count: 100_000))
                    context.stroke(CGRect(x: 0, y: 0, width: 10, height: 10))
                }
            },
            HostileCase("drawing/restore-without-save", HostileCase.diagnosed(.invalidDrawingUse)) { world in
                drawInWindow(world) { $0.restoreGState() }
            },
            HostileCase("drawing/save-without-restore", .tolerated) { world in
                drawInWindow(world) { context in
                    context.saveGState()
                    context.saveGState()
                }
            },
            HostileCase("drawing/pop-without-push", HostileCase.diagnosed(.invalidDrawingUse)) { _ in
                UIGraphicsPopContext()
            },
            HostileCase("drawing/pop-inside-draw", HostileCase.diagnosed(.invalidDrawingUse)) { world in
                drawInWindow(world) { _ in UIGraphicsPopContext() }
            },
            HostileCase("drawing/fill-with-no-context", HostileCase.diagnosed(.invalidDrawingUse)) { _ in
                UIColor.red.setFill()
                UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
                UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
            },
            HostileCase("drawing/draw-called-directly", HostileCase.diagnosed(.invalidDrawingUse)) { _ in
                UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).draw(.zero)
            },
            HostileCase("drawing/needs-display-nan-rect", HostileCase.diagnosed(.invalidDrawingUse)) { world in
                let view = HostileDrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                world.window.addSubview(view)
                view.setNeedsDisplay(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
                world.host.runTurn()
            },
            HostileCase("drawing/draw-marks-itself-again", .tolerated) { world in
                let view = HostileDrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                view.drawing = { [unowned view] _ in view.setNeedsDisplay() }
                world.window.addSubview(view)
                // One draw per pass, never a loop within one (ViewDrawingTests pins the count).
                for _ in 0..<3 { world.host.runTurn() }
                view.removeFromSuperview()
            },
        ]
}
#endif
