import Foundation

/// The editing model every editable text shares (`UITextField`, `UITextView`): the text, the
/// selection, the marked (IME-composing) text, and what an edit replaced — a value with pure
/// functions, no views, no Pango.
///
/// Offsets and ranges are in UTF-16 code units, as UIKit's `NSRange`s are
/// (`textField(_:shouldChangeCharactersIn:replacementString:)`, `selectedRange`). The model never
/// puts a boundary inside a grapheme cluster (a user-perceived character): a Chinese character,
/// an emoji with its modifiers and joiners, a flag, a letter with its combining marks. Every range
/// it is given is widened to grapheme boundaries, and `deleteBackward` removes one whole cluster.
///
/// The selection is a caret when its length is 0. Marked text (`markedRange`) is the part an input
/// method is still composing: `setMarkedText(_:selectedRange:)` replaces it (or the selection,
/// when there is none) and keeps it marked, `unmarkText()` commits it, and inserting text replaces
/// it and commits. The selection inside marked text is where the input method puts it.
struct _TextEditing: Equatable, Sendable {
    /// The text.
    private(set) var text: String
    /// `text`'s length in UTF-16 code units.
    private(set) var length: Int
    /// The selection (a caret when empty), on grapheme boundaries within `0...length`.
    private(set) var selectedRange: NSRange
    /// The marked text, or nil when nothing is being composed.
    private(set) var markedRange: NSRange?

    /// Text with the caret at its end.
    init(text: String = "") {
        self.text = text
        length = text.utf16.count
        selectedRange = NSRange(location: length, length: 0)
        markedRange = nil
    }

    /// What one edit did: enough to ask a delegate about it beforehand (`range`, `replacement`)
    /// and to undo it afterwards (`replaced`, `selectionBefore`).
    struct Edit: Equatable, Sendable {
        /// The range replaced, in the text before the edit.
        var range: NSRange
        /// The text put there.
        var replacement: String
        /// The text that was there.
        var replaced: String
        /// The selection before the edit.
        var selectionBefore: NSRange
        /// The selection after the edit.
        var selectionAfter: NSRange

        /// The range the replacement occupies in the text after the edit.
        var rangeAfter: NSRange { NSRange(location: range.location, length: replacement.utf16.count) }
    }

    // MARK: - Graphemes

    private func index(_ offset: Int) -> String.Index {
        String.Index(utf16Offset: offset, in: text)
    }

    private func offset(_ index: String.Index) -> Int {
        index.utf16Offset(in: text)
    }

    /// Whether `offset` is between two grapheme clusters (or at either end).
    func isGraphemeBoundary(_ offset: Int) -> Bool {
        if offset <= 0 || offset >= length { return offset == 0 || offset == length }
        return index(offset).samePosition(in: text) != nil
    }

    /// `offset` clamped to the text and moved back to the start of the cluster it falls in.
    func graphemeBoundary(roundingDown offset: Int) -> Int {
        var clamped = max(0, min(length, offset))
        if isGraphemeBoundary(clamped) { return clamped }
        // Inside a surrogate pair: start from the pair's first half.
        let units = text.utf16
        if UTF16.isTrailSurrogate(units[units.index(units.startIndex, offsetBy: clamped)]) { clamped -= 1 }
        var i = index(clamped)
        while i.samePosition(in: text) == nil && i > text.startIndex { i = text.unicodeScalars.index(before: i) }
        return self.offset(i)
    }

    /// `offset` clamped to the text and moved forward to the end of the cluster it falls in.
    func graphemeBoundary(roundingUp offset: Int) -> Int {
        let down = graphemeBoundary(roundingDown: offset)
        if down == max(0, min(length, offset)) { return down }
        return self.offset(text.index(after: index(down)))
    }

    /// The boundary before `offset` (the start of the cluster ending at or containing it); 0 at
    /// the start.
    func graphemeBoundary(before offset: Int) -> Int {
        let down = graphemeBoundary(roundingDown: offset)
        if down < max(0, min(length, offset)) { return down }
        guard down > 0 else { return 0 }
        return self.offset(text.index(before: index(down)))
    }

    /// The boundary after `offset`; `length` at the end.
    func graphemeBoundary(after offset: Int) -> Int {
        let down = graphemeBoundary(roundingDown: offset)
        guard down < length else { return length }
        return self.offset(text.index(after: index(down)))
    }

