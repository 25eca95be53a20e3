#if !canImport(UIKit)
import Foundation

/// The animatable properties by key path, as values the animation engine can blend.
extension CALayer {
    /// The keys PortableUIKit animates.
    static let animatableKeys: Set<String> = [
        "position", "bounds", "anchorPoint", "transform", "opacity", "backgroundColor", "cornerRadius",
        "borderWidth", "borderColor", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor", "zPosition",
    ]

    /// The base layer's animatable values (``CALayer/animatableValue(forKey:)`` calls it).
    func baseAnimatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "position": .point(position)
        case "bounds": .rect(bounds)
        case "anchorPoint": .point(anchorPoint)
        case "transform": .transform(transform)
        case "opacity": .scalar(Double(opacity))
        case "backgroundColor": .color(backgroundColor)
        case "cornerRadius": .scalar(Double(cornerRadius))
        case "borderWidth": .scalar(Double(borderWidth))
        case "borderColor": .color(borderColor)
        case "shadowOpacity": .scalar(Double(shadowOpacity))
        case "shadowRadius": .scalar(Double(shadowRadius))
        case "shadowOffset": .size(shadowOffset)
        case "shadowColor": .color(shadowColor)
        case "zPosition": .scalar(Double(zPosition))
        default: nil
        }
    }

    /// Sets a base layer property from a blended value (``CALayer/setAnimatableValue(_:forKey:)``
    /// calls it with animation tracking off).
    func setBaseAnimatableValue(_ value: AnimatableValue, forKey key: String) {
        switch (key, value) {
        case ("position", .point(let p)): position = p
        case ("bounds", .rect(let r)): bounds = r
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("transform", .transform(let t)): transform = t
        case ("opacity", .scalar(let v)): opacity = Float(v)
        case ("backgroundColor", .color(let c)): backgroundColor = c
        case ("cornerRadius", .scalar(let v)): cornerRadius = CGFloat(v)
        case ("borderWidth", .scalar(let v)): borderWidth = CGFloat(v)
        case ("borderColor", .color(let c)): borderColor = c
        case ("shadowOpacity", .scalar(let v)): shadowOpacity = Float(v)
        case ("shadowRadius", .scalar(let v)): shadowRadius = CGFloat(v)
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("shadowColor", .color(let c)): shadowColor = c
        case ("zPosition", .scalar(let v)): zPosition = CGFloat(v)
        default: break
        }
    }

    /// Called by every animatable property when its model value changes: runs the property's
    /// action (spec 18.10): a view's layer gets the view's (none outside an animation block,
    /// the block's animation inside one; 18.11), a standalone layer its implicit animation.
    func animatableDidChange(_ key: String, from old: @autoclosure () -> AnimatableValue) {
        guard !suppressesAnimationTracking else { return }
        runAction(forPropertyChange: key, from: old)
    }

    func withoutAnimationTracking(_ body: () -> Void) {
        let saved = suppressesAnimationTracking
        suppressesAnimationTracking = true
        defer { suppressesAnimationTracking = saved }
        body()
    }
}
#endif
