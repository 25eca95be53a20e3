#if !canImport(UIKit)
import Foundation

/// The tab bar controller's selection rules as pure functions of identities and counts
/// (spec 15.1, 15.4, 15.5), tested without views.
enum TabSelectionRule {
    /// More than this many controllers and the bar shows the first ``tabsBeforeMore`` plus More.
    static let maximumTabsWithoutMore = 5
    /// How many controllers keep their own tab when the More tab shows.
    static let tabsBeforeMore = 4

    /// The index selected after the controllers change from `old` to `new` (spec 15.4): the
    /// previously selected controller at its new index if it is still there; else the same index
    /// if it is valid in `new`; else 0. Nil when `new` is empty. `previousIndex` is nil (or
    /// `NSNotFound`) when nothing, or the More list, was selected: then 0 [15.1: first set selects 0].
    static func indexAfterReplacing(
        selected previous: ObjectIdentifier?, at previousIndex: Int?, with new: [ObjectIdentifier]
    ) -> Int? {
        guard !new.isEmpty else { return nil }
        if let previous, let kept = new.firstIndex(of: previous) { return kept }
        if let previousIndex, new.indices.contains(previousIndex) { return previousIndex }
        return 0
    }

    /// Whether `count` controllers need the More tab (spec 15.5: more than five, at every width —
    /// the UNC recommendation; UIKit shows more tabs on wide iPads).
    static func needsMore(controllerCount count: Int) -> Bool { count > maximumTabsWithoutMore }

    /// How many controllers get their own tab.
    static func ownTabCount(controllerCount count: Int) -> Int {
        needsMore(controllerCount: count) ? tabsBeforeMore : count
    }

    /// The tab (0-based, left to right) that shows the controller at `index`: its own, or the More
    /// tab (the last) for a controller the More list holds.
    static func tab(forControllerAt index: Int, controllerCount count: Int) -> Int {
        let own = ownTabCount(controllerCount: count)
        return index < own ? index : own
    }

    /// Whether `count` has no duplicate identities (a list with one is refused, spec 15.4).
    static func hasDuplicates(_ identities: [ObjectIdentifier]) -> Bool {
        Set(identities).count != identities.count
    }
}
#endif
