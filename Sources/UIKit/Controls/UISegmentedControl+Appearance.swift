import Foundation

// The titles' text attributes by state (`UISegmentedControl.h`, iOS 5). A segment's title is drawn
// with the attributes of its state (`.normal`, `.selected`, `.highlighted` while a finger is on it,
// `.disabled`) laid over the `.normal` ones, which are laid over iOS 13's defaults: the system font
// at 13 pt (semibold when selected) in `UIColor.label` (`UIColor.tertiaryLabel` when disabled).
// Image segments take the colour for their state as their tint.
extension UISegmentedControl {
    /// Sets the attributes (`.font`, `.foregroundColor`, …) of titles in `state`; nil removes them.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        _titleAttributes[state.rawValue] = attributes
        _updateSegmentAppearance()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The attributes set for `state` (nil: none set for it).
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        _titleAttributes[state.rawValue]
    }

    /// The attributes a title is drawn with in `state`: the defaults, then the `.normal`
    /// attributes, then `state`'s. `selected`: the segment under the selection (semibold).
    func _titleAttributes(for state: UIControl.State, selected: Bool) -> [NSAttributedString.Key: Any] {
        let weight: UIFont.Weight = selected ? .semibold : .regular
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: ControlConstants.segmentedFontSize, weight: weight),
            .foregroundColor: state == .disabled ? ControlConstants.segmentedDisabledTitleColor : ControlConstants.segmentedTitleColor,
        ]
        if let normal = _titleAttributes[UIControl.State.normal.rawValue] {
            attributes.merge(normal) { _, new in new }
        }
        if state != .normal, let own = _titleAttributes[state.rawValue] {
            attributes.merge(own) { _, new in new }
        }
        return attributes
    }

    /// The size of segment `index`'s content as wide as it gets: its title in the normal or the
    /// selected attributes, whichever is larger, or its image.
    func _naturalContentSize(at index: Int) -> CGSize {
        let segment = _segments[index]
        if let title = segment.title {
            let normal = NSAttributedString(string: title, attributes: _titleAttributes(for: .normal, selected: false)).size()
            let selected = NSAttributedString(string: title, attributes: _titleAttributes(for: .selected, selected: true)).size()
            return CGSize(width: max(normal.width, selected.width).rounded(.up), height: max(normal.height, selected.height).rounded(.up))
        }
        return segment.image?.size ?? .zero
    }
}
