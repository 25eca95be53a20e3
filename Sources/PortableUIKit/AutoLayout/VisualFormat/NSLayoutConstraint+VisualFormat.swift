#if !canImport(UIKit)
import Foundation

extension NSLayoutConstraint {
    /// The constraints a visual format string describes (spec 17.19), inactive, in the order of the
    /// string. A format that does not parse, names an unknown view or metric, uses `|` next to a
    /// view with no superview, or comes with options that cannot apply is reported
    /// (`invalidVisualFormat`, UIKit's message with a caret) and gives no constraints.
    public class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        switch VisualFormatBuilder.constraints(format, options: opts, metrics: metrics ?? [:], views: views) {
        case .success(let constraints):
            return constraints
        case .failure(let error):
            PortableUIKitDiagnostics.report(
                .invalidVisualFormat, error.message,
                fix: "correct the format; name only keys of the views and metrics dictionaries (metrics are numbers)",
                spec: "17.19")
            return []
        }
    }
}

/// Turns a parsed ``VisualFormat`` into constraints between real views.
@MainActor
enum VisualFormatBuilder {
    static func constraints(
        _ format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]
    ) -> Result<[NSLayoutConstraint], VisualFormatError> {
        var viewsByName: [String: UIView] = [:]
        for (name, value) in views {
            guard let view = value as? UIView else {
                return .failure(
                    VisualFormatError(
                        problem: "The views dictionary holds \(type(of: value)) for '\(name)', which is not a view",
                        format: format, position: nil))
            }
            viewsByName[name] = view
        }
        let parsed: VisualFormat
        switch VisualFormatParser.parse(format, metrics: metrics, viewNames: Set(viewsByName.keys)) {
        case .success(let value): parsed = value
        case .failure(let error): return .failure(error)
        }
        let layout: VisualFormatLayout
        switch VisualFormatLayout.make(parsed.orientation, options: options) {
        case .success(let value): layout = value
        case .failure(let problem):
            return .failure(VisualFormatError(problem: problem.text, format: format, position: nil))
        }
        let placed = parsed.views.compactMap { viewsByName[$0.name] }
        if parsed.fromSuperview != nil,
            placed.first?.superview == nil
                || parsed.toSuperview != nil && placed.last?.superview == nil
        {
            return .failure(
                VisualFormatError(
                    problem: "Unable to interpret '|' character, because the related view doesn't have a superview",
                    format: format, position: nil))
        }
        var builder = Emitter(layout: layout, views: viewsByName)
        builder.emit(parsed, placed)
        return .success(builder.constraints)
    }

    /// Emits the constraints in the order of the string.
    @MainActor
    private struct Emitter {
        let layout: VisualFormatLayout
        let views: [String: UIView]
        var constraints: [NSLayoutConstraint] = []

        mutating func emit(_ format: VisualFormat, _ placed: [UIView]) {
            guard let first = placed.first, let last = placed.last else { return }
            if let connection = format.fromSuperview, let superview = first.superview {
                connect(
                    connection, earlier: (superview, layout.superviewStart, layout.superviewStartMargin),
                    later: (first, layout.entry, nil))
            }
            for (index, view) in placed.enumerated() {
                if index > 0 {
                    let earlier = placed[index - 1]
                    connect(
                        format.connections[index - 1], earlier: (earlier, layout.exit, nil),
                        later: (view, layout.entry, nil))
                    for attribute in layout.alignments {
                        append(view, attribute, .equal, earlier, attribute, constant: 0, priority: 1000)
                    }
                }
                size(view, format.views[index].size)
            }
            if let connection = format.toSuperview, let superview = last.superview {
                connect(
                    connection, earlier: (last, layout.exit, nil),
                    later: (superview, layout.superviewEnd, layout.superviewEndMargin))
            }
        }

        typealias Edge = (view: UIView, attribute: NSLayoutConstraint.Attribute, margin: NSLayoutConstraint.Attribute?)

        /// The gap from `earlier`'s edge to `later`'s, measured in the format's direction.
        private mutating func connect(_ connection: VisualFormat.Connection, earlier: Edge, later: Edge) {
            var earlier = earlier, later = later
            let predicates: [VisualFormat.Predicate]
            switch connection {
            case .flush:
                predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(0), priority: 1000)]
            case .standard:
                // Next to `|` the standard space is the superview's margin (17.13); between views 8.
                let margin = earlier.margin ?? later.margin
                if let margin, earlier.margin != nil { earlier.attribute = margin }
                if let margin, later.margin != nil { later.attribute = margin }
                let space: CGFloat = margin == nil ? systemSpacingBetweenEdges : 0
                predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(space), priority: 1000)]
            case .predicates(let list):
                predicates = list
            }
            for predicate in predicates {
                guard case .constant(let space) = predicate.object else { continue }
                if layout.forward {
                    append(
                        later.view, later.attribute, predicate.relation, earlier.view, earlier.attribute,
                        constant: space, priority: predicate.priority)
                } else {
                    append(
                        earlier.view, earlier.attribute, predicate.relation, later.view, later.attribute,
                        constant: space, priority: predicate.priority)
                }
            }
        }

        private mutating func size(_ view: UIView, _ predicates: [VisualFormat.Predicate]) {
            for predicate in predicates {
                switch predicate.object {
                case .constant(let value):
                    constraints.append(
                        NSLayoutConstraint(
                            first: view, layout.size, predicate.relation, second: nil, .notAnAttribute, multiplier: 1,
                            constant: value, priority: UILayoutPriority(predicate.priority)))
                case .view(let name):
                    guard let other = views[name] else { continue }
                    append(
                        view, layout.size, predicate.relation, other, layout.size, constant: 0,
                        priority: predicate.priority)
                }
            }
        }

        private mutating func append(
            _ first: UIView, _ attr1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
            _ second: UIView, _ attr2: NSLayoutConstraint.Attribute, constant: CGFloat, priority: Float
        ) {
            constraints.append(
                NSLayoutConstraint(
                    first: first, attr1, relation, second: second, attr2, multiplier: 1, constant: constant,
                    priority: UILayoutPriority(priority)))
        }
    }
}
#endif
