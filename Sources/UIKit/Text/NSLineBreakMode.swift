/// What happens to text that does not fit its container's width (Apple's raw values).
///
/// The wrapping modes break lines (at words, or anywhere); the truncating modes also wrap when
/// more than one line is allowed, and put "…" into the last line that fits (at its start, middle
/// or end) when text is left over. `byClipping` shows what fits and cuts off the rest.
public enum NSLineBreakMode: Int, Sendable {
    /// Break at word boundaries; a word longer than the line breaks between characters.
    case byWordWrapping = 0
    /// Break between any two characters.
    case byCharWrapping = 1
    /// No ellipsis: lines that do not fit are cut off at the container's edge.
    case byClipping = 2
    /// "…dle": the start of the last visible line is replaced.
    case byTruncatingHead = 3
    /// "Begi…": the end of the last visible line is replaced.
    case byTruncatingTail = 4
    /// "Beg…dle": the middle of the last visible line is replaced.
    case byTruncatingMiddle = 5
}
