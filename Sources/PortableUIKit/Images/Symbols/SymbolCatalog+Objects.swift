#if !canImport(UIKit)
import Foundation

extension SymbolCatalog {
    /// A heart's outline in a 21 × 19 box.
    private static let heartOutline: [CGPathElementKind] = [
        .moveTo(CGPoint(x: 10.5, y: 18)),
        .curveTo(control1: CGPoint(x: 4, y: 13.5), control2: CGPoint(x: 1, y: 9.5), point: CGPoint(x: 1, y: 6)),
        .curveTo(control1: CGPoint(x: 1, y: 3), control2: CGPoint(x: 3, y: 1), point: CGPoint(x: 5.8, y: 1)),
        .curveTo(control1: CGPoint(x: 8, y: 1), control2: CGPoint(x: 9.6, y: 2.3), point: CGPoint(x: 10.5, y: 4)),
        .curveTo(control1: CGPoint(x: 11.4, y: 2.3), control2: CGPoint(x: 13, y: 1), point: CGPoint(x: 15.2, y: 1)),
        .curveTo(control1: CGPoint(x: 18, y: 1), control2: CGPoint(x: 20, y: 3), point: CGPoint(x: 20, y: 6)),
        .curveTo(control1: CGPoint(x: 20, y: 9.5), control2: CGPoint(x: 17, y: 13.5), point: CGPoint(x: 10.5, y: 18)),
        .closeSubpath,
    ]

    /// A bell's body in an 18 × 21 box.
    private static let bellBody: [CGPathElementKind] = [
        .moveTo(CGPoint(x: 1.5, y: 16)),
        .lineTo(CGPoint(x: 3.5, y: 13)),
        .lineTo(CGPoint(x: 3.5, y: 8.5)),
        .curveTo(control1: CGPoint(x: 3.5, y: 4.5), control2: CGPoint(x: 6, y: 2), point: CGPoint(x: 9, y: 2)),
        .curveTo(control1: CGPoint(x: 12, y: 2), control2: CGPoint(x: 14.5, y: 4.5), point: CGPoint(x: 14.5, y: 8.5)),
        .lineTo(CGPoint(x: 14.5, y: 13)),
        .lineTo(CGPoint(x: 16.5, y: 16)),
        .closeSubpath,
    ]

    /// A bookmark's outline in a 14 × 20 box.
    private static let bookmarkOutline = GlyphBuilder.poly(
        [(1.5, 1.5), (12.5, 1.5), (12.5, 18.5), (7, 14), (1.5, 18.5)], closed: true)

