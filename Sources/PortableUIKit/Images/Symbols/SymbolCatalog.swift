#if !canImport(UIKit)
import Foundation

/// The SF Symbols PortableUIKit ships, by name: ``UIImage/init(systemName:)`` finds a name here
/// or returns nil, as UIKit does for a name it does not know. Each glyph is drawn in a design
/// box whose size is the symbol image's size at UIKit's default configuration (17 pt, regular
/// weight, medium scale), close to what iOS reports for the same name (e.g. `house` 23 × 20,
/// `chevron.left` 11 × 19, `plus` 17 × 17). The drawings are PortableUIKit's own simplified
/// vector renditions, not Apple's artwork.
enum SymbolCatalog {
    /// Every built-in glyph by name.
    static let glyphs: [String: SymbolGlyph] = {
        var out: [String: SymbolGlyph] = [:]
        for glyph in navigationGlyphs + objectGlyphs + peopleGlyphs { out[glyph.name] = glyph }
        for (name, source) in mirrors { if let glyph = out[source] { out[name] = glyph.mirrored(as: name) } }
        for (alias, name) in aliases {
            if let glyph = out[name] { out[alias] = SymbolGlyph(name: alias, box: glyph.box, parts: glyph.parts) }
        }
        return out
    }()

    /// Names that draw as another glyph (the direction-neutral spellings of arrows and chevrons,
    /// drawn as their left-to-right form).
    static let aliases: [(String, String)] = [
        ("chevron.backward", "chevron.left"), ("chevron.forward", "chevron.right"),
        ("arrow.backward", "arrow.left"), ("arrow.forward", "arrow.right"),
        ("gearshape", "gear"),
    ]

    /// Glyphs drawn as another mirrored left to right.
    static let mirrors: [(String, String)] = [("arrow.uturn.forward", "arrow.uturn.backward")]

    /// Names whose glyph points along the reading direction: UIKit mirrors them in right-to-left
    /// layouts.
    static let directional: Set<String> = ["chevron.backward", "chevron.forward", "arrow.backward", "arrow.forward"]

    /// The glyph for `name`, or nil for a name PortableUIKit does not ship.
    static func glyph(named name: String) -> SymbolGlyph? { glyphs[name] }

    static func make(_ name: String, _ w: CGFloat, _ h: CGFloat, _ build: (inout GlyphBuilder) -> Void) -> SymbolGlyph {
        var builder = GlyphBuilder()
        build(&builder)
        return SymbolGlyph(name: name, box: CGSize(width: w, height: h), parts: builder.parts)
    }

