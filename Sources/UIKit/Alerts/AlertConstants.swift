import Foundation

/// The numbers of UIAlertController's look and motion on a phone, iOS 13–17 (before the iOS 26
/// redesign). Each says where it comes from (tags: docs/API.md "Source tags"). [R] values are read
/// from UIKitCore's `UIAlertControllerVisualStyleAlert`, `UIAlertControllerVisualStyleActionSheet`,
/// `UIAlertControllerVisualStyle`, `UIInterfaceActionConcreteVisualStyle_iOSSheet`,
/// `_UIActionSheetPresentationControllerVisualStyleiOS` and `UIColor(_alertControllerDimmingViewColor)`,
/// taking the branch of the pre-iOS-26 look.
enum AlertConstants {
    // MARK: Both styles

    /// Opacity of the black dimming view over the whole screen (light appearance). 0.2.
    /// [R] `+[UIColor _alertControllerDimmingViewColor]`: white 0, alpha 0.2 (0.48 in dark mode).
    static let dimmingAlpha: CGFloat = 0.2

    /// Duration of the presentation and dismissal animations, seconds. 0.404.
    /// [R] `-[UIAlertControllerVisualStyleAlert transitionDurationForPresentation:ofAlertController:]`.
    /// The action sheet uses it too: [N] its own value was not found.
    static let transitionDuration: TimeInterval = 0.404

    /// The spring damping UIKit passes to `animate(withDuration:delay:usingSpringWithDamping:…)`
    /// for both styles. 600 (UIKit and Rockhopper clamp a ratio above 1 to a critically damped
    /// spring fitted to the duration). [R] `-[UIAlertControllerVisualStyleAlert
    /// animateAlertControllerView:…]` and the action sheet's.
    static let springDamping: CGFloat = 600

    /// Horizontal inset of the title and message labels, points. 16.
    /// [R] `-[UIAlertControllerVisualStyle _labelHorizontalInsets]`.
    static let labelHorizontalInset: CGFloat = 16

    /// Horizontal inset of an action's title inside its button, points. 8. [N] keeps long titles
    /// off the edges; UIKit's `contentMargin` of the alert style was not found.
    static let actionTitleHorizontalInset: CGFloat = 8

    /// Corner radius of the alert panel and of the action sheet's groups, points. 13.
    /// [R] `-[_UIActionSheetPresentationControllerVisualStyleiOS cornerRadius]`; the alert's 13 is
    /// [M] the value re-implementations measure on iOS 13–17.
    static let cornerRadius: CGFloat = 13

    /// Background of the alert panel and of the action sheet's main group: near-white. White 0.95.
    /// [N] iOS draws a translucent blur (system material) here, which Rockhopper does not have;
    /// this is the colour it shows over a dimmed light screen.
    static let panelWhite: CGFloat = 0.95

    /// Colour of the hairline separators: `UIColor.separator` (60, 60, 67, 0.29). [N] iOS uses a
    /// vibrant separator over its blur; this is the nearest plain colour.
    static var separatorColor: UIColor { .separator }

    /// The grey laid over an action while the finger is on it: black at 0.1. [N] matches the
    /// highlighted cell of iOS's light alert closely enough; UIKit's `_highlightedView` colour is
    /// a vibrant fill.
    static let highlightAlpha: CGFloat = 0.1

    /// Colour of the title of a disabled action: `UIColor.secondaryLabel`. [N] iOS greys it out.
    static var disabledActionColor: UIColor { .secondaryLabel }

    // MARK: Alert

    /// Width of the alert panel, points. 270. [R] `-[UIAlertControllerVisualStyleAlert maximumWidth]`.
    static let alertWidth: CGFloat = 270

    /// Height of an alert action, points. 44. [M] reference §8.1 and every re-implementation;
    /// UIKit's `UIInterfaceActionConcreteVisualStyle_iOSAlert` minimum content height.
    static let alertActionHeight: CGFloat = 44

    /// Font size of alert actions, points. 17 (regular; semibold for the emphasised one).
    /// [M] the Body/Headline text styles the alert style uses at the default content size.
    static let alertActionFontSize: CGFloat = 17

    /// Alert title: Headline, 17 pt semibold. [R] `-[UIAlertControllerVisualStyleAlert titleLabelFont]`.
    static let alertTitleFontSize: CGFloat = 17

    /// Alert message: Footnote, 13 pt (the title's font when there is no title).
    /// [R] `-[UIAlertControllerVisualStyleAlert messageLabelFont]`.
    static let alertMessageFontSize: CGFloat = 13

    /// From the top of the panel to the title's first baseline, points. 36.
    /// [R] `-[UIAlertControllerVisualStyleAlert marginAboveTitleLabelFirstBaseline]`.
    static let alertTitleTopToBaseline: CGFloat = 36

