#if !canImport(UIKit)
import Foundation

/// A control's actions and the events each one answers, in the order they were added.
///
/// UIKit uniques actions by identifier: adding an action for an event replaces any action with
/// the same identifier for that event, and removing goes by identifier too. One send runs each
/// action at most once, however many of its events the send names.
@MainActor
struct ControlActionTable {
    private(set) var entries: [(action: UIAction, events: UIControl.Event)] = []

    /// Registers `action` for `events`.
    mutating func add(_ action: UIAction, for events: UIControl.Event) {
        if let index = entries.firstIndex(where: { $0.action === action }) {
            entries[index].events.formUnion(events)
            subtract(events, from: action.identifier, except: action)
        } else {
            subtract(events, from: action.identifier, except: nil)
            entries.append((action, events))
        }
    }

    /// Stops the action with `identifier` from answering `events`.
    mutating func remove(_ identifier: UIAction.Identifier, for events: UIControl.Event) {
        subtract(events, from: identifier, except: nil)
    }

    /// Every event some action answers.
    var allEvents: UIControl.Event {
        entries.reduce([]) { $0.union($1.events) }
    }

    /// The actions that answer any of `events`, in the order they were added.
    func actions(for events: UIControl.Event) -> [UIAction] {
        entries.filter { !$0.events.isDisjoint(with: events) }.map(\.action)
    }

    private mutating func subtract(
        _ events: UIControl.Event, from identifier: UIAction.Identifier, except kept: UIAction?
    ) {
        for index in entries.indices
        where entries[index].action.identifier == identifier && entries[index].action !== kept {
            entries[index].events.subtract(events)
        }
        entries.removeAll { $0.events.isEmpty }
    }
}
#endif
