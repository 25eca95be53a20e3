#if !canImport(UIKit)
import Foundation

/// The pure geometry of a flow layout: sections stacked along the scroll axis, each a header,
/// lines of items and a footer. Built in O(sections) for uniform item sizes (O(items) when the
/// sizes differ) and queried in O(log sections + log lines + visible).
struct FlowLayoutGeometry {
    /// One element the geometry places.
    enum Element {
        case item(IndexPath, CGRect)
        case header(Int, CGRect)
        case footer(Int, CGRect)
    }

    let axis: FlowLayoutAxis
    private(set) var sections: [FlowLayoutSectionGeometry] = []
    /// The content's size.
    private(set) var contentSize: CGSize = .zero

    /// Stacks `inputs` along the scroll axis; `acrossExtent` is the content's size across it.
    init(
        sections inputs: [FlowLayoutSectionInput], isVertical: Bool, acrossExtent: CGFloat,
        referenceInsets: UIEdgeInsets = .zero
    ) {
        axis = FlowLayoutAxis(isVertical: isVertical)
        var along: CGFloat = 0
        sections.reserveCapacity(inputs.count)
        for input in inputs {
            let section = FlowLayoutSectionGeometry(
                input: input, axis: axis, start: along, acrossExtent: acrossExtent, referenceInsets: referenceInsets)
            along = section.end
            sections.append(section)
        }
        contentSize = axis.rect(along: 0, across: 0, alongExtent: along, acrossExtent: max(0, acrossExtent)).size
    }

    init() {
        axis = FlowLayoutAxis(isVertical: true)
    }

    func frame(ofItemAt indexPath: IndexPath) -> CGRect? {
        let section = indexPath.section
        let item = indexPath.item
        guard section >= 0, section < sections.count, item >= 0, item < sections[section].input.itemCount else {
            return nil
        }
        return sections[section].frame(ofItem: item)
    }

    /// The index of the first section that ends at or after `along`.
    private func firstSection(endingAfter along: CGFloat) -> Int {
        var low = 0
        var high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].end < along { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The sections that reach into `rect` along the scroll axis.
    func sectionIndices(overlapping rect: CGRect) -> Range<Int> {
        guard !rect.isNull else { return 0..<0 }
        let (minAlong, maxAlong) = axis.alongRange(of: rect)
        let first = firstSection(endingAfter: minAlong)
        var last = first
        while last < sections.count, sections[last].start <= maxAlong { last += 1 }
        return first..<last
    }

    /// Calls `body` with every element that intersects `rect`, in section order: header, items,
    /// footer.
    func forEachElement(in rect: CGRect, _ body: (Element) -> Void) {
        guard !rect.isNull, !sections.isEmpty else { return }
        let (minAlong, maxAlong) = axis.alongRange(of: rect)
        var index = firstSection(endingAfter: minAlong)
        while index < sections.count, sections[index].start <= maxAlong {
            let section = sections[index]
            if let header = section.headerFrame, header.meets(rect) { body(.header(index, header)) }
            for line in section.lineIndices(alongFrom: minAlong, to: maxAlong) {
                let placed = section.line(at: line)
                for item in placed.firstItem..<(placed.firstItem + placed.count) {
                    let frame = section.frame(ofItem: item)
                    if frame.meets(rect) { body(.item(IndexPath(item: item, section: index), frame)) }
                }
            }
            if let footer = section.footerFrame, footer.meets(rect) { body(.footer(index, footer)) }
            index += 1
        }
    }
}
#endif
