import Foundation
import Testing
@_spi(Testing) import PortableUIKit
@testable import Containment
import ContainmentTesting
import ContainmentTestTraits

/// The random sticky-header test is only worth something if its checks can fail: faults injected
/// just before the final rest of a sequence that passes as generated are reported, and the
/// world's model of the geometry gives the issue's numbers, worked out by hand.
@MainActor
@Suite("Model-based random sticky header: the checks can fail", .isolatedRuntime)
struct RandomStickyHeaderSelfCheckTests {
    /// The first seed from the base that passes as generated and whose final rest lets `inject`
    /// break something (it returns whether it did), with the injected run's failure and the
    /// driver's report of it (seed, replay command, shrunk steps).
    private func injectedFailure(_ inject: @escaping (StickyHeaderPagingController) -> Bool) -> (
        seed: UInt64, failure: String?, report: String?
    )? {
        let world = RandomStickyHeaderWorld()
        for offset in 0..<300 {
            let seed = RandomStickyHeaderWorld.baseSeed + UInt64(offset)
            let steps = RandomSequenceDriver.stepSeeds(RandomStickyHeaderWorld.self, seed: seed)
            world.beforeRest = nil
            guard RandomSequenceDriver.play(world, seed: seed, steps: steps, recording: false).result.failure == nil
            else { continue }
            var injected = false
            world.beforeRest = { injected = inject($0) || injected }
            guard
                let failure = RandomSequenceDriver.play(world, seed: seed, steps: steps, recording: false).result
                    .failure
            else {
                if injected { return (seed, nil, nil) }
                continue
            }
            guard injected else { continue }
            let report = RandomSequenceDriver.report(world, seed: seed, steps: steps, failure: failure)
            world.beforeRest = nil
            return (seed, failure.problem, report)
        }
        return nil
    }

    private static func shownList(of controller: StickyHeaderPagingController) -> UIScrollView? {
        (controller.selectedViewController as? UITableViewController)?.tableView
    }

    private static func hiddenLists(of controller: StickyHeaderPagingController) -> [(
        child: UIViewController, list: UIScrollView
    )] {
        (controller.children.first?.children ?? []).compactMap { child in
            guard child !== controller.selectedViewController, child.isViewLoaded,
                let table = child as? UITableViewController
            else { return nil }
            return (child, table.tableView)
        }
    }

    @Test(
        "issue 17 random sequences self-check: a header view moved off its place is reported at rest, with its seed and shrunk steps"
    )
    func misplacedHeaderIsReported() throws {
        let found = try #require(
            injectedFailure { controller in
                guard let header = controller.headerView, Self.shownList(of: controller) != nil else { return false }
                header.frame.origin.y += 7
                return true
            })
        let failure = try #require(found.failure, "seed \(found.seed): the moved header went unnoticed")
        #expect(failure.hasPrefix("at rest: the header view is at"), "\(failure)")
        let report = try #require(found.report)
        #expect(report.contains("RANDOM_STICKY_HEADER_SEED=0x\(String(found.seed, radix: 16))"), "\(report)")
        #expect(report.contains("begin: new controller:"), "\(report)")
    }

    @Test("issue 17 random sequences self-check: a list whose top inset no longer matches the header is reported")
    func wrongInsetIsReported() throws {
        let found = try #require(
            injectedFailure { controller in
                guard let list = Self.shownList(of: controller) else { return false }
                list.contentInset.top += 10
                return true
            })
        let failure = try #require(found.failure, "seed \(found.seed): the wrong inset went unnoticed")
        #expect(failure.hasPrefix("at rest: a list's top inset is"), "\(failure)")
    }

    @Test("issue 17 random sequences self-check: a hidden list with scrollsToTop is reported")
    func hiddenScrollsToTopIsReported() throws {
        let found = try #require(
            injectedFailure { controller in
                guard let hidden = Self.hiddenLists(of: controller).first else { return false }
                hidden.list.scrollsToTop = true
                return true
            })
        let failure = try #require(found.failure, "seed \(found.seed): the second scrollsToTop went unnoticed")
        // Reported by the rest check, or first by the every-step check when the shown list has it too.
        #expect(
            failure.hasPrefix("at rest: a hidden list has scrollsToTop true")
                || failure.hasPrefix("at rest: 2 lists have scrollsToTop"), "\(failure)")
    }

    @Test("issue 17 random sequences self-check: a hidden list out of line with the header is reported")
    func misalignedListIsReported() throws {
        let found = try #require(
            injectedFailure { controller in
                guard let hidden = Self.hiddenLists(of: controller).first else { return false }
                // Behind the controller's back: without its observation the list stays where it is put.
                controller.lists[ObjectIdentifier(hidden.child)]?.stopObserving()
                hidden.list.contentOffset.y = -hidden.list.contentInset.top - 20
                return true
            })
        let failure = try #require(found.failure, "seed \(found.seed): the misaligned list went unnoticed")
        #expect(failure.hasPrefix("at rest: a hidden list at scroll -20"), "\(failure)")
    }

    @Test("issue 17 random sequences self-check: the model's header frames are the issue's numbers")
    func modelGivesTheIssuesNumbers() {
        // Seed 003's page: a 300 pt header pinned at 44 pt, 390 pt wide.
        let page = RandomStickyGeometry(headerHeight: 300, pinnedHeight: 44, safeTop: 0, stretches: false)
        #expect(page.collapseRange == 256)
        #expect(page.headerFrame(scroll: 0, width: 390) == CGRect(x: 0, y: 0, width: 390, height: 300))
        #expect(page.headerFrame(scroll: 100, width: 390) == CGRect(x: 0, y: -100, width: 390, height: 300))
        #expect(page.headerFrame(scroll: 2_000, width: 390) == CGRect(x: 0, y: -256, width: 390, height: 300))
        #expect(page.headerFrame(scroll: -60, width: 390) == CGRect(x: 0, y: 60, width: 390, height: 300))
        // Under a 47 pt status bar the pinned part hangs at 47: it moves 209 pt.
        let statusBar = RandomStickyGeometry(headerHeight: 300, pinnedHeight: 44, safeTop: 47, stretches: true)
        #expect(statusBar.headerFrame(scroll: 2_000, width: 390).maxY == 91)
        #expect(statusBar.headerFrame(scroll: -60, width: 390) == CGRect(x: 0, y: 0, width: 390, height: 360))
        // A pinned part taller than the header keeps the whole header.
        let tall = RandomStickyGeometry(headerHeight: 40, pinnedHeight: 100, safeTop: 0, stretches: false)
        #expect(tall.headerFrame(scroll: 500, width: 390).minY == 0)
    }
}
