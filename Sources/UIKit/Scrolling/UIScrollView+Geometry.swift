import Foundation

// Offsets, ranges and insets.
extension UIScrollView {
    /// The offsets the content may rest at, per axis: from `−inset.leading` to
    /// `max(that, content + inset.trailing − bounds)` (as iOS 18.2 UIKitCore's `UIScrollView` computes it;
    /// Ilya Lobanov's "How UIScrollView works" gives the same).
    var _rangeX: ClosedRange<CGFloat> {
        let inset = _adjustedContentInset
        let lower = -inset.left
        return lower...max(lower, contentSize.width + inset.right - bounds.width)
    }

    var _rangeY: ClosedRange<CGFloat> {
        let inset = _adjustedContentInset
        let lower = -inset.top
        return lower...max(lower, contentSize.height + inset.bottom - bounds.height)
    }

    /// Whether dragging moves the content horizontally: it is wider than the view (with insets) or
    /// `alwaysBounceHorizontal` is set.
    var _scrollsHorizontally: Bool {
        _rangeX.upperBound > _rangeX.lowerBound || alwaysBounceHorizontal
    }

    var _scrollsVertically: Bool {
        _rangeY.upperBound > _rangeY.lowerBound || alwaysBounceVertical
    }

    /// Whether an axis bounces at its edges.
    var _bouncesHorizontally: Bool { bounces && _scrollsHorizontally }
    var _bouncesVertically: Bool { bounces && _scrollsVertically }

    /// Rounds an offset to the device pixel grid, as UIKit does when the offset is set.
    func _roundedToPixels(_ p: CGPoint) -> CGPoint {
        let scale = _window?.screen.scale ?? UIScreen.main.scale
        return CGPoint(x: (p.x * scale).rounded() / scale, y: (p.y * scale).rounded() / scale)
    }

    /// Sets `bounds.origin`, rounded to pixels; `scrollViewDidScroll` (from the `bounds` setter)
    /// only when it changes.
    func _applyOffset(_ offset: CGPoint) {
        let p = _roundedToPixels(offset)
        guard p != bounds.origin else { return }
        var b = bounds
        b.origin = p
        bounds = b
    }

    func _clampedOffset(_ p: CGPoint) -> CGPoint {
        CGPoint(x: min(max(p.x, _rangeX.lowerBound), _rangeX.upperBound),
                y: min(max(p.y, _rangeY.lowerBound), _rangeY.upperBound))
    }

    // MARK: Adjusted insets

    /// `contentSize`, `contentInset`, the behaviour or the bounds changed.
    func _contentGeometryDidChange() {
        _updateAdjustedContentInset()
        // A fling re-creates itself from where it is for the new range.
        if _activity.deceleration != nil { _rangeDidChange() }
        _layoutIndicators()
    }

    /// Recomputes `adjustedContentInset`; on a change, keeps a scroll view resting at its top (or
    /// leading edge) at the new one, and tells `adjustedContentInsetDidChange` and the delegate.
    /// With `keepingOffset`, the offset stays where it is even at the top (a refresh control's inset
    /// going away scrolls the content itself).
    func _updateAdjustedContentInset(keepingOffset: Bool = false) {
        let safe = safeAreaInsets
        var adjusted = contentInset
        let b = bounds.size
        let verticalScroll = contentSize.height + contentInset.top + contentInset.bottom > b.height || alwaysBounceVertical
        let horizontalScroll = contentSize.width + contentInset.left + contentInset.right > b.width || alwaysBounceHorizontal
        let addVertical: Bool
        let addHorizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: addVertical = false; addHorizontal = false
        case .always: addVertical = true; addHorizontal = true
        case .scrollableAxes: addVertical = verticalScroll; addHorizontal = horizontalScroll
        case .automatic:
            // Apple: "also adjust the top & bottom contentInset when the scroll view is owned by a
            // view controller with automaticallyAdjustsScrollViewInsets = YES inside a navigation
            // controller, regardless of whether the scroll view is scrollable".
            addVertical = verticalScroll || _ownerAdjustsScrollViewInsets
            addHorizontal = horizontalScroll
        }
        if addVertical { adjusted.top += safe.top; adjusted.bottom += safe.bottom }
        if addHorizontal { adjusted.left += safe.left; adjusted.right += safe.right }
        adjusted.top += _refreshControlInset
        let old = _adjustedContentInset
        guard adjusted != old else { return }
        let wasAtTop = bounds.origin.y == -old.top
        let wasAtLeading = bounds.origin.x == -old.left
        _adjustedContentInset = adjusted
        if !keepingOffset && !_activity.isDragging && !_activity.isDecelerating {
            var p = bounds.origin
            if wasAtTop { p.y = -adjusted.top }
            if wasAtLeading { p.x = -adjusted.left }
            if p != bounds.origin { _applyOffset(p) }
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Whether the controller owning this scroll view (the nearest one whose view contains it)
    /// keeps `automaticallyAdjustsScrollViewInsets` and sits in a navigation controller.
    var _ownerAdjustsScrollViewInsets: Bool {
        var view: UIView? = self
        while let v = view {
            if let vc = v._viewController {
                return vc._automaticallyAdjustsScrollViewInsets && vc.navigationController != nil
            }
            view = v._superview
        }
        return false
    }
}
