import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Random sequences through the real StickyHeaderPagingController in a HeadlessHost (issue 17:
/// "random sequences (≥ 10,000 per CI run) with the validator"; issue 18: shrunk failures with
/// their seed, misuse, leak checks, one summary line).
///
/// Each sequence installs a fresh controller as the shared window's root with 0–5 children (long
/// lists, short lists, children without a list), a random header height (the header view's own
/// or an explicit one), pinned height, stretch option and safe-area top, then makes 3–6 random
/// steps: vertical drags and flicks on the list (also starting on the header), horizontal swipes
/// (slow, fast, abandoned, held), animated and plain selections (also while a finger is down),
/// insertChild/removeChild (the data source first), headerHeight changes (animated or not), other
/// geometry changes (pinned height, stretch option, the status bar's height, reloadData with new
/// children), status-bar taps, memory warnings, the controller leaving and coming back as the
/// root, time passing, settling (the finger lifts, everything comes to rest), and misuse (a
/// negative or non-finite header or pinned height, a selection outside the children, an
/// insertion past the end, a removal outside the children), which must be reported with
/// `invalidContainerUse` and change nothing. The invariants after every step and at rest are in
/// RandomStickyHeaderChecks.swift. After the controller leaves the window, it, its data source,
/// its header and every child the data source made are freed.
///
/// The sequences run through `RandomSequenceDriver` (summary line, shrinking). Replay one seed
/// with `RANDOM_STICKY_HEADER_SEED=<seed> swift test --filter RandomStickyHeader`; `RANDOM_STICKY_HEADER_COUNT`
/// sets how many sequences run (default 10,000).
@MainActor
@Suite("Model-based random sticky header", .isolatedRuntime)
struct RandomStickyHeaderTests {
    @Test(
        "issue 17 random sequences: 10,000 sequences of drags, swipes, selections, edits, header changes, status-bar taps and misuse stay valid, aligned, balanced and leak-free"
    )
    func randomSequences() {
        let world = RandomStickyHeaderWorld()
        let summary = RandomSequenceDriver.run(world)
        // Lower bounds, so the test cannot pass by checking nothing (not for a replayed seed).
        let count = summary.sequences
        guard count >= 100 else { return }
        let stats = world.stats
        #expect(summary.steps > 3 * count && summary.leakChecks > 3 * count, "\(summary.line)")
        #expect(summary.misuse > count / 20, "misuse is exercised: \(summary.line)")
        #expect(stats.verticalDrags > count / 2 && stats.swipes > count / 3, "\(stats)")
        #expect(stats.selects > count / 5 && stats.edits > count / 5 && stats.headerChanges > count / 10, "\(stats)")
        #expect(
            stats.statusBarTaps > count / 20 && stats.disappearances > count / 20 && stats.geometryChanges > count / 20,
            "\(stats)")
        #expect(stats.rests >= count && stats.restsOnList > count / 2, "\(stats)")
        #expect(stats.restsPinned > count / 20 && stats.restsPartlyShown > count / 25, "\(stats)")
        #expect(stats.alignedLists > count / 2 && stats.alignedListsUnpinned > count / 20, "\(stats)")
        #expect(stats.movingHeaderChecks > count && stats.overscrollChecks > count / 10, "\(stats)")
    }
}
