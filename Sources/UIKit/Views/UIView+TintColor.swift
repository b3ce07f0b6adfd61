import Foundation

// `tintColor` inheritance and dimming, as UIKit documents them (UIView.tintColor: "the first
// nondefault tint color value in the view's hierarchy, ascending from and starting with the view
// itself"; "if the system can't find a nondefault color, it uses the system-defined color";
// `tintAdjustmentMode`: "the first non-default tint adjustment mode value in the view's hierarchy,
// ascending from and starting with the view itself", `.normal` when none is found, and "when this
// property's value is dimmed, the value of the tintColor property is modified to provide a dimmed
// appearance"), and `tintColorDidChange()` (called "when your code changes the value of the
// tintColor property on that view", "on a subview that inherits a changed interaction tint
// color", and when the adjustment mode changes, "either by the view's value changing or by one of
// its superview's values changing").
//
// Each view keeps what it shows: `_resolvedTintColor` (its own tint, else its superview's) and
// `_dimmedTintColor` (set while its effective mode is dimmed). So reading `tintColor` or
// `tintAdjustmentMode` costs a load or two, and a set or a move costs one comparison unless what
// the view shows really changes; only then is the subtree walked, pruned at every view whose tint
// and dimming stay as they were. A dimmed grey is made once where a tint is dimmed and shared by
// the views below that inherit the same tint.

extension UIView {
    /// The system tint: `UIColor.systemBlue`, built once.
    static let _defaultTintColor: UIColor = .systemBlue

    func _setOwnTintColor(_ color: UIColor?) {
        let oldOwn = _ownTintColor
        _ownTintColor = color
        _retint(evenIfUnchanged: oldOwn != color)
    }

    func _setOwnTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        guard mode != _ownTintAdjustmentMode else { return }
        _ownTintAdjustmentMode = mode
        _retint(evenIfUnchanged: false)
    }

    /// After the view moved (or was removed): takes the new superview's tint and dimming unless it
    /// has its own, and tells the subtree when that changed what it shows.
    func _resolveTintAfterMove() {
        _retint(evenIfUnchanged: false)
    }

    /// The tint this view takes from its own settings and its superview's: the undimmed colour
    /// (nil: the system tint) and whether it is dimmed.
    private func _inheritedTint() -> (tint: UIColor?, dimmed: Bool) {
        let parent = _superview
        let tint = _ownTintColor ?? parent?._resolvedTintColor
        switch _ownTintAdjustmentMode {
        case .dimmed: return (tint, true)
        case .normal: return (tint, false)
        case .automatic: return (tint, parent?._dimmedTintColor != nil)
        }
    }

    /// Brings what this view shows up to date with its settings and its superview, then the
    /// descendants', parents first, calling `tintColorDidChange()` on every view whose tint or
    /// dimming changed (on this view also when `evenIfUnchanged`: its own tint was set to an equal
    /// colour). A subtree whose root shows what it showed before is skipped. Iterative.
    private func _retint(evenIfUnchanged: Bool) {
        guard _updateTintFromSuperview() || evenIfUnchanged else { return }
        tintColorDidChange()
        var stack: [UIView] = _subviews.reversed()
        while let view = stack.popLast() {
            guard view._updateTintFromSuperview() else { continue }
            view.tintColorDidChange()
            var i = view._subviews.count
            while i > 0 { i -= 1; stack.append(view._subviews[i]) }
        }
    }

    /// Sets `_resolvedTintColor` and `_dimmedTintColor` from the view's settings and its
    /// superview's; true when either changed.
    private func _updateTintFromSuperview() -> Bool {
        let (tint, dimmed) = _inheritedTint()
        let wasDimmed = _dimmedTintColor != nil
        guard tint != _resolvedTintColor || dimmed != wasDimmed else { return false }
        _resolvedTintColor = tint
        if !dimmed {
            _dimmedTintColor = nil
        } else if let parent = _superview, let shared = parent._dimmedTintColor, parent._resolvedTintColor == tint {
            _dimmedTintColor = shared
        } else {
            _dimmedTintColor = UIView._dimmedTint(of: tint ?? UIView._defaultTintColor)
        }
        return true
    }

    /// The dimmed form of `tint`: a grey of the colour's luma (Rec. 601 weights), same alpha.
    /// [N] Apple documents only "a desaturated, darkened" colour; system blue dims to grey 0.39.
    static func _dimmedTint(of tint: UIColor) -> UIColor {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard tint.getRed(&r, green: &g, blue: &b, alpha: &a) else { return UIColor(white: 0.5, alpha: 1) }
        return UIColor(white: 0.299 * r + 0.587 * g + 0.114 * b, alpha: a)
    }
}
