#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Setting ``PagingController/viewControllers`` when it already has pages: the new array is
/// compared with the old by identity and turned into the engine's own edits — deletions, then
/// moves, then insertions — so each controller keeps its page, children come and go only as
/// the live window requires, and the appearance rules are the editing rules: the selected
/// controller, if it survives, stays selected with no callbacks; if it is removed, its
/// successor (the surviving page after it, else before it) is shown.
///
/// Between the steps ``arrayPages`` holds the intermediate array, so a page loaded during a
/// step gets the controller that step leaves at its index.
extension PagingController {
    func applyIdentityDiff(from old: [UIViewController], to new: [UIViewController]) {
        let isKept = { (controller: UIViewController) in new.contains { $0 === controller } }
        let isOld = { (controller: UIViewController) in old.contains { $0 === controller } }
        let deleted = old.indices.filter { !isKept(old[$0]) }
        var current = old.filter(isKept)
        if !deleted.isEmpty {
            arrayPages = current
            apply(.delete(deleted), animated: false)
        }
        let order = new.filter(isOld)
        for index in order.indices where current[index] !== order[index] {
            guard let from = current.firstIndex(where: { $0 === order[index] }) else { continue }
            current.insert(current.remove(at: from), at: index)
            arrayPages = current
            apply(.move(from: from, to: index), animated: false)
        }
        let inserted = new.indices.filter { !isOld(new[$0]) }
        arrayPages = new
        if !inserted.isEmpty { apply(.insert(inserted), animated: false) }
    }
}
