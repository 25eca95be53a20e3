#if !canImport(UIKit)
import Foundation

/// Content configurations on table cells (§L6.4): the configuration's view fills the content view,
/// and state changes re-derive the configuration with `updated(for:)` before the next layout.
extension UITableViewCell {
    /// The current content configuration; setting one shows it in the content view (reusing the
    /// current view when it `supports(_:)` the new configuration), nil removes it.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { storedContentConfiguration }
        set {
            guard let newValue else {
                storedContentConfiguration = nil
                configurationContentView?.removeFromSuperview()
                configurationContentView = nil
                return
            }
            let configured =
                automaticallyUpdatesContentConfiguration ? newValue.updated(for: configurationState) : newValue
            storedContentConfiguration = configured
            if let view = configurationContentView, view.supports(configured) {
                view.configuration = configured
            } else {
                configurationContentView?.removeFromSuperview()
                let view = configured.makeContentView()
                view.frame = contentView.bounds
                contentView.addSubview(view)
                configurationContentView = view
            }
            setNeedsLayout()
        }
    }

    /// A list content configuration for the cell's style: `.subtitle` gives `subtitleCell()`,
    /// `.value1` and `.value2` give `valueCell()`, `.default` gives `cell()` (§L6.3).
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// The cell's state: selected, highlighted (§L6.4).
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }
}
#endif
