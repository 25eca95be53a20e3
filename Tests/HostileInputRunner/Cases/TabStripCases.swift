#if !canImport(UIKit)
import Foundation
import PortableUIKit
import Containment
import ContainmentTesting

/// TabStrip under hostile input: spacing, insets, indicator heights and motion settings that
/// are not lengths or durations are refused with `invalidContainerUse` (the previous value is
/// kept); indexes outside the titles are refused; NaN or infinite positions, frames and taps
/// flow through without trapping, and the strip selects afterwards.
extension HostileCatalog {
    static let tabStrip: [HostileCase] = tabStripCases + tabStripIndexCases + tabStripMotionCases

    @MainActor
    static func stripWorld(_ world: HostileWorld) -> TabStrip {
        let strip = TabStrip(titles: ["One", "Two", "Three", "Four", "Five", "Six"])
        strip.frame = CGRect(x: 0, y: 100, width: 390, height: 44)
        world.window.addSubview(strip)
        world.host.runUntilIdle()
        return strip
    }

    /// After the hostile input: the strip lays out, selects with animation, and stays finite.
    @MainActor
    static func checkStripStillWorks(_ strip: TabStrip, in world: HostileWorld) {
        world.host.advance(by: 1)
        world.host.runUntilIdle()
        strip.setSelectedIndex(2, animated: true)
        world.host.advance(by: 2)
        world.host.runUntilIdle()
        world.check(
            strip.selectedIndex == 2 && strip.indicatorPosition == 2,
            "a later selection landed (\(strip.selectedIndex), \(strip.indicatorPosition))")
        world.check(strip.indicatorFrame.minX.isFinite, "the indicator's frame is finite (\(strip.indicatorFrame))")
    }

    static let tabStripCases: [HostileCase] = hostileNumbers.flatMap { label, value in
        let refusedLength = !(value.isFinite && value >= 0)
        return [
            HostileCase(
                "tab-strip/tab-spacing-\(label)",
                refusedLength ? HostileCase.diagnosed(.invalidContainerUse) : .tolerated
            ) { world in
                let strip = stripWorld(world)
                strip.tabSpacing = value
                if refusedLength { world.check(strip.tabSpacing == 24, "the refused spacing was not kept") }
                checkStripStillWorks(strip, in: world)
            },
            HostileCase(
                "tab-strip/edge-inset-\(label)",
                refusedLength ? HostileCase.diagnosed(.invalidContainerUse) : .tolerated
            ) { world in
                let strip = stripWorld(world)
                strip.edgeInset = value
                checkStripStillWorks(strip, in: world)
            },
            HostileCase(
                "tab-strip/indicator-height-\(label)",
                refusedLength ? HostileCase.diagnosed(.invalidContainerUse) : .tolerated
            ) { world in
                let strip = stripWorld(world)
                strip.indicatorHeight = value
                checkStripStillWorks(strip, in: world)
            },
            HostileCase(
                "tab-strip/indicator-position-\(label)",
                value.isFinite ? .tolerated : HostileCase.diagnosed(.invalidContainerUse)
            ) { world in
                let strip = stripWorld(world)
                strip.indicatorPosition = value
                checkStripStillWorks(strip, in: world)
            },
            HostileCase(
                "tab-strip/selection-duration-\(label)",
                value >= 0 && value <= 60 ? .tolerated : HostileCase.diagnosed(.invalidContainerUse)
            ) { world in
                let strip = stripWorld(world)
                strip.selectionAnimationDuration = TimeInterval(value)
                strip.setSelectedIndex(4, animated: true)
                checkStripStillWorks(strip, in: world)
            },
            HostileCase(
                "tab-strip/spring-damping-\(label)",
                value > 0 && value <= 1 ? .tolerated : HostileCase.diagnosed(.invalidContainerUse)
            ) { world in
                let strip = stripWorld(world)
                strip.springDamping = value
                strip.setSelectedIndex(4, animated: true)
                checkStripStillWorks(strip, in: world)
            },
            HostileCase("tab-strip/frame-width-\(label)", .tolerated) { world in
                let strip = stripWorld(world)
                strip.frame.size.width = value
                world.host.runUntilIdle()
                _ = strip.frameForTab(at: 3)
                strip.frame = CGRect(x: 0, y: 100, width: 390, height: 44)
                checkStripStillWorks(strip, in: world)
            },
            HostileCase("tab-strip/tap-at-\(label)", .tolerated) { world in
                let strip = stripWorld(world)
                world.host.tap(at: CGPoint(x: value, y: 120))
                world.host.tap(at: CGPoint(x: 100, y: value))
                checkStripStillWorks(strip, in: world)
            },
        ]
    }

    static let tabStripIndexCases: [HostileCase] = hostileIndexes.map { label, index in
        HostileCase("tab-strip/select-\(label)", HostileCase.diagnosed(.invalidContainerUse)) { world in
            let strip = stripWorld(world)
            let outside = index == 4 ? 6 : index
            strip.setSelectedIndex(outside, animated: true)
            strip.selectedIndex = outside
            _ = strip.frameForTab(at: outside)
            checkStripStillWorks(strip, in: world)
        }
    }

    static let tabStripMotionCases: [HostileCase] = [
        HostileCase("tab-strip/titles-emptied-mid-animation", .tolerated) { world in
            let strip = stripWorld(world)
            strip.setSelectedIndex(5, animated: true)
            world.host.advance(by: 0.05)
            strip.titles = []
            world.host.advance(by: 0.05)
            strip.titles = ["One", "Two", "Three", "Four"]
            checkStripStillWorks(strip, in: world)
        },
        HostileCase("tab-strip/font-size-nan", HostileCase.diagnosed(.invalidTextMetrics)) { world in
            let strip = stripWorld(world)
            strip.titleFont = .systemFont(ofSize: .nan)
            world.host.runUntilIdle()
            strip.titleFont = .systemFont(ofSize: 15)
            checkStripStillWorks(strip, in: world)
        },
    ]
}
#endif