    /// `range` clamped to the text and widened to grapheme boundaries.
    func snapped(_ range: NSRange) -> NSRange {
        let start = graphemeBoundary(roundingDown: range.location)
        let end = graphemeBoundary(roundingUp: max(range.location, range.location + range.length))
        return NSRange(location: start, length: max(0, end - start))
    }

    /// The text in `range` (snapped to graphemes).
    func substring(in range: NSRange) -> String {
        let r = snapped(range)
        return String(text[index(r.location)..<index(r.location + r.length)])
    }

    /// The number of grapheme clusters in `range`.
    func graphemeCount(in range: NSRange) -> Int {
        let r = snapped(range)
        return text[index(r.location)..<index(r.location + r.length)].count
    }

    // MARK: - Selection

    /// Selects `range`, clamped and snapped to graphemes. Marked text stays marked when the new
    /// selection lies inside it, and is committed otherwise (as when the user taps elsewhere
    /// while composing).
    mutating func select(_ range: NSRange) {
        selectedRange = snapped(range)
        if let marked = markedRange,
           !(selectedRange.location >= marked.location && NSMaxRange(selectedRange) <= NSMaxRange(marked)) {
            markedRange = nil
        }
    }

    /// Puts the caret at `offset` (rounded down to a grapheme boundary).
    mutating func placeCaret(at offset: Int) {
        select(NSRange(location: graphemeBoundary(roundingDown: offset), length: 0))
    }

    // MARK: - Edits

    /// Where typed or pasted text goes: the marked text, or else the selection.
    var rangeForInsertion: NSRange { markedRange ?? selectedRange }

    /// What Backspace deletes: the marked text's last cluster while composing, else the
    /// selection, else the cluster before the caret; nil at the start of the text.
    var rangeForDeleteBackward: NSRange? {
        if let marked = markedRange, marked.length > 0 {
            let start = graphemeBoundary(before: NSMaxRange(marked))
            return NSRange(location: start, length: NSMaxRange(marked) - start)
        }
        if selectedRange.length > 0 { return selectedRange }
        guard selectedRange.location > 0 else { return nil }
        let start = graphemeBoundary(before: selectedRange.location)
        return NSRange(location: start, length: selectedRange.location - start)
    }

    /// Replaces `range` (snapped to graphemes) with `string` and puts the caret after it; marked
    /// text is committed. Returns what happened.
    @discardableResult
    mutating func replace(_ range: NSRange, with string: String) -> Edit {
        let r = snapped(range)
        let before = selectedRange
        let replaced = substring(in: r)
        text.replaceSubrange(index(r.location)..<index(NSMaxRange(r)), with: string)
        length = text.utf16.count
        let caret = r.location + string.utf16.count
        // An insertion can join the text around it into one cluster (a combining mark after a
        // letter): keep the caret on a boundary.
        selectedRange = NSRange(location: graphemeBoundary(roundingUp: caret), length: 0)
        markedRange = nil
        return Edit(range: r, replacement: string, replaced: replaced, selectionBefore: before, selectionAfter: selectedRange)
    }

    /// Inserts `string` where typing goes (`rangeForInsertion`), committing marked text.
    @discardableResult
    mutating func insert(_ string: String) -> Edit {
        replace(rangeForInsertion, with: string)
    }

    /// Replaces the whole text, caret at the end, nothing marked.
    mutating func setText(_ string: String) {
        self = _TextEditing(text: string)
    }

    /// Puts `string` as marked text in place of the marked text (or the selection when nothing is
    /// marked) and selects `selectedRange` inside it (relative to its start; clamped). An empty or
    /// nil string removes the marked text and leaves nothing marked, as UIKit does.
    @discardableResult
    mutating func setMarkedText(_ string: String?, selectedRange relative: NSRange) -> Edit {
        let string = string ?? ""
        var edit = replace(rangeForInsertion, with: string)
        let start = edit.range.location
        let count = string.utf16.count
        if count > 0 {
            markedRange = NSRange(location: start, length: count)
            let location = max(0, min(count, relative.location))
            let end = max(location, min(count, relative.location + max(0, relative.length)))
            selectedRange = NSRange(location: start + location, length: end - location)
        } else {
            markedRange = nil
            selectedRange = NSRange(location: start, length: 0)
        }
        edit.selectionAfter = selectedRange
        return edit
    }

    /// Commits the marked text: it stays, nothing is marked any more, the selection stays.
    mutating func unmarkText() {
        markedRange = nil
    }
}
