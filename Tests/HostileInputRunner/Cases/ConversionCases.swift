#if !canImport(UIKit)
import Foundation
import PortableUIKit

/// Doubles that reach an integer conversion (issue 18): a repeating, autoreversing animation
/// with a tiny duration or after a huge clock jump counts its passes, a hue picks its sector, a
/// label counts the lines that fit. UIKit raises on none of these, so none may trap here.
extension HostileCatalog {
    static let conversion: [HostileCase] = repeatCases + colorCases + labelCases + fontCases

    private static let repeatCases: [HostileCase] =
        HostileValues.all.map { name, duration in
            HostileCase("conversion/repeat-autoreverse-duration-\(name)", .tolerated) { world in
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                world.window.addSubview(view)
                UIView.animate(
                    withDuration: duration, delay: 0, options: [.repeat, .autoreverse], animations: { view.alpha = 0.5 }
                )
                world.host.advance(by: 1)
                world.window.tick(world.host.now + 1e19)
                _ = view.layer.presentation()?.opacity
                view.layer.removeAllAnimations()
                HostileChecks.expect(view.alpha == 0.5, "the model value is the animation's target, not \(view.alpha)")
            }
        }
        + [1e19, 1e300, 1e308].map { jump in
            HostileCase("conversion/repeat-autoreverse-clock-jump-\(jump)", .tolerated) { world in
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                world.window.addSubview(view)
                UIView.animate(
                    withDuration: 0.25, delay: 0, options: [.repeat, .autoreverse], animations: { view.alpha = 0.5 })
                world.host.advance(by: 0.1)
                world.window.tick(world.host.now + jump)
                _ = view.layer.presentation()?.opacity
                view.layer.removeAllAnimations()
            }
        }

    private static let colorCases: [HostileCase] = HostileValues.all.flatMap { name, v in
        [
            HostileCase("conversion/color-hue-\(name)", .tolerated) { world in
                let color = UIColor(hue: v, saturation: 0.5, brightness: 0.5, alpha: 1)
                var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
                world.window.backgroundColor = color
            },
            HostileCase("conversion/color-saturation-brightness-\(name)", .tolerated) { world in
                let color = UIColor(hue: 0.3, saturation: v, brightness: v, alpha: v)
                world.window.backgroundColor = color
            },
        ]
    }

    private static let labelCases: [HostileCase] = HostileValues.all.flatMap { name, v in
        [
            HostileCase("conversion/label-size-that-fits-\(name)", .tolerated) { world in
                let label = UILabel()
                label.text = "Hostile input, a long enough line to wrap several times over"
                label.numberOfLines = 0
                world.window.addSubview(label)
                _ = label.sizeThatFits(CGSize(width: v, height: v))
                _ = label.sizeThatFits(CGSize(width: v * 1e20, height: 100))
                label.preferredMaxLayoutWidth = v
                _ = label.intrinsicContentSize
            },
            HostileCase("conversion/label-text-rect-\(name)", .tolerated) { world in
                let label = UILabel()
                label.text = "Hostile input, a long enough line to wrap several times over"
                world.window.addSubview(label)
                for lines in [0, 1, 3, -1] {
                    _ = label.textRect(
                        forBounds: CGRect(x: 0, y: 0, width: 100, height: v), limitedToNumberOfLines: lines)
                    _ = label.textRect(
                        forBounds: CGRect(x: 0, y: 0, width: v, height: 100), limitedToNumberOfLines: lines)
                }
                label.frame = CGRect(x: 0, y: 0, width: v, height: v)
                world.host.runUntilIdle()
            },
        ]
    }

    /// Fonts of hostile sizes: UIKit measures a 0 or tiny font, and PortableUIKit reports a size
    /// that is negative or not finite (`invalidTextMetrics`) and measures with a repaired one.
    private static let fontCases: [HostileCase] = HostileValues.all.map { name, size in
        HostileCase(
            "conversion/font-size-\(name)",
            size >= 0 && size.isFinite ? .tolerated : HostileCase.diagnosed(.invalidTextMetrics)
        ) { world in
            let label = UILabel()
            label.text = "Hostile input, measured with a hostile font"
            label.numberOfLines = 0
            label.font = UIFont.systemFont(ofSize: size)
            world.window.addSubview(label)
            _ = label.sizeThatFits(CGSize(width: 100, height: 1e300))
            _ = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 1e300), limitedToNumberOfLines: 0)
            _ = label.intrinsicContentSize
            label.sizeToFit()
            world.host.runUntilIdle()
        }
    }
}
#endif
