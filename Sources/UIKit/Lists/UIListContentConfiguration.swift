import Foundation

/// The content of a list row or header (iOS 14, [A] `UIListContentConfiguration`): an image, a
/// text and a secondary text with their properties and the spacing between them, shown by a
/// `UIListContentView`. Start from a style (`cell()`, `subtitleCell()`, `valueCell()`,
/// `plainHeader()`, `plainFooter()`, `groupedHeader()`, `groupedFooter()`) or from a cell's
/// `defaultContentConfiguration()`, set the content, and assign it to `contentConfiguration`.
///
/// Metrics (iOS 14, light appearance, default Dynamic Type size; [M] where measured, [N] by eye):
///
/// | style | text | secondary text | margins (top, bottom) |
/// |---|---|---|---|
/// | `cell()` | 17 pt, `label` | 15 pt, `secondaryLabel`, below | 11, 11 |
/// | `subtitleCell()` | 17 pt, `label` | 15 pt, `secondaryLabel`, below | 11, 11 |
/// | `valueCell()` | 17 pt, `label` | 17 pt, `secondaryLabel`, trailing | 11, 11 |
/// | `plainHeader()` | 17 pt semibold, `label` | 15 pt, `secondaryLabel` | 4, 4 |
/// | `plainFooter()` | 13 pt, `secondaryLabel` | 13 pt, `secondaryLabel` | 4, 4 |
/// | `groupedHeader()` | 13 pt upper-cased, `secondaryLabel` | 13 pt, `secondaryLabel` | 17, 7 |
/// | `groupedFooter()` | 13 pt, `secondaryLabel` | 13 pt, `secondaryLabel` | 7, 17 |
///
/// Leading and trailing margins are the cell's content margins (the configuration's own leading
/// and trailing margins, zero by default, add to them), as with UIKit's default
/// `axesPreservingSuperviewLayoutMargins` of `.horizontal`, which is not itself available.
public struct UIListContentConfiguration: UIContentConfiguration, @preconcurrency Equatable {
    // MARK: Content

    /// The image at the leading edge. Default nil.
    public var image: UIImage?
    public var imageProperties = ImageProperties()
    /// The primary text. Default nil.
    public var text: String?
    /// The primary text with attributes (wins over `text`). Default nil.
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    /// The secondary text. Default nil.
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties

    // MARK: Layout

    /// Margins around the content, added to the cell's horizontal content margins.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the secondary text sits beside the text (trailing) rather than below it.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The gap between the image and the texts. Default 16 pt.
    public var imageToTextPadding: CGFloat = ListConstants.imageToTextPadding
    /// The gap between the texts side by side. Default 8 pt.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The gap between the texts one above the other. Default 3 pt.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    init(text: TextProperties, secondary: TextProperties, top: CGFloat, bottom: CGFloat) {
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0)
    }

    // MARK: Styles

    /// A plain list cell.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .init(size: 17, color: .label), secondary: .init(size: 15, color: .secondaryLabel),
                                   top: ListConstants.contentVerticalMargin, bottom: ListConstants.contentVerticalMargin)
    }

    /// A cell with the secondary text below the text.
    public static func subtitleCell() -> UIListContentConfiguration { cell() }

    /// A cell with the secondary text at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(text: .init(size: 17, color: .label), secondary: .init(size: 17, color: .secondaryLabel),
                                           top: ListConstants.contentVerticalMargin, bottom: ListConstants.contentVerticalMargin)
        c.prefersSideBySideTextAndSecondaryText = true
        return c
    }

    /// A plain table's section header.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .init(size: ListConstants.plainHeaderFontSize, weight: .semibold, color: .label),
                                   secondary: .init(size: 15, color: .secondaryLabel), top: 4, bottom: 4)
    }

    /// A plain table's section footer.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .init(size: ListConstants.footnoteFontSize, color: .secondaryLabel),
                                   secondary: .init(size: ListConstants.footnoteFontSize, color: .secondaryLabel), top: 4, bottom: 4)
    }

    /// A grouped table's section header: upper-cased footnote text.
    public static func groupedHeader() -> UIListContentConfiguration {
        var text = TextProperties(size: ListConstants.footnoteFontSize, color: .secondaryLabel)
        text.transform = .uppercase
        return UIListContentConfiguration(text: text, secondary: .init(size: ListConstants.footnoteFontSize, color: .secondaryLabel),
                                          top: ListConstants.groupedHeaderHeight - 0.5, bottom: ListConstants.groupedHeaderTitleBottomPadding)
    }

    /// A grouped table's section footer.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .init(size: ListConstants.footnoteFontSize, color: .secondaryLabel),
                                   secondary: .init(size: ListConstants.footnoteFontSize, color: .secondaryLabel),
                                   top: ListConstants.groupedFooterTitleTopPadding, bottom: ListConstants.groupedFooterTitleBottomPadding)
    }

    // MARK: UIContentConfiguration

    /// A `UIListContentView` showing this configuration.
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The same configuration: list content looks the same in every state (the cell's background
    /// shows selection).
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

    public static func == (a: UIListContentConfiguration, b: UIListContentConfiguration) -> Bool {
        a.image === b.image && a.imageProperties == b.imageProperties && a.text == b.text
            && a.attributedText == b.attributedText && a.textProperties == b.textProperties
            && a.secondaryText == b.secondaryText && a.secondaryAttributedText == b.secondaryAttributedText
            && a.secondaryTextProperties == b.secondaryTextProperties
            && a.directionalLayoutMargins == b.directionalLayoutMargins
            && a.prefersSideBySideTextAndSecondaryText == b.prefersSideBySideTextAndSecondaryText
            && a.imageToTextPadding == b.imageToTextPadding
            && a.textToSecondaryTextHorizontalPadding == b.textToSecondaryTextHorizontalPadding
            && a.textToSecondaryTextVerticalPadding == b.textToSecondaryTextVerticalPadding
    }
}
