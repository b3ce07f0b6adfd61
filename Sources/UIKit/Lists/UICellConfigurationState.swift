import Foundation

/// A cell's state, for its configurations ([A] `UICellConfigurationState`, iOS 14): the view
/// states and the cell's own (editing, swiped, reordering…).
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isSwiped = false
    public var isExpanded = false
    public var isReordering = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with everything false.
    public init() {}

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}
