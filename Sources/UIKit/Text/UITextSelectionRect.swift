import Foundation

/// One rectangle of a selection, as `UITextInput.selectionRects(for:)` returns them. UIKit's is
/// abstract; this one stores its values (`UITextField` and `UITextView` return these).
@MainActor
open class UITextSelectionRect {
    let _rect: CGRect
    let _containsStart: Bool
    let _containsEnd: Bool

    init(_rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        self._rect = _rect
        _containsStart = containsStart
        _containsEnd = containsEnd
    }

    /// The rectangle, in the text input's coordinates.
    open var rect: CGRect { _rect }
    /// The direction of the text in it: left to right (text is laid out left to right here).
    open var writingDirection: NSWritingDirection { .leftToRight }
    /// Whether it holds the selection's start.
    open var containsStart: Bool { _containsStart }
    /// Whether it holds the selection's end.
    open var containsEnd: Bool { _containsEnd }
    /// Whether the text runs vertically: false.
    open var isVertical: Bool { false }
}

/// The direction of written text (`NSWritingDirection`, UIKit's NSText.h).
public enum NSWritingDirection: Int, Sendable {
    /// The direction the Unicode bidirectional algorithm finds.
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}
