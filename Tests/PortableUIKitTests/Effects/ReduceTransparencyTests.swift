import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
import ContainmentTestTraits

/// `UIAccessibility.isReduceTransparencyEnabled` and its notification.
@MainActor
@Suite("Reduce Transparency", .isolatedRuntime)
struct ReduceTransparencyTests {
    @Test("23.8 the setting is off at launch; a change posts the notification once, no change posts none")
    func settingAndNotification() {
        #expect(!UIAccessibility.isReduceTransparencyEnabled)
        let posts = PostCounter()
        let token = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceTransparencyStatusDidChangeNotification, object: nil, queue: nil
        ) { _ in posts.add() }
        defer { NotificationCenter.default.removeObserver(token) }
        UIAccessibility.setReduceTransparencyEnabled(true)
        #expect(UIAccessibility.isReduceTransparencyEnabled && posts.count == 1)
        UIAccessibility.setReduceTransparencyEnabled(true)
        #expect(posts.count == 1)
        UIAccessibility.setReduceTransparencyEnabled(false)
        #expect(!UIAccessibility.isReduceTransparencyEnabled && posts.count == 2)
    }

    @Test("23.8 a process-wide reset turns Reduce Transparency off again")
    func resetTurnsItOff() {
        UIAccessibility.setReduceTransparencyEnabled(true)
        ProcessWideState.reset()
        #expect(!UIAccessibility.isReduceTransparencyEnabled)
    }

    /// Counts notifications (observers run on the posting thread, here the main one).
    private final class PostCounter: @unchecked Sendable {
        private(set) var count = 0
        func add() { count += 1 }
    }
}
