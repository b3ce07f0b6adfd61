import Foundation

// The scroll view's side of `UIRefreshControl` (UIKit's `_UIScrollViewRefreshControlHost`, [R]):
// it holds the control, adds its height to the top of `adjustedContentInset` while it refreshes
// (`contentInset` does not change), and tells it when the content scrolls or lays out.
extension UIScrollView {
    func _setRefreshControl(_ control: UIRefreshControl?) {
        guard control !== _refreshControlStorage else { return }
        if let old = _refreshControlStorage {
            _refreshControlStorage = nil
            if old._appliedInset > 0 { _setRefreshControlInset(0) }
            old._appliedInset = 0
            old._state = .idle
            old._spinner.stopAnimating()
            if old.superview === self { old.removeFromSuperview() }
            old._scrollView = nil
        }
        guard let control else { return }
        control.removeFromSuperview()
        control._scrollView = self
        _refreshControlStorage = control
        insertSubview(control, at: 0)
    }

    /// The refresh control's inset becomes `inset`. Adding it lets a scroll view resting at its top
    /// move down to show the control (and a drag in progress go on without a jump); removing it
    /// leaves the offset where it is, for the control to scroll the content back itself.
    func _setRefreshControlInset(_ inset: CGFloat) {
        guard inset != _refreshControlInset else { return }
        let h = bounds.height
        let before = contentOffset.y
        let oldUnconstrained = _unconstrained(before, range: _rangeY, dimension: h)
        _refreshControlInset = inset
        _updateAdjustedContentInset(keepingOffset: inset == 0)
        if _activity.deceleration != nil { _rangeDidChange() }
        if case .dragging(var drag) = _activity {
            // The drag's start is re-anchored so the finger keeps the content where it shows it.
            let newUnconstrained = _unconstrained(contentOffset.y, range: _rangeY, dimension: h)
            drag.startOffset.y += newUnconstrained - oldUnconstrained
            _activity.updateDrag(drag)
        }
        _layoutIndicators()
    }
}
