#if !canImport(UIKit)
import Foundation

/// One line of items whose sizes differ (uniform sections store no lines).
struct FlowLayoutLine {
    var firstItem: Int
    var count: Int
    /// Where the line starts along the scroll axis, and its extent (its tallest item).
    var along: CGFloat
    var extent: CGFloat
}

/// One section of a flow layout, placed along the scroll axis: header, inset, lines, inset,
/// footer. Items of one size are placed arithmetically (no per-item or per-line storage); items of
/// different sizes keep one ``FlowLayoutLine`` per line, searched by bisection.
struct FlowLayoutSectionGeometry {
    let input: FlowLayoutSectionInput
    let axis: FlowLayoutAxis
    /// Where the section begins and ends along the scroll axis (header and footer included).
    private(set) var start: CGFloat = 0
    private(set) var end: CGFloat = 0
    private(set) var headerExtent: CGFloat = 0
    private(set) var footerExtent: CGFloat = 0
    /// Where the first line starts and the last line ends.
    private(set) var linesStart: CGFloat = 0
    private(set) var linesEnd: CGFloat = 0
    /// The items' area across the scroll axis: its start and its width.
    private(set) var itemsAcrossStart: CGFloat = 0
    private(set) var available: CGFloat = 0
    /// The content's extent across the scroll axis (headers and footers span it).
    private(set) var contentAcross: CGFloat = 0
    /// Uniform sections: items per line and line count.
    private(set) var itemsPerLine = 1
    private(set) var lineCount = 0
    /// Sections of differing sizes: their lines.
    private(set) var lines: [FlowLayoutLine] = []

    /// Places the section at `start`. `acrossExtent` is the content's size across the scroll
    /// axis, `referenceInsets` the insets the section inset is measured from (safe area, margins).
    init(
        input: FlowLayoutSectionInput, axis: FlowLayoutAxis, start: CGFloat, acrossExtent: CGFloat,
        referenceInsets: UIEdgeInsets
    ) {
        self.input = input
        self.axis = axis
        self.start = start
        contentAcross = acrossExtent
        headerExtent = max(0, axis.along(input.headerSize))
        footerExtent = max(0, axis.along(input.footerSize))
        itemsAcrossStart = axis.acrossStart(referenceInsets) + axis.acrossStart(input.inset)
        available = max(
            0, acrossExtent - itemsAcrossStart - axis.acrossEnd(referenceInsets) - axis.acrossEnd(input.inset))
        linesStart = start + headerExtent + axis.alongStart(input.inset)
        if input.itemCount <= 0 {
            linesEnd = linesStart
        } else if input.itemSizes == nil {
            let itemAcross = axis.across(input.uniformItemSize)
            let fit =
                (available + input.interitemSpacing) / max(itemAcross + input.interitemSpacing, .leastNonzeroMagnitude)
            itemsPerLine = Int(flooring: fit, clampedTo: 1...input.itemCount)
            lineCount = (input.itemCount + itemsPerLine - 1) / itemsPerLine
            let along = axis.along(input.uniformItemSize)
            linesEnd = linesStart + CGFloat(lineCount) * along + CGFloat(lineCount - 1) * input.lineSpacing
        } else {
            linesEnd = buildLines()
        }
        end = linesEnd + axis.alongEnd(input.inset) + footerExtent
    }

    private mutating func buildLines() -> CGFloat {
        var along = linesStart
        var item = 0
        while item < input.itemCount {
            var used = axis.across(input.size(ofItem: item))
            var extent = axis.along(input.size(ofItem: item))
            var count = 1
            while item + count < input.itemCount {
                let size = input.size(ofItem: item + count)
                let next = used + input.interitemSpacing + axis.across(size)
                guard next <= available + 0.0001 else { break }
                used = next
                extent = max(extent, axis.along(size))
                count += 1
            }
            if !lines.isEmpty { along += input.lineSpacing }
            lines.append(FlowLayoutLine(firstItem: item, count: count, along: along, extent: extent))
            along += extent
            item += count
        }
        lineCount = lines.count
        return along
    }

    // MARK: Queries

