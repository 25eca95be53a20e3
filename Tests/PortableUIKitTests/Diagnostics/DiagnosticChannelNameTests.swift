import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
import ContainmentTestTraits

/// The diagnostics channel is named for the module it lives in, and each printed line names the
/// module whose rule was broken (CONTRIBUTING.md, "Misuse").
@MainActor
@Suite("Diagnostics channel names", .isolatedRuntime)
struct DiagnosticChannelNameTests {
    @Test("the containers' rules print as Containment, every other rule as PortableUIKit")
    func reportingModule() {
        let containerRules: Set<PortableUIKitDiagnostic.Rule> = [
            .invalidContainerUse, .invalidTransitionContextUse, .unreadableRestorationArchive,
        ]
        for rule in PortableUIKitDiagnostic.Rule.allCases {
            let diagnostic = PortableUIKitDiagnostic(rule: rule, message: "m", fix: "f", specItem: "4.1")
            #expect(
                diagnostic.reportingModule == (containerRules.contains(rule) ? "Containment" : "PortableUIKit"),
                "\(rule)")
        }
    }

    @Test("4.1 a refused addSubview is reported once through PortableUIKitDiagnostics, with its spec item")
    func reportedThroughTheChannel() {
        let parent = UIViewController(), stranger = UIViewController(), child = UIViewController()
        parent.addChild(child)
        let found = PortableUIKitDiagnostics.collecting { stranger.view.addSubview(child.view) }.diagnostics
        #expect(found.map(\.rule) == [.hierarchyInconsistency])
        #expect(found.first?.specItem == "4.1")
        #expect(found.first?.reportingModule == "PortableUIKit")
    }
}
