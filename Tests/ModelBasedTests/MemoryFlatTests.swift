import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@_spi(Testing) import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// Issue 18, "Memory: 100,000 add/show/remove cycles stay flat". A parent in a window adopts a
/// child, shows its view (the turn delivers viewIsAppearing / viewDidAppear), then removes it
/// (the turn delivers the disappearance) — 100,000 times. Resident memory after the first 10,000
/// cycles (allocator and caches warm) and after all of them may differ by little: a leaked
/// controller and view per cycle (a few KiB) would add hundreds of MiB. Resident memory alone
/// could hide a leak that fills pages freed by earlier tests, so it is also read after glibc's
/// `malloc_trim(0)` returned free pages. The positive control keeps 20,000 controllers with
/// loaded views alive and checks the trimmed reading sees them.
@MainActor
@Suite("Model-based memory: add/show/remove cycles stay flat", .isolatedRuntime)
struct MemoryFlatTests {
    static let cycles = ProcessInfo.processInfo.environment["MEMORY_FLAT_CYCLES"].flatMap { Int($0) } ?? 100_000
    static let warmUp = 10_000
    /// Growth allowed after warm-up: a leak of even 100 bytes a cycle exceeds it.
    static let allowedGrowthKiB = 6 * 1_024
    /// Growth allowed after warm-up once free pages are trimmed: 20 bytes a cycle.
    static let allowedHeapGrowthKiB = 2 * 1_024

    /// Resident set size from /proc/self/statm, in KiB (-1 where /proc is missing).
    static func residentKiB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return -1 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return -1 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }

    /// Resident memory after glibc's `malloc_trim(0)` has given free heap pages back to the
    /// system, so that what stays resident is what is in use (looked up with dlsym: the Glibc
    /// module does not export malloc.h).
    static func trimmedResidentKiB() -> Int {
        #if canImport(Glibc)
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
            typealias MallocTrim = @convention(c) (Int) -> Int32
            _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        }
        #endif
        return residentKiB()
    }

    @Test("issue 18 memory: 100,000 add/show/remove cycles keep resident memory flat and free every child")
    func addShowRemoveCyclesStayFlat() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let parent = UIViewController()
        host.window.rootViewController = parent
        host.runUntilIdle()
        weak var lastChild: UIViewController?
        var appeared = 0
        var afterWarmUp = 0, heapAfterWarmUp = 0
        let clock = ContinuousClock(), start = clock.now
        let diagnostics = PortableUIKitDiagnostics.collecting {
            for cycle in 0..<Self.cycles {
                if cycle == Self.warmUp {
                    (afterWarmUp, heapAfterWarmUp) = (Self.residentKiB(), Self.trimmedResidentKiB())
                }
                let child = UIViewController()
                parent.addChild(child)
                child.view.frame = parent.view.bounds
                parent.view.addSubview(child.view)
                child.didMove(toParent: parent)
                host.runTurn()
                if child.appearanceState == .appeared { appeared += 1 }
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
                host.runTurn()
                lastChild = child
            }
        }.diagnostics
        let atEnd = Self.residentKiB(), heapAtEnd = Self.trimmedResidentKiB()
        let elapsed = clock.now - start
        print(
            "MemoryFlat: \(Self.cycles) add/show/remove cycles, resident \(afterWarmUp) → \(atEnd) KiB, "
                + "trimmed \(heapAfterWarmUp) → \(heapAtEnd) KiB (after \(Self.warmUp) cycles → at the end), \(elapsed)"
        )
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(appeared == Self.cycles, "every child appeared when shown")
        #expect(lastChild == nil, "the last child is freed")
        #expect(parent.children.isEmpty && parent.view.subviews.isEmpty)
        try #require(atEnd > 0, "no /proc/self/statm")
        if Self.cycles > Self.warmUp {
            #expect(atEnd - afterWarmUp < Self.allowedGrowthKiB, "resident memory grew by \(atEnd - afterWarmUp) KiB")
            #expect(
                heapAtEnd - heapAfterWarmUp < Self.allowedHeapGrowthKiB,
                "resident memory after malloc_trim grew by \(heapAtEnd - heapAfterWarmUp) KiB")
        }
    }

    @Test("issue 18 memory positive control: the trimmed resident-memory reading sees 40,000 controllers kept alive")
    func readingSeesGrowth() {
        let before = Self.trimmedResidentKiB()
        var kept: [UIViewController] = []
        for _ in 0..<40_000 {
            let controller = UIViewController()
            controller.loadViewIfNeeded()
            kept.append(controller)
        }
        let after = Self.trimmedResidentKiB()
        #expect(
            after - before > Self.allowedGrowthKiB, "40,000 controllers with views added only \(after - before) KiB")
        #expect(kept.count == 40_000)
    }
}
