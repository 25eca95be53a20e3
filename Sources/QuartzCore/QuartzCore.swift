// `import QuartzCore` on Linux: the Core Animation names PortableUIKit provides, and Core
// Graphics as Apple's QuartzCore re-exports it, so UIKit code that imports the module compiles
// unmodified (issue 43). This target exists only where the manifest is evaluated on Linux.
// Scoped imports re-export these names only; members PortableUIKit adds by extension come with them.

@_exported import CoreGraphics

@_exported import class PortableUIKit.CALayer
@_exported import class PortableUIKit.CAShapeLayer
@_exported import class PortableUIKit.CAGradientLayer
@_exported import class PortableUIKit.CAReplicatorLayer
@_exported import protocol PortableUIKit.CALayerDelegate
@_exported import protocol PortableUIKit.CAAction
@_exported import struct PortableUIKit.CALayerContentsGravity
@_exported import struct PortableUIKit.CALayerCornerCurve
@_exported import struct PortableUIKit.CACornerMask
@_exported import struct PortableUIKit.CAGradientLayerType
@_exported import struct PortableUIKit.CAShapeLayerFillRule
@_exported import struct PortableUIKit.CAShapeLayerLineCap
@_exported import struct PortableUIKit.CAShapeLayerLineJoin

@_exported import class PortableUIKit.CAAnimation
@_exported import class PortableUIKit.CAPropertyAnimation
@_exported import class PortableUIKit.CABasicAnimation
@_exported import class PortableUIKit.CAKeyframeAnimation
@_exported import class PortableUIKit.CASpringAnimation
@_exported import class PortableUIKit.CAAnimationGroup
@_exported import class PortableUIKit.CATransition
@_exported import class PortableUIKit.CAValueFunction
@_exported import protocol PortableUIKit.CAAnimationDelegate
@_exported import protocol PortableUIKit.CAMediaTiming
@_exported import class PortableUIKit.CAMediaTimingFunction
@_exported import struct PortableUIKit.CAMediaTimingFunctionName
@_exported import struct PortableUIKit.CAMediaTimingFillMode
@_exported import struct PortableUIKit.CAAnimationCalculationMode
@_exported import struct PortableUIKit.CAAnimationRotationMode
@_exported import struct PortableUIKit.CATransitionType
@_exported import struct PortableUIKit.CATransitionSubtype
@_exported import struct PortableUIKit.CAValueFunctionName
@_exported import class PortableUIKit.CATransaction
@_exported import class PortableUIKit.CADisplayLink
@_exported import func PortableUIKit.CACurrentMediaTime

@_exported import struct PortableUIKit.CATransform3D
@_exported import var PortableUIKit.CATransform3DIdentity
@_exported import func PortableUIKit.CATransform3DIsIdentity
@_exported import func PortableUIKit.CATransform3DEqualToTransform
@_exported import func PortableUIKit.CATransform3DMakeTranslation
@_exported import func PortableUIKit.CATransform3DMakeScale
@_exported import func PortableUIKit.CATransform3DMakeRotation
@_exported import func PortableUIKit.CATransform3DTranslate
@_exported import func PortableUIKit.CATransform3DScale
@_exported import func PortableUIKit.CATransform3DRotate
@_exported import func PortableUIKit.CATransform3DConcat
@_exported import func PortableUIKit.CATransform3DInvert
@_exported import func PortableUIKit.CATransform3DMakeAffineTransform
@_exported import func PortableUIKit.CATransform3DIsAffine
@_exported import func PortableUIKit.CATransform3DGetAffineTransform

@_exported import var PortableUIKit.kCAOnOrderIn
@_exported import var PortableUIKit.kCAOnOrderOut
@_exported import var PortableUIKit.kCATransition
@_exported import var PortableUIKit.kCATransactionAnimationDuration
@_exported import var PortableUIKit.kCATransactionAnimationTimingFunction
@_exported import var PortableUIKit.kCATransactionCompletionBlock
@_exported import var PortableUIKit.kCATransactionDisableActions
