import Foundation

/// The software keyboard's panel: a light grey board with the suggestion bar on top, four rows of
/// key caps (QWERTY letters, shift and delete, "123", space and return) and, on phones with a home
/// indicator, an empty strip below them. Drawn once in `draw(_:)`; sliding moves it without
/// drawing again.
///
/// Owned by the application's `_UISoftwareKeyboard` and nobody's subview, like the status bar: its
/// layer is a sublayer of the window's layer kept above the app's views and below the status bar
/// (`UIWindow+Keyboard.swift`), so `window.subviews`, hit-testing and the responder chain never see
/// it. A touch that lands on it reaches no view of the app (`UIApplication+Events.swift`).
final class _UIKeyboardView: UIView {
    /// One key cap: where it is (in the view's coordinates), what it shows, whether it is a
    /// function key (darker cap), and the key it stands for.
    struct Key {
        enum Label { case text(String), shift, delete }
        var frame: CGRect
        var label: Label
        var isFunctionKey: Bool
        var keyCode: UIKeyboardHIDUsage
    }

    /// The caps for the current size, rebuilt when the width changes.
    private(set) var keys: [Key] = []
    private var keysWidth: CGFloat = -1

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = true
        backgroundColor = KeyboardConstants.backgroundColor
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Height of the suggestion bar for the view's width.
    private var suggestionBarHeight: CGFloat {
        bounds.width >= KeyboardConstants.wideScreenWidth ? KeyboardConstants.suggestionBarHeightWide : KeyboardConstants.suggestionBarHeight
    }

    /// The caps laid out for `width`: the rows of the 375-pt phone keyboard, scaled to the width.
    static func layoutKeys(width: CGFloat, top: CGFloat) -> [Key] {
        let c = KeyboardConstants.self
        let keyWidth = (width - 2 * c.sideMargin - 9 * c.keySpacing) / 10
        var keys: [Key] = []
        var y = top + c.topMargin
        func row(_ letters: String, startX: CGFloat) {
            var x = startX
            for ch in letters {
                let code = _USKeyboardLayout.keyCode(forLetter: ch)
                keys.append(Key(frame: CGRect(x: x, y: y, width: keyWidth, height: c.keyHeight),
                                label: .text(String(ch)), isFunctionKey: false, keyCode: code))
                x += keyWidth + c.keySpacing
            }
        }
        row("qwertyuiop", startX: c.sideMargin)
        y += c.keyHeight + c.rowSpacing
        row("asdfghjkl", startX: c.sideMargin + (keyWidth + c.keySpacing) / 2)
        y += c.keyHeight + c.rowSpacing
        // Shift and delete are 1.35 keys wide at the edges; the seven letters centred between.
        let sideKeyWidth = (keyWidth * 1.35).rounded()
        keys.append(Key(frame: CGRect(x: c.sideMargin, y: y, width: sideKeyWidth, height: c.keyHeight),
                        label: .shift, isFunctionKey: true, keyCode: .keyboardLeftShift))
        let lettersWidth = 7 * keyWidth + 6 * c.keySpacing
        row("zxcvbnm", startX: (width - lettersWidth) / 2)
        keys.append(Key(frame: CGRect(x: width - c.sideMargin - sideKeyWidth, y: y, width: sideKeyWidth, height: c.keyHeight),
                        label: .delete, isFunctionKey: true, keyCode: .keyboardDeleteOrBackspace))
        y += c.keyHeight + c.rowSpacing
        // "123" and "return" are 87 and 88 pt wide on a 375-pt phone; space fills between.
        let scale = width / 375
        let numbersWidth = (87 * scale).rounded(), returnWidth = (88 * scale).rounded()
        keys.append(Key(frame: CGRect(x: c.sideMargin, y: y, width: numbersWidth, height: c.keyHeight),
                        label: .text("123"), isFunctionKey: true, keyCode: .keyboardErrorUndefined))
        let spaceX = c.sideMargin + numbersWidth + c.keySpacing
        let returnX = width - c.sideMargin - returnWidth
        keys.append(Key(frame: CGRect(x: spaceX, y: y, width: returnX - c.keySpacing - spaceX, height: c.keyHeight),
                        label: .text("space"), isFunctionKey: false, keyCode: .keyboardSpacebar))
        keys.append(Key(frame: CGRect(x: returnX, y: y, width: returnWidth, height: c.keyHeight),
                        label: .text("return"), isFunctionKey: true, keyCode: .keyboardReturnOrEnter))
        return keys
    }

