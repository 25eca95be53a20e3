import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Layout direction: UIKit's raw values, the resolution of every semantic content attribute
/// against both directions (class methods and views in windows of either host direction), and
/// the layout marked as needed when either input changes.
@MainActor
@Suite("Layout direction", .isolatedRuntime)
struct LayoutDirectionTests {
    nonisolated static let attributes: [UISemanticContentAttribute] = [
        .unspecified, .playback, .spatial, .forceLeftToRight, .forceRightToLeft,
    ]

    /// UIKit's answer for `attribute` relative to `direction`.
    static func expected(
        _ attribute: UISemanticContentAttribute, _ direction: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: direction
        case .forceRightToLeft: .rightToLeft
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        }
    }

    @Test("raw values are UIKit's")
    func rawValues() {
        #expect([UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft].map(\.rawValue) == [0, 1])
        #expect(Self.attributes.map(\.rawValue) == [0, 1, 2, 3, 4])
    }

    @Test(
        "userInterfaceLayoutDirection(for:relativeTo:) for every attribute and direction",
        arguments: attributes, [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func relativeTo(attribute: UISemanticContentAttribute, direction: UIUserInterfaceLayoutDirection) {
        let result = UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: direction)
        #expect(result == Self.expected(attribute, direction))
    }

    @Test("the documented example: playback relative to right-to-left is left-to-right")
    func documentedExample() {
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
    }

    @Test(
        "effectiveUserInterfaceLayoutDirection for every attribute in a window of either host direction",
        arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func effectiveInWindow(direction: UIUserInterfaceLayoutDirection) {
        let host = HeadlessHost(layoutDirection: direction, rootViewController: UIViewController())
        #expect(host.window.hostLayoutDirection == direction)
        let root = host.window.rootViewController!.view!
        for attribute in Self.attributes {
            let view = UIView()
            view.semanticContentAttribute = attribute
            root.addSubview(view)
            #expect(view.effectiveUserInterfaceLayoutDirection == Self.expected(attribute, direction), "\(attribute)")
            // The class method without a direction uses the app's: the key window's.
            #expect(UIView.userInterfaceLayoutDirection(for: attribute) == Self.expected(attribute, direction))
        }
        #expect(root.effectiveUserInterfaceLayoutDirection == direction)
    }

    @Test("a view in no window is left to right unless forced right to left")
    func noWindow() {
        _ = HeadlessHost(layoutDirection: .rightToLeft)
        for attribute in Self.attributes {
            let view = UIView()
            view.semanticContentAttribute = attribute
            #expect(
                view.effectiveUserInterfaceLayoutDirection == Self.expected(attribute, .leftToRight), "\(attribute)")
        }
    }

    @Test("the attribute does not propagate: an unspecified subview of a forced view follows the host")
    func noPropagation() {
        let host = HeadlessHost(layoutDirection: .rightToLeft, rootViewController: UIViewController())
        let parent = UIView()
        parent.semanticContentAttribute = .forceLeftToRight
        let child = UIView()
        parent.addSubview(child)
        host.window.rootViewController!.view.addSubview(parent)
        #expect(parent.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test("a view follows the direction of the window it is in")
    func movingBetweenWindows() {
        let ltr = HeadlessHost(layoutDirection: .leftToRight)
        let rtl = HeadlessHost(layoutDirection: .rightToLeft)
        let view = UIView()
        ltr.window.addSubview(view)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        rtl.window.addSubview(view)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        rtl.window.hostLayoutDirection = .leftToRight
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test("changing the host direction marks every view in the window for layout; the same direction marks none")
    func hostDirectionMarksLayout() {
        let host = HeadlessHost(rootViewController: UIViewController())
        let root = host.window.rootViewController!.view!
        let child = UIView()
        let grandchild = UIView()
        child.addSubview(grandchild)
        root.addSubview(child)
        host.runUntilIdle()
        #expect(!root.needsLayoutForTesting && !child.needsLayoutForTesting && !grandchild.needsLayoutForTesting)
        host.window.hostLayoutDirection = .leftToRight
        #expect(!host.window.hasPendingWork && !grandchild.needsLayoutForTesting, "unchanged: nothing to lay out")
        host.window.hostLayoutDirection = .rightToLeft
        #expect(root.needsLayoutForTesting && child.needsLayoutForTesting && grandchild.needsLayoutForTesting)
        #expect(host.window.hasPendingWork)
        host.runUntilIdle()
        #expect(!grandchild.needsLayoutForTesting)
    }

    @Test("changing a view's attribute marks that view for layout")
    func attributeMarksLayout() {
        let host = HeadlessHost(rootViewController: UIViewController())
        let view = UIView()
        host.window.rootViewController!.view.addSubview(view)
        host.runUntilIdle()
        view.semanticContentAttribute = .unspecified
        #expect(!view.needsLayoutForTesting, "unchanged")
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.needsLayoutForTesting && host.window.hasPendingWork)
        host.runUntilIdle()
        #expect(!view.needsLayoutForTesting && view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
}