    /// From the title's last baseline to the message's first baseline, points. 20.
    /// [R] `-[UIAlertControllerVisualStyleAlert marginAboveMessageLabelFirstBaseline]` (with a title;
    /// without one the message takes the title's place, 36 from the top).
    static let alertTitleToMessageBaseline: CGFloat = 20

    /// From the last label's last baseline to the actions, points. 24.
    /// [R] `marginBelowMessageLabelLastBaseline` and `marginBelowLastLabelLastBaseline` of the alert style.
    static let alertLastBaselineToActions: CGFloat = 24

    /// Two actions sit side by side, three or more are stacked. [R] `-[UIAlertControllerVisualStyleAlert
    /// permittedActionLayoutDirection]`: horizontal allowed below 3 actions.
    static let alertMaximumSideBySideActions = 2

    // MARK: Action sheet

    /// Margin between the sheet and the screen's edges (left, right, bottom; the safe area when
    /// larger), points. 8. [R] `-[UIAlertControllerVisualStyleActionSheet contentInsetsForContainerView:]`.
    static let sheetMargin: CGFloat = 8

    /// Gap between the actions and the separate cancel button, points. 8.
    /// [R] `-[UIInterfaceActionConcreteVisualStyle_iOSSheet actionSectionSpacing]`,
    /// `-[_UIActionSheetPresentationControllerVisualStyleiOS dismissToContentSpacing]`.
    static let sheetCancelGap: CGFloat = 8

    /// Height of an action sheet action, points. 57.
    /// [R] `-[UIInterfaceActionConcreteVisualStyle_iOSSheet minimumActionContentSize]`.
    static let sheetActionHeight: CGFloat = 57

    /// Font size of action sheet actions, points. 20 (regular; semibold for the cancel action).
    /// [R] `-[UIInterfaceActionConcreteVisualStyle_iOSSheet _systemFontSize]` (its table's entry for
    /// the default size category) [M] measured as 20 pt.
    static let sheetActionFontSize: CGFloat = 20

    /// Action sheet title and message: Footnote, 13 pt; the title semibold.
    /// [R] `-[UIAlertControllerVisualStyleActionSheet titleLabelFont]`, `messageLabelFont`.
    static let sheetHeaderFontSize: CGFloat = 13

    /// Colour of the action sheet's title and message: grey (142, 142, 147). [N] UIKit draws them
    /// with a vibrancy effect over the blur (`_titleAndMessageLabelTextColor`); this grey is what
    /// it looks like on a light screen.
    static var sheetHeaderColor: UIColor { .systemGray }

    /// From the top of the sheet to the title's first baseline, points. 27.
    /// [R] `-[UIAlertControllerVisualStyleActionSheet marginAboveTitleLabelFirstBaseline]`.
    static let sheetTitleTopToBaseline: CGFloat = 27

    /// From the title's last baseline to the message's first baseline, points. 22.
    /// [R] `-[UIAlertControllerVisualStyleActionSheet marginAboveMessageLabelFirstBaseline]`.
    static let sheetTitleToMessageBaseline: CGFloat = 22

    /// From the message's last baseline to the actions (with a title), points. 28.
    /// [R] `-[UIAlertControllerVisualStyleActionSheet marginBelowMessageLabelLastBaseline]`.
    static let sheetMessageBaselineToActions: CGFloat = 28

    /// From a lone label's last baseline to the actions, points. 17.
    /// [R] `marginBelowTitleLabelLastBaseline` / `marginBelowLastLabelLastBaseline` of the sheet style.
    static let sheetLastBaselineToActions: CGFloat = 17

    // MARK: Alert text fields

    /// Font size of an alert's text fields, points: 13. [M] iOS 13–17 alerts' text fields use the
    /// 13-pt system font (the message's size).
    static let alertTextFieldFontSize: CGFloat = 13

    /// Height of one text field row (the field and its padding), points: 30. [N] iOS's rows look
    /// about this tall; `_UIAlertControllerTextFieldViewController`'s metrics were not found.
    static let alertTextFieldRowHeight: CGFloat = 30

    /// Horizontal inset of the text fields' box from the panel's edges, points: 16. [N] the
    /// labels' inset (`_labelHorizontalInsets`), which the box lines up with on iOS.
    static let alertTextFieldBoxInset: CGFloat = 16

    /// Inset of each field's text inside its row, points: 4. [N]
    static let alertTextFieldTextInset: CGFloat = 4

    /// From the last label's baseline (or the panel's top without labels) to the fields' box,
    /// points: 16; from the box to the actions, 16. [N] approximated from screenshots of iOS 13–17.
    static let alertTextFieldTopSpacing: CGFloat = 16
    static let alertTextFieldBottomSpacing: CGFloat = 16

    /// Corner radius of the fields' box, points: 4. [N]
    static let alertTextFieldBoxCornerRadius: CGFloat = 4
}
