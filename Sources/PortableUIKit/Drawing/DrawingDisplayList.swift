#if !canImport(UIKit)
import Foundation

/// What a `CGContext` recorded: its drawing commands in order, each carrying the graphics state
/// it was drawn with, in the context's base space (a view's bounds coordinates, points, y down).
///
/// PortableUIKit never rasterises: a view's backing store (``LayerBackingStore``) and an image
/// from `UIGraphicsImageRenderer` hold a display list, and the Cairo renderer in Showcase replays
/// it. A value, so contents and images stay immutable. Not UIKit API (`@_spi(Rendering)`).
@_spi(Rendering) public struct DrawingDisplayList: Sendable, Equatable {
    /// The commands, in drawing order.
    public internal(set) var commands: [DrawingCommand] = []

    /// An empty list.
    public init() {}

    /// Whether nothing was recorded.
    public var isEmpty: Bool { commands.isEmpty }

    mutating func append(_ command: DrawingCommand) { commands.append(command) }
}

/// One recorded drawing operation. Paths are in base space (Core Graphics maps points through
/// the CTM when they are added to the path, as Cairo does); `ctm` is user space → base space at
/// the time of the call, which strokes (line width, dashes), gradients, images and text use.
@_spi(Rendering) public enum DrawingCommand: Sendable, Equatable {
    /// Pushes the clip (`saveGState()`); paint state travels in each command.
    case save
    /// Pops the clip pushed by the matching ``save``.
    case restore
    /// Intersects the clip with `path` under `rule` (the current path, consumed).
    case clip(path: [CGPathElementKind], rule: CGPathFillRule)
    /// Fills `path` under `rule`.
    case fill(path: [CGPathElementKind], rule: CGPathFillRule, paint: DrawingPaint)
    /// Strokes `path` with `style`, whose width and dashes are in the user space of `style.ctm`.
    case stroke(path: [CGPathElementKind], style: DrawingStrokeStyle, paint: DrawingPaint)
    /// Makes `path` (a rectangle) transparent (`clear(_:)`).
    case clear(path: [CGPathElementKind])
    /// A gradient filling the clip.
    case gradient(DrawingGradient, alpha: CGFloat, blendMode: CGBlendMode)
    /// An image drawn into `rect` (user space of `ctm`).
    case image(UIImage, rect: CGRect, ctm: CGAffineTransform, alpha: CGFloat, blendMode: CGBlendMode)
    /// Text laid out in `rect` (user space of `ctm`; an unbounded size for `draw(at:)`).
    case text(DrawingText, ctm: CGAffineTransform, alpha: CGFloat)
    /// The shadow every later painting casts, until the next ``shadow(_:)`` or the ``restore``
    /// of an enclosing ``save`` (shadows are graphics state); nil turns shadowing off.
    case shadow(DrawingShadow?)
}

/// A shadow set with `CGContext.setShadow(offset:blur:color:)`: offset and blur in the context's
/// base space (the bounds' points, y down, as UIKit draws; the CTM does not affect them), and
/// the colour.
@_spi(Rendering) public struct DrawingShadow: Sendable, Equatable {
    public var offset: CGSize
    /// Core Graphics' blur amount, ≥ 0 (undocumented kernel: the renderer uses a Gaussian of
    /// standard deviation blur / 2, the "blur = 2σ" convention).
    public var blur: CGFloat
    public var color: CGColor
}

/// The colour a fill or stroke paints with, and how it composites.
@_spi(Rendering) public struct DrawingPaint: Sendable, Equatable {
    /// The colour (a gray or RGB `CGColor`).
    public var color: CGColor
    /// The context's alpha (`setAlpha(_:)`), multiplied into the colour's.
    public var alpha: CGFloat
    /// How the paint composites (`setBlendMode(_:)`).
    public var blendMode: CGBlendMode
    /// Whether edges are antialiased: `setShouldAntialias(_:)` and `setAllowsAntialiasing(_:)`
    /// both true (spec 20.6).
    public var antialias = true
}

/// The stroke attributes of the graphics state when a path was stroked.
@_spi(Rendering) public struct DrawingStrokeStyle: Sendable, Equatable {
    /// User space → base space when the stroke was made.
    public var ctm: CGAffineTransform
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    /// The dash lengths (empty for a solid line) and phase, in user space.
    public var dashLengths: [CGFloat]
    public var dashPhase: CGFloat
}

/// A linear or radial gradient, as drawn.
@_spi(Rendering) public struct DrawingGradient: Sendable, Equatable {
    /// Axial from `start` to `end`, or radial between two circles.
    public enum Geometry: Sendable, Equatable {
        case linear(start: CGPoint, end: CGPoint)
        case radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
    }
    public var geometry: Geometry
    /// The colour stops: location in 0…1 and the colour there.
    public var stops: [CGGradient.Stop]
    public var options: CGGradientDrawingOptions
    /// User space → base space.
    public var ctm: CGAffineTransform
}

/// A string drawn by `NSString` / `NSAttributedString` drawing: its runs with their attributes.
@_spi(Rendering) public struct DrawingText: Sendable, Equatable {
    /// One run of text with uniform attributes.
    public struct Run: Sendable, Equatable {
        public var text: String
        /// The font's name and size (`UIFont.fontName`, `pointSize`); nil means Helvetica 12,
        /// UIKit's default for attribute-less string drawing.
        public var fontName: String?
        public var fontSize: CGFloat?
        /// The foreground colour; nil means black.
        public var color: CGColor?
    }
    public var runs: [Run]
    /// Where the text goes: origin and size (`.greatestFiniteMagnitude` sizes for `draw(at:)`).
    public var rect: CGRect
    public var alignment: NSTextAlignment
    public var lineBreakMode: NSLineBreakMode
}
#endif
