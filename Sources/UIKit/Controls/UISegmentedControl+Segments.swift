import Foundation

// Managing a segmented control's segments (`UISegmentedControl.h`). Indices follow Apple's
// documentation: an insertion index beyond the end is pinned to the end, and an index beyond the
// last segment in the per-segment methods is pinned to the last segment ("the segmented control
// pins values exceeding this upper range to the last segment"); on a control without segments they
// do nothing. A segment has a title or an image, never both: setting one removes the other.
// Inserting before the selected segment or removing one keeps the same segment selected (removing
// the selected one leaves none).
extension UISegmentedControl {
    // MARK: Inserting and removing

    /// Inserts a segment titled `title` at `segment` (pinned to 0…`numberOfSegments`), sliding the
    /// others aside when `animated`.
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        _insert(_Segment(title: title), at: segment, animated: animated)
    }

    /// Inserts a segment showing `image` at `segment`.
    public func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        _insert(_Segment(image: image), at: segment, animated: animated)
    }

    /// Inserts a segment for `action` (iOS 14): its title (or image), performed when the user
    /// selects the segment.
    public func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        _insert(_Segment(title: action.image == nil ? action.title : nil, image: action.image, action: action),
                at: segment, animated: animated)
    }

    /// Removes the segment at `segment` (pinned to the last), closing the gap when `animated`.
    public func removeSegment(at segment: Int, animated: Bool) {
        guard let index = _pinned(segment) else { return }
        _segments.remove(at: index)
        let view = _segmentViews.remove(at: index)
        if let separator = _separatorViews.popLast() { separator.removeFromSuperview() }
        if _selectedIndex == index { _selectedIndex = UISegmentedControl.noSegment }
        else if _selectedIndex > index { _selectedIndex -= 1 }
        invalidateIntrinsicContentSize()
        _relayout(animated: animated, removing: view)
    }

    /// Removes every segment; no segment is selected.
    public func removeAllSegments() {
        _segments.removeAll()
        for view in _segmentViews { view.removeFromSuperview() }
        for view in _separatorViews { view.removeFromSuperview() }
        _segmentViews.removeAll()
        _separatorViews.removeAll()
        _selectedIndex = UISegmentedControl.noSegment
        invalidateIntrinsicContentSize()
        _layoutParts()
    }

    // MARK: Titles, images and actions

    /// Sets the title of `segment` (removing its image).
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard let index = _pinned(segment) else { return }
        _segments[index].title = title
        _segments[index].image = nil
        _contentDidChange()
    }

    /// The title of `segment`; nil when it has none.
    public func titleForSegment(at segment: Int) -> String? {
        _pinned(segment).flatMap { _segments[$0].title }
    }

    /// Sets the image of `segment` (removing its title).
    public func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard let index = _pinned(segment) else { return }
        _segments[index].image = image
        _segments[index].title = nil
        _contentDidChange()
    }

    /// The image of `segment`; nil when it has none.
    public func imageForSegment(at segment: Int) -> UIImage? {
        _pinned(segment).flatMap { _segments[$0].image }
    }

    /// Makes `action` the action of `segment` (iOS 14), showing its title (or image).
    public func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard let index = _pinned(segment) else { return }
        _segments[index].action = action
        _segments[index].title = action.image == nil ? action.title : nil
        _segments[index].image = action.image
        _contentDidChange()
    }

    /// The action of `segment` (iOS 14); nil for segments made from titles or images.
    public func actionForSegment(at segment: Int) -> UIAction? {
        _pinned(segment).flatMap { _segments[$0].action }
    }

    /// The index of the segment whose action has `identifier` (iOS 14), or `noSegment`.
    public func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
        _segments.firstIndex { $0.action?.identifier == identifier } ?? UISegmentedControl.noSegment
    }

    // MARK: Enabling, widths and offsets

    /// Enables or disables `segment`. A disabled segment ignores touches and draws its title grey.
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard let index = _pinned(segment) else { return }
        _segments[index].isEnabled = enabled
        _updateSegmentAppearance()
    }

    /// Whether `segment` is enabled (true by default).
    public func isEnabledForSegment(at segment: Int) -> Bool {
        _pinned(segment).map { _segments[$0].isEnabled } ?? false
    }

    /// Fixes the width of `segment`; 0 (the default) makes it automatic, and so does a negative
    /// width in layout.
    public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        _requireFinite(width, "UISegmentedControl segment width")
        guard let index = _pinned(segment) else { return }
        _segments[index].width = width
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The fixed width of `segment`; 0 when automatic.
    public func widthForSegment(at segment: Int) -> CGFloat {
        _pinned(segment).map { _segments[$0].width } ?? 0
    }

    /// Moves the content of `segment` from its centre by `offset`.
    public func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        _requireFinite(offset, "UISegmentedControl segment content offset")
        guard let index = _pinned(segment) else { return }
        _segments[index].contentOffset = offset
        setNeedsLayout()
    }

    /// The content offset of `segment` (zero by default).
    public func contentOffsetForSegment(at segment: Int) -> CGSize {
        _pinned(segment).map { _segments[$0].contentOffset } ?? .zero
    }

    // MARK: Internals

    /// `segment` pinned to the last segment; nil without segments (and for negative indices).
    private func _pinned(_ segment: Int) -> Int? {
        guard !_segments.isEmpty, segment >= 0 else { return nil }
        return min(segment, _segments.count - 1)
    }

    func _insert(_ segment: _Segment, at index: Int, animated: Bool) {
        let index = min(max(index, 0), _segments.count)
        _segments.insert(segment, at: index)
        let view = _UISegmentView(frame: .zero)
        _segmentViews.insert(view, at: index)
        // Segments go above the selection so their titles are on top of it.
        addSubview(view)
        if _segments.count > 1 {
            let separator = UIView()
            separator.isUserInteractionEnabled = false
            separator.backgroundColor = ControlConstants.segmentedSeparatorColor
            insertSubview(separator, belowSubview: _selectionView)
            _separatorViews.append(separator)
        }
        if _selectedIndex >= index { _selectedIndex += 1 }
        _updateSegmentAppearance()
        invalidateIntrinsicContentSize()
        if animated && window != nil {
            // The new segment grows from a sliver where it goes.
            let frames = _segmentFrames()
            let x = index < frames.count - 1 ? frames[index + 1].minX : bounds.maxX
            view.frame = CGRect(x: x, y: bounds.minY, width: 0, height: bounds.height)
            view.alpha = 0
            _relayout(animated: true, removing: nil)
        } else {
            _layoutParts()
        }
    }

    private func _contentDidChange() {
        _updateSegmentAppearance()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Lays the segments out again, animated over 0.25 s when asked; `removing` fades out then
    /// leaves.
    private func _relayout(animated: Bool, removing: UIView?) {
        _updateSegmentAppearance()
        guard animated, window != nil else {
            removing?.removeFromSuperview()
            _layoutParts()
            return
        }
        UIView.animate(withDuration: ControlConstants.segmentedSegmentAnimationDuration, delay: 0,
                       options: [.beginFromCurrentState, .allowUserInteraction], animations: { [self] in
            _layoutParts()
            _updateSegmentAppearance()
            removing?.alpha = 0
        }, completion: { _ in
            removing?.removeFromSuperview()
        })
    }
}