    /// The line holding `item`.
    func line(ofItem item: Int) -> FlowLayoutLine {
        if lines.isEmpty { return uniformLine(item / itemsPerLine) }
        var low = 0
        var high = lines.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lines[mid].firstItem <= item { low = mid } else { high = mid - 1 }
        }
        return lines[low]
    }

    private func uniformLine(_ index: Int) -> FlowLayoutLine {
        let along = axis.along(input.uniformItemSize)
        let first = index * itemsPerLine
        return FlowLayoutLine(
            firstItem: first, count: min(itemsPerLine, input.itemCount - first),
            along: linesStart + CGFloat(index) * (along + input.lineSpacing), extent: along)
    }

    /// The indices of the lines that reach into `[minAlong, maxAlong]`.
    func lineIndices(alongFrom minAlong: CGFloat, to maxAlong: CGFloat) -> Range<Int> {
        guard lineCount > 0, maxAlong >= linesStart, minAlong <= linesEnd else { return 0..<0 }
        if lines.isEmpty {
            let stride = axis.along(input.uniformItemSize) + input.lineSpacing
            guard stride > 0, stride.isFinite else { return 0..<min(lineCount, 1) }
            let first = Int(
                flooring: (minAlong - linesStart - axis.along(input.uniformItemSize)) / stride,
                clampedTo: 0...(lineCount - 1))
            let last = Int(flooring: (maxAlong - linesStart) / stride, clampedTo: 0...(lineCount - 1))
            return first <= last ? first..<(last + 1) : 0..<0
        }
        var low = 0
        var high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid].along + lines[mid].extent < minAlong { low = mid + 1 } else { high = mid }
        }
        var last = low
        while last < lines.count, lines[last].along <= maxAlong { last += 1 }
        return low..<last
    }

    /// The line at `index` (uniform or stored).
    func line(at index: Int) -> FlowLayoutLine { lines.isEmpty ? uniformLine(index) : lines[index] }

    /// The frame of `item`: lines of two or more items that are not the section's last line are
    /// justified (the spacing grows so the items span the available width); the last line keeps
    /// the minimum spacing from the leading edge; a line of one item is centred; items are
    /// centred in their line along the scroll axis (facts L2.3–L2.6).
    func frame(ofItem item: Int) -> CGRect {
        let line = line(ofItem: item)
        let size = input.size(ofItem: item)
        let isLastLine = line.firstItem + line.count >= input.itemCount
        var across = itemsAcrossStart
        if line.count == 1 {
            across += (available - axis.across(size)) / 2
        } else {
            let (used, before) = acrossExtents(of: line, before: item)
            let spacing = isLastLine ? input.interitemSpacing : (available - used) / CGFloat(line.count - 1)
            across += before + spacing * CGFloat(item - line.firstItem)
        }
        let along = line.along + (line.extent - axis.along(size)) / 2
        return axis.rect(along: along, across: across, alongExtent: axis.along(size), acrossExtent: axis.across(size))
    }

    /// The items' total extent across the scroll axis in `line`, and that of the items before
    /// `item` (O(1) for uniform sizes, O(line) otherwise).
    private func acrossExtents(of line: FlowLayoutLine, before item: Int) -> (used: CGFloat, before: CGFloat) {
        guard input.itemSizes != nil else {
            let width = axis.across(input.uniformItemSize)
            return (width * CGFloat(line.count), width * CGFloat(item - line.firstItem))
        }
        var used: CGFloat = 0
        var before: CGFloat = 0
        for index in line.firstItem..<(line.firstItem + line.count) {
            let width = axis.across(input.size(ofItem: index))
            if index < item { before += width }
            used += width
        }
        return (used, before)
    }

    /// The header's frame: it spans the content across the scroll axis; `nil` without a header.
    var headerFrame: CGRect? {
        guard headerExtent > 0 else { return nil }
        return axis.rect(along: start, across: 0, alongExtent: headerExtent, acrossExtent: contentAcross)
    }

    /// The footer's frame, after the bottom inset; `nil` without a footer.
    var footerFrame: CGRect? {
        guard footerExtent > 0 else { return nil }
        return axis.rect(along: end - footerExtent, across: 0, alongExtent: footerExtent, acrossExtent: contentAcross)
    }
}
#endif
