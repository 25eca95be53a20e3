import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("Layer cycles are refused (issue 18)", .isolatedRuntime)
struct LayerCycleTests {
    @Test(
        "issue 18 layer cycle: addSublayer, insertSublayer and sublayers = of the layer itself or an ancestor report invalidViewHierarchy and change nothing"
    )
    func cyclesAreRefused() {
        let root = CALayer(), middle = CALayer(), leaf = CALayer(), other = CALayer()
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        leaf.addSublayer(other)
        expectDiagnostic(.invalidViewHierarchy) { leaf.addSublayer(root) }
        expectDiagnostic(.invalidViewHierarchy) { leaf.insertSublayer(middle, at: 0) }
        expectDiagnostic(.invalidViewHierarchy) { leaf.addSublayer(leaf) }
        expectDiagnostic(.invalidViewHierarchy) { leaf.sublayers = [CALayer(), root] }
        #expect(root.superlayer == nil)
        #expect(middle.superlayer === root && leaf.superlayer === middle)
        #expect(leaf.sublayers?.count == 1 && leaf.sublayers?.first === other)
        // Positive control: moving a layer under a sibling is legal.
        let sibling = CALayer()
        root.addSublayer(sibling)
        middle.addSublayer(sibling)
        #expect(sibling.superlayer === middle)
    }
}
