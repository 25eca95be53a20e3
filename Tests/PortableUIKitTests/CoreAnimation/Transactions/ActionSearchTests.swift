import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// `CALayer.action(forKey:)`'s search (spec 18.10): delegate, `actions`, `style`, the class's
/// `defaultAction(forKey:)`; the first non-nil answer wins, `NSNull` ends it with nil.
@MainActor
@Suite("action search", .isolatedRuntime)
struct ActionSearchTests {
    @Test(
        "18.10 an NSNull in the actions dictionary turns the property's implicit animation off, and only that property's"
    )
    func actionsDictionaryNull() {
        let scene = TransactionTestScene()
        #expect(scene.layer.actions == nil && scene.layer.style == nil)
        scene.layer.actions = ["opacity": NSNull()]
        #expect(scene.layer.action(forKey: "opacity") == nil)
        scene.layer.opacity = 0
        #expect(scene.layer.animationKeys() == nil)
        scene.layer.position = CGPoint(x: 10, y: 10)
        #expect(scene.layer.animationKeys() == ["position"])
    }

    @Test(
        "18.10 an action in the actions dictionary runs with the property's key and the layer, instead of the default")
    func actionsDictionaryAction() {
        let scene = TransactionTestScene()
        let recorder = ActionRecorder()
        scene.layer.actions = ["opacity": recorder]
        #expect(scene.layer.action(forKey: "opacity") === recorder)
        scene.layer.opacity = 0.5
        #expect(recorder.events == ["opacity"])
        #expect(recorder.runs.first?.object === scene.layer)
        #expect(scene.layer.animationKeys() == nil)
    }

    @Test("18.10 the delegate answers first: its action wins over the actions dictionary")
    func delegateFirst() {
        let scene = TransactionTestScene()
        let fromDelegate = ActionRecorder(), fromDictionary = ActionRecorder()
        let delegate = FixedActionDelegate(event: "opacity", answer: fromDelegate)
        scene.layer.delegate = delegate
        scene.layer.actions = ["opacity": fromDictionary]
        scene.layer.opacity = 0.5
        #expect(fromDelegate.events == ["opacity"])
        #expect(fromDictionary.events.isEmpty)
        #expect(delegate.asked == ["opacity"])
    }

    @Test("18.10 a delegate answering nil lets the search go on; answering NSNull ends it with no action")
    func delegateNilAndNull() {
        let scene = TransactionTestScene()
        let passing = FixedActionDelegate(event: "opacity", answer: nil)
        scene.layer.delegate = passing
        #expect(scene.layer.action(forKey: "opacity") != nil, "nil from the delegate: the default action")
        let refusing = FixedActionDelegate(event: "opacity", answer: NSNull())
        scene.layer.delegate = refusing
        let recorder = ActionRecorder()
        scene.layer.actions = ["opacity": recorder]
        #expect(scene.layer.action(forKey: "opacity") == nil)
        scene.layer.opacity = 0
        #expect(recorder.events.isEmpty)
        #expect(scene.layer.animationKeys() == nil)
    }

    @Test("18.10 the style dictionary's actions, and a nested style's, come after the actions dictionary")
    func styleDictionaries() {
        let scene = TransactionTestScene()
        let styled = ActionRecorder(), nested = ActionRecorder()
        scene.layer.style = ["actions": ["opacity": styled], "style": ["actions": ["position": nested]]]
        #expect(scene.layer.action(forKey: "opacity") === styled)
        #expect(scene.layer.action(forKey: "position") === nested)
        scene.layer.actions = ["opacity": NSNull()]
        #expect(scene.layer.action(forKey: "opacity") == nil, "the actions dictionary answers before style")
        scene.layer.style = ["actions": ["bounds": NSNull()]]
        #expect(scene.layer.action(forKey: "bounds") == nil)
        #expect(scene.layer.action(forKey: "cornerRadius") != nil, "positive control: the default")
    }

    @Test("18.10 a subclass's defaultAction(forKey:) is the last step: returning nil turns implicit animation off")
    func subclassDefaultAction() {
        let scene = TransactionTestScene()
        let quiet = NoDefaultActionLayer()
        scene.host.window.layer.addSublayer(quiet)
        scene.host.runTurn()
        quiet.opacity = 0
        #expect(quiet.action(forKey: "opacity") == nil)
        #expect(quiet.animationKeys() == nil)
        let recorder = ActionRecorder()
        RecordingDefaultActionLayer.recorder = recorder
        defer { RecordingDefaultActionLayer.recorder = nil }
        let recording = RecordingDefaultActionLayer()
        scene.host.window.layer.addSublayer(recording)
        scene.host.runTurn()
        recording.opacity = 0
        recording.position = CGPoint(x: 5, y: 5)
        #expect(recorder.events == ["opacity"])
        #expect(recording.animationKeys() == ["position"], "super's default for the other keys")
    }

    @Test("18.10 running NSNull does nothing; any NSNull instance ends the search")
    func nullRuns() {
        let scene = TransactionTestScene()
        NSNull().run(forKey: "opacity", object: scene.layer, arguments: nil)
        #expect(scene.layer.animationKeys() == nil)
    }

    @Test("18.10 kCAOnOrderIn, kCAOnOrderOut and kCATransition are Core Animation's identifiers")
    func constants() {
        #expect(kCAOnOrderIn == "onOrderIn")
        #expect(kCAOnOrderOut == "onOrderOut")
        #expect(kCATransition == "transition")
    }
}
