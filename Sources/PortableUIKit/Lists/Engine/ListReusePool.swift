#if !canImport(UIKit)
/// Views waiting to be reused, by reuse identifier: the one pool behind UITableView's and
/// UICollectionView's `dequeueReusable…` methods. Last in, first out, so the view most recently
/// scrolled away (its contents most likely still cached) is reused first.
struct ListReusePool<Element: AnyObject> {
    private var queues: [String: [Element]] = [:]

    /// The number of waiting views, over every identifier.
    private(set) var count = 0

    /// Puts `element` in the queue for `identifier`.
    mutating func enqueue(_ element: Element, identifier: String) {
        queues[identifier, default: []].append(element)
        count += 1
    }

    /// Takes the most recently enqueued view for `identifier`, or nil when none waits.
    mutating func dequeue(identifier: String) -> Element? {
        guard let element = queues[identifier]?.popLast() else { return nil }
        count -= 1
        return element
    }

    /// The number of views waiting for `identifier`.
    func count(identifier: String) -> Int {
        queues[identifier]?.count ?? 0
    }

    /// Every waiting view, for callers that tear views down (memory warnings, deinit).
    var allElements: [Element] {
        queues.values.flatMap { $0 }
    }

    /// Forgets every waiting view.
    mutating func removeAll() {
        queues.removeAll()
        count = 0
    }
}
#endif
