#if !canImport(UIKit)
import Foundation

/// The four appearance states of spec 2.3.
@_spi(Testing)
public enum AppearanceState: Int, Sendable, CustomStringConvertible {
    /// Not on screen, no transition open.
    case disappeared = 0
    /// `viewWillAppear` delivered, `viewDidAppear` not yet.
    case appearing = 1
    /// On screen, no transition open.
    case appeared = 2
    /// `viewWillDisappear` delivered, `viewDidDisappear` not yet.
    case disappearing = 3

    public var description: String {
        switch self {
        case .disappeared: "disappeared"
        case .appearing: "appearing"
        case .appeared: "appeared"
        case .disappearing: "disappearing"
        }
    }
}

/// The begin/end appearance-transition model of spec 2.12 as a value type:
///
/// - `begin` with no open transition, or in the direction opposite to the open one, opens a
///   transition of depth 1 in that direction (the caller delivers `viewWill…`);
/// - `begin` in the open direction nests (depth + 1, no callback);
/// - `end` closes one level; at depth 0 the caller delivers `viewDid…` for the current direction;
/// - `end` with nothing open is unbalanced (spec 2.13) and changes nothing.
struct AppearanceStateMachine: Equatable, Sendable {
    /// What a `begin` did.
    enum BeginOutcome: Equatable {
        /// A transition opened; `reversed` when it replaced an open one of the other direction.
        case opened(reversed: Bool)
        /// The open transition nested one level deeper.
        case nested
    }

    /// What an `end` did.
    enum EndOutcome: Equatable {
        /// Nothing was open.
        case unbalanced
        /// One nesting level closed; the transition is still open.
        case nested
        /// The transition completed in the given direction.
        case completed(appearing: Bool)
    }

    private(set) var state: AppearanceState = .disappeared
    private(set) var depth = 0
    private(set) var animated = false

    /// Whether a transition is open.
    var isTransitioning: Bool { depth > 0 }
    /// The direction of the open transition, or nil.
    var openDirectionIsAppearing: Bool? {
        switch state {
        case .appearing: true
        case .disappearing: false
        case .appeared, .disappeared: nil
        }
    }

    mutating func begin(appearing: Bool, animated: Bool) -> BeginOutcome {
        if let open = openDirectionIsAppearing, open == appearing {
            depth += 1
            return .nested
        }
        let reversed = openDirectionIsAppearing != nil
        depth = 1
        self.animated = animated
        state = appearing ? .appearing : .disappearing
        return .opened(reversed: reversed)
    }

    mutating func end() -> EndOutcome {
        guard depth > 0, let appearing = openDirectionIsAppearing else { return .unbalanced }
        depth -= 1
        guard depth == 0 else { return .nested }
        state = appearing ? .appeared : .disappeared
        return .completed(appearing: appearing)
    }
}
#endif
