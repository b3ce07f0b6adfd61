import Foundation

// `tintColor` inheritance, as UIKit documents it (UIView.tintColor: "the first nondefault tint
// color value in the view's hierarchy, ascending from and starting with the view itself"; "if the
// system can't find a nondefault color, it uses the system-defined color"), and
// `tintColorDidChange()` (called "when your code changes the value of the tintColor property on
// that view", and "on a subview that inherits a changed interaction tint color").
// `tintAdjustmentMode` (dimming under a presented controller) is not implemented yet.
//
// Each view keeps the tint it shows (`_resolvedTintColor`: its own, else its superview's), so
// reading `tintColor` costs one load and a move costs one comparison unless the tint really
// changes; only then is the moved subtree walked (down to views with a tint of their own).

extension UIView {
    /// The system tint: `UIColor.systemBlue`, built once.
    static let _defaultTintColor: UIColor = .systemBlue

    func _setOwnTintColor(_ color: UIColor?) {
        let oldOwn = _ownTintColor
        _ownTintColor = color
        let resolved = color ?? _superview?._resolvedTintColor
        if resolved != _resolvedTintColor || oldOwn != color { _resolveTintInSubtree(resolved) }
    }

    /// After the view moved (or was removed): takes the new superview's tint unless it has its
    /// own, and tells the subtree when that changed what it shows.
    func _resolveTintAfterMove() {
        let resolved = _ownTintColor ?? _superview?._resolvedTintColor
        if resolved != _resolvedTintColor { _resolveTintInSubtree(resolved) }
    }

    /// Sets this view's shown tint to `resolved`, then each inheriting descendant's to its
    /// superview's, calling `tintColorDidChange()` on all of them; subtrees under a view with a
    /// tint of its own keep theirs. Parents first; iterative.
    private func _resolveTintInSubtree(_ resolved: UIColor?) {
        _resolvedTintColor = resolved
        tintColorDidChange()
        var stack: [UIView] = _subviews.reversed()
        while let view = stack.popLast() {
            guard view._ownTintColor == nil else { continue }
            view._resolvedTintColor = view._superview?._resolvedTintColor
            view.tintColorDidChange()
            var i = view._subviews.count
            while i > 0 { i -= 1; stack.append(view._subviews[i]) }
        }
    }
}