    /// Arrows, chevrons, marks and layout symbols.
    static let navigationGlyphs: [SymbolGlyph] = {
        typealias B = GlyphBuilder
        return [
            make("chevron.left", 11, 19) { $0.stroke(B.poly([(9.5, 1.5), (1.5, 9.5), (9.5, 17.5)])) },
            make("chevron.right", 11, 19) { $0.stroke(B.poly([(1.5, 1.5), (9.5, 9.5), (1.5, 17.5)])) },
            make("chevron.up", 19, 11) { $0.stroke(B.poly([(1.5, 9.5), (9.5, 1.5), (17.5, 9.5)])) },
            make("chevron.down", 19, 11) { $0.stroke(B.poly([(1.5, 1.5), (9.5, 9.5), (17.5, 1.5)])) },
            make("arrow.left", 19, 16) {
                $0.stroke(B.poly([(8, 1.5), (1.5, 8), (8, 14.5)])); $0.stroke(B.poly([(1.5, 8), (17.5, 8)]))
            },
            make("arrow.right", 19, 16) {
                $0.stroke(B.poly([(11, 1.5), (17.5, 8), (11, 14.5)])); $0.stroke(B.poly([(1.5, 8), (17.5, 8)]))
            },
            make("arrow.up", 16, 19) {
                $0.stroke(B.poly([(1.5, 8), (8, 1.5), (14.5, 8)])); $0.stroke(B.poly([(8, 1.5), (8, 17.5)]))
            },
            make("arrow.down", 16, 19) {
                $0.stroke(B.poly([(1.5, 11), (8, 17.5), (14.5, 11)])); $0.stroke(B.poly([(8, 1.5), (8, 17.5)]))
            },
            make("arrow.clockwise", 18, 20) {
                $0.stroke([
                    .moveTo(CGPoint(x: 9, y: 3.5)),
                    .curveTo(
                        control1: CGPoint(x: 4.5, y: 3.5), control2: CGPoint(x: 1.5, y: 7),
                        point: CGPoint(x: 1.5, y: 11)),
                    .curveTo(
                        control1: CGPoint(x: 1.5, y: 15.2), control2: CGPoint(x: 4.8, y: 18.5),
                        point: CGPoint(x: 9, y: 18.5)),
                    .curveTo(
                        control1: CGPoint(x: 13.2, y: 18.5), control2: CGPoint(x: 16.5, y: 15.2),
                        point: CGPoint(x: 16.5, y: 11)),
                ])
                $0.stroke(B.poly([(7, 0.8), (9.5, 3.5), (7, 6.2)]))
            },
            make("arrow.uturn.backward", 19, 17) {
                $0.stroke([
                    .moveTo(CGPoint(x: 1.5, y: 6.5)), .lineTo(CGPoint(x: 12, y: 6.5)),
                    .curveTo(
                        control1: CGPoint(x: 15.5, y: 6.5), control2: CGPoint(x: 17.5, y: 8.7),
                        point: CGPoint(x: 17.5, y: 11)),
                    .curveTo(
                        control1: CGPoint(x: 17.5, y: 13.3), control2: CGPoint(x: 15.5, y: 15.5),
                        point: CGPoint(x: 12, y: 15.5)),
                    .lineTo(CGPoint(x: 8, y: 15.5)),
                ])
                $0.stroke(B.poly([(6.5, 1.5), (1.5, 6.5), (6.5, 11.5)]))
            },
            make("arrowshape.turn.up.left", 21, 17) {
                $0.stroke([
                    .moveTo(CGPoint(x: 8.5, y: 1.5)), .lineTo(CGPoint(x: 1.5, y: 7.5)),
                    .lineTo(CGPoint(x: 8.5, y: 13.5)),
                    .lineTo(CGPoint(x: 8.5, y: 10)),
                    .curveTo(
                        control1: CGPoint(x: 14, y: 10), control2: CGPoint(x: 17.5, y: 11.5),
                        point: CGPoint(x: 19.5, y: 15.5)),
                    .curveTo(
                        control1: CGPoint(x: 19, y: 9), control2: CGPoint(x: 15, y: 5), point: CGPoint(x: 8.5, y: 5)),
                    .closeSubpath,
                ])
            },
            make("plus", 17, 17) {
                $0.stroke(B.poly([(8.5, 1.5), (8.5, 15.5)])); $0.stroke(B.poly([(1.5, 8.5), (15.5, 8.5)]))
            },
            make("minus", 17, 3) { $0.stroke(B.poly([(1.5, 1.5), (15.5, 1.5)])) },
            make("xmark", 15, 15) {
                $0.stroke(B.poly([(1.5, 1.5), (13.5, 13.5)])); $0.stroke(B.poly([(13.5, 1.5), (1.5, 13.5)]))
            },
            make("checkmark", 18, 16) { $0.stroke(B.poly([(1.5, 8.5), (6.5, 14.5), (16.5, 1.5)])) },
            make("line.3.horizontal", 19, 13) {
                for y in [1.5, 6.5, 11.5] as [CGFloat] { $0.stroke(B.poly([(1.5, y), (17.5, y)])) }
            },
            make("list.bullet", 20, 14) {
                for y in [2, 7, 12] as [CGFloat] {
                    $0.fill(B.circle(2, y, 1.6)); $0.stroke(B.poly([(6.5, y), (18.5, y)]))
                }
            },
            make("ellipsis", 19, 4) { for x in [2, 9.5, 17] as [CGFloat] { $0.fill(B.circle(x, 2, 1.9)) } },
            make("ellipsis.circle", 21, 21) {
                $0.stroke(B.circle(10.5, 10.5, 9.5));
                for x in [6, 10.5, 15] as [CGFloat] { $0.fill(B.circle(x, 10.5, 1.3)) }
            },
            make("info.circle", 21, 21) {
                $0.stroke(B.circle(10.5, 10.5, 9.5)); $0.fill(B.circle(10.5, 6.2, 1.3));
                $0.stroke(B.poly([(10.5, 9.5), (10.5, 15.5)]))
            },
            make("plus.circle", 21, 21) {
                $0.stroke(B.circle(10.5, 10.5, 9.5)); $0.stroke(B.poly([(10.5, 6), (10.5, 15)]));
                $0.stroke(B.poly([(6, 10.5), (15, 10.5)]))
            },
            make("xmark.circle.fill", 21, 21) {
                $0.fill(
                    B.circle(10.5, 10.5, 10)
                        + B.poly(
                            [
                                (7, 6), (6, 7), (9.5, 10.5), (6, 14), (7, 15), (10.5, 11.5),
                                (14, 15), (15, 14), (11.5, 10.5), (15, 7), (14, 6), (10.5, 9.5),
                            ], closed: true),
                    evenOdd: true)
            },
            make("checkmark.circle", 21, 21) {
                $0.stroke(B.circle(10.5, 10.5, 9.5)); $0.stroke(B.poly([(6, 11), (9.3, 14.5), (15, 7)]))
            },
            make("square.grid.2x2", 19, 19) {
                for (x, y) in [(1.5, 1.5), (10.5, 1.5), (1.5, 10.5), (10.5, 10.5)] as [(CGFloat, CGFloat)] {
                    $0.stroke(B.rect(x, y, 7, 7, r: 1.5))
                }
            },
            make("sidebar.left", 23, 18) {
                $0.stroke(B.rect(1.5, 1.5, 20, 15, r: 3)); $0.stroke(B.poly([(8, 1.5), (8, 16.5)]))
            },
            make("play.fill", 14, 17) { $0.fill(B.poly([(1, 1), (13, 8.5), (1, 16)], closed: true)) },
            make("pause.fill", 12, 16) {
                $0.fill(B.rect(0.5, 0.5, 4, 15, r: 1)); $0.fill(B.rect(7.5, 0.5, 4, 15, r: 1))
            },
            make("backward.fill", 22, 13) {
                $0.fill(B.poly([(11, 0.5), (0.5, 6.5), (11, 12.5)], closed: true));
                $0.fill(B.poly([(21.5, 0.5), (11, 6.5), (21.5, 12.5)], closed: true))
            },
            make("forward.fill", 22, 13) {
                $0.fill(B.poly([(0.5, 0.5), (11, 6.5), (0.5, 12.5)], closed: true));
                $0.fill(B.poly([(11, 0.5), (21.5, 6.5), (11, 12.5)], closed: true))
            },
            make("magnifyingglass", 19, 19) {
                $0.stroke(B.circle(8, 8, 6.5)); $0.stroke(B.poly([(12.8, 12.8), (17.5, 17.5)]))
            },
        ]
    }()
}
#endif
