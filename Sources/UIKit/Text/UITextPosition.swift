import Foundation

/// A place in the text of a `UITextInput` object. UIKit's is abstract; each text input defines
/// what its positions hold. `UITextField` and `UITextView` use positions holding a UTF-16 offset
/// (compare them with `compare(_:to:)` and `offset(from:to:)` of their text input).
@MainActor
open class UITextPosition {
    public init() {}
}

/// A position at a UTF-16 offset: the positions of `UITextField` and `UITextView`.
final class _UITextOffsetPosition: UITextPosition, CustomStringConvertible {
    let offset: Int
    init(_ offset: Int) { self.offset = offset }
    nonisolated var description: String { "<_UITextOffsetPosition: \(offset)>" }
}
