import Foundation

// The margins of a controller's root view: at least `systemMinimumLayoutMargins` while
// `viewRespectsSystemMinimumLayoutMargins` (see `UIView+LayoutMargins.swift` for how a view's
// margins are built and when they change).
extension UIViewController {
    /// `systemMinimumLayoutMargins`: nothing at the top and bottom; 16 pt leading and trailing in a
    /// window narrower than 414 pt (an iPhone in portrait), 20 pt in a wider one (a Plus or Max
    /// iPhone, a phone in landscape, an iPad) — `LayoutMarginConstants` has the sources. The
    /// window is the view's, else the screen.
    var _systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let width = _loadedView?._window?.bounds.width ?? UIScreen.main.bounds.width
        let side = width >= LayoutMarginConstants.regularWidthThreshold
            ? LayoutMarginConstants.regularMinimumSideMargin
            : LayoutMarginConstants.compactMinimumSideMargin
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// `viewRespectsSystemMinimumLayoutMargins` changed: the root view's margins follow at once.
    func _viewRespectsSystemMinimumLayoutMarginsDidChange() {
        _loadedView?._layoutMarginsInputDidChange()
    }
}
