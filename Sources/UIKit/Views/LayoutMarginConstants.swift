import Foundation

/// The numbers of layout margins (`UIView+LayoutMargins.swift`,
/// `UIViewController+LayoutMargins.swift`), in points.
enum LayoutMarginConstants {
    /// A view's margins on each side unless set: 8 pt.
    /// [A] developer.apple.com/documentation/uikit/uiview/directionallayoutmargins ("For most views,
    /// the default layout margins are 8 points on each side").
    static let defaultMargin: CGFloat = 8

    /// `systemMinimumLayoutMargins` leading and trailing of a controller's root view in a narrow
    /// window: 16 pt.
    /// [A] developer.apple.com/documentation/uikit/uiview/layoutmargins (iOS 8–10 text: the root
    /// view's side margins "can be either 16 or 20 points"); [M] 16 pt on 320- and 375-pt-wide
    /// iPhones in portrait (useyourloaf.com "Changing Root View Layout Margins", 2017;
    /// neil-wu.github.io "关于AutoLayout中的margin", 2015).
    static let compactMinimumSideMargin: CGFloat = 16

    /// The same in a wide window: 20 pt.
    /// [M] 20 pt on the 414-pt-wide iPhone 6 Plus in portrait and on iPad (neil-wu.github.io,
    /// 2015; medium.com/vik-s-code-journal "Margins and Autolayout on iPhone 6 Plus", 2015);
    /// useyourloaf.com: "16 points for compact width and 20 points for regular".
    static let regularMinimumSideMargin: CGFloat = 20

    /// The window width from which a root view's minimum side margins are 20 pt instead of 16:
    /// 414 pt.
    /// [N] Apple publishes no rule. The measurements above give 16 at 320 and 375 pt and 20 at
    /// 414 pt (a compact-width iPhone 6 Plus in portrait) and on every iPad, so the split is by
    /// width, not by size class; 414 is the narrowest width known to get 20. Rockhopper has no
    /// trait collections, so the width of the controller's window stands for the size class
    /// UIKit reads (the screen's when the view is in no window).
    static let regularWidthThreshold: CGFloat = 414
}
