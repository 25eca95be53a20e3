#if !canImport(UIKit)
import Foundation

/// A parsed visual format string (spec 17.19), independent of views: what Apple's grammar says,
/// with metric names already resolved to numbers and view names kept as names.
///
/// `(H|V:)? (| connection)? [view] (connection [view])* (connection |)?`
struct VisualFormat: Equatable {
    enum Orientation: Equatable { case horizontal, vertical }

    /// The right side of a predicate: a number (literal or metric) or another view's size.
    enum Object: Equatable {
        case constant(CGFloat)
        case view(String)
    }

    /// `(relation)? object (@priority)?`; relation `==` and priority 1000 when left out.
    struct Predicate: Equatable {
        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: Float
    }

    /// What joins two neighbours.
    enum Connection: Equatable {
        /// No `-` at all: the edges touch (`[a][b]`, `|[a]`).
        case flush
        /// A bare `-`: the standard space (8 between siblings, the margin next to `|`).
        case standard
        /// `-n-` or `-(…)-`: one constraint per predicate.
        case predicates([Predicate])
    }

    /// `[name(predicates)]`: the predicates size the view along the orientation.
    struct View: Equatable {
        var name: String
        var size: [Predicate]
    }

    var orientation: Orientation = .horizontal
    /// The connection from a leading `|` to the first view; nil without a leading `|`.
    var fromSuperview: Connection?
    var views: [View] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The connection from the last view to a trailing `|`; nil without one.
    var toSuperview: Connection?
}

/// A visual format the parser or builder refused: UIKit's kind of message, the format, and a
/// caret under the place it stopped.
struct VisualFormatError: Error, Equatable {
    var problem: String
    var format: String
    /// Where in the format (in characters) the problem is; nil for a problem with no place.
    var position: Int?

    /// "Unable to parse constraint format: / problem / format / caret", as UIKit prints it.
    var message: String {
        var text = "Unable to parse constraint format: \n\(problem)\n\(format)"
        if let position { text += "\n" + String(repeating: " ", count: max(0, position)) + "^" }
        return text
    }
}
#endif
