import Foundation
@testable import PortableUIKit

/// A `CAAction` that records every run: the event and the object it ran on.
@MainActor
final class ActionRecorder: CAAction {
    private(set) var runs: [(event: String, object: AnyObject)] = []

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        runs.append((event, anObject as AnyObject))
    }

    var events: [String] { runs.map(\.event) }
}

/// A layer delegate that answers one event with a fixed action (or nil / `NSNull`).
@MainActor
final class FixedActionDelegate: NSObject, CALayerDelegate {
    let event: String
    let answer: CAAction?
    private(set) var asked: [String] = []

    init(event: String, answer: CAAction?) {
        self.event = event
        self.answer = answer
    }

    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        asked.append(event)
        return event == self.event ? answer : nil
    }
}

/// A layer subclass whose class defines no default actions.
final class NoDefaultActionLayer: CALayer {
    override class func defaultAction(forKey event: String) -> CAAction? { nil }
}

/// A layer subclass whose class answers `opacity` with a recorder.
final class RecordingDefaultActionLayer: CALayer {
    nonisolated(unsafe) static var recorder: ActionRecorder?
    override class func defaultAction(forKey event: String) -> CAAction? {
        event == "opacity" ? recorder : super.defaultAction(forKey: event)
    }
}
