#if !canImport(UIKit)
import Foundation
import PortableUIKit
import ContainmentTesting

/// Table and collection views under hostile sizes and indexes: row heights, estimated heights
/// and item sizes that are negative or not finite; scrolling to rows and items that do not
/// exist (UIKit raises NSRangeException: refused with `invalidListUse`). The list must lay
/// out, scroll and answer queries afterwards. A flow layout whose sizes add up to a
/// non-finite content size is reported by the scroll view (`invalidScrollGeometry`), which
/// keeps its last content size; negative item sizes count as 0.
extension HostileCatalog {
    static let lists: [HostileCase] = tableHeightCases + collectionSizeCases + listIndexCases

    /// Rows and items whose sizes a case decides.
    @MainActor
    final class HostileListSource: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource,
        UICollectionViewDelegateFlowLayout
    {
        var rows = 40
        var height: (IndexPath) -> CGFloat = { _ in 44 }
        var estimated: ((IndexPath) -> CGFloat)?
        var itemSize: (IndexPath) -> CGSize = { _ in CGSize(width: 100, height: 100) }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height(indexPath) }
        func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            estimated?(indexPath) ?? height(indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rows }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            itemSize(indexPath)
        }
    }

    @MainActor
    static func tableWorld(_ world: HostileWorld, configure: (HostileListSource, UITableView) -> Void) -> (
        UITableView, HostileListSource
    ) {
        let source = HostileListSource()
        world.keep(source)
        let root = UIViewController()
        world.show(root)
        let table = UITableView(frame: root.view.bounds, style: .plain)
        configure(source, table)
        table.dataSource = source
        table.delegate = source
        root.view.addSubview(table)
        world.host.runUntilIdle()
        return (table, source)
    }

    @MainActor
    static func collectionWorld(
        _ world: HostileWorld, configure: (HostileListSource, UICollectionViewFlowLayout) -> Void
    ) -> (UICollectionView, HostileListSource) {
        let source = HostileListSource()
        world.keep(source)
        let root = UIViewController()
        world.show(root)
        let layout = UICollectionViewFlowLayout()
        configure(source, layout)
        let collection = UICollectionView(frame: root.view.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = source
        collection.delegate = source
        root.view.addSubview(collection)
        world.host.runUntilIdle()
        return (collection, source)
    }

    /// After the hostile input: the list scrolls to a row, answers queries, and its content size is finite.
    @MainActor
    static func checkListStillWorks(_ scrollView: UIScrollView, in world: HostileWorld) {
        world.host.runUntilIdle()
        if let table = scrollView as? UITableView {
            table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: true)
            world.host.advance(by: 1)
            _ = table.indexPathsForVisibleRows
            _ = table.rect(forSection: 0)
            _ = table.indexPathForRow(at: CGPoint(x: 10, y: table.contentOffset.y + 10))
            table.reloadData()
        } else if let collection = scrollView as? UICollectionView {
            collection.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: true)
            world.host.advance(by: 1)
            _ = collection.indexPathsForVisibleItems
            _ = collection.indexPathForItem(at: CGPoint(x: 10, y: collection.contentOffset.y + 10))
            collection.reloadData()
        }
        world.host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300))
        world.host.advance(by: 3)
        world.host.runUntilIdle()
        world.check(
            scrollView.contentSize.height.isFinite && scrollView.contentSize.height >= 0,
            "the content size is a size (\(scrollView.contentSize))")
        world.check(scrollView.contentOffset.y.isFinite, "the offset is finite (\(scrollView.contentOffset))")
    }

    static let hostileHeights: [(String, CGFloat)] = [
        ("nan", .nan), ("inf", .infinity), ("minus-inf", -.infinity), ("negative", -44), ("huge", 1e300),
        ("tiny", 1e-300), ("zero", 0),
    ]

    static let tableHeightCases: [HostileCase] = hostileHeights.flatMap { label, value in
        [
            HostileCase("lists/table-row-height-\(label)", .tolerated) { world in
                let (table, _) = tableWorld(world) { _, table in table.rowHeight = value }
                table.delegate = nil
                checkListStillWorks(table, in: world)
            },
            HostileCase("lists/table-estimated-row-height-\(label)", .tolerated) { world in
                let (table, _) = tableWorld(world) { _, table in table.estimatedRowHeight = value }
                checkListStillWorks(table, in: world)
            },
            HostileCase("lists/table-delegate-height-\(label)", .tolerated) { world in
                let (table, _) = tableWorld(world) { source, _ in source.height = { $0.row == 3 ? value : 44 } }
                checkListStillWorks(table, in: world)
            },
            HostileCase("lists/table-delegate-estimated-height-\(label)", .tolerated) { world in
                let (table, _) = tableWorld(world) { source, _ in source.estimated = { $0.row % 2 == 0 ? value : 44 } }
                checkListStillWorks(table, in: world)
            },
            HostileCase("lists/table-section-header-height-\(label)", .tolerated) { world in
                let (table, _) = tableWorld(world) { _, table in table.sectionHeaderHeight = value }
                checkListStillWorks(table, in: world)
            },
        ]
    }

    static let collectionSizeCases: [HostileCase] = hostileHeights.flatMap { label, value in
        [
            HostileCase(
                "lists/collection-item-size-\(label)",
                value.isFinite || value == -.infinity ? .tolerated : HostileCase.diagnosed(.invalidScrollGeometry)
            ) { world in
                let (collection, _) = collectionWorld(world) { _, layout in
                    layout.itemSize = CGSize(width: value, height: value)
                }
                collection.delegate = nil
                checkListStillWorks(collection, in: world)
            },
            HostileCase(
                "lists/collection-delegate-item-size-\(label)",
                value != .infinity ? .tolerated : HostileCase.diagnosed(.invalidScrollGeometry)
            ) { world in
                let (collection, _) = collectionWorld(world) { source, _ in
                    source.itemSize = {
                        $0.item == 5 ? CGSize(width: 100, height: value) : CGSize(width: 100, height: 100)
                    }
                }
                checkListStillWorks(collection, in: world)
            },
            HostileCase(
                "lists/collection-line-spacing-\(label)",
                value.isFinite ? .tolerated : HostileCase.diagnosed(.invalidScrollGeometry)
            ) { world in
                let (collection, _) = collectionWorld(world) { _, layout in layout.minimumLineSpacing = value }
                checkListStillWorks(collection, in: world)
            },
            HostileCase("lists/collection-estimated-item-size-\(label)", .tolerated) { world in
                let (collection, _) = collectionWorld(world) { _, layout in
                    layout.estimatedItemSize = CGSize(width: value, height: value)
                }
                checkListStillWorks(collection, in: world)
            },
        ]
    }

    static let hostileIndexPaths: [(String, IndexPath)] = [
        ("row-past-end", IndexPath(row: 40, section: 0)), ("row-negative", IndexPath(row: -1, section: 0)),
        ("section-past-end", IndexPath(row: 0, section: 3)), ("section-negative", IndexPath(row: 0, section: -1)),
        ("row-int-max", IndexPath(row: Int.max, section: 0)), ("row-not-found", IndexPath(row: NSNotFound, section: 0)),
    ]

    static let listIndexCases: [HostileCase] =
        hostileIndexPaths.flatMap { label, indexPath in
            [
                HostileCase("lists/table-scroll-to-\(label)", HostileCase.diagnosed(.invalidListUse)) { world in
                    let (table, _) = tableWorld(world) { _, _ in }
                    table.scrollToRow(at: indexPath, at: .middle, animated: true)
                    table.scrollToRow(at: indexPath, at: .bottom, animated: false)
                    checkListStillWorks(table, in: world)
                },
                HostileCase("lists/collection-scroll-to-\(label)", HostileCase.diagnosed(.invalidListUse)) { world in
                    let (collection, _) = collectionWorld(world) { _, _ in }
                    let itemPath = IndexPath(item: indexPath.row, section: indexPath.section)
                    collection.scrollToItem(at: itemPath, at: .centeredVertically, animated: true)
                    checkListStillWorks(collection, in: world)
                },
                HostileCase("lists/table-queries-at-\(label)", .tolerated) { world in
                    let (table, _) = tableWorld(world) { _, _ in }
                    _ = table.cellForRow(at: indexPath)
                    _ = table.rectForRow(at: indexPath)
                    checkListStillWorks(table, in: world)
                },
            ]
        } + [
            HostileCase("lists/table-scroll-to-row-empty-table", HostileCase.diagnosed(.invalidListUse)) { world in
                let (table, source) = tableWorld(world) { source, _ in source.rows = 0 }
                table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: true)
                source.rows = 40
                table.reloadData()
                checkListStillWorks(table, in: world)
            },
            HostileCase("lists/table-negative-row-count", HostileCase.diagnosed(.invalidListUse)) { world in
                let (table, source) = tableWorld(world) { source, _ in source.rows = -3 }
                world.host.runUntilIdle()
                source.rows = 40
                table.reloadData()
                checkListStillWorks(table, in: world)
            },
        ]
}
#endif
