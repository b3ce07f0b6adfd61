import Foundation

/// Styled text in Swift storage: a string and runs of attributes, what every text view and the
/// string-drawing functions lay out with Pango (`_TextLayout`).
///
/// Why not `NSAttributedString`: swift-corelibs-foundation leaks memory in every
/// `NSAttributedString` it creates — a few hundred bytes for `init(string:attributes:)`,
/// `init(string:)`, `init(attributedString:)` and each `addAttribute` (measured with
/// `ResidentMemory`; reading attributes does not leak). So UIKit's own text (a label's `text`, a
/// field's typing) never becomes an `NSAttributedString`: one is built only when an app reads
/// `attributedText`, and an app's attributed string is read into runs once.
struct _AttributedText {
    /// The attributes Rockhopper draws, plus any others an app set (kept to give them back).
    struct Attributes {
        var font: UIFont?
        var foregroundColor: UIColor?
        var backgroundColor: UIColor?
        var kern: CGFloat?
        var underlineStyle: NSUnderlineStyle?
        var underlineColor: UIColor?
        var strikethroughStyle: NSUnderlineStyle?
        var strikethroughColor: UIColor?
        var baselineOffset: CGFloat?
        var paragraphStyle: NSParagraphStyle?
        /// Attributes not drawn here (links, shadows, an app's own keys), as the app gave them.
        var others: [NSAttributedString.Key: Any] = [:]

        init(font: UIFont? = nil, foregroundColor: UIColor? = nil, paragraphStyle: NSParagraphStyle? = nil) {
            self.font = font
            self.foregroundColor = foregroundColor
            self.paragraphStyle = paragraphStyle
        }

        /// Reads an attribute dictionary (values of the wrong type are kept as "others").
        init(_ dictionary: [NSAttributedString.Key: Any]) {
            for (key, value) in dictionary {
                switch key {
                case .font where value is UIFont: font = value as? UIFont
                case .foregroundColor where value is UIColor: foregroundColor = value as? UIColor
                case .backgroundColor where value is UIColor: backgroundColor = value as? UIColor
                case .kern where _TextLayout.number(value) != nil: kern = _TextLayout.number(value)
                case .underlineStyle where NSUnderlineStyle.from(value) != nil: underlineStyle = NSUnderlineStyle.from(value)
                case .underlineColor where value is UIColor: underlineColor = value as? UIColor
                case .strikethroughStyle where NSUnderlineStyle.from(value) != nil: strikethroughStyle = NSUnderlineStyle.from(value)
                case .strikethroughColor where value is UIColor: strikethroughColor = value as? UIColor
                case .baselineOffset where _TextLayout.number(value) != nil: baselineOffset = _TextLayout.number(value)
                case .paragraphStyle where value is NSParagraphStyle: paragraphStyle = value as? NSParagraphStyle
                default: others[key] = value
                }
            }
        }

        /// The attributes as a dictionary (for `NSAttributedString`s an app asks for).
        var dictionary: [NSAttributedString.Key: Any] {
            var d = others
            if let font { d[.font] = font }
            if let foregroundColor { d[.foregroundColor] = foregroundColor }
            if let backgroundColor { d[.backgroundColor] = backgroundColor }
            if let kern { d[.kern] = kern }
            if let underlineStyle { d[.underlineStyle] = underlineStyle.rawValue }
            if let underlineColor { d[.underlineColor] = underlineColor }
            if let strikethroughStyle { d[.strikethroughStyle] = strikethroughStyle.rawValue }
            if let strikethroughColor { d[.strikethroughColor] = strikethroughColor }
            if let baselineOffset { d[.baselineOffset] = baselineOffset }
            if let paragraphStyle { d[.paragraphStyle] = paragraphStyle }
            return d
        }

        /// Whether two runs with these attributes may merge: the drawn attributes equal, the
        /// others with the same keys and identical (or equal-looking) values.
        func isSame(as other: Attributes) -> Bool {
            font == other.font && foregroundColor == other.foregroundColor && backgroundColor == other.backgroundColor
                && kern == other.kern && underlineStyle?.rawValue == other.underlineStyle?.rawValue
                && underlineColor == other.underlineColor && strikethroughStyle?.rawValue == other.strikethroughStyle?.rawValue
                && strikethroughColor == other.strikethroughColor && baselineOffset == other.baselineOffset
                && paragraphStyle == other.paragraphStyle
                && others.count == other.others.count
                && others.allSatisfy { key, value in
                    guard let theirs = other.others[key] else { return false }
                    if type(of: value) is AnyClass, type(of: theirs) is AnyClass,
                       (value as AnyObject) === (theirs as AnyObject) { return true }
                    return String(describing: value) == String(describing: theirs)
                }
        }
    }

    /// A stretch of text (`length` UTF-16 units) with one set of attributes.
    struct Run {
        var length: Int
        var attributes: Attributes
    }

