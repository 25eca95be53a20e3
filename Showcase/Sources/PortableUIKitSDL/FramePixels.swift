import Foundation

/// A frame read back from the SDL renderer: `height` rows of `width` `ARGB8888` words (alpha in
/// the high byte), tightly packed. What the window shows is opaque: the frame was composited
/// over black, so `a` is 255 and where the window is transparent the colour is black.
public struct FramePixels: Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixels, row by row from the top left.
    public let argb: [UInt32]

    /// Wraps `argb` (`width` × `height` words).
    public init(width: Int, height: Int, argb: [UInt32]) {
        precondition(argb.count == width * height, "\(argb.count) words are not \(width) × \(height)")
        self.width = width
        self.height = height
        self.argb = argb
    }

    /// The pixel at `(x, y)` (0-based, from the top left); transparent black outside the frame.
    public func pixel(atX x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let word = argb[y * width + x]
        return (UInt8((word >> 16) & 0xFF), UInt8((word >> 8) & 0xFF), UInt8(word & 0xFF), UInt8(word >> 24))
    }
}
