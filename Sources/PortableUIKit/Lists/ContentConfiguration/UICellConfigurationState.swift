#if !canImport(UIKit)
import Foundation

/// The state of a view other than a cell (UIKit's `UIViewConfigurationState`).
public struct UIViewConfigurationState: UIConfigurationState, Hashable, Sendable {
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted.
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view is focused.
    public var isFocused = false
    /// Whether the view is pinned (a floating header).
    public var isPinned = false
}

/// The state of a cell, given to `updateConfiguration(using:)` and `updated(for:)` (UIKit's
/// `UICellConfigurationState`).
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is focused.
    public var isFocused = false
    /// Whether the cell is pinned.
    public var isPinned = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell is expanded.
    public var isExpanded = false
    /// Whether the cell is swiped open.
    public var isSwiped = false
    /// Whether the cell is reordering.
    public var isReordering = false
}
#endif