    private(set) var string: String
    /// `string`'s length in UTF-16 units.
    private(set) var length: Int
    /// Runs covering `string` in order (none for empty text); adjacent runs differ.
    private(set) var runs: [Run]

    /// `string` with one set of attributes.
    init(_ string: String, attributes: Attributes) {
        self.string = string
        length = string.utf16.count
        runs = length > 0 ? [Run(length: length, attributes: attributes)] : []
    }

    /// `string` with `attributes` read from a dictionary (nil: none).
    init(_ string: String, attributes: [NSAttributedString.Key: Any]?) {
        self.init(string, attributes: Attributes(attributes ?? [:]))
    }

    /// The runs of an app's attributed string (reading does not leak).
    init(_ text: NSAttributedString) {
        string = text.string
        length = text.length
        runs = []
        guard length > 0 else { return }
        text.enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            append(Run(length: range.length, attributes: Attributes(attributes)))
        }
    }

    private mutating func append(_ run: Run) {
        guard run.length > 0 else { return }
        if let last = runs.last, last.attributes.isSame(as: run.attributes) {
            runs[runs.count - 1].length += run.length
        } else {
            runs.append(run)
        }
    }

    /// A new `NSAttributedString` with this text and attributes — only for apps that ask for one
    /// (each one leaks in swift-corelibs-foundation).
    func makeAttributedString() -> NSAttributedString {
        if runs.count == 1 { return NSAttributedString(string: string, attributes: runs[0].attributes.dictionary) }
        let result = NSMutableAttributedString(string: string)
        for (range, attributes) in enumerated() where !attributes.dictionary.isEmpty {
            result.setAttributes(attributes.dictionary, range: range)
        }
        return result
    }

    /// Each run's range and attributes, in order.
    func enumerated() -> [(NSRange, Attributes)] {
        var location = 0
        return runs.map { run in
            defer { location += run.length }
            return (NSRange(location: location, length: run.length), run.attributes)
        }
    }

    /// The attributes at UTF-16 offset `location` (the last run's at the end); nil for empty text.
    func attributes(at location: Int) -> Attributes? {
        var start = 0
        for run in runs {
            if location < start + run.length { return run.attributes }
            start += run.length
        }
        return runs.last?.attributes
    }

    /// The paragraph style of the first character (text here has one paragraph style: DEVIATIONS 4).
    var paragraphStyle: NSParagraphStyle {
        runs.first?.attributes.paragraphStyle ?? .default
    }

    /// Whether `other` has the same characters in runs of the same lengths and attributes (what
    /// a layout of it would show).
    func hasSameContent(as other: _AttributedText) -> Bool {
        guard length == other.length, runs.count == other.runs.count else { return false }
        for (a, b) in zip(runs, other.runs) where a.length != b.length || !a.attributes.isSame(as: b.attributes) {
            return false
        }
        return string == other.string
    }

    /// The first `count` UTF-16 units (count on a scalar boundary).
    func prefix(_ count: Int) -> _AttributedText {
        replacing(NSRange(location: count, length: length - count), with: _AttributedText("", attributes: Attributes()))
    }

    /// This text with `range` replaced by `replacement`.
    func replacing(_ range: NSRange, with replacement: _AttributedText) -> _AttributedText {
        var result = _AttributedText("", attributes: Attributes())
        let start = String.Index(utf16Offset: range.location, in: string)
        let end = String.Index(utf16Offset: range.location + range.length, in: string)
        var newString = string
        newString.replaceSubrange(start..<end, with: replacement.string)
        result.string = newString
        result.length = newString.utf16.count
        var location = 0
        for run in runs {
            let runEnd = location + run.length
            let keep = max(0, min(runEnd, range.location) - location)
            if keep > 0 { result.append(Run(length: keep, attributes: run.attributes)) }
            location = runEnd
        }
        for run in replacement.runs { result.append(run) }
        location = 0
        let tail = range.location + range.length
        for run in runs {
            let runEnd = location + run.length
            let keep = max(0, runEnd - max(location, tail))
            if keep > 0 { result.append(Run(length: keep, attributes: run.attributes)) }
            location = runEnd
        }
        return result
    }

    /// This text with `change` applied to the attributes of every run in `range` (the whole text
    /// by default).
    func updatingAttributes(in range: NSRange? = nil, _ change: (inout Attributes) -> Void) -> _AttributedText {
        let range = range ?? NSRange(location: 0, length: length)
        var result = _AttributedText("", attributes: Attributes())
        result.string = string
        result.length = length
        var location = 0
        for run in runs {
            let runEnd = location + run.length
            let a = max(location, range.location), b = min(runEnd, range.location + range.length)
            if b > a {
                if a > location { result.append(Run(length: a - location, attributes: run.attributes)) }
                var changed = run.attributes
                change(&changed)
                result.append(Run(length: b - a, attributes: changed))
                if runEnd > b { result.append(Run(length: runEnd - b, attributes: run.attributes)) }
            } else {
                result.append(run)
            }
            location = runEnd
        }
        return result
    }
}