    /// The key under `point` (in the view's coordinates), if any.
    func key(at point: CGPoint) -> Key? {
        updateKeysIfNeeded()
        return keys.first { $0.frame.contains(point) }
    }

    private func updateKeysIfNeeded() {
        guard keysWidth != bounds.width else { return }
        keysWidth = bounds.width
        keys = Self.layoutKeys(width: bounds.width, top: suggestionBarHeight)
    }

    override func draw(_ rect: CGRect) {
        updateKeysIfNeeded()
        let c = KeyboardConstants.self
        // The suggestion bar: empty, split in three by hairlines.
        UIColor(white: 0, alpha: 0.15).setFill()
        let barHeight = suggestionBarHeight
        for i in 1...2 {
            let x = (bounds.width * CGFloat(i) / 3).rounded()
            UIRectFill(CGRect(x: x, y: (barHeight - 25) / 2, width: 1, height: 25))
        }
        let letterFont = UIFont.systemFont(ofSize: c.keyFontSize)
        let functionFont = UIFont.systemFont(ofSize: c.functionKeyFontSize)
        for key in keys {
            c.keyShadowColor.setFill()
            UIBezierPath(roundedRect: key.frame.offsetBy(dx: 0, dy: 1), cornerRadius: c.keyCornerRadius).fill()
            (key.isFunctionKey ? c.functionKeyColor : c.keyColor).setFill()
            UIBezierPath(roundedRect: key.frame, cornerRadius: c.keyCornerRadius).fill()
            switch key.label {
            case .text(let text):
                let font = text.count == 1 ? letterFont : functionFont
                let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.black]
                let size = text.size(withAttributes: attributes)
                text.draw(at: CGPoint(x: key.frame.midX - size.width / 2, y: key.frame.midY - size.height / 2 - (text.count == 1 ? 1.5 : 0)),
                          withAttributes: attributes)
            case .shift:
                Self.shiftGlyph(in: key.frame).stroke()
            case .delete:
                Self.deleteGlyph(in: key.frame).stroke()
            }
        }
    }

    /// An outlined upward arrow, centred in `frame`.
    private static func shiftGlyph(in frame: CGRect) -> UIBezierPath {
        let cx = frame.midX, cy = frame.midY
        let path = UIBezierPath()
        path.move(to: CGPoint(x: cx, y: cy - 9))
        path.addLine(to: CGPoint(x: cx + 9, y: cy + 1))
        path.addLine(to: CGPoint(x: cx + 4, y: cy + 1))
        path.addLine(to: CGPoint(x: cx + 4, y: cy + 8))
        path.addLine(to: CGPoint(x: cx - 4, y: cy + 8))
        path.addLine(to: CGPoint(x: cx - 4, y: cy + 1))
        path.addLine(to: CGPoint(x: cx - 9, y: cy + 1))
        path.close()
        path.lineWidth = 1.5
        path.lineJoinStyle = .round
        UIColor.black.setStroke()
        return path
    }

    /// An outlined backspace symbol (a tag pointing left with a cross), centred in `frame`.
    private static func deleteGlyph(in frame: CGRect) -> UIBezierPath {
        let cx = frame.midX, cy = frame.midY
        let path = UIBezierPath()
        path.move(to: CGPoint(x: cx - 11, y: cy))
        path.addLine(to: CGPoint(x: cx - 5, y: cy - 7))
        path.addLine(to: CGPoint(x: cx + 10, y: cy - 7))
        path.addLine(to: CGPoint(x: cx + 10, y: cy + 7))
        path.addLine(to: CGPoint(x: cx - 5, y: cy + 7))
        path.close()
        path.move(to: CGPoint(x: cx - 1, y: cy - 3.5))
        path.addLine(to: CGPoint(x: cx + 6, y: cy + 3.5))
        path.move(to: CGPoint(x: cx + 6, y: cy - 3.5))
        path.addLine(to: CGPoint(x: cx - 1, y: cy + 3.5))
        path.lineWidth = 1.5
        path.lineJoinStyle = .round
        path.lineCapStyle = .round
        UIColor.black.setStroke()
        return path
    }
}
