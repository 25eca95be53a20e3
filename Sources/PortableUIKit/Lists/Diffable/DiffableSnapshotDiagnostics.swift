#if !canImport(UIKit)
import Foundation

/// How a snapshot, a value type not bound to the main actor, reports misuse through
/// ``PortableUIKitDiagnostics`` (which is main-actor isolated): on the main actor, where snapshots
/// are almost always built, it reports synchronously (`MainActor.assumeIsolated`), so a test's
/// `expectDiagnostic` sees it; elsewhere it hops to the main actor and reports there. Either way
/// the snapshot refuses the call and stays unchanged (fact L4.3).
///
/// "On the main actor" is ``MainQueue/isCurrent``.
enum DiffableSnapshotDiagnostics {
    static func report(_ message: String, fix: String, spec: String) {
        if MainQueue.isCurrent {
            MainActor.assumeIsolated {
                PortableUIKitDiagnostics.report(.invalidDiffableSnapshot, message, fix: fix, spec: spec)
            }
        } else {
            Task { @MainActor in
                PortableUIKitDiagnostics.report(.invalidDiffableSnapshot, message, fix: fix, spec: spec)
            }
        }
    }

    static func describe<T>(_ identifiers: some Sequence<T>) -> String {
        "{(" + identifiers.map { "\n    \($0)" }.joined(separator: ",") + "\n)}"
    }

    static func duplicateItems<T>(_ duplicates: [T], in method: String) {
        report(
            "NSDiffableDataSourceSnapshot.\(method): Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(describe(duplicates))",
            fix:
                "Give every item a unique identifier (one that is Hashable by its identity); the snapshot is unchanged.",
            spec: "L4.2")
    }

    static func duplicateSections<T>(_ duplicates: [T], in method: String) {
        report(
            "NSDiffableDataSourceSnapshot.\(method): Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(describe(duplicates))",
            fix:
                "Give every section a unique identifier that is not already in the snapshot; the snapshot is unchanged.",
            spec: "L4.2")
    }

    static func unknownItems<T>(_ unknown: [T], in method: String) {
        report(
            "NSDiffableDataSourceSnapshot.\(method): Invalid item identifiers: the snapshot does not contain \(describe(unknown))",
            fix:
                "Only name items the snapshot contains (check with indexOfItem(_:), which is O(1)); the snapshot is unchanged.",
            spec: "L4.3")
    }

    static func unknownSections<T>(_ unknown: [T], in method: String) {
        report(
            "NSDiffableDataSourceSnapshot.\(method): Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance). Missing: \(describe(unknown))",
            fix: "Only name sections the snapshot contains (check with indexOfSection(_:)); the snapshot is unchanged.",
            spec: "L4.3")
    }

    static func noSections(in method: String) {
        report(
            "NSDiffableDataSourceSnapshot.\(method): There are currently no sections in the data source. Please add a section first.",
            fix: "Call appendSections(_:) before appending items; the snapshot is unchanged.",
            spec: "L4.4")
    }

    static func existingItems<T>(_ existing: [T], in method: String) {
        report(
            "NSDiffableDataSourceSnapshot.\(method): Diffable data source detected an attempt to insert or append \(existing.count) item identifiers that already exist in the snapshot. The existing item identifiers will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Item identifiers that already exist: \(describe(existing))",
            fix: "Insert only new identifiers; use moveItem(_:beforeItem:) to move an existing one.",
            spec: "L4.5")
    }

    static func moveRelativeToItself<T>(_ identifier: T, in method: String) {
        report(
            "NSDiffableDataSourceSnapshot.\(method): cannot move \(identifier) relative to itself",
            fix: "Name a different identifier as the destination; the snapshot is unchanged.",
            spec: "L4.3")
    }
}
#endif
