import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

private let a = CGSize(width: 50, height: 20), b = CGSize(width: 100, height: 40), c = CGSize(width: 30, height: 10)
private func r(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

/// The planner's constraints solved on the pure engine (no views): every distribution and
/// alignment on both axes against hand-computed frames.
@MainActor
@Suite("UIStackView planner: solved layouts (issue 20)", .isolatedRuntime)
struct StackLayoutPlannerSolvedTests {
    @Test(
        "UIStackView .fill: equal hugging, the last view stretches (UNC: ties go by index, last gives way): 300 wide gives (50 | 10 | 240)"
    )
    func fillTieStretchesLast() throws {
        let s = try StackPlanSolver.make(.horizontal, .fill, .fill, sizes: [a, b], width: 300, height: 100).solve()
        #expect(s.frames == [r(0, 0, 50, 100), r(60, 0, 240, 100)])
    }

    @Test(
        "UIStackView .fill: the view with the lower hugging stretches (17.11): hugging 200 vs 250 gives (190 | 10 | 100)"
    )
    func fillLowerHuggingStretches() throws {
        var solver = StackPlanSolver.make(.horizontal, .fill, .fill, sizes: [a, b], width: 300, height: 100)
        solver.planner.items[0].mainHugging = UILayoutPriority(200)
        #expect(try solver.solve().frames == [r(0, 0, 190, 100), r(200, 0, 100, 100)])
        solver.planner.items[0].mainHugging = UILayoutPriority(251)
        #expect(
            try solver.solve().frames == [r(0, 0, 50, 100), r(60, 0, 240, 100)],
            "positive control: the other view stretches")
    }

    @Test(
        "UIStackView .fill overflow: equal compression resistance, the last view shrinks; lower resistance shrinks first"
    )
    func fillOverflow() throws {
        var solver = StackPlanSolver.make(.horizontal, .fill, .fill, sizes: [a, b], width: 100, height: 100)
        #expect(try solver.solve().frames == [r(0, 0, 50, 100), r(60, 0, 40, 100)])
        solver.planner.items[0].mainCompressionResistance = UILayoutPriority(700)
        solver.canvasWidth = 140
        #expect(try solver.solve().frames == [r(0, 0, 30, 100), r(40, 0, 100, 100)])
    }

    @Test("UIStackView .fill: a view with no intrinsic width takes the slack")
    func fillPlainViewStretches() throws {
        let s = try StackPlanSolver.make(
            .horizontal, .fill, .fill, sizes: [CGSize(width: -1, height: -1), b], width: 300, height: 100
        ).solve()
        #expect(s.frames == [r(0, 0, 190, 100), r(200, 0, 100, 100)])
    }

    @Test("UIStackView .fillEqually: 300 wide, spacing 10 gives two 145-wide views")
    func fillEqually() throws {
        let s = try StackPlanSolver.make(.horizontal, .fillEqually, .fill, sizes: [a, b], width: 300, height: 100)
            .solve()
        #expect(s.frames == [r(0, 0, 145, 100), r(155, 0, 145, 100)])
    }

    @Test("UIStackView .fillProportionally: intrinsic 50 and 100 share 285 (300 less spacing 15) as 95 and 190")
    func fillProportionally() throws {
        let s = try StackPlanSolver.make(
            .horizontal, .fillProportionally, .fill, spacing: 15, sizes: [a, b], width: 300, height: 100
        ).solve()
        #expect(s.frames == [r(0, 0, 95, 100), r(110, 0, 190, 100)])
    }

    @Test("UIStackView .equalSpacing: 50, 100, 30 in 300 keep their widths with two equal 60-pt gaps")
    func equalSpacing() throws {
        let s = try StackPlanSolver.make(.horizontal, .equalSpacing, .fill, sizes: [a, b, c], width: 300, height: 100)
            .solve()
        #expect(s.frames.map(\.minX) == [0, 110, 270])
        #expect(s.frames.map(\.width) == [50, 100, 30])
        #expect(s.gaps.map(\.width) == [60, 60])
    }

    @Test("UIStackView .equalSpacing overflow: gaps shrink to the spacing, then the last view shrinks")
    func equalSpacingOverflow() throws {
        let s = try StackPlanSolver.make(.horizontal, .equalSpacing, .fill, sizes: [a, b, c], width: 180, height: 100)
            .solve()
        #expect(s.frames.map(\.width) == [50, 100, 10])
        #expect(s.frames.map(\.minX) == [0, 60, 170])
    }

    @Test("UIStackView .equalCentering: centres 25, 155, 285 in 300 (equal 130-pt centre distances)")
    func equalCentering() throws {
        let s = try StackPlanSolver.make(
            .horizontal, .equalCentering, .fill, sizes: [a, b, c], width: 300, height: 100
        ).solve()
        #expect(s.frames.map(\.midX) == [25, 155, 285])
        #expect(s.frames.map(\.width) == [50, 100, 30])
    }

    @Test("UIStackView alignments, horizontal (heights 20 and 40 in 100): fill, top, center, bottom")
    func horizontalAlignments() throws {
        let cases: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
            (.fill, [0, 0], [100, 100]), (.top, [0, 0], [20, 40]), (.center, [40, 30], [20, 40]),
            (.bottom, [80, 60], [20, 40]),
        ]
        for (alignment, ys, heights) in cases {
            let s = try StackPlanSolver.make(
                .horizontal, .fillEqually, alignment, sizes: [a, b], width: 300, height: 100
            ).solve()
            #expect(s.frames.map(\.minY) == ys, "\(alignment)")
            #expect(s.frames.map(\.height) == heights, "\(alignment)")
        }
    }

    @Test("UIStackView baseline alignment: first baselines 15 and 30 line up at y 30; last baselines 15 and 35 at y 35")
    func baselineAlignment() throws {
        var solver = StackPlanSolver.make(.horizontal, .fill, .firstBaseline, sizes: [a, b], width: 300, height: 100)
        solver.baselines = [(15, 15), (30, 35)]
        #expect(try solver.solve().frames.map(\.minY) == [15, 0])
        solver.planner.alignment = .lastBaseline
        #expect(try solver.solve().frames.map(\.minY) == [20, 0])
    }

    @Test(
        "UIStackView alignments, vertical (widths 50 and 100 in 200): leading, center, trailing, fill; spacing 8 stacks at 0 and 28"
    )
    func verticalAlignments() throws {
        let cases: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
            (.leading, [0, 0], [50, 100]), (.center, [75, 50], [50, 100]), (.trailing, [150, 100], [50, 100]),
            (.fill, [0, 0], [200, 200]),
            (.firstBaseline, [0, 0], [50, 100]), (.lastBaseline, [150, 100], [50, 100]),
        ]
        for (alignment, xs, widths) in cases {
            let s = try StackPlanSolver.make(.vertical, .fill, alignment, spacing: 8, sizes: [a, b], width: 200).solve()
            #expect(s.frames.map(\.minX) == xs, "\(alignment)")
            #expect(s.frames.map(\.width) == widths, "\(alignment)")
            #expect(s.frames.map(\.minY) == [0, 28], "\(alignment)")
            #expect(s.canvas.height == 68, "\(alignment)")
        }
    }

    @Test(
        "UIStackView unconstrained: its size is the views' sum plus spacing along the axis and the largest across (160 × 40)"
    )
    func fittingSize() throws {
        for alignment in [UIStackView.Alignment.fill, .center, .top, .bottom] {
            let s = try StackPlanSolver.make(.horizontal, .fill, alignment, sizes: [a, b]).solve()
            #expect(s.canvas == CGSize(width: 160, height: 40), "\(alignment)")
        }
    }

    @Test("UIStackView hidden views collapse: no size, no spacing; the next view starts where the hidden one was")
    func hiddenCollapse() throws {
        var solver = StackPlanSolver.make(.horizontal, .fill, .fill, sizes: [a, b, c], width: 300, height: 100)
        solver.planner.items[0].isHidden = true
        #expect(try solver.solve().frames == [r(0, 0, 0, 0), r(0, 0, 100, 100), r(110, 0, 190, 100)])
        solver.planner.items[0].isHidden = false
        solver.planner.items[1].isHidden = true
        #expect(try solver.solve().frames == [r(0, 0, 50, 100), r(50, 0, 0, 0), r(60, 0, 240, 100)])
    }

    @Test("UIStackView custom spacing after a view, spacingUseSystem (8) and negative spacing (overlap)")
    func spacings() throws {
        var solver = StackPlanSolver.make(.horizontal, .fillEqually, .fill, sizes: [a, b, c], width: 300, height: 100)
        solver.planner.items[0].customSpacingAfter = 20
        #expect(try solver.solve().frames.map(\.minX) == [0, 110, 210])
        solver.planner.items[0].customSpacingAfter = UIStackView.spacingUseSystem
        solver.planner.spacing = -10
        // widths w: 3w + 8 - 10 = 300 → w = 302/3
        let w = (302.0 / 3 * 1000).rounded() / 1000
        #expect(try solver.solve().frames.map(\.width) == [w, w, w])
    }

    @Test("UIStackView isLayoutMarginsRelativeArrangement: views inside margins 16/8 (fill and fillProportionally)")
    func marginsRelative() throws {
        var solver = StackPlanSolver.make(.horizontal, .fill, .fill, sizes: [a, b], width: 300, height: 100)
        solver.margins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        solver.planner.isLayoutMarginsRelativeArrangement = true
        solver.planner.marginsAlongAxis = 32
        #expect(try solver.solve().frames == [r(16, 8, 50, 84), r(76, 8, 208, 84)])
        solver.planner.distribution = .fillProportionally
        solver.planner.spacing = 16
        // 300 - 32 - 16 = 252 shared 1:2
        #expect(try solver.solve().frames == [r(16, 8, 84, 84), r(116, 8, 168, 84)])
    }

    @Test(
        "UIStackView isBaselineRelativeArrangement (vertical): spacing 20 from A's last baseline (15) to B's first (12) puts B at 23"
    )
    func baselineRelative() throws {
        var solver = StackPlanSolver.make(.vertical, .fill, .leading, spacing: 20, sizes: [a, b], width: 200)
        solver.baselines = [(15, 15), (12, 30)]
        solver.planner.isBaselineRelativeArrangement = true
        #expect(try solver.solve().frames.map(\.minY) == [0, 23])
        solver.planner.isBaselineRelativeArrangement = false
        #expect(try solver.solve().frames.map(\.minY) == [0, 40], "positive control: edge spacing")
    }
}
