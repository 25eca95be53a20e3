import ContainmentTestTraits
import ContainmentTesting
import Foundation
import Testing

@testable import PortableUIKit

@Suite(.isolatedRuntime)
@MainActor
struct ListBackgroundViewTests {
    @Test("20.31 a table's background view fills the bounds behind every cell and does not scroll")
    func tableBackgroundView() {
        let scene = TableScene(counts: [1, 40]) { _, source in source.headerHeight = 20 }
        let background = UIView()
        #expect(scene.table.backgroundView == nil)
        scene.table.backgroundView = background
        scene.table.layoutIfNeeded()
        #expect(background.superview === scene.table)
        #expect(background.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scene.table.subviews.first === background)
        scene.scroll(to: 300)
        // The frame follows the bounds, so the background stays where it was on screen.
        #expect(background.frame == CGRect(x: 0, y: 300, width: 320, height: 480))
        #expect(background.convert(background.bounds, to: nil).origin == .zero)
        // Cells that came on screen while scrolling went above it, and so did the headers.
        #expect(scene.table.subviews.first === background)
        #expect(
            scene.table.visibleCells.allSatisfy { cell in
                (scene.table.subviews.firstIndex { $0 === cell } ?? -1) > 0
            })
        let replacement = UIView()
        scene.table.backgroundView = replacement
        scene.table.layoutIfNeeded()
        #expect(background.superview == nil)
        #expect(scene.table.subviews.first === replacement)
        scene.table.backgroundView = nil
        #expect(replacement.superview == nil)
    }

    @Test("20.31 a collection view's background view fills the bounds behind every cell and does not scroll")
    func collectionBackgroundView() {
        let scene = CollectionScene(
            layout: flowLayout(itemSize: CGSize(width: 320, height: 40), lineSpacing: 0), counts: [60])
        let background = UIView()
        scene.collectionView.backgroundView = background
        scene.collectionView.layoutIfNeeded()
        #expect(background.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 500)
        scene.collectionView.layoutIfNeeded()
        #expect(background.frame == CGRect(x: 0, y: 500, width: 320, height: 480))
        #expect(background.convert(background.bounds, to: nil).origin == .zero)
        #expect(scene.collectionView.subviews.first === background)
        #expect(scene.collectionView.visibleCells.count == 13)
    }

    @Test("20.32 separatorEffect is nil by default and keeps the effect it is given")
    func separatorEffect() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.separatorEffect == nil)
        let effect = UIVisualEffect()
        table.separatorEffect = effect
        #expect(table.separatorEffect === effect)
        #expect(effect.copy() as? UIVisualEffect === effect)
        #expect(UIVisualEffect.supportsSecureCoding)
    }

    @Test("20.34 a table whose data source returns one cell for every row keeps one cell per row")
    func tableOneCellForEveryRow() {
        let scene = TableScene(counts: [0])
        let shared = UITableViewCell(style: .default, reuseIdentifier: nil)
        final class OneCellSource: NSObject, UITableViewDataSource {
            let cell: UITableViewCell
            init(cell: UITableViewCell) { self.cell = cell }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell }
        }
        let source = OneCellSource(cell: shared)
        scene.table.dataSource = source
        expectDiagnostic(.invalidListUse) {
            // Each pass moves the cell to the last row it asks for; at every moment the cell has
            // one row, and the table's queries agree on it.
            for _ in 0..<2 {
                scene.table.setNeedsLayout()
                scene.table.layoutIfNeeded()
                let displayed = scene.table.displayedCells
                #expect(displayed.count == 1)
                #expect(displayed.first?.value === shared)
                guard let row = displayed.first?.key else { continue }
                #expect(scene.table.indexPath(for: shared) == row)
                #expect(shared.frame == scene.table.rectForRow(at: row))
                #expect(shared.superview === scene.table)
            }
        }
    }
}
