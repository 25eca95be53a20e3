import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// Records the guide's frame when its owning view lays out.
@MainActor
private final class GuideReadingView: UIView {
    var guideFrames: [CGRect] = []
    let guide = UILayoutGuide()
    override func layoutSubviews() {
        super.layoutSubviews()
        guideFrames.append(guide.layoutFrame)
    }
}

@MainActor
@Suite("Auto Layout bridge: fitting size, guides, direction, baselines (17.2, 17.12, 17.20)", .isolatedRuntime)
struct FittingAndGuidesTests {
    /// A card: a label inset 10 pt on every side.
    private func card() -> (UIView, UILabel) {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 33, height: 44))
        let label = UILabel()
        label.text = "Fitting"
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        pin(label, .leading, to: card, .leading, 10)
        pin(label, .trailing, to: card, .trailing, -10)
        pin(label, .top, to: card, .top, 10)
        pin(label, .bottom, to: card, .bottom, -10)
        return (card, label)
    }

    @Test("17.20 layoutFittingCompressedSize is UIKit's (0, 0); layoutFittingExpandedSize is large")
    func fittingConstants() {
        #expect(UIView.layoutFittingCompressedSize == .zero)
        #expect(UIView.layoutFittingExpandedSize.width >= 1_000_000)
    }

    @Test("17.20 the compressed fitting size is the content plus insets, and the receiver is not resized")
    func compressedFitting() {
        let (card, label) = card()
        let content = label.intrinsicContentSize
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(abs(size.width - (content.width + 20)) < 1e-6)
        #expect(abs(size.height - (content.height + 20)) < 1e-6)
        #expect(card.frame == CGRect(x: 0, y: 0, width: 33, height: 44))
        let expanded = card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        #expect(abs(expanded.height - (content.height + 20)) < 1e-6)
    }

    @Test("17.20 a required horizontal fitting priority pins the width to the target")
    func requiredWidth() {
        let (card, label) = card()
        let size = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 300)
        #expect(abs(size.height - (label.intrinsicContentSize.height + 20)) < 1e-6)
        #expect(card.frame.size == CGSize(width: 33, height: 44))
    }

    @Test("17.20 a non-finite target is refused with a diagnostic")
    func badTarget() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 6))
        let size = expectDiagnostic(.invalidLayoutUse) {
            view.systemLayoutSizeFitting(CGSize(width: CGFloat.nan, height: 1))
        }
        #expect(size == CGSize(width: 5, height: 6))
    }

    @Test("17.12 a guide's layoutFrame is valid in its owning view's layoutSubviews")
    func guideFrameInLayoutSubviews() {
        let host = HeadlessHost()
        let owner = GuideReadingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        host.window.addSubview(owner)
        owner.addLayoutGuide(owner.guide)
        pin(owner.guide, .leading, to: owner, .leading, 20)
        pin(owner.guide, .trailing, to: owner, .trailing, -20)
        pin(owner.guide, .top, to: owner, .top, 5)
        pin(owner.guide, .height, 30)
        #expect(!owner.guide.hasAmbiguousLayout)
        host.runTurn()
        #expect(owner.guideFrames.last == CGRect(x: 20, y: 5, width: 160, height: 30))
        let loose = UILayoutGuide()
        owner.addLayoutGuide(loose)
        pin(loose, .leading, to: owner, .leading)
        #expect(loose.hasAmbiguousLayout)
        owner.removeLayoutGuide(loose)
        let view = constrainedView(in: owner)
        pin(view, .leading, to: owner.guide, .leading)
        pin(view, .top, to: owner.guide, .bottom)
        pin(view, .width, to: owner.guide, .width, multiplier: 0.5)
        pin(view, .height, 10)
        host.runTurn()
        #expect(view.frame == CGRect(x: 20, y: 35, width: 80, height: 10))
        owner.removeLayoutGuide(owner.guide)
        #expect(owner.constraints.isEmpty)
        #expect(view.constraints.count == 1)
    }

    @Test("17.2 leading and trailing follow the layout direction: right to left puts leading on the right")
    func rightToLeft() {
        let host = HeadlessHost(layoutDirection: .rightToLeft)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        host.window.addSubview(box)
        let view = constrainedView(in: box)
        pin(view, .leading, to: box, .leading, 20)
        pin(view, .width, 50)
        pin(view, .top, to: box, .top)
        pin(view, .height, 10)
        host.runTurn()
        #expect(view.frame.maxX == 280)
        let trailing = constrainedView(in: box)
        pin(trailing, .trailing, to: view, .leading, -5)
        pin(trailing, .width, 10)
        pin(trailing, .top, to: box, .top)
        pin(trailing, .height, 10)
        let centered = constrainedView(in: box)
        pin(centered, .leading, to: box, .centerX, 10)
        pin(centered, .width, 10)
        pin(centered, .top, to: box, .top)
        pin(centered, .height, 10)
        host.runTurn()
        #expect(
            trailing.frame.minX == view.frame.maxX + 5,
            "the mirror of LTR: trailing edge 5 pt past the leading edge, towards the leading side")
        #expect(centered.frame.maxX == 140)
        let left = constrainedView(in: box)
        pin(left, .left, to: box, .left, 20)
        pin(left, .width, 50)
        pin(left, .top, to: box, .top)
        pin(left, .height, 10)
        host.runTurn()
        #expect(left.frame.minX == 20)
    }

    @Test("17.2 margin attributes use the layout margins (8 pt for an ordinary view)")
    func marginAttributes() {
        let host = HeadlessHost()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        host.window.addSubview(box)
        let view = constrainedView(in: box)
        pin(view, .leading, to: box, .leadingMargin)
        pin(view, .trailing, to: box, .trailingMargin)
        pin(view, .top, to: box, .topMargin)
        pin(view, .bottom, to: box, .bottomMargin)
        host.runTurn()
        let m = box.layoutMargins
        #expect(
            view.frame == CGRect(x: m.left, y: m.top, width: 300 - m.left - m.right, height: 100 - m.top - m.bottom))
    }

    @Test("17.6 baselines: a plain view's baseline is its bottom; labels of one font share a first baseline")
    func baselines() {
        let host = HeadlessHost()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.addSubview(box)
        let plain = constrainedView(in: box)
        pin(plain, .left, to: box, .left)
        pin(plain, .width, 10)
        pin(plain, .height, 20)
        pin(plain, .lastBaseline, to: box, .top, 50)
        let (small, large) = baselineAlignedLabels(in: box)
        host.runTurn()
        #expect(plain.frame.maxY == 50)
        let smallBaseline = small.frame.minY + small.font.ascender
        let largeBaseline = large.frame.minY + large.font.ascender
        #expect(abs(smallBaseline - largeBaseline) < onePixel)
    }

    @Test("17.6 baselines follow a new font: first baselines stay aligned after the large label's font changes twice")
    func baselinesFollowFontChanges() {
        let host = HeadlessHost()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.addSubview(box)
        let (small, large) = baselineAlignedLabels(in: box)
        host.runTurn()
        let before = large.frame.minY
        for size: CGFloat in [60, 18] {
            large.font = UIFont.systemFont(ofSize: size)
            host.runTurn()
            let smallBaseline = small.frame.minY + small.font.ascender
            let largeBaseline = large.frame.minY + large.font.ascender
            #expect(abs(smallBaseline - largeBaseline) < onePixel, "font \(size)")
        }
        #expect(large.frame.minY != before, "positive control: the label moved")
    }

    @Test("17.9 UILabel, UIButton and UIImageView report UIKit-like intrinsic sizes and lay out at them")
    func controlsLayOutAtIntrinsicSizes() {
        let host = HeadlessHost()
        let label = UILabel()
        label.text = "Title"
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        let image = UIImageView(
            image: UIImage(size: CGSize(width: 24, height: 18), scale: 1, renderingMode: .automatic))
        let empty = UIImageView()
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(image.intrinsicContentSize == CGSize(width: 24, height: 18))
        var y: CGFloat = 0
        for view in [label, button, image] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            host.window.addSubview(view)
            pin(view, .left, to: host.window, .left)
            pin(view, .top, to: host.window, .top, y)
            y += 50
        }
        host.runTurn()
        for view in [label, button, image] as [UIView] {
            #expect(view.frame.size == view.intrinsicContentSize)
            #expect(view.frame.width > 0 && view.frame.height > 0)
        }
    }

    /// A 12 pt "a" pinned 100 pt down `box` and a 30 pt "A" whose first baseline is pinned to it.
    private func baselineAlignedLabels(in box: UIView) -> (small: UILabel, large: UILabel) {
        let small = UILabel(), large = UILabel()
        small.text = "a"
        large.text = "A"
        small.font = UIFont.systemFont(ofSize: 12)
        large.font = UIFont.systemFont(ofSize: 30)
        for label in [small, large] {
            label.translatesAutoresizingMaskIntoConstraints = false
            box.addSubview(label)
            pin(label, .left, to: box, .left)
        }
        pin(small, .top, to: box, .top, 100)
        pin(large, .firstBaseline, to: small, .firstBaseline)
        return (small, large)
    }
}
