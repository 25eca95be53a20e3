import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// Along-axis origins and sizes of three views (50, 100, 30 along the axis; spacing 10) in 290 pt.
private let along: [UIStackView.Distribution: (origins: [CGFloat], sizes: [CGFloat])] = [
    .fill: ([0, 60, 170], [50, 100, 120]),
    .fillEqually: ([0, 100, 200], [90, 90, 90]),
    .fillProportionally: ([0, 85, 245], [75, 150, 45]),
    .equalSpacing: ([0, 105, 260], [50, 100, 30]),
    .equalCentering: ([0, 100, 260], [50, 100, 30]),
]
/// Across-axis origins and sizes of the same views (20, 40, 10 across) in 100 pt; plain views'
/// baselines are their bottoms, so a horizontal baseline row lines up its bottoms under the
/// tallest view; a vertical stack treats first/last baseline as leading/trailing (UNC).
private func across(_ alignment: UIStackView.Alignment, vertical: Bool) -> (origins: [CGFloat], sizes: [CGFloat]) {
    switch alignment {
    case .fill: ([0, 0, 0], [100, 100, 100])
    case .leading: ([0, 0, 0], [20, 40, 10])
    case .center: ([40, 30, 45], [20, 40, 10])
    case .trailing: ([80, 60, 90], [20, 40, 10])
    case .firstBaseline: vertical ? ([0, 0, 0], [20, 40, 10]) : ([20, 0, 30], [20, 40, 10])
    case .lastBaseline: vertical ? ([80, 60, 90], [20, 40, 10]) : ([20, 0, 30], [20, 40, 10])
    }
}

@MainActor
func stack(
    _ axis: NSLayoutConstraint.Axis, _ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment,
    host: HeadlessHost
) -> (UIStackView, [IntrinsicView]) {
    let horizontal = axis == .horizontal
    let sizes: [(CGFloat, CGFloat)] = [(50, 20), (100, 40), (30, 10)]
    let boxes: [IntrinsicView] = sizes.map { (main: CGFloat, cross: CGFloat) -> IntrinsicView in
        horizontal
            ? IntrinsicView(CGSize(width: main, height: cross)) : IntrinsicView(CGSize(width: cross, height: main))
    }
    let stack = UIStackView(arrangedSubviews: boxes)
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = 10
    stack.frame = horizontal ? CGRect(x: 0, y: 0, width: 290, height: 100) : CGRect(x: 0, y: 0, width: 100, height: 290)
    host.window.addSubview(stack)
    host.runTurn()
    return (stack, boxes)
}

func near(_ lhs: [CGFloat], _ rhs: [CGFloat], within tolerance: CGFloat = 1e-6) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { abs($0 - $1) < tolerance }
}

/// One pixel of the default 3× screen, plus rounding: frames are on the pixel grid (spec 17.15a),
/// so a value off the grid comes back within a pixel (each edge within half of one).
let onePixel: CGFloat = 1.0 / 3 + 1e-9

