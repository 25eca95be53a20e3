import Foundation

/// The trace-based window check (rule `2.1`): appearance follows the view into and out of a
/// window, so some callbacks only make sense while the view is in one. Public API only.
extension HierarchyValidator {
    /// The appearance callbacks in `entries` that arrived with the view in the wrong place:
    /// - `viewWillDisappear` while the view is not in a window: the view must still be there, as
    ///   it is inside `removeFromSuperview()` (a container that removes a child's view before
    ///   telling it to disappear has the order backwards);
    /// - `viewIsAppearing` or `viewDidAppear` while the view is not in a window: it was added.
    ///
    /// `viewWillAppear` may come before the view is added (inside `addSubview`, spec 2.4) and
    /// `viewDidDisappear` after it left, or while it stays hidden in the window (a manual
    /// container's covered child), so neither is checked.
    public static func windowStateViolations(in entries: [LifecycleRecorder.Entry]) -> [Violation] {
        var found: [Violation] = []
        for (index, entry) in entries.enumerated() where !entry.isViewInWindow {
            let name = entry.callback.prefix(while: { $0 != "(" })
            switch name {
            case "viewWillDisappear":
                found.append(
                    Violation(rule: "2.1", detail: "entry \(index), \(entry): the view had already left the window"))
            case "viewIsAppearing", "viewDidAppear":
                found.append(Violation(rule: "2.1", detail: "entry \(index), \(entry): the view is not in a window"))
            default:
                break
            }
        }
        return found
    }
}