    /// Things: documents, containers, tools.
    static let objectGlyphs: [SymbolGlyph] = {
        typealias B = GlyphBuilder
        return [
            make("house", 23, 20) {
                $0.stroke(B.poly([(1.5, 10), (11.5, 1.5), (21.5, 10)]))
                $0.stroke(B.poly([(4, 8), (4, 18.5), (19, 18.5), (19, 8)]))
                $0.stroke(B.poly([(9.5, 18.5), (9.5, 12.5), (13.5, 12.5), (13.5, 18.5)]))
            },
            make("house.fill", 23, 20) {
                $0.fill(
                    B.poly(
                        [(0.5, 10.5), (11.5, 0.5), (22.5, 10.5), (19.5, 10.5), (19.5, 19.5), (3.5, 19.5), (3.5, 10.5)],
                        closed: true)
                        + B.rect(9.5, 12.5, 4, 7), evenOdd: true)
            },
            make("star", 22, 21) { $0.stroke(B.star(11, 11, outer: 9.8, inner: 4.2, count: 5)) },
            make("star.fill", 22, 21) { $0.fill(B.star(11, 11, outer: 10.5, inner: 4.6, count: 5)) },
            make("heart", 21, 19) { $0.stroke(heartOutline) },
            make("heart.fill", 21, 19) { $0.fill(heartOutline) },
            make("bell", 18, 21) {
                $0.stroke(bellBody); $0.stroke(B.poly([(7, 18.8), (11, 18.8)]))
            },
            make("bell.fill", 18, 21) {
                $0.fill(bellBody); $0.fill(B.circle(9, 18.5, 2))
            },
            make("gear", 21, 21) {
                $0.fill(
                    B.star(10.5, 10.5, outer: 10.3, inner: 7.8, count: 8, spread: 0.12) + B.circle(10.5, 10.5, 3.2),
                    evenOdd: true)
            },
            make("gearshape.fill", 21, 21) {
                $0.fill(
                    B.star(10.5, 10.5, outer: 10.3, inner: 7.8, count: 8, spread: 0.12) + B.circle(10.5, 10.5, 3.2),
                    evenOdd: true)
            },
            make("square.and.arrow.up", 17, 22) {
                $0.stroke(B.poly([(5, 8.5), (2, 8.5), (2, 20.5), (15, 20.5), (15, 8.5), (12, 8.5)]))
                $0.stroke(B.poly([(8.5, 1.5), (8.5, 13.5)])); $0.stroke(B.poly([(5, 5), (8.5, 1.5), (12, 5)]))
            },
            make("square.and.arrow.down", 17, 22) {
                $0.stroke(B.poly([(5, 8.5), (2, 8.5), (2, 20.5), (15, 20.5), (15, 8.5), (12, 8.5)]))
                $0.stroke(B.poly([(8.5, 1.5), (8.5, 13.5)])); $0.stroke(B.poly([(5, 10), (8.5, 13.5), (12, 10)]))
            },
            make("square.and.pencil", 21, 21) {
                $0.stroke(B.poly([(9, 3), (2, 3), (2, 19), (18, 19), (18, 12)]))
                $0.stroke(B.poly([(8, 13), (8.6, 10.4), (17, 2), (19, 4), (10.6, 12.4)], closed: true))
            },
            make("trash", 18, 21) {
                $0.stroke(B.poly([(1.5, 4.5), (16.5, 4.5)]));
                $0.stroke(B.poly([(6.5, 4.5), (6.5, 1.5), (11.5, 1.5), (11.5, 4.5)]))
                $0.stroke(B.poly([(3.5, 4.5), (4.5, 19.5), (13.5, 19.5), (14.5, 4.5)]))
            },
            make("folder", 22, 17) {
                $0.stroke(B.poly([(1.5, 15.5), (1.5, 1.5), (8, 1.5), (10, 4), (20.5, 4), (20.5, 15.5)], closed: true))
            },
            make("doc", 16, 21) {
                $0.stroke(B.poly([(1.5, 1.5), (10, 1.5), (14.5, 6), (14.5, 19.5), (1.5, 19.5)], closed: true))
                $0.stroke(B.poly([(10, 1.5), (10, 6), (14.5, 6)]))
            },
            make("book", 22, 18) {
                $0.stroke(B.poly([(11, 3), (11, 16.5)]))
                $0.stroke(
                    B.poly(
                        [
                            (11, 3), (6, 1.5), (1.5, 2), (1.5, 15), (6, 14.5), (11, 16.5), (16, 14.5), (20.5, 15),
                            (20.5, 2), (16, 1.5),
                        ], closed: true))
            },
            make("bookmark", 14, 20) { $0.stroke(bookmarkOutline) },
            make("bookmark.fill", 14, 20) { $0.fill(bookmarkOutline) },
            make("envelope", 22, 16) {
                $0.stroke(B.rect(1.5, 1.5, 19, 13, r: 2)); $0.stroke(B.poly([(2, 2.5), (11, 9.5), (20, 2.5)]))
            },
            make("photo", 22, 17) {
                $0.stroke(B.rect(1.5, 1.5, 19, 14, r: 2.5)); $0.fill(B.circle(7, 6, 1.8))
                $0.stroke(B.poly([(2, 13.5), (8, 9), (11, 11.5), (15, 7.5), (20, 12)]))
            },
            make("camera", 23, 18) {
                $0.stroke(
                    B.poly(
                        [(1.5, 5), (6, 5), (8, 1.5), (15, 1.5), (17, 5), (21.5, 5), (21.5, 16.5), (1.5, 16.5)],
                        closed: true))
                $0.stroke(B.circle(11.5, 10.5, 3.8))
            },
            make("calendar", 21, 19) {
                $0.stroke(B.rect(1.5, 2.5, 18, 15, r: 2.5)); $0.stroke(B.poly([(1.5, 7), (19.5, 7)]))
                for x in [6, 10.5, 15] as [CGFloat] { $0.fill(B.circle(x, 11, 1)); $0.fill(B.circle(x, 14.5, 1)) }
            },
            make("clock", 21, 21) {
                $0.stroke(B.circle(10.5, 10.5, 9.5)); $0.stroke(B.poly([(10.5, 4.5), (10.5, 10.5), (14.5, 13)]))
            },
        ]
    }()

    /// People.
    static let peopleGlyphs: [SymbolGlyph] = {
        typealias B = GlyphBuilder
        let shoulders: [CGPathElementKind] = [
            .moveTo(CGPoint(x: 1.5, y: 18.5)),
            .curveTo(control1: CGPoint(x: 1.5, y: 13.5), control2: CGPoint(x: 5, y: 11), point: CGPoint(x: 9, y: 11)),
            .curveTo(
                control1: CGPoint(x: 13, y: 11), control2: CGPoint(x: 16.5, y: 13.5), point: CGPoint(x: 16.5, y: 18.5)),
            .closeSubpath,
        ]
        return [
            make("person", 18, 20) {
                $0.stroke(B.circle(9, 5.2, 4)); $0.stroke(shoulders)
            },
            make("person.fill", 18, 20) {
                $0.fill(B.circle(9, 5.2, 4.4)); $0.fill(shoulders)
            },
            make("person.crop.circle", 21, 21) {
                $0.stroke(B.circle(10.5, 10.5, 9.5)); $0.stroke(B.circle(10.5, 8, 3.3))
                $0.stroke([
                    .moveTo(CGPoint(x: 4.5, y: 17)),
                    .quadCurveTo(control: CGPoint(x: 10.5, y: 10.5), point: CGPoint(x: 16.5, y: 17)),
                ])
            },
        ]
    }()
}
#endif
