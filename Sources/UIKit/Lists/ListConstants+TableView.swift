import Foundation

/// UITableView's and UITableViewCell's numbers: heights, margins, fonts, colours, the look of the
/// accessories, editing controls, swipe actions and the section index, with their sources
/// (tags: docs/API.md). Looks are those of iOS 13–14 in the light appearance; where Apple publishes
/// nothing the value was matched by eye against screenshots and is marked [N].
extension ListConstants {
    // MARK: Heights

    /// `UITableView.automaticDimension`: −1, "use the default value for a given dimension".
    /// [A] `UITableView.automaticDimension`; [M] it prints as −1.0.
    static let automaticDimension: CGFloat = -1

    /// A standard row's height, in points: 44 (the separator included).
    /// [A] iOS Human Interface Guidelines (44 pt hit targets); [M] the row height of every system
    /// table since iPhone OS 2 and Interface Builder's default.
    static let defaultRowHeight: CGFloat = 44

    /// The height of a plain table's section header or footer that shows a title, in points: 28.
    /// [M] iOS 7–14 plain headers, measured in the view debugger (28 pt for a one-line title).
    static let plainHeaderHeight: CGFloat = 28

    /// The space above the first section of a grouped table, in points: 35.
    /// [M] iOS 13 Settings (the grouped top padding, 35 pt).
    static let groupedFirstHeaderHeight: CGFloat = 35

    /// A grouped section's header without a title (other than the first), and a footer without a
    /// title, in points: 17.5 each, so untitled sections are 35 pt apart. [M] iOS 13 Settings.
    static let groupedHeaderHeight: CGFloat = 17.5
    static let groupedFooterHeight: CGFloat = 17.5

    /// What a title adds below that space in a grouped header, in points: 20.5 (so the first titled
    /// header is 55.5 pt). [M] 55.5 pt for the first titled grouped header (iOS 11–14).
    static let groupedHeaderTitleBand: CGFloat = 20.5

    /// The gap between a grouped header's title and its section, in points: 7. [N] by eye.
    static let groupedHeaderTitleBottomPadding: CGFloat = 7

    /// The gaps above and below a grouped footer's title, in points: 7 and 17.5. [N] by eye.
    static let groupedFooterTitleTopPadding: CGFloat = 7
    static let groupedFooterTitleBottomPadding: CGFloat = 17.5

    /// The corner radius of an inset-grouped section, in points: 10. [M] iOS 13 Settings.
    static let insetGroupedCornerRadius: CGFloat = 10

    // MARK: Cell content

    /// The cell's content margins: 16 pt at the leading and trailing edges on windows narrower
    /// than 414 pt, 20 pt from there (the root view's minimum side margins,
    /// `LayoutMarginConstants`), and 11 pt above and below.
    /// [M] the text of a default cell starts 16 pt from the edge on 320- and 375-pt iPhones since
    /// iOS 8 (15 pt on iOS 7; separator insets 15/16/20 measured per device, stackoverflow.com
    /// q. 29349917); the top and bottom margins of a cell's content view are 11 pt (iOS 11+ view
    /// debugger). Rockhopper draws the iOS 8+ value. DEVIATIONS 162.
    static func contentSideMargin(forWidth width: CGFloat) -> CGFloat {
        width >= LayoutMarginConstants.regularWidthThreshold
            ? LayoutMarginConstants.regularMinimumSideMargin : LayoutMarginConstants.compactMinimumSideMargin
    }
    static let contentVerticalMargin: CGFloat = 11

    /// The font size of `textLabel` in every style but `.value2`, and of a `.value1`
    /// `detailTextLabel`, in points: 17 (the body size at the default Dynamic Type size).
    /// [M] iOS 7–14 (`UIFont.preferredFont(forTextStyle: .body)`).
    static let cellTextFontSize: CGFloat = 17

    /// A `.subtitle` cell's `detailTextLabel`, in points: 12. [M] iOS 7–14.
    static let subtitleDetailFontSize: CGFloat = 12

    /// A `.value2` cell's `textLabel` (blue, right-aligned) and `detailTextLabel`, in points:
    /// 12 and 15. [M] 12 pt for the label (iOS 7+); [N] 15 pt for the detail ("smaller text" than a
    /// default cell's, Apple's `UITableViewCellStyleValue2` documentation).
    static let value2TextFontSize: CGFloat = 12
    static let value2DetailFontSize: CGFloat = 15

    /// The width of a `.value2` cell's label column, and the gap between it and the detail, in
    /// points: 91 and 6. [N] by eye (the column holds "mobile", "home page").
    static let value2LabelWidth: CGFloat = 91
    static let value2Gap: CGFloat = 6

    /// The gap between a `.subtitle` cell's two labels, in points: 1. [N] by eye.
    static let subtitleGap: CGFloat = 1

    /// The gap between a cell's `imageView` and its text, in points: 16 (the content margin again,
    /// so the separator lines up with the text). [M] iOS 11+ default cells.
    static let imageToTextPadding: CGFloat = 16

    /// The gap between a cell's content and its accessory, in points: 8. [N] by eye.
    static let accessoryContentGap: CGFloat = 8

