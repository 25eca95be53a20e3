import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// Spec 15.1, 15.4, 15.5 as pure functions: the reselection rule and the More split.
@MainActor
@Suite("§15.4 §15.5 tab selection rule (pure)", .isolatedRuntime)
struct TabSelectionRuleTests {
    let a = NSObject(), b = NSObject(), c = NSObject(), d = NSObject()
    func ids(_ objects: NSObject...) -> [ObjectIdentifier] { objects.map(ObjectIdentifier.init) }

    @Test("15.4 the previously selected controller is reselected at its new index")
    func keptControllerWins() {
        let index = TabSelectionRule.indexAfterReplacing(selected: ObjectIdentifier(b), at: 1, with: ids(c, a, b))
        #expect(index == 2)
    }

    @Test("15.4 otherwise the same index is selected if it is valid")
    func sameIndex() {
        #expect(TabSelectionRule.indexAfterReplacing(selected: ObjectIdentifier(b), at: 1, with: ids(c, d)) == 1)
    }

    @Test("15.4 otherwise index 0; 15.1 a first list (nothing selected) selects 0; an empty list selects nothing")
    func fallbacks() {
        #expect(TabSelectionRule.indexAfterReplacing(selected: ObjectIdentifier(c), at: 2, with: ids(a, b)) == 0)
        #expect(TabSelectionRule.indexAfterReplacing(selected: nil, at: nil, with: ids(a, b)) == 0)
        #expect(TabSelectionRule.indexAfterReplacing(selected: nil, at: NSNotFound, with: ids(a, b)) == 0)
        #expect(TabSelectionRule.indexAfterReplacing(selected: ObjectIdentifier(a), at: 0, with: []) == nil)
    }

    @Test(
        "15.5 more than five controllers: four own tabs plus More; five or fewer: all own tabs (every width, UNC recommended)"
    )
    func moreSplit() {
        #expect(!TabSelectionRule.needsMore(controllerCount: 5))
        #expect(TabSelectionRule.ownTabCount(controllerCount: 5) == 5)
        #expect(TabSelectionRule.needsMore(controllerCount: 6))
        #expect(TabSelectionRule.ownTabCount(controllerCount: 6) == 4)
        #expect(TabSelectionRule.ownTabCount(controllerCount: 9) == 4)
        #expect(TabSelectionRule.tab(forControllerAt: 3, controllerCount: 6) == 3)
        #expect(TabSelectionRule.tab(forControllerAt: 4, controllerCount: 6) == 4)
        #expect(
            TabSelectionRule.tab(forControllerAt: 8, controllerCount: 9) == 4,
            "every More-list controller is on the More tab")
        #expect(TabSelectionRule.tab(forControllerAt: 4, controllerCount: 5) == 4)
    }

    @Test("15.4 duplicates are detected; distinct controllers are not (positive control)")
    func duplicates() {
        #expect(TabSelectionRule.hasDuplicates(ids(a, b, a)))
        #expect(!TabSelectionRule.hasDuplicates(ids(a, b, c)))
    }
}
