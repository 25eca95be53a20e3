import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
@testable import PortableUIKitCairo
import ContainmentTestTraits

/// The box around "ink": pixels more than 60 away from white in some channel, in pixels.
private func ink(_ image: RenderedImage, in rect: CGRect? = nil) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
    let area = rect ?? CGRect(x: 0, y: 0, width: image.width, height: image.height)
    var box: (Int, Int, Int, Int)?
    for y in Int(area.minY)..<Int(area.maxY) {
        for x in Int(area.minX)..<Int(area.maxX) {
            let p = image.rgba(x, y)
            guard min(p.r, p.g, p.b) < 195 else { continue }
            box = box.map { (min($0.0, x), max($0.1, x), min($0.2, y), max($0.3, y)) } ?? (x, x, y, y)
        }
    }
    return box.map { (minX: $0.0, maxX: $0.1, minY: $0.2, maxY: $0.3) }
}

@MainActor
@Suite("Text: labels and button titles (Pango, Inter)", .isolatedRuntime)
struct TextTests {
    private func label(_ text: String, frame: CGRect, in host: HeadlessHost) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = .systemFont(ofSize: 17)
        host.window.addSubview(label)
        return label
    }

    @Test(
        "The system font is Inter below 20 points and Inter Display from 20 (San Francisco's Text/Display split); monospaced fonts stay monospaced"
    )
    func faces() {
        #expect(PangoText.face(of: .systemFont(ofSize: 19.5)).family == "Inter")
        #expect(PangoText.face(of: .systemFont(ofSize: 20)).family == "Inter Display")
        #expect(PangoText.face(of: .systemFont(ofSize: 34, weight: .bold)) == ("Inter Display", 700, false))
        #expect(PangoText.face(of: .monospacedSystemFont(ofSize: 24, weight: .regular)).family == "DejaVu Sans Mono")
    }

    @Test("A label's text is drawn inside its bounds in its colour")
    func textInBoundsInColour() throws {
        let host = whiteHost()
        let label = label("Hello", frame: CGRect(x: 20, y: 20, width: 160, height: 40), in: host)
        label.textColor = .red
        let image = WindowRenderer(scale: 1).render(host.window)
        let box = try #require(ink(image))
        #expect(box.minX >= 20 && box.maxX < 180 && box.minY >= 20 && box.maxY < 60, "ink \(box) outside the label")
        #expect(box.maxX - box.minX > 25, "a word's width of ink")
        var reddest = RGBA8.white
        for y in box.minY...box.maxY {
            for x in box.minX...box.maxX where image.rgba(x, y).g < reddest.g { reddest = image.rgba(x, y) }
        }
        expectPixel(reddest, .red, tolerance: 10, "the most inked pixel")
    }

    @Test(
        "Alignment: left starts at the left edge, right ends at the right edge, centre is centred (±2 px)",
        arguments: [NSTextAlignment.left, .center, .right])
    func alignment(_ alignment: NSTextAlignment) throws {
        let host = whiteHost()
        let label = label("Aligned", frame: CGRect(x: 20, y: 20, width: 160, height: 40), in: host)
        label.textAlignment = alignment
        let box = try #require(ink(WindowRenderer(scale: 1).render(host.window)))
        switch alignment {
        case .left: #expect(box.minX >= 20 && box.minX <= 22, "starts at \(box.minX)")
        case .right: #expect(box.maxX >= 177 && box.maxX <= 179, "ends at \(box.maxX)")
        default:
            #expect(abs(Double(box.minX + box.maxX) / 2 - 99.5) <= 2, "centred at \(Double(box.minX + box.maxX) / 2)")
        }
    }

    @Test("The font size is absolute in points: at 2× the text is twice as wide and tall (±2 px)")
    func sizeScalesWithTheRender() throws {
        let host = whiteHost()
        _ = label("Scale me", frame: CGRect(x: 20, y: 20, width: 160, height: 40), in: host)
        let one = try #require(ink(WindowRenderer(scale: 1).render(host.window)))
        let two = try #require(ink(WindowRenderer(scale: 2).render(host.window)))
        #expect(abs((two.maxX - two.minX) - 2 * (one.maxX - one.minX)) <= 2, "\(one) at 1×, \(two) at 2×")
        #expect(abs((two.maxY - two.minY) - 2 * (one.maxY - one.minY)) <= 2, "\(one) at 1×, \(two) at 2×")
    }

    @Test("numberOfLines: 1, 2 and 0 (as many as fit) give one, two and more lines of ink")
    func numberOfLines() throws {
        let text = "one two three four five six seven eight nine ten eleven twelve"
        func inkHeight(lines: Int) throws -> Int {
            let host = whiteHost()
            let label = label(text, frame: CGRect(x: 20, y: 20, width: 100, height: 160), in: host)
            label.numberOfLines = lines
            label.lineBreakMode = .byWordWrapping
            let box = try #require(ink(WindowRenderer(scale: 1).render(host.window)))
            #expect(box.minX >= 20 && box.maxX < 120, "wrapped inside the width: \(box)")
            return box.maxY - box.minY + 1
        }
        let line = 17 * 1.21  // Inter: ascent + descent = 1.21 em
        let one = try inkHeight(lines: 1), two = try inkHeight(lines: 2), all = try inkHeight(lines: 0)
        #expect(Double(one) < 1.2 * line, "one line: \(one) px")
        #expect(Double(two) > 1.3 * line && Double(two) < 2.2 * line, "two lines: \(two) px")
        #expect(Double(all) > 3 * line, "all lines: \(all) px")
    }

    @Test("A long single line is truncated inside the bounds (tail) or clipped at them")
    func truncationAndClipping() throws {
        for mode in [NSLineBreakMode.byTruncatingTail, .byClipping] {
            let host = whiteHost()
            let label = label(
                "A line much longer than its label is wide", frame: CGRect(x: 20, y: 20, width: 120, height: 30),
                in: host)
            label.lineBreakMode = mode
            let box = try #require(ink(WindowRenderer(scale: 1).render(host.window)))
            #expect(
                box.minX >= 20 && box.maxX < 140 && box.maxX > 125,
                "\(mode): ink \(box) fills the width and stops at it")
        }
    }

    @Test("PangoTextMeasurer measures what is drawn: ink within the measured width, linear in the size")
    func measurerAgreesWithDrawing() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let measured = PangoTextMeasurer().size(
            of: "Hello", font: font, maxWidth: .greatestFiniteMagnitude,
            maximumLines: 1, lineBreakMode: .byTruncatingTail)
        // Half the size, not double: from 20 points the display cut takes over.
        let halved = PangoTextMeasurer().size(
            of: "Hello", font: font.withSize(8.5), maxWidth: .greatestFiniteMagnitude,
            maximumLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(abs(2 * halved.width - measured.width) < 0.05 && abs(2 * halved.height - measured.height) < 0.05)
        #expect(abs(measured.height - 17 * 1.21) < 1, "one Inter line: \(measured.height)")
        let host = whiteHost()
        _ = label("Hello", frame: CGRect(x: 20, y: 20, width: 160, height: 40), in: host)
        let box = try #require(ink(WindowRenderer(scale: 1).render(host.window)))
        let inkWidth = CGFloat(box.maxX - box.minX + 1)
        #expect(
            inkWidth <= measured.width + 1 && inkWidth >= measured.width - 4,
            "ink \(inkWidth), measured \(measured.width)")
        let wrapped = PangoTextMeasurer().size(
            of: "one two three four", font: font, maxWidth: 60, maximumLines: 0,
            lineBreakMode: .byWordWrapping)
        #expect(wrapped.width <= 60 && wrapped.height > 2.5 * measured.height, "wrapped: \(wrapped)")
    }

    @Test("A system button's title is drawn in the tint colour, centred in the button (±3 px)")
    func buttonTitle() throws {
        let saved = TextMeasurement.measurer
        TextMeasurement.measurer = PangoTextMeasurer()
        defer { TextMeasurement.measurer = saved }
        let host = whiteHost()
        let button = UIButton(type: .system)
        button.setTitle("Tap me", for: .normal)
        button.frame = CGRect(x: 40, y: 60, width: 120, height: 44)
        host.window.addSubview(button)
        host.runTurn()
        let image = WindowRenderer(scale: 1).render(host.window)
        let box = try #require(ink(image))
        #expect(abs(Double(box.minX + box.maxX) / 2 - 99.5) <= 3, "title centred: \(box)")
        #expect(box.minY > 60 && box.maxY < 104)
        var bluest = RGBA8.white
        for y in box.minY...box.maxY {
            for x in box.minX...box.maxX where image.rgba(x, y).r < bluest.r { bluest = image.rgba(x, y) }
        }
        expectPixel(bluest, RGBA8(0, 122, 255), tolerance: 12, "systemBlue title")
    }
}