    /// The left inset of a default cell's separator when it has no image: the content margin.
    /// A cell with an image insets its separator to its text. [M] iOS 11+.

    /// The delete button's title: "Delete". [A] `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`.
    static let deleteConfirmationTitle = "Delete"

    // MARK: Accessories

    /// The chevron of `.disclosureIndicator`: 8 × 13 pt, stroked 2 pt wide in `tertiaryLabel`.
    /// [M] iOS 7–14 (`UITableNext` 8 × 13). [N] the colour.
    static let chevronSize = CGSize(width: 8, height: 13)
    /// The checkmark of `.checkmark`: 14 × 11 pt, stroked 2 pt wide in the tint. [M] iOS 7–14.
    static let checkmarkSize = CGSize(width: 14, height: 11)
    /// The gap between the info button and the chevron of `.detailDisclosureButton`, in points:
    /// 12. [N] by eye.
    static let detailDisclosureGap: CGFloat = 12

    // MARK: Selection and separators

    /// The grey of a selected or highlighted cell: `systemGray4` (209, 209, 214).
    /// [N] matched by eye with iOS 13's `UITableViewCellSelectedBackground`. DEVIATIONS 163.
    static var selectedBackgroundColor: UIColor { .systemGray4 }

    /// How long a deselection fades the grey out when animated, in seconds: 0.3. [N]
    static let deselectAnimationDuration: TimeInterval = 0.3

    /// A plain table's section header background: `systemGray6` (242, 242, 247). [N] by eye (iOS 13).
    static var plainHeaderBackgroundColor: UIColor { .systemGray6 }

    /// A plain header's title: 17 pt semibold in `label`; a plain footer's: 13 pt in
    /// `secondaryLabel`; a grouped header's: 13 pt upper-cased in `secondaryLabel`, a grouped
    /// footer's 13 pt in `secondaryLabel`. [M] iOS 13–14 (`UIListContentConfiguration.plainHeader()`
    /// uses the headline style; `groupedHeader()` the footnote style upper-cased).
    static let plainHeaderFontSize: CGFloat = 17
    static let footnoteFontSize: CGFloat = 13

    // MARK: Editing

    /// The width an editing control (red minus, green plus) takes at a cell's leading edge and moves
    /// the content by, in points: 38; the control is a 22-pt circle 16 pt from the edge.
    /// [M] iOS 7–14: the text of an editing default cell starts at 54 pt (16 + 22 + 16).
    static let editControlWidth: CGFloat = 38
    static let editControlDiameter: CGFloat = 22

    /// The width of the reorder control at a cell's trailing edge, in points: 38; its grabber is three
    /// 18-pt lines 5 pt apart in `systemGray2`. [N] by eye (iOS 13).
    static let reorderControlWidth: CGFloat = 38

    /// How long entering and leaving editing mode moves the controls in, in seconds: 0.3. [N]
    static let editingAnimationDuration: TimeInterval = 0.3

    // MARK: Swipe actions

    /// The padding on each side of a swipe action's title, in points: 15, and its font size: 15.
    /// [N] by eye (iOS 11–14).
    static let swipeActionPadding: CGFloat = 15
    static let swipeActionFontSize: CGFloat = 15
    /// A swipe action's narrowest width, in points: 74. [N] by eye (iOS 11–14's "Delete").
    static let swipeActionMinimumWidth: CGFloat = 74

    /// The horizontal movement that starts a swipe, in points: 10 (the pan's hysteresis), and it must
    /// be more horizontal than vertical. [N]
    static let swipeStartDistance: CGFloat = 10

    /// A swipe released past this fraction of the actions' width opens them; a flick faster than
    /// `swipeFlickVelocity` (pt/s) opens or closes in its direction. [N]
    static let swipeOpenFraction: CGFloat = 0.5
    static let swipeFlickVelocity: CGFloat = 500

    /// A row dragged past this fraction of its width performs the first action of a configuration
    /// that allows full swipes. [N] by eye: about 60 % (iOS 11–14).
    static let fullSwipeFraction: CGFloat = 0.6

    /// How long the row takes to open, close or complete a full swipe, in seconds: 0.3. [N]
    static let swipeAnimationDuration: TimeInterval = 0.3

    // MARK: Section index

    /// The section index's width at the table's trailing edge, in points: 15; the height of one
    /// title, 14; the titles' font: 11 pt semibold in the tint.
    /// [M] iOS 7–14 Contacts (a 15-pt strip, 11-pt bold letters). [N] the title height.
    static let sectionIndexWidth: CGFloat = 15
    static let sectionIndexEntryHeight: CGFloat = 14
    static let sectionIndexFontSize: CGFloat = 11

    /// `UITableView.indexSearch`: "{search}", shown as a magnifying glass.
    /// [H] UITableView.h `UITableViewIndexSearch`.
    static let indexSearch = "{search}"

    /// The separators a plain table draws below its last row while it has no footer view repeat
    /// every `defaultRowHeight` when `rowHeight` is automatic. [M] iOS 7–14.
}
