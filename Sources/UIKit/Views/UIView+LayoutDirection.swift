import Foundation

// Layout direction: which side of a view is leading.
//
// A view's direction is the one its own `semanticContentAttribute` implies relative to the
// app's (`UIApplication.userInterfaceLayoutDirection`, left to right here). It is not inherited:
// Apple's documentation of `effectiveUserInterfaceLayoutDirection` says it is the direction for
// arranging the view's *immediate* content and that the value cannot be assumed to propagate
// through the view's subtree, so a `.forceRightToLeft` superview leaves an `.unspecified`
// subview left to right. A change therefore concerns the view alone: its
// `directionalLayoutMargins` map to other sides, and Auto Layout's leading and trailing of the
// view flip (`_effectiveUserInterfaceLayoutDirectionDidChange`).
extension UIView {
    /// The layout direction `attribute` implies in this app: `userInterfaceLayoutDirection(for:
    /// relativeTo:)` with the application's direction.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication._userInterfaceLayoutDirection)
    }

    /// The layout direction `semanticContentAttribute` implies relative to `layoutDirection`:
    /// `.unspecified` follows it; `.playback` and `.spatial` content (media controls, controls
    /// standing for a physical direction) and `.forceLeftToRight` never flip; `.forceRightToLeft`
    /// is right to left.
    public class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// `effectiveUserInterfaceLayoutDirection`: the view's own attribute relative to the app's
    /// direction.
    var _effectiveLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: _layoutMarginsState.semanticContentAttribute,
                                            relativeTo: UIApplication._userInterfaceLayoutDirection)
    }

    /// Sets `semanticContentAttribute`; when the view's direction changes with it, tells the view.
    func _setSemanticContentAttribute(_ attribute: UISemanticContentAttribute) {
        let old = _layoutMarginsState.semanticContentAttribute
        guard attribute != old else { return }
        let oldDirection = _effectiveLayoutDirection
        _layoutMarginsState.semanticContentAttribute = attribute
        if _effectiveLayoutDirection != oldDirection { _effectiveUserInterfaceLayoutDirectionDidChange() }
    }

    /// The view's layout direction changed: its directional margins now fall on other sides, and
    /// its content is laid out again. Auto Layout flips the view's leading and trailing here.
    func _effectiveUserInterfaceLayoutDirectionDidChange() {
        _layoutState?.engine?.layoutDirectionDidChange(of: self)
        _layoutMarginsState.isStale = true
        _updateEffectiveLayoutMargins()
        setNeedsLayout()
    }

    /// `insets` on the sides of this view: leading and trailing are left and right when it lays
    /// out left to right, right and left otherwise.
    func _absoluteInsets(_ insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        _effectiveLayoutDirection == .rightToLeft
            ? UIEdgeInsets(top: insets.top, left: insets.trailing, bottom: insets.bottom, right: insets.leading)
            : UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    /// `insets` named by this view's layout direction (the inverse of `_absoluteInsets`).
    func _directionalInsets(_ insets: UIEdgeInsets) -> NSDirectionalEdgeInsets {
        _effectiveLayoutDirection == .rightToLeft
            ? NSDirectionalEdgeInsets(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
            : NSDirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}
