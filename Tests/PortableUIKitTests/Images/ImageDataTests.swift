import Foundation
import Testing
@_spi(Rendering) @testable import PortableUIKit
import ContainmentTestTraits

/// Encoded images built in the test: a PNG signature and IHDR, a JPEG SOI and SOF0.
enum EncodedImages {
    static func be32(_ v: Int) -> [UInt8] {
        [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    /// A PNG header (signature + IHDR, no pixel data: enough for sizing).
    static func pngHeader(width: Int, height: Int) -> Data {
        Data(
            ImageDataHeader.pngSignature + be32(13) + Array("IHDR".utf8) + be32(width) + be32(height) + [8, 6, 0, 0, 0]
                + [0, 0, 0, 0])
    }

    /// A JPEG with an APP0 segment then a baseline SOF0.
    static func jpeg(width: Int, height: Int) -> Data {
        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let sof: [UInt8] = [
            0xFF, 0xC0, 0x00, 0x11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF),
            3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
        ]
        return Data([0xFF, 0xD8] + app0 + sof + [0xFF, 0xD9])
    }
}

@MainActor
@Suite("Images from data and files", .isolatedRuntime)
struct ImageDataTests {
    @Test(
        "UIImage(data:) reads a PNG's size from its IHDR and a JPEG's from its SOF marker, at scale 1; data:scale: divides by the scale"
    )
    func sizes() throws {
        let png = try #require(UIImage(data: EncodedImages.pngHeader(width: 120, height: 60)))
        #expect(png.size == CGSize(width: 120, height: 60) && png.scale == 1)
        #expect(!png.isSymbolImage && png.configuration == nil)
        let jpeg = try #require(UIImage(data: EncodedImages.jpeg(width: 640, height: 480)))
        #expect(jpeg.size == CGSize(width: 640, height: 480))
        if case .bitmap(_, let format) = jpeg.renderingContent {
            #expect(format == .jpeg)
        } else {
            Issue.record("not a bitmap")
        }
        let retina = try #require(UIImage(data: EncodedImages.pngHeader(width: 120, height: 60), scale: 2))
        #expect(retina.size == CGSize(width: 60, height: 30) && retina.scale == 2)
        #expect(UIImage(data: EncodedImages.pngHeader(width: 10, height: 10), scale: .nan)?.scale == 1)
        #expect(
            retina.withRenderingMode(.alwaysTemplate).renderingContent == retina.renderingContent,
            "content survives withRenderingMode")
    }

    @Test(
        "UIImage(data:) is nil for other data, a truncated IHDR, zero or oversized dimensions, and a JPEG without a frame"
    )
    func rejects() {
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data("GIF89a..........".utf8)) == nil)
        #expect(UIImage(data: EncodedImages.pngHeader(width: 10, height: 10).prefix(20)) == nil)
        #expect(UIImage(data: EncodedImages.pngHeader(width: 0, height: 10)) == nil)
        #expect(UIImage(data: EncodedImages.pngHeader(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF)) == nil)
        #expect(
            UIImage(data: EncodedImages.pngHeader(width: 16_384, height: 16_384)) != nil,
            "positive control: the limit itself is accepted")
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xD9])) == nil)
        #expect(UIImage(data: EncodedImages.jpeg(width: 10, height: 10).prefix(12)) == nil)
    }

    @Test(
        "contentsOfFile:, named:in:with: and named:in:compatibleWith: read files; @2x/@3x suffixes give the scale; the display scale's file is preferred; unknown names are nil"
    )
    func files() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try EncodedImages.pngHeader(width: 40, height: 20).write(to: dir.appendingPathComponent("icon@2x.png"))
        try EncodedImages.pngHeader(width: 20, height: 10).write(to: dir.appendingPathComponent("icon.png"))
        try EncodedImages.pngHeader(width: 30, height: 30).write(to: dir.appendingPathComponent("solo.png"))
        let fromFile = try #require(UIImage(contentsOfFile: dir.appendingPathComponent("icon@2x.png").path))
        #expect(fromFile.scale == 2 && fromFile.size == CGSize(width: 20, height: 10))
        let bundle = try #require(Bundle(path: dir.path))
        let named = try #require(UIImage(named: "icon", in: bundle, with: nil))
        #expect(named.scale == 2, "@2x is preferred over the unsuffixed file on a 3× screen without @3x")
        #expect(
            UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 1))?.scale == 1,
            "a 1× trait collection takes the unsuffixed file")
        #expect(UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 2))?.scale == 2)
        #expect(ImageFileLookup.candidates("a", displayScale: 2) == ["a@2x.png", "a@3x.png", "a.png"])
        #expect(UIImage(systemName: "star", compatibleWith: UITraitCollection(displayScale: 1))?.isSymbolImage == true)
        #expect(UIImage(systemName: "nope", compatibleWith: nil) == nil)
        #expect(UIImage(named: "solo.png", in: bundle, with: nil)?.size == CGSize(width: 30, height: 30))
        #expect(UIImage(named: "missing", in: bundle, with: nil) == nil)
        #expect(UIImage(named: "") == nil)
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("nope.png").path) == nil)
        #expect(ImageFileLookup.scale(ofFileNamed: "/a/b@3x.jpg") == 3)
    }
}
