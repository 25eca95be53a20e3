import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// The FloatingPanelController guide's example, kept true.
@MainActor
@Suite("Guide: FloatingPanelController", .isolatedRuntime)
struct FloatingPanelGuideTests {
    @Test("the guide's example adds a panel at half over a map, then moves it to full")
    func example() {
        let mapController = UIViewController()
        let searchResults = UITableViewController(style: .plain)
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: mapController)
        host.runUntilIdle()
        let panel = FloatingPanelController(delegate: nil)
        panel.layout = FloatingPanelBottomLayout()
        panel.set(contentViewController: searchResults)
        panel.surfaceView.cornerRadius = 12
        panel.addPanel(toParent: mapController, animated: true)
        host.runUntilIdle()
        #expect(panel.state == .half && searchResults.appearanceState == .appeared)
        #expect(panel.trackingScrollView === searchResults.tableView)
        var printed = false
        panel.move(to: .full, animated: true) { printed = true }
        host.runUntilIdle()
        #expect(printed && panel.state == .full)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }
}