/// `UIStackView` laid out by the engine bridge: frames after a layout pass.
@MainActor
@Suite("UIStackView: frames laid out by the engine (issue 20)", .isolatedRuntime)
struct UIStackViewLayoutTests {
    @Test(
        "UIStackView every distribution × alignment on each axis (290 × 100 or 100 × 290): hand-computed frames",
        arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func distributionAlignmentMatrix(axis: NSLayoutConstraint.Axis) {
        let vertical = axis == .vertical
        for distribution in [
            UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
        ] {
            for alignment in [UIStackView.Alignment.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline] {
                let host = HeadlessHost()
                let (_, boxes) = stack(axis, distribution, alignment, host: host)
                let main = along[distribution]!, cross = across(alignment, vertical: vertical)
                let frames = boxes.map(\.frame)
                let mainOrigins = frames.map { vertical ? $0.minY : $0.minX },
                    mainSizes = frames.map { vertical ? $0.height : $0.width }
                let crossOrigins = frames.map { vertical ? $0.minX : $0.minY },
                    crossSizes = frames.map { vertical ? $0.width : $0.height }
                #expect(
                    near(mainOrigins, main.origins) && near(mainSizes, main.sizes),
                    "\(distribution) \(alignment): \(frames)")
                #expect(
                    near(crossOrigins, cross.origins) && near(crossSizes, cross.sizes),
                    "\(distribution) \(alignment): \(frames)")
            }
        }
    }

    @Test("UIStackView pinned only at its top-left sizes itself: 200 × 40 (sum plus spacing along, largest across)")
    func selfSizing() {
        let host = HeadlessHost()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        host.window.addSubview(container)
        let stack = UIStackView(arrangedSubviews: [
            IntrinsicView(CGSize(width: 50, height: 20)), IntrinsicView(CGSize(width: 100, height: 40)),
            IntrinsicView(CGSize(width: 30, height: 10)),
        ])
        stack.spacing = 10
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5).isActive = true
        stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 7).isActive = true
        host.runTurn()
        #expect(stack.frame == CGRect(x: 5, y: 7, width: 200, height: 40))
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test(
        "UIStackView hidden view collapses; inside UIView.animate the collapse animates (model final at once, presentation halfway at 0.5 s)"
    )
    func hiddenCollapseAnimates() {
        let host = HeadlessHost()
        let (_, boxes) = stack(.horizontal, .fillEqually, .fill, host: host)
        #expect(abs(boxes[2].frame.minX - 200) < 1e-6)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { boxes[1].isHidden = true }
        let f = boxes[2].frame
        #expect(
            near([boxes[0].frame.width, f.minX, f.width, f.height], [140, 150, 140, 100]), "\(boxes.map(\.frame))")
        #expect(boxes[1].frame.width == 0)
        host.advance(by: 0.5)
        #expect(abs(boxes[2].layer.presentation()!.frame.minX - 175) < 1e-6)
        host.advance(by: 0.6)
        boxes[1].isHidden = false
        host.runTurn()
        #expect(near(boxes.map(\.frame.minX), [0, 100, 200]), "shown again, unanimated at the next pass")
    }

    @Test("UIStackView nested: a form (vertical stack of label + field rows) lays out rows of 30 at y 0 and 38")
    func nestedForm() {
        let host = HeadlessHost()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        host.window.addSubview(container)
        func row(_ labelWidth: CGFloat) -> (UIStackView, IntrinsicView, IntrinsicView) {
            let label = IntrinsicView(CGSize(width: labelWidth, height: 20)),
                field = IntrinsicView(CGSize(width: 100, height: 30))
            field.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
            let row = UIStackView(arrangedSubviews: [label, field])
            row.spacing = 8
            row.alignment = .center
            return (row, label, field)
        }
        let (row1, label1, field1) = row(60), (row2, label2, field2) = row(80)
        let form = UIStackView(arrangedSubviews: [row1, row2])
        form.axis = .vertical
        form.spacing = 8
        form.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(form)
        NSLayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            form.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        host.runTurn()
        #expect(form.frame == CGRect(x: 0, y: 0, width: 320, height: 68))
        #expect(
            row1.frame == CGRect(x: 0, y: 0, width: 320, height: 30)
                && row2.frame == CGRect(x: 0, y: 38, width: 320, height: 30))
        #expect(
            label1.frame == CGRect(x: 0, y: 5, width: 60, height: 20)
                && field1.frame == CGRect(x: 68, y: 0, width: 252, height: 30))
        #expect(
            label2.frame == CGRect(x: 0, y: 5, width: 80, height: 20)
                && field2.frame == CGRect(x: 88, y: 0, width: 232, height: 30))
        row1.isHidden = true
        host.runTurn()
        #expect(row2.frame.minY == 0 && form.frame.height == 30, "a hidden row collapses the form")
    }

    @Test("UIStackView isLayoutMarginsRelativeArrangement: the default 8-pt margins inset the views")
    func marginsRelative() {
        let host = HeadlessHost()
        let (stack, boxes) = stack(.horizontal, .fillEqually, .fill, host: host)
        #expect(boxes[0].frame.minX == 0)
        stack.isLayoutMarginsRelativeArrangement = true
        host.runTurn()
        // 290 - 16 - 20 = 254 → 84.667 each
        let w = CGFloat(254) / 3
        #expect(near(boxes.map(\.frame.minX), [8, 8 + w + 10, 8 + 2 * w + 20]))
        #expect(boxes.allSatisfy { $0.frame.minY == 8 && $0.frame.height == 84 })
    }

    @Test("UIStackView follows intrinsic size changes (.fillProportionally) and removal of an arranged view")
    func intrinsicAndRemoval() {
        let host = HeadlessHost()
        let (stack, boxes) = stack(.horizontal, .fillProportionally, .fill, host: host)
        boxes[2].intrinsic.width = 120
        boxes[2].invalidateIntrinsicContentSize()
        host.runTurn()
        // total 270, available 270: 50, 100, 120
        #expect(near(boxes.map(\.frame.width), [50, 100, 120]))
        stack.removeArrangedSubview(boxes[1])
        host.runTurn()
        // 50 + 120 = 170 over 280
        #expect(
            near([boxes[0].frame.width, boxes[2].frame.width], [280 * 50 / 170, 280 * 120 / 170], within: onePixel))
    }
}

