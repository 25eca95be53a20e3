#if !canImport(UIKit)
import Foundation

/// The closure an action runs (UIKit's `UIActionHandler`); it is given the action, whose
/// ``UIAction/sender`` is the control that sent it.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that runs a closure: how PortableUIKit controls call app code (UIKit's
/// `UIAction`). Linux Swift has no selectors, so `UIControl.addAction(_:for:)` replaces
/// target/action.
///
/// The initializer is a convenience and `init?(coder:)` the one designated initializer, as UIKit
/// declares them (spec 20.66).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// The identity of an action (UIKit's `UIAction.Identifier`). A control keeps one action per
    /// identifier and event.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        /// The identifier's string.
        public let rawValue: String

        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    // Set once while the action is being made (spec 20.66).
    private var handler: UIActionHandler = { _ in }
    private var _identifier = Identifier("")
    private var _sender: Any?
    private static var createdCount = 0

    /// Creates an action. Without an identifier the action gets a unique one
    /// (`PortableUIKit.UIAction.<n>`, numbered in creation order, where UIKit uses a UUID).
    @_disfavoredOverload
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init(storedTitle: title, identifier: identifier, handler: handler)
        storedImage = image
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }

    /// Creates an action with a subtitle (iOS 15). Without an identifier the action gets a
    /// unique one, as the initializer above.
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init(storedTitle: title, identifier: identifier, handler: handler)
        self.subtitle = subtitle
        storedImage = image
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }

    convenience init(storedTitle: String, identifier: Identifier?, handler: @escaping UIActionHandler) {
        self.init(title: storedTitle)
        Self.createdCount += 1
        _identifier = identifier ?? Identifier("PortableUIKit.UIAction.\(Self.createdCount)")
        self.handler = handler
    }

    /// The action's title.
    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }

    /// The image shown next to the title; nil by default.
    open override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }

    /// The action's identifier.
    open var identifier: UIAction.Identifier { _identifier }
    /// A longer title that explains the action; nil by default.
    open var discoverabilityTitle: String?
    /// The action's style; none by default.
    open var attributes: UIMenuElement.Attributes = []
    /// The action's checked state; `.off` by default.
    open var state: UIMenuElement.State = .off

    /// The object that sent the action (the control), while the handler runs; nil otherwise.
    open var sender: Any? { _sender }

    /// Runs the handler with ``sender`` set to `sender` (restored afterwards, so nested sends work).
    func perform(sender: Any?) {
        let previous = _sender
        _sender = sender
        defer { _sender = previous }
        handler(self)
    }
}
#endif
