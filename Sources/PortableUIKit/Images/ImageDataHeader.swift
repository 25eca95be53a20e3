#if !canImport(UIKit)
import Foundation

/// The encodings ``UIImage/init(data:)`` accepts.
@_spi(Rendering) public enum ImageDataFormat: Sendable, Equatable {
    case png
    case jpeg
}

/// The pixel size and format read from encoded image bytes without decoding them: PNG from
/// its IHDR chunk, JPEG from its first start-of-frame marker. Pure; nil for anything else,
/// truncated headers, a zero dimension, or an image over ``maximumPixels`` (a choice: UIKit's
/// decoder limit is not documented; decoding a bigger one is refused rather than attempted).
struct ImageDataHeader: Equatable {
    /// The largest image accepted, in pixels (16384 × 16384).
    static let maximumPixels = 16_384 * 16_384

    let format: ImageDataFormat
    let pixelWidth: Int
    let pixelHeight: Int

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The header of `data`, or nil when it is not a PNG or JPEG with a sane size.
    init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(65_536))
        guard let (format, w, h) = Self.png(bytes) ?? Self.jpeg(bytes),
            w > 0, h > 0, w <= Self.maximumPixels / h
        else { return nil }
        self.format = format
        pixelWidth = w
        pixelHeight = h
    }

    private static func bigEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int? {
        guard at >= 0, at + count <= b.count else { return nil }
        return b[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }

    /// Signature, then the IHDR chunk: length 13, type "IHDR", width and height (4 bytes each).
    private static func png(_ b: [UInt8]) -> (ImageDataFormat, Int, Int)? {
        guard b.count >= 24, Array(b[0..<8]) == pngSignature, bigEndian(b, 8, 4) == 13,
            Array(b[12..<16]) == Array("IHDR".utf8),
            let w = bigEndian(b, 16, 4), let h = bigEndian(b, 20, 4)
        else { return nil }
        return (.png, w, h)
    }

    /// SOI, then markers until a start-of-frame (C0–CF but C4, C8, CC): length, precision,
    /// height, width.
    private static func jpeg(_ b: [UInt8]) -> (ImageDataFormat, Int, Int)? {
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 1 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            guard marker != 0xD9, marker != 0xDA, let length = bigEndian(b, i + 2, 2), length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let h = bigEndian(b, i + 5, 2), let w = bigEndian(b, i + 7, 2) else { return nil }
                return (.jpeg, w, h)
            }
            i += 2 + length
        }
        return nil
    }
}
#endif
