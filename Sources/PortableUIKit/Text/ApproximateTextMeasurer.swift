#if !canImport(UIKit)
import Foundation

/// PortableUIKit's default measurer: every character advances the same fraction of the point
/// size, lines are `font.lineHeight` tall (the figures are documented on ``TextMeasurement``).
/// Deterministic and font-file free, so layout tests give the same numbers everywhere.
struct ApproximateTextMeasurer: TextMeasuring {
    /// The advance of one character in `font`, in points: 0.6 × the size for monospaced faces,
    /// (0.5 + 0.125 × weight) × the size otherwise, the weight clamped to −1…1.
    static func advance(of font: UIFont) -> CGFloat {
        switch font.design {
        case .monospaced:
            return font.pointSize * 0.6
        case .proportional, .monospacedDigits:
            return font.pointSize * (0.5 + 0.125 * min(max(font.weight.rawValue, -1), 1))
        }
    }

    func size(
        of text: String, font: UIFont, maxWidth: CGFloat, maximumLines: Int, lineBreakMode: NSLineBreakMode
    ) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let advance = Self.advance(of: font)
        let limited = maxWidth.isFinite && maxWidth > 0 && maxWidth < .greatestFiniteMagnitude / 2 && advance > 0
        // A tiny font (1e-300 pt) makes the quotient overflow Int: clamp it, the line is unlimited.
        let capacity = limited ? Int(flooring: maxWidth / advance + 1e-9, clampedTo: 1...Int(Int32.max)) : nil
        let lines = ApproximateLineBreaking.lineLengths(
            of: text, capacity: capacity, maximumLines: max(maximumLines, 0), mode: lineBreakMode)
        let widest = CGFloat(lines.max() ?? 0) * advance
        return CGSize(width: limited ? min(widest, maxWidth) : widest, height: CGFloat(lines.count) * font.lineHeight)
    }
}

/// Line breaking in whole characters, for text whose characters all have the same advance.
enum ApproximateLineBreaking {
    /// The length in characters of each line `text` takes with at most `capacity` characters a
    /// line (nil: no limit) and at most `maximumLines` lines (0: no limit; 1: no wrapping).
    static func lineLengths(of text: String, capacity: Int?, maximumLines: Int, mode: NSLineBreakMode) -> [Int] {
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(Array.init)
        if maximumLines == 1 {
            let cutOff = paragraphs.count > 1 && mode.truncates ? 1 : 0
            let length = paragraphs[0].count + cutOff
            return [capacity.map { min(length, $0) } ?? length]
        }
        var lines = paragraphs.flatMap { wrap($0, capacity: capacity, byWord: mode != .byCharWrapping) }
        guard maximumLines > 0, lines.count > maximumLines else { return lines }
        let hidden = lines[maximumLines...].reduce(0, +)
        lines.removeLast(lines.count - maximumLines)
        if mode.truncates {
            let last = lines[maximumLines - 1]
            // The last line runs on into the hidden text and ends with an ellipsis.
            lines[maximumLines - 1] = capacity.map { min(last + 1 + hidden, $0) } ?? last + 1
        }
        return lines
    }

    private static func wrap(_ paragraph: [Character], capacity: Int?, byWord: Bool) -> [Int] {
        guard let capacity, !paragraph.isEmpty else { return [paragraph.count] }
        if !byWord {
            return stride(from: 0, to: paragraph.count, by: capacity).map { start in
                let chunk = paragraph[start..<min(start + capacity, paragraph.count)]
                return chunk.count - chunk.reversed().prefix { $0.isWhitespace }.count
            }
        }
        var lines: [Int] = []
        var line = 0, pendingSpaces = 0, index = 0
        while index < paragraph.count {
            let isSpace = paragraph[index].isWhitespace
            var end = index
            while end < paragraph.count, paragraph[end].isWhitespace == isSpace { end += 1 }
            let run = end - index
            index = end
            if isSpace {
                pendingSpaces += run
                continue
            }
            if line + pendingSpaces + run <= capacity {
                line += pendingSpaces + run
            } else {
                // Spaces at the wrap take no width; a word longer than a line breaks between characters.
                if line > 0 { lines.append(line) }
                var rest = run
                while rest > capacity {
                    lines.append(capacity)
                    rest -= capacity
                }
                line = rest
            }
            pendingSpaces = 0
        }
        lines.append(line)
        return lines
    }
}
#endif
