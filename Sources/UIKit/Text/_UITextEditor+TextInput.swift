import Foundation

/// The `UITextInput` members that `UITextField` and `UITextView` share, in terms of the editor's
/// model and geometry: each class's `open` method (which apps may override) forwards here with
/// itself as `view`, the coordinate space of the rectangles and points.
extension _UITextEditor {
    static func offset(_ position: UITextPosition) -> Int? { (position as? _UITextOffsetPosition)?.offset }
    static func range(_ range: UITextRange) -> NSRange? { (range as? _UITextOffsetRange)?.range }

    func text(in range: UITextRange) -> String? {
        guard let r = Self.range(range), NSMaxRange(r) <= model.length else { return nil }
        return model.substring(in: r)
    }

    /// Replaces the text in `range` as a user edit (the delegate is asked; events are sent).
    func replace(_ range: UITextRange, withText text: String) {
        guard let r = Self.range(range) else { return }
        replace(r, with: text, kind: .other)
    }

    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let a = Self.offset(fromPosition), let b = Self.offset(toPosition) else { return nil }
        return _UITextOffsetRange(NSRange(location: min(a, b), length: abs(b - a)))
    }

    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = Self.offset(position) else { return nil }
        let target = start + offset
        guard target >= 0 && target <= model.length else { return nil }
        return _UITextOffsetPosition(target)
    }

    /// Left and right by characters (UTF-16 units), up and down by lines.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        switch direction {
        case .right: return self.position(from: position, offset: offset)
        case .left: return self.position(from: position, offset: -offset)
        case .up, .down:
            guard let start = Self.offset(position) else { return nil }
            guard offset != 0 else { return position }
            return self.offset(from: start, movingLines: direction == .up ? -offset : offset).map { _UITextOffsetPosition($0) }
        }
    }

    static func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = offset(position) ?? 0, b = offset(other) ?? 0
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    static func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        (offset(toPosition) ?? 0) - (offset(from) ?? 0)
    }

    static func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let r = Self.range(range) else { return nil }
        switch direction {
        case .left, .up: return _UITextOffsetPosition(r.location)
        case .right, .down: return _UITextOffsetPosition(NSMaxRange(r))
        }
    }

    /// The grapheme before (left, up) or after (right, down) `position`.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let offset = Self.offset(position) else { return nil }
        switch direction {
        case .right, .down:
            return _UITextOffsetRange(NSRange(location: offset, length: model.graphemeBoundary(after: offset) - offset))
        case .left, .up:
            let start = model.graphemeBoundary(before: offset)
            return _UITextOffsetRange(NSRange(location: start, length: offset - start))
        }
    }

    /// The first selection rectangle of `range` in `view`; nil for an empty range (the view then
    /// answers with its caret there).
    func firstRect(for range: NSRange, in view: UIView) -> CGRect? {
        selectionRects(for: range).first.map { selectionView.convert($0, to: view) }
    }

    /// The caret at `position`: 2 pt wide, as tall as its line, in `view`'s coordinates.
    func caretRect(for position: UITextPosition, in view: UIView) -> CGRect {
        guard let offset = Self.offset(position) else { return .null }
        view.layoutIfNeeded()
        var rect = caretRect(at: offset)
        rect.origin.x -= TextConstants.caretWidth / 2
        rect.size.width = TextConstants.caretWidth
        return selectionView.convert(rect, to: view)
    }

    func selectionRects(for range: UITextRange, in view: UIView) -> [UITextSelectionRect] {
        guard let r = Self.range(range) else { return [] }
        let rects = selectionRects(for: r).map { selectionView.convert($0, to: view) }
        return rects.enumerated().map { i, rect in
            UITextSelectionRect(_rect: rect, containsStart: i == 0, containsEnd: i == rects.count - 1)
        }
    }

    /// The position nearest `point` (in `view`), kept inside `range` when one is given.
    func closestPosition(to point: CGPoint, in view: UIView, within range: UITextRange? = nil) -> UITextPosition? {
        let offset = self.offset(at: view.convert(point, to: selectionView))
        guard let range else { return _UITextOffsetPosition(offset) }
        guard let r = Self.range(range) else { return nil }
        return _UITextOffsetPosition(max(r.location, min(NSMaxRange(r), offset)))
    }

    /// The grapheme at `point` (in `view`); nil in empty text.
    func characterRange(at point: CGPoint, in view: UIView) -> UITextRange? {
        guard model.length > 0 else { return nil }
        let offset = self.offset(at: view.convert(point, to: selectionView))
        let start = offset >= model.length ? model.graphemeBoundary(before: offset) : offset
        return _UITextOffsetRange(NSRange(location: start, length: model.graphemeBoundary(after: start) - start))
    }
}
