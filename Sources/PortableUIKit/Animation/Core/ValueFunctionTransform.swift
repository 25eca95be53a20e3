#if !canImport(UIKit)
import Foundation

/// What a `CAValueFunction` computes (spec 18.5): the transform made of one input number
/// (a rotation angle, one axis's scale or translation) or of three (`scale`, `translate`).
/// A pure value: the engine interpolates the inputs and maps each interpolated value here.
enum ValueFunctionTransform: Equatable, Sendable {
    case rotate(LayerKeyPath.Axis)
    case scale(LayerKeyPath.Axis?)
    case translate(LayerKeyPath.Axis?)

    init?(name: CAValueFunctionName) {
        switch name {
        case .rotateX: self = .rotate(.x)
        case .rotateY: self = .rotate(.y)
        case .rotateZ: self = .rotate(.z)
        case .scale: self = .scale(nil)
        case .scaleX: self = .scale(.x)
        case .scaleY: self = .scale(.y)
        case .scaleZ: self = .scale(.z)
        case .translate: self = .translate(nil)
        case .translateX: self = .translate(.x)
        case .translateY: self = .translate(.y)
        case .translateZ: self = .translate(.z)
        default: return nil
        }
    }

    /// The kind of input value: one number, or an array of three.
    var inputTemplate: AnimatableValue {
        switch self {
        case .scale(nil), .translate(nil): .numbers([0, 0, 0])
        default: .scalar(0)
        }
    }

    /// Whether `input` has the count the function takes (three numbers for `scale` / `translate`).
    func accepts(_ input: AnimatableValue) -> Bool {
        if case .numbers(let v) = input { return v?.count == 3 }
        return true
    }

    /// The input that makes the identity (0 for angles and translations, 1 for scales): what an
    /// endpoint left unset interpolates from or to.
    var identityInput: AnimatableValue {
        switch self {
        case .scale(nil): .numbers([1, 1, 1])
        case .scale: .scalar(1)
        case .translate(nil): .numbers([0, 0, 0])
        default: .scalar(0)
        }
    }

    /// The transform of `input` (an input of the wrong kind gives the identity).
    func transform(of input: AnimatableValue) -> CATransform3D {
        switch (self, input) {
        case let (.rotate(axis), .scalar(angle)):
            let (x, y, z): (CGFloat, CGFloat, CGFloat) = axis == .x ? (1, 0, 0) : axis == .y ? (0, 1, 0) : (0, 0, 1)
            return CATransform3DMakeRotation(CGFloat(angle), x, y, z)
        case let (.scale(axis?), .scalar(factor)):
            let f = CGFloat(factor)
            return CATransform3DMakeScale(axis == .x ? f : 1, axis == .y ? f : 1, axis == .z ? f : 1)
        case let (.translate(axis?), .scalar(distance)):
            let d = CGFloat(distance)
            return CATransform3DMakeTranslation(axis == .x ? d : 0, axis == .y ? d : 0, axis == .z ? d : 0)
        case let (.scale(nil), .numbers(v?)) where v.count == 3:
            return CATransform3DMakeScale(CGFloat(v[0]), CGFloat(v[1]), CGFloat(v[2]))
        case let (.translate(nil), .numbers(v?)) where v.count == 3:
            return CATransform3DMakeTranslation(CGFloat(v[0]), CGFloat(v[1]), CGFloat(v[2]))
        default:
            return CATransform3DIdentity
        }
    }
}
#endif
