import Foundation

/// Finds the boundaries of text units (characters, words, sentences, paragraphs, lines, the
/// document) around positions of a `UITextInput` object (`UITextInputTokenizer`).
@MainActor
public protocol UITextInputTokenizer: AnyObject {
    /// The range of the unit of `granularity` that contains `position` (looking in `direction`
    /// when the position is on a boundary); nil when there is none.
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    /// Whether `position` is at the end, in `direction`, of a unit of `granularity`.
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
    /// The next boundary of a unit of `granularity` from `position` in `direction`; nil when
    /// there is none.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    /// Whether `position` is inside a unit of `granularity`, or at its edge facing `direction`.
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}

/// The tokenizer of plain text (`UITextInputStringTokenizer`): it reads the whole text of its
/// text input and finds boundaries in it — characters are grapheme clusters, words Pango's
/// (Unicode word boundaries), sentences end after ".", "!" or "?" followed by a space or a line
/// break, paragraphs at line breaks, lines where the text input lays out its lines (`UITextField`
/// and `UITextView`; paragraphs for other text inputs). Layout directions count as storage
/// directions for left-to-right text: right and down forward, left and up backward.
@MainActor
open class UITextInputStringTokenizer: UITextInputTokenizer {
    private weak var textInput: (UIResponder & UITextInput)?

    /// A tokenizer of `textInput`'s text (held weakly: the text input owns its tokenizer).
    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
    }

    /// The text and the offset of `position` in it.
    private func locate(_ position: UITextPosition) -> (model: _TextEditing, offset: Int)? {
        guard let input = textInput,
              let all = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument),
              let text = input.text(in: all) else { return nil }
        let offset = input.offset(from: input.beginningOfDocument, to: position)
        let model = _TextEditing(text: text)
        guard offset >= 0 && offset <= model.length else { return nil }
        return (model, offset)
    }

    /// The text input's position at `offset` from its beginning.
    private func makePosition(_ offset: Int) -> UITextPosition? {
        guard let input = textInput else { return nil }
        return input.position(from: input.beginningOfDocument, offset: offset)
    }

    /// The text input's range of `range`.
    private func makeRange(_ range: NSRange) -> UITextRange? {
        guard let input = textInput, let start = makePosition(range.location),
              let end = makePosition(NSMaxRange(range)) else { return nil }
        return input.textRange(from: start, to: end)
    }

    private func isForward(_ direction: UITextDirection) -> Bool {
        switch direction.rawValue {
        case UITextStorageDirection.forward.rawValue, UITextLayoutDirection.right.rawValue, UITextLayoutDirection.down.rawValue: true
        default: false
        }
    }

    /// The units of `granularity` in `model`'s text, as ranges in order.
    private func units(_ granularity: UITextGranularity, in model: _TextEditing) -> [NSRange] {
        let text = model.text
        let length = model.length
        switch granularity {
        case .document:
            return [NSRange(location: 0, length: length)]
        case .character:
            var ranges: [NSRange] = []
            var offset = 0
            for character in text {
                let count = character.utf16.count
                ranges.append(NSRange(location: offset, length: count))
                offset += count
            }
            return ranges
        case .word:
            var ranges: [NSRange] = []
            var offset = 0
            while offset < length {
                let word = _TextLayout.wordRange(at: offset, in: text)
                let end = max(NSMaxRange(word), model.graphemeBoundary(after: offset))
                if word.length > 0, model.substring(in: word).unicodeScalars.contains(where: {
                    $0.properties.isAlphabetic || $0.properties.numericType != nil
                }) {
                    ranges.append(word)
                }
                offset = end
            }
            return ranges
        case .sentence, .paragraph, .line:
            if granularity == .line, let lines = (textInput as? _UITextLineProviding)?._lineRanges() {
                return lines.map { line in
                    // Without the line's break.
                    var r = line
                    if r.length > 0, NSMaxRange(r) <= length, model.substring(in: NSRange(location: NSMaxRange(r) - 1, length: 1)) == "\n" { r.length -= 1 }
                    return r
                }
            }
            var ranges: [NSRange] = []
            var start = 0
            var offset = 0
            let characters = Array(text)
            for (i, character) in characters.enumerated() {
                let count = character.utf16.count
                let isBreak = character == "\n" || character == "\r\n" || character == "\u{2029}"
                let endsSentence = granularity == .sentence && ".!?".contains(character)
                    && (i + 1 == characters.count || characters[i + 1].isWhitespace)
                if isBreak {
                    ranges.append(NSRange(location: start, length: offset - start))
                    start = offset + count
                } else if endsSentence {
                    ranges.append(NSRange(location: start, length: offset + count - start))
                    var next = offset + count
                    var j = i + 1
                    while j < characters.count, characters[j] == " " { next += 1; j += 1 }
                    start = next
                }
                offset += count
            }
            if start < length || ranges.isEmpty { ranges.append(NSRange(location: start, length: length - start)) }
            return ranges.filter { $0.length > 0 || length == 0 }
        }
    }

    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        guard let (model, offset) = locate(position) else { return nil }
        let forward = isForward(direction)
        for unit in units(granularity, in: model) {
            let inside = unit.location < offset && offset < NSMaxRange(unit)
            let atEdge = forward ? unit.location == offset && unit.length > 0 : NSMaxRange(unit) == offset && unit.length > 0
            if inside || atEdge || (model.length == 0 && granularity == .document) { return makeRange(unit) }
        }
        return nil
    }

    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (model, offset) = locate(position) else { return false }
        let forward = isForward(direction)
        return units(granularity, in: model).contains { forward ? NSMaxRange($0) == offset : $0.location == offset }
    }

    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        guard let (model, offset) = locate(position) else { return nil }
        let forward = isForward(direction)
        let boundaries = units(granularity, in: model).flatMap { [$0.location, NSMaxRange($0)] }
        let next = forward ? boundaries.filter { $0 > offset }.min() : boundaries.filter { $0 < offset }.max()
        return next.flatMap(makePosition)
    }

    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (model, offset) = locate(position) else { return false }
        let forward = isForward(direction)
        return units(granularity, in: model).contains { unit in
            (unit.location < offset && offset < NSMaxRange(unit))
                || (forward ? unit.location == offset : NSMaxRange(unit) == offset) && unit.length > 0
        }
    }
}

/// Text inputs that know their laid-out lines (`UITextField`, `UITextView`), for the tokenizer's
/// `.line` granularity. Not API.
@MainActor
protocol _UITextLineProviding: AnyObject {
    /// Each laid-out line's UTF-16 range, with its line break.
    func _lineRanges() -> [NSRange]
}
