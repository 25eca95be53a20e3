#if !canImport(UIKit)
import Foundation
import PortableUIKit
import ContainmentTesting

/// The split view controller under misuse (spec 24): an invalid column, the same controller in
/// two columns, a two-column display mode on a double column (refused,
/// `invalidSplitViewControllerUse`); width preferences that are no number or huge, and collapsing
/// or expanding while a column's navigation transition or a show animation runs (tolerated).
extension HostileCatalog {
    static let splitView: [HostileCase] = splitMisuseCases + splitWidthCases + splitMidTransitionCases

    /// A double-column split view controller with plain primary and secondary controllers, shown
    /// at iPad width and settled.
    @MainActor
    static func splitWorld(_ world: HostileWorld, style: UISplitViewController.Style = .doubleColumn)
        -> UISplitViewController
    {
        let split = UISplitViewController(style: style)
        split.setViewController(UIViewController(), for: .primary)
        if style == .tripleColumn { split.setViewController(UIViewController(), for: .supplementary) }
        split.setViewController(UIViewController(), for: .secondary)
        world.host.resize(to: CGSize(width: 1194, height: 834))
        world.show(split)
        return split
    }

    /// After the misuse: the split view collapses and expands, showing one stack then its columns.
    @MainActor
    static func checkSplitStillWorks(_ split: UISplitViewController, in world: HostileWorld) {
        world.host.runUntilIdle()
        world.host.resize(to: CGSize(width: 390, height: 844))
        world.host.runUntilIdle()
        world.check(split.isCollapsed, "collapsed in a compact width")
        world.check(split.viewControllers.count == 1, "one controller shown collapsed")
        world.host.resize(to: CGSize(width: 1194, height: 834))
        world.host.runUntilIdle()
        world.check(!split.isCollapsed, "expanded in a regular width")
        let secondaryTop = split.viewController(for: .secondary)?.navigationController?.topViewController
        world.check(secondaryTop?.viewIfLoaded?.window === world.window, "the secondary column's top shows again")
    }

    static let splitMisuseCases: [HostileCase] = [
        HostileCase("split/supplementary-on-double-column", HostileCase.diagnosed(.invalidSplitViewControllerUse)) {
            world in
            let split = splitWorld(world)
            split.setViewController(UIViewController(), for: .supplementary)
            split.show(.supplementary)
            checkSplitStillWorks(split, in: world)
        },
        HostileCase("split/column-from-raw-value", .tolerated) { world in
            let split = splitWorld(world)
            world.check(UISplitViewController.Column(rawValue: 99) == nil, "no column 99")
            world.check(UISplitViewController.Column(rawValue: -1) == nil, "no column -1")
            checkSplitStillWorks(split, in: world)
        },
        HostileCase("split/show-hide-compact", HostileCase.diagnosed(.invalidSplitViewControllerUse)) { world in
            let split = splitWorld(world)
            split.show(.compact)
            split.hide(.compact)
            checkSplitStillWorks(split, in: world)
        },
        HostileCase("split/same-controller-two-columns", HostileCase.diagnosed(.invalidSplitViewControllerUse)) {
            world in
            let split = splitWorld(world)
            let primary = split.viewController(for: .primary)!
            split.setViewController(primary, for: .secondary)
            split.setViewController(primary.navigationController, for: .compact)
            world.check(split.viewController(for: .secondary) !== primary, "the secondary is unchanged")
            checkSplitStillWorks(split, in: world)
        },
        HostileCase("split/itself-as-a-column", HostileCase.diagnosed(.invalidSplitViewControllerUse)) { world in
            let split = splitWorld(world)
            split.setViewController(split, for: .compact)
            world.check(split.parent == nil, "no cycle")
            checkSplitStillWorks(split, in: world)
        },
        HostileCase("split/two-column-mode-on-double", HostileCase.diagnosed(.invalidSplitViewControllerUse)) {
            world in
            let split = splitWorld(world)
            split.preferredDisplayMode = .twoDisplaceSecondary
            world.check(split.preferredDisplayMode == .automatic, "the preference is unchanged")
            checkSplitStillWorks(split, in: world)
        },
        HostileCase("split/remove-every-column", .tolerated) { world in
            let split = splitWorld(world)
            split.setViewController(nil, for: .primary)
            split.setViewController(nil, for: .secondary)
            world.host.runUntilIdle()
            world.host.resize(to: CGSize(width: 390, height: 844))
            world.host.runUntilIdle()
            world.host.resize(to: CGSize(width: 1194, height: 834))
            world.host.runUntilIdle()
            world.check(split.children.isEmpty, "no children")
        },
    ]

    static let splitWidthCases: [HostileCase] = HostileValues.all.map { name, value in
        HostileCase("split/column-widths-\(name)", .tolerated) { world in
            let split = splitWorld(world, style: .tripleColumn)
            split.preferredPrimaryColumnWidth = value
            split.preferredPrimaryColumnWidthFraction = value
            split.minimumSupplementaryColumnWidth = value
            split.maximumPrimaryColumnWidth = value
            world.host.runUntilIdle()
            world.check(split.primaryColumnWidth.isFinite && split.primaryColumnWidth >= 0, "a finite primary width")
            world.check(
                split.supplementaryColumnWidth.isFinite && split.supplementaryColumnWidth >= 0,
                "a finite supplementary width")
            checkSplitStillWorks(split, in: world)
        }
    }

    static let splitMidTransitionCases: [HostileCase] = [
        HostileCase("split/collapse-mid-push", .tolerated) { world in
            let split = splitWorld(world)
            split.viewController(for: .secondary)?.navigationController?.pushViewController(
                UIViewController(), animated: true)
            world.host.advance(by: 0.1)
            world.host.resize(to: CGSize(width: 390, height: 844))
            world.host.runUntilIdle()
            world.host.advance(by: 1)
            checkSplitStillWorks(split, in: world)
        },
        HostileCase("split/collapse-mid-hide", .tolerated) { world in
            let split = splitWorld(world)
            split.hide(.primary)
            world.host.advance(by: 0.1)
            world.host.resize(to: CGSize(width: 390, height: 844))
            world.host.advance(by: 1)
            world.host.resize(to: CGSize(width: 1194, height: 834))
            world.host.advance(by: 0.05)
            split.show(.primary)
            world.host.resize(to: CGSize(width: 390, height: 844))
            world.host.advance(by: 1)
            checkSplitStillWorks(split, in: world)
        },
        HostileCase("split/expand-mid-collapsed-push", .tolerated) { world in
            let split = splitWorld(world)
            world.host.resize(to: CGSize(width: 390, height: 844))
            world.host.runUntilIdle()
            split.viewController(for: .primary)?.navigationController?.pushViewController(
                UIViewController(), animated: true)
            world.host.advance(by: 0.1)
            world.host.resize(to: CGSize(width: 1194, height: 834))
            world.host.advance(by: 1)
            checkSplitStillWorks(split, in: world)
        },
    ]
}
#endif
