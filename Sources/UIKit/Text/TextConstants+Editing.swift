import Foundation

/// The numbers of editable text: the caret, the selection, `UITextField`'s and `UITextView`'s
/// metrics (tags: docs/API.md "Source tags").
extension TextConstants {
    // MARK: Caret and selection

    /// Width of the caret, points: 2. [M] `caretRect(for:)` of UITextField and UITextView is 2 pt
    /// wide on iOS 7 and later (the value custom UITextInput views copy); [O] YYText's
    /// `YYTextSelectionView` (`kLineWidth` 2), which mimics iOS.
    static let caretWidth: CGFloat = 2

    /// How long the caret stays shown, then hidden, while blinking, seconds: 0.5 (a 1-second
    /// blink). [O] YYText `kBlinkDuration` 0.5, reproducing iOS's rate; iOS's own
    /// `UITextSelectionView` blink timing is not documented. [N] listed in DEVIATIONS 152.
    static let caretBlinkInterval: TimeInterval = 0.5

    /// Duration of the caret's fade out and in, seconds: 0.2. [O] YYText `kBlinkFadeDuration`.
    static let caretBlinkFadeDuration: TimeInterval = 0.2

    /// Opacity of the selection's tint-coloured highlight: 0.2. [O] YYText `kMarkAlpha` 0.2;
    /// [M] iOS 13–17 draws the selection as the tint colour at about 20 % over the text.
    static let selectionAlpha: CGFloat = 0.2

    /// Thickness of the line under marked (composing) text, as Pango's single underline: 1 pt.
    /// [N] iOS underlines marked text with a thin line in the text colour
    /// (`UITextInputTraits` `markedTextStyle` default); its width is not documented.
    static let markedTextUnderline = NSUnderlineStyle.single

    /// The character shown for each character of secure text: U+2022 BULLET. [M] iOS shows "•"
    /// for each character of a `isSecureTextEntry` field.
    static let secureTextBullet = "\u{2022}"

    // MARK: UITextField

    /// `UITextField`'s font when none is set: the system font at 17 points. [M] a field made in
    /// code on iOS 7 and later reports `.systemFont(ofSize: 17)` (UITextField.h still says
    /// "default is nil. use system font 12 pt", from iOS 2); [O] Chameleon's UITextField also
    /// starts at 17. Listed in DEVIATIONS 150.
    static let textFieldFontSize: CGFloat = 17

    /// The placeholder's colour: 70 % grey. [H] UITextField.h, `placeholder` ("string is drawn
    /// 70% gray").
    static let placeholderWhite: CGFloat = 0.7

    /// Corner radius of `.roundedRect`, points: 5. [M] the rounded-rect field's corners measured
    /// on iOS 7–17 (and the value every imitation with `layer.cornerRadius` uses).
    static let roundedRectCornerRadius: CGFloat = 5

    /// Border of `.roundedRect`: a hairline (one pixel) of grey 0.8. [M] iOS 7–17 draws a light
    /// grey one-pixel outline; its exact colour is [N] approximated (DEVIATIONS 150).
    static let roundedRectBorderWhite: CGFloat = 0.8

    /// Distance from the left and right edges of a `.roundedRect` field to its text, points: 7.
    /// [M] `textRect(forBounds:)` of a rounded-rect field starts 7 pt in on iOS 7–17.
    static let roundedRectTextInset: CGFloat = 7

    /// Vertical padding a `.roundedRect` field adds to its font's line height in
    /// `intrinsicContentSize`, points: 13. [D] iOS's rounded-rect fields are 34 pt high with the
    /// 17-pt system font (line height 20.3, rounded up 21) and 30 pt with the 14-pt one (16.7 →
    /// 17): ceil(line height) + 13 gives both. With DejaVu Sans' line height here a 17-pt field
    /// is 33 pt high (DEVIATIONS 150).
    static let roundedRectVerticalPadding: CGFloat = 13

    /// Distance from the edges of `.line` and `.bezel` fields to their text, points: 2 on each
    /// side. [N] iOS insets their text by a few points; the exact value is not documented.
    static let lineBorderTextInset: CGFloat = 2

    /// Vertical padding of `.line` and `.bezel` fields in `intrinsicContentSize`, points: 4 (2 on
    /// each side). [N] as `lineBorderTextInset`.
    static let lineBorderVerticalPadding: CGFloat = 4

    /// Size of the clear button's circle, points: 19 × 19 (its tappable rectangle is as tall as
    /// the field's text area). [M] iOS 7–17's clear button glyph is a 19-pt grey circle with a white
    /// cross; [N] its rectangle's width.
    static let clearButtonSize: CGFloat = 19

    /// Space between the clear button and the field's right edge (or the right view), points: 6.
    /// [N] the gap iOS leaves on a rounded-rect field, approximated.
    static let clearButtonRightInset: CGFloat = 6

    /// The clear button's circle colour: grey 0.78 (`systemGray3`-like). [N] iOS draws it in a
    /// light grey.
    static let clearButtonWhite: CGFloat = 0.78

    // MARK: UITextView

    /// `UITextView.textContainerInset` default: 8 points at the top and bottom, 0 on the sides.
    /// [A] `textContainerInset` docs ("default is (8, 0, 8, 0)").
    static let textViewContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    /// `NSTextContainer.lineFragmentPadding` default: 5 points on each side of every line.
    /// [A] `lineFragmentPadding` docs ("The default value is 5.0").
    static let lineFragmentPadding: CGFloat = 5

    /// The font of a text view's text when `font` is nil: the system font at 12 points (iOS:
    /// Helvetica 12, NSAttributedString's default). [M] a `UITextView` made in code has a nil
    /// `font` and draws 12-pt text.
    static let textViewDefaultFontSize: CGFloat = 12
}
