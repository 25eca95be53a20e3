#if !canImport(UIKit)
/// The classes registered with a table or collection view for one kind of reusable view (cells,
/// header/footer views, supplementary views of a kind), by reuse identifier: the one place both
/// views' `register(_:for…ReuseIdentifier:)` methods keep them.
@MainActor
struct ListClassRegistry<Base: UIView> {
    private var classes: [String: Base.Type] = [:]

    /// The class registered for `identifier`, if any.
    subscript(identifier: String) -> Base.Type? {
        classes[identifier]
    }

    /// Registers `viewClass` for `identifier`, as UIKit does: `nil` removes the registration, a
    /// later class replaces an earlier one. A class that is not a `Base` subclass is refused with
    /// `.invalidListUse` (UIKit raises) and leaves the registrations unchanged.
    ///
    /// - Parameter role: how the diagnostic names the identifier, e.g. "cell", "header/footer".
    mutating func register(_ viewClass: AnyClass?, identifier: String, role: String, spec: String) {
        guard let viewClass else {
            classes[identifier] = nil
            return
        }
        guard let type = viewClass as? Base.Type else {
            PortableUIKitDiagnostics.report(
                .invalidListUse,
                "\(viewClass) registered for \(role) identifier \"\(identifier)\" is not a \(Base.self) subclass",
                fix: "register a subclass of \(Base.self)", spec: spec)
            return
        }
        classes[identifier] = type
    }
}
#endif