/// A stack whose arrangement conflicts with the app's required constraints is UIKit's
/// unsatisfiable case (spec 17.17): reported, one constraint broken, layout continues.
@MainActor
@Suite("UIStackView: unsatisfiable arrangement (17.17, issue 20)", .isolatedRuntime)
struct UIStackViewUnsatisfiableTests {
    @Test(
        "17.17 UIStackView .fillEqually with a required 100-pt width on one view in 290 pt: unsatisfiableConstraints, finite frames, recovers when removed"
    )
    func requiredWidthConflicts() {
        let host = HeadlessHost()
        let (_, boxes) = stack(.horizontal, .fillEqually, .fill, host: host)
        let width = boxes[0].widthAnchor.constraint(equalToConstant: 100)
        expectDiagnostic(.unsatisfiableConstraints) {
            width.isActive = true
            host.runTurn()
        }
        #expect(boxes.allSatisfy { $0.frame.minX.isFinite && $0.frame.width.isFinite })
        width.isActive = false
        host.runTurn()
        #expect(near(boxes.map(\.frame.minX), [0, 100, 200]), "back to equal 90-pt views")
    }

    @Test(
        "UIStackView spacing larger than the stack is not unsatisfiable: widths are not bounded below, the last view (tie) gives way"
    )
    func spacingTooLarge() {
        let host = HeadlessHost()
        let (stack, boxes) = stack(.horizontal, .fill, .fill, host: host)
        stack.spacing = 100
        host.runTurn()
        // 290 - 200 - 50 - 100 = -60 for the last view
        #expect(near(Array(boxes.map(\.frame.minX).prefix(2)), [0, 150]))
        #expect(near([boxes[0].frame.size.width, boxes[1].frame.size.width], [50, 100]))
        #expect(abs(boxes[2].frame.size.width) < 100, "the last view shrank from 120")
    }
}

/// Labels give baselines (the bridge reads their font metrics).
@MainActor
@Suite("UIStackView: baseline alignment of labels (issue 20)", .isolatedRuntime)
struct UIStackViewBaselineTests {
    @Test("UIStackView .firstBaseline: a 12-pt and a 24-pt label share a baseline; the larger sits at the top")
    func labelsShareBaseline() {
        let host = HeadlessHost()
        let small = UILabel(), large = UILabel()
        small.text = "Name"
        small.font = .systemFont(ofSize: 12)
        large.text = "Title"
        large.font = .systemFont(ofSize: 24)
        let row = UIStackView(arrangedSubviews: [small, large])
        row.alignment = .firstBaseline
        row.spacing = 8
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 80)
        host.window.addSubview(row)
        host.runTurn()
        let smallBaseline = small.frame.minY + small.font.ascender
        let largeBaseline = large.frame.minY + large.font.ascender
        #expect(abs(smallBaseline - largeBaseline) < onePixel, "\(small.frame) \(large.frame)")
        #expect(abs(large.frame.minY) < 1e-6 && small.frame.minY > 0)
        #expect(row.forFirstBaselineLayout === large, "a horizontal stack's baseline view is its tallest")
    }
}
