import Foundation

/// A range of the text of a `UITextInput` object, from `start` to `end`. UIKit's is abstract;
/// `UITextField` and `UITextView` make ranges of UTF-16 offsets (`selectedTextRange`,
/// `textRange(from:to:)`).
@MainActor
open class UITextRange {
    public init() {}

    /// Whether the range is empty (a caret).
    open var isEmpty: Bool {
        _rockhopperFailure("UITextRange.isEmpty: UITextRange is abstract; a subclass must override isEmpty")
    }

    /// Where the range starts.
    open var start: UITextPosition {
        _rockhopperFailure("UITextRange.start: UITextRange is abstract; a subclass must override start")
    }

    /// Where the range ends.
    open var end: UITextPosition {
        _rockhopperFailure("UITextRange.end: UITextRange is abstract; a subclass must override end")
    }
}

/// A range of UTF-16 offsets: the ranges of `UITextField` and `UITextView`.
final class _UITextOffsetRange: UITextRange, CustomStringConvertible {
    let range: NSRange
    init(_ range: NSRange) { self.range = range }
    override var isEmpty: Bool { range.length == 0 }
    override var start: UITextPosition { _UITextOffsetPosition(range.location) }
    override var end: UITextPosition { _UITextOffsetPosition(range.location + range.length) }
    nonisolated var description: String { "<_UITextOffsetRange: \(range.location), \(range.length)>" }
}
