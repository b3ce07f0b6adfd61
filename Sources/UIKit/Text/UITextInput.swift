import Foundation

/// A responder that takes text with positions, ranges, a selection, marked text (input-method
/// composition) and geometry, so the text system can edit it (`UITextInput`). `UITextField` and
/// `UITextView` adopt it; a custom text view can too.
///
/// These are Apple's required members. Its optional members are not here (Swift on Linux has no
/// optional requirements), and neither is `baseWritingDirection(for:in:)` /
/// `setBaseWritingDirection(_:for:)`: text is laid out left to right here (COMPATIBILITY.md).
@MainActor
public protocol UITextInput: UIKeyInput {
    /// The text in `range`.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// The selection; an empty range is the caret. Nil when nothing is selected.
    var selectedTextRange: UITextRange? { get set }
    /// The marked text (being composed by an input method); nil when none.
    var markedTextRange: UITextRange? { get }
    /// How marked text is drawn (attributes); nil: the default (underlined).
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (or the selection) with `markedText`, marked, selecting
    /// `selectedRange` inside it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text.
    func unmarkText()
    /// The start of the text.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the text.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters from `position`; nil outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` steps from `position` in a layout direction; nil outside the text.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// How two positions are ordered.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The number of characters from one position to another.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The text system's delegate, told of changes it did not make.
    var inputDelegate: (any UITextInputDelegate)? { get set }
    /// What finds the boundaries of characters, words, sentences, paragraphs and lines.
    var tokenizer: any UITextInputTokenizer { get }
    /// The position of `range` farthest in `direction`.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from `position` to the next character in `direction`.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// The rectangle of the first line of `range`, in the object's coordinates.
    func firstRect(for range: UITextRange) -> CGRect
    /// The caret's rectangle at `position`, in the object's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangles covering `range`.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The position nearest to `point` (in the object's coordinates).
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position of `range` nearest to `point`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The character under `point`.
    func characterRange(at point: CGPoint) -> UITextRange?
}

/// A direction in the text's storage (`UITextStorageDirection`).
public enum UITextStorageDirection: Int, Sendable {
    case forward = 0, backward
}

/// A direction on screen (`UITextLayoutDirection`, raw values of UITextInput.h).
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2, left, up, down
}

/// A storage or layout direction (`UITextDirection`, the raw value of either).
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A storage direction.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// A layout direction.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }
}

/// A unit of text (`UITextGranularity`).
public enum UITextGranularity: Int, Sendable {
    case character = 0, word, sentence, paragraph, line, document
}
