import Foundation

/// A single line of editable text (`UITextField`).
///
/// Defaults as UIKit's for a field made in code: no border (`.none`), the system font at 17
/// points, `UIColor.label` text, natural alignment, no placeholder (drawn 70 % grey when set), no
/// clear button, no overlay views. `text` is never nil when read (an empty field reads "").
///
/// **Editing**, in UIKit's order (delegate, then control event, then notification, where UIKit
/// does not document the order: DEVIATIONS 150):
/// 1. A tap (touch up inside) or `becomeFirstResponder()` asks
///    `textFieldShouldBeginEditing(_:)`; false: the field does not become first responder.
/// 2. The field becomes first responder (`clearsOnBeginEditing` empties it), then
///    `textFieldDidBeginEditing(_:)`, `.editingDidBegin`, `UITextField.textDidBeginEditingNotification`.
///    The caret shows (2 pt, the tint colour) and blinks.
/// 3. Each change the user makes — typing (`insertText(_:)`), Backspace (`deleteBackward()`),
///    paste, cut, the clear button, marked text — first asks
///    `textField(_:shouldChangeCharactersIn:replacementString:)` (UTF-16 range; false rejects
///    it), then changes the text, then `.editingChanged`, `textDidChangeNotification`. Setting
///    `text` in code sends none of these.
/// 4. The clear button asks `textFieldShouldClear(_:)` (false: nothing happens), then clears
///    the text as a change (`.editingChanged`, `textDidChangeNotification`).
/// 5. Return (`insertText("\n")`) asks `textFieldShouldReturn(_:)`; when true the field sends
///    `.editingDidEndOnExit` and `.primaryActionTriggered`, and resigns first responder when some
///    target or action is registered for `.editingDidEndOnExit` (UIKit's rule: DEVIATIONS 150).
/// 6. `resignFirstResponder()` asks `textFieldShouldEndEditing(_:)` (false keeps editing,
///    unless forced: `endEditing(true)`, the field leaving its window); then the field resigns,
///    and `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd`,
///    `UITextField.textDidEndEditingNotification` follow.
///
/// **Looks.** The text is drawn by `drawText(in:)` in `textRect(forBounds:)` (`editingRect` while
/// editing) and the placeholder by `drawPlaceholder(in:)` in `placeholderRect(forBounds:)`, each
/// through a label subview; a custom field overrides these. The border is a subview drawn in
/// `borderRect(forBounds:)`; the clear button and the left and right views sit in their rects.
/// Long text scrolls sideways to keep the caret visible while editing and is truncated with "…"
/// otherwise. Secure text shows one "•" per character and cannot be copied or cut; beginning to
/// edit a secure field that has text makes the next change replace all of it, as iOS does.
///
/// **Touches.** A tap puts the caret at the tapped character (Pango's hit-testing, on grapheme
/// boundaries), a double tap selects the word, a long press puts the caret under the finger and
/// dragging after it selects. The selection is drawn in the tint colour at 20 %.
@MainActor
open class UITextField: UIControl, UITextInput, UIResponderStandardEditActions, _UITextLineProviding {
    /// Presses `pressesBegan` took (their ends stay here too).
    var _consumedPresses: Set<ObjectIdentifier> = []
    let _editor = _UITextEditor()
    private let _borderView = _UITextFieldBorderView()
    /// Clips the text while it scrolls sideways; holds the text label and the selection view.
    private let _contentView = UIView()
    private let _textLabel = _UITextFieldLabel(role: .text)
    private let _placeholderLabel = _UITextFieldLabel(role: .placeholder)
    private let _clearButton = _UITextFieldClearButton()
    private var _doubleTap: UITapGestureRecognizer!
    private var _longPress: UILongPressGestureRecognizer!
    private var _isEditing = false
    /// How far the text is scrolled left while editing, points.
    private var _scrollX: CGFloat = 0
    /// Set when editing begins on secure text: the next change replaces all of it.
    private var _secureTextReplacesOnEdit = false
    /// Where the last tracked touch lifted (field coordinates) and its tap count.
    private var _lastTouchUp: (point: CGPoint, tapCount: Int)?
    private var _tokenizer: UITextInputStringTokenizer?
    private var _font: UIFont = UIFont.systemFont(ofSize: TextConstants.textFieldFontSize)
    private var _textColor: UIColor = .label

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _editor.host = self
        _editor.typingAttributes = _defaultAttributes
        _borderView.isUserInteractionEnabled = false
        addSubview(_borderView)
        _contentView.clipsToBounds = true
        _contentView.isUserInteractionEnabled = false
        _textLabel.field = self
        _placeholderLabel.field = self
        _contentView.addSubview(_textLabel)
        _contentView.addSubview(_editor.selectionView)
        addSubview(_placeholderLabel)
        addSubview(_contentView)
        _clearButton.isHidden = true
        _clearButton.addAction(UIAction { [weak self] _ in self?._clearButtonTapped() }, for: .touchUpInside)
        addSubview(_clearButton)
        _doubleTap = UITapGestureRecognizer(target: self, action: UITextField._handleDoubleTap)
        _doubleTap.numberOfTapsRequired = 2
        _doubleTap.delaysTouchesEnded = false
        _doubleTap.cancelsTouchesInView = false
        addGestureRecognizer(_doubleTap)
        _longPress = UILongPressGestureRecognizer(target: self, action: UITextField._handleLongPress)
        addGestureRecognizer(_longPress)
        _updateLabels()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Text

    /// The text; "" when empty (setting nil empties it). Setting it sends no delegate calls,
    /// control events or notifications, puts the caret at the end and forgets the field's undo
    /// steps.
    open var text: String? {
        get { _editor.model.text }
        set { _setContent(_AttributedText(newValue ?? "", attributes: _defaultAttributes)) }
    }

    /// The text with its attributes. Setting it takes its characters and attributes (its
    /// attributes become the field's only where the field's `font`, `textColor` and
    /// `textAlignment` are set later, as on iOS).
    open var attributedText: NSAttributedString? {
        get { _editor.content.makeAttributedString() }
        set { _setContent(newValue.map { _AttributedText($0) } ?? _AttributedText("", attributes: _defaultAttributes)) }
    }

    private func _setContent(_ content: _AttributedText) {
        _editor.setContent(content)
        _editor.removeUndoActions()
        _secureTextReplacesOnEdit = false
    }

    /// The font of the text. Default the system font at 17 points; setting nil restores it.
    /// Setting it restyles all of the text.
    open var font: UIFont? {
        get { _font }
        set {
            _font = newValue ?? UIFont.systemFont(ofSize: TextConstants.textFieldFontSize)
            let font = _font
            _editor.restyle { $0.font = font }
            invalidateIntrinsicContentSize()
        }
    }

    /// The colour of the text. Default `UIColor.label` (black); setting nil restores it.
    open var textColor: UIColor? {
        get { _textColor }
        set {
            _textColor = newValue ?? .label
            let color = _textColor
            _editor.restyle { $0.foregroundColor = color }
        }
    }

    /// The alignment of the text and placeholder. Default `.natural` (left).
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            let style = _paragraphStyle
            _editor.restyle { $0.paragraphStyle = style }
            _updateLabels()
        }
    }

    private var _paragraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        return style
    }

    private var _defaultAttributes: _AttributedText.Attributes {
        _AttributedText.Attributes(font: _font, foregroundColor: _textColor, paragraphStyle: _paragraphStyle)
    }

    /// The attributes of text without attributes of its own (font, colour, paragraph style).
    /// Setting it applies them to all of the text.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { _defaultAttributes.dictionary }
        set {
            let attributes = _AttributedText.Attributes(newValue)
            if let font = attributes.font { _font = font }
            if let color = attributes.foregroundColor { _textColor = color }
            if let alignment = attributes.paragraphStyle?.alignment { textAlignment = alignment }
            _editor.restyle { $0 = attributes }
            invalidateIntrinsicContentSize()
        }
    }

    /// The attributes typed text gets, while editing; nil otherwise.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { _isEditing ? _editor.typingAttributes.dictionary : nil }
        set {
            guard _isEditing, let newValue else { return }
            _editor.typingAttributes = _AttributedText.Attributes(newValue)
        }
    }

    /// The grey text shown while the field is empty. Default nil.
    open var placeholder: String? {
        get { _attributedPlaceholder?.string }
        set {
            _attributedPlaceholder = newValue.map { _AttributedText($0, attributes: _placeholderAttributes) }
            _updateLabels()
            invalidateIntrinsicContentSize()
        }
    }

    /// The placeholder with its attributes; a plain `placeholder` reads back in the field's font,
    /// 70 % grey.
    open var attributedPlaceholder: NSAttributedString? {
        get { _attributedPlaceholder?.makeAttributedString() }
        set {
            _attributedPlaceholder = newValue.map { _AttributedText($0) }
            _updateLabels()
            invalidateIntrinsicContentSize()
        }
    }

    private var _attributedPlaceholder: _AttributedText?

    private var _placeholderAttributes: _AttributedText.Attributes {
        _AttributedText.Attributes(font: _font, foregroundColor: UIColor(white: TextConstants.placeholderWhite, alpha: 1),
                                   paragraphStyle: _paragraphStyle)
    }

    /// How the border is drawn. Default `.none`.
    open var borderStyle: BorderStyle = .none {
        didSet {
            _borderView.borderStyle = borderStyle
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// An image filling the border rectangle (not for `.roundedRect`, as in UIKit). Default nil.
    open var background: UIImage? {
        didSet { _updateBackground() }
    }

    /// The image shown instead of `background` while the field is disabled. Default nil.
    open var disabledBackground: UIImage? {
        didSet { _updateBackground() }
    }

    private func _updateBackground() {
        _borderView.backgroundImage = !isEnabled && disabledBackground != nil ? disabledBackground : background
    }

    override func _stateDidChange() {
        _updateBackground()
        _textLabel.isEnabled = isEnabled
        if !isEnabled && isFirstResponder { _ = resignFirstResponder() }
    }

    /// Whether beginning to edit empties the field. Default false.
    open var clearsOnBeginEditing = false

    /// The delegate (held weakly).
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is being edited (it is first responder).
    open var isEditing: Bool { _isEditing }

    // MARK: - Overlay views

    /// When the clear button shows (only while the field has text). Default `.never`.
    open var clearButtonMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    /// A view at the left end (a search glass, an icon). Default nil.
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView { oldValue?.removeFromSuperview() }
            if let leftView { addSubview(leftView) }
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// When the left view shows. Default `.never`.
    open var leftViewMode: ViewMode = .never {
        didSet { setNeedsLayout(); invalidateIntrinsicContentSize() }
    }

    /// A view at the right end. Default nil.
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView { oldValue?.removeFromSuperview() }
            if let rightView { addSubview(rightView) }
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// When the right view shows. Default `.never`.
    open var rightViewMode: ViewMode = .never {
        didSet { setNeedsLayout(); invalidateIntrinsicContentSize() }
    }

    /// A view shown instead of the keyboard while the field is first responder. Default nil.
    /// Changing it while editing takes effect at `reloadInputViews()`.
    open var inputView: UIView?

    /// A view shown above the keyboard while the field is first responder. Default nil.
    open var inputAccessoryView: UIView?

    /// Tells the text system that `inputView` or `inputAccessoryView` changed while the field is
    /// first responder. (There is no on-screen keyboard here: the views are stored for the host.)
    open func reloadInputViews() {
        _reloadedInputViews = (inputView, inputAccessoryView)
    }

    /// The input views as of the last `reloadInputViews()` or the beginning of editing.
    private(set) var _reloadedInputViews: (UIView?, UIView?) = (nil, nil)

    private func _isShown(_ mode: ViewMode, editing: Bool) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: editing
        case .unlessEditing: !editing
        }
    }

    private func _isClearButtonShown(editing: Bool) -> Bool {
        _isShown(clearButtonMode, editing: editing) && !_editor.model.text.isEmpty
    }

    private func _isLeftViewShown(editing: Bool) -> Bool { leftView != nil && _isShown(leftViewMode, editing: editing) }
    private func _isRightViewShown(editing: Bool) -> Bool { rightView != nil && _isShown(rightViewMode, editing: editing) }

    // MARK: - Traits (UITextInputTraits)

    /// When typed text is capitalised (applied by the keyboard). Default `.sentences`.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether typed text is autocorrected (there is no autocorrection here: stored). Default `.default`.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether spelling is checked (stored). Default `.default`.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The keyboard to show. Default `.default`.
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's look. Default `.default`.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The return key's title. Default `.default`.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether Return is disabled while the field is empty. Default false.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is shown as bullets and cannot be copied. Default false.
    open var isSecureTextEntry = false {
        didSet {
            guard isSecureTextEntry != oldValue else { return }
            _editorContentDidChange()
            _editor.updateSelectionDisplay()
        }
    }
    /// What the text means, for autofill. Default nil.
    open var textContentType: UITextContentType?

    // MARK: - Rectangles

    /// Insets of the text from the edges for the border style (left, right; top and bottom).
    private var _styleInsets: UIEdgeInsets {
        switch borderStyle {
        case .none: .zero
        case .line, .bezel:
            UIEdgeInsets(top: TextConstants.lineBorderTextInset, left: TextConstants.lineBorderTextInset,
                         bottom: TextConstants.lineBorderTextInset, right: TextConstants.lineBorderTextInset)
        case .roundedRect:
            UIEdgeInsets(top: 0, left: TextConstants.roundedRectTextInset, bottom: 0, right: TextConstants.roundedRectTextInset)
        }
    }

    /// Where the border is drawn: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect {
        bounds
    }

    private func _textArea(forBounds bounds: CGRect, editing: Bool) -> CGRect {
        var rect = bounds.inset(by: _styleInsets)
        if _isLeftViewShown(editing: editing) {
            rect.size.width -= max(0, leftViewRect(forBounds: bounds).maxX - rect.minX)
            rect.origin.x = max(rect.minX, leftViewRect(forBounds: bounds).maxX)
        }
        var right = rect.maxX
        if _isRightViewShown(editing: editing) { right = min(right, rightViewRect(forBounds: bounds).minX) }
        if _isClearButtonShown(editing: editing) { right = min(right, clearButtonRect(forBounds: bounds).minX) }
        rect.size.width = max(0, right - rect.minX)
        return rect
    }

    /// Where the text is drawn when the field is not being edited: the bounds inset for the
    /// border style (7 pt on each side for `.roundedRect`, 2 pt for `.line` and `.bezel`), less
    /// the left and right views and the clear button where they show.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        _textArea(forBounds: bounds, editing: false)
    }

    /// Where the placeholder is drawn: the text's rectangle (the editing one while editing).
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        _isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    }

    /// Where the text is drawn and edited while the field is being edited (as `textRect`, with
    /// the overlay views that show while editing).
    open func editingRect(forBounds bounds: CGRect) -> CGRect {
        _textArea(forBounds: bounds, editing: true)
    }

    /// Where the clear button is: a 19-pt square 6 pt from the right edge (left of a shown right
    /// view), centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        var right = bounds.maxX - TextConstants.clearButtonRightInset
        if _isRightViewShown(editing: _isEditing) { right = rightViewRect(forBounds: bounds).minX - TextConstants.clearButtonRightInset }
        let size = TextConstants.clearButtonSize
        return CGRect(x: right - size, y: bounds.midY - size / 2, width: size, height: size)
    }

    /// The size an overlay view wants: its frame's, or its fitting size when that is zero.
    private func _overlaySize(_ view: UIView?) -> CGSize {
        guard let view else { return .zero }
        if view.frame.size != .zero { return view.frame.size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }

    /// Where the left view is: at the left edge, centred vertically, in its own size.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = _overlaySize(leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the right view is: at the right edge, centred vertically, in its own size.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = _overlaySize(rightView)
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    // MARK: - Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = self.bounds
        _borderView.frame = borderRect(forBounds: bounds)
        _contentView.frame = _isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        _textLabel.frame = _contentView.bounds
        _editor.selectionView.frame = _contentView.bounds
        _placeholderLabel.frame = placeholderRect(forBounds: bounds)
        let showsClear = _isClearButtonShown(editing: _isEditing)
        _clearButton.isHidden = !showsClear
        if showsClear { _clearButton.frame = clearButtonRect(forBounds: bounds) }
        if let leftView {
            leftView.isHidden = !_isLeftViewShown(editing: _isEditing)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !_isRightViewShown(editing: _isEditing)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
        _scrollCaretIntoView()
        _editor.updateSelectionDisplay()
        _textLabel.setNeedsDisplay()
        _placeholderLabel.setNeedsDisplay()
    }

    /// The text's natural size: one line of the text (or the placeholder, if wider) in the font,
    /// plus the border style's insets and the left and right views; as tall as a line of the font
    /// (rounded up) plus 13 pt for `.roundedRect`, 4 pt for `.line` and `.bezel`.
    open override var intrinsicContentSize: CGSize {
        let textWidth = _displayText().size().width
        let placeholderWidth = _attributedPlaceholder?.size().width ?? 0
        let insets = _styleInsets
        var width = ceil(max(textWidth, placeholderWidth)) + insets.left + insets.right
        var height = ceil(_font.lineHeight)
        switch borderStyle {
        case .roundedRect: height += TextConstants.roundedRectVerticalPadding
        case .line, .bezel: height += TextConstants.lineBorderVerticalPadding
        case .none: break
        }
        if _isLeftViewShown(editing: _isEditing) {
            let size = _overlaySize(leftView)
            width += size.width
            height = max(height, size.height)
        }
        if _isRightViewShown(editing: _isEditing) {
            let size = _overlaySize(rightView)
            width += size.width
            height = max(height, size.height)
        }
        return CGSize(width: width, height: height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    // MARK: - Drawing

    /// The text as shown: secure text as one bullet per character, marked text underlined.
    func _displayText() -> _AttributedText {
        let content = _editor.displayedContent
        guard isSecureTextEntry, content.length > 0 else { return content }
        let bullets = String(repeating: TextConstants.secureTextBullet, count: content.string.count)
        return _AttributedText(bullets, attributes: content.attributes(at: 0) ?? _defaultAttributes)
    }

    /// The one-line layout of the shown text: unwrapped while editing; truncated with "…" to
    /// `width` otherwise.
    private func _textLayout(width: CGFloat?) -> _TextLayout {
        var layout = _TextLayout(text: _displayText(), width: _isEditing ? nil : width, maxLines: 1,
                                 lineBreakMode: _isEditing ? .byClipping : .byTruncatingTail, semantics: .label)
        layout.baseFont = _font
        return layout
    }

    /// Where a line of `size` goes in `rect`: aligned per `textAlignment` (left when it does not
    /// fit), placed vertically per `contentVerticalAlignment` (centred by default), the baseline
    /// on the pixel grid.
    private func _lineOrigin(size: CGSize, firstBaseline: CGFloat, in rect: CGRect, alignment: NSTextAlignment) -> CGPoint {
        var x = rect.minX
        if size.width < rect.width {
            switch alignment {
            case .center: x = rect.minX + (rect.width - size.width) / 2
            case .right: x = rect.maxX - size.width
            default: break
            }
        }
        let lineHeight = max(size.height, _font.lineHeight)
        var y: CGFloat
        switch contentVerticalAlignment {
        case .top: y = rect.minY
        case .bottom: y = rect.maxY - lineHeight
        default: y = rect.minY + (rect.height - lineHeight) / 2
        }
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let baseline = ((y + firstBaseline) * scale).rounded() / scale
        return CGPoint(x: x, y: baseline - firstBaseline)
    }

    /// Draws the text in `rect` (the text label's bounds): one line in the field's attributes,
    /// aligned and centred vertically; while editing scrolled to keep the caret in view,
    /// otherwise truncated with "…". Override to draw it differently.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let layout = _textLayout(width: rect.width)
        let metrics = layout.measure()
        guard metrics.visibleLines > 0 else { return }
        var origin = _lineOrigin(size: metrics.size, firstBaseline: metrics.firstBaseline, in: rect, alignment: textAlignment)
        if _isEditing { origin.x -= _scrollX }
        layout.draw(in: context, at: origin)
    }

    /// Draws the placeholder in `rect`: `attributedPlaceholder` (or `placeholder` in the field's
    /// font, 70 % grey), aligned and centred vertically, truncated with "…". Override to draw it
    /// differently.
    open func drawPlaceholder(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let placeholder = _attributedPlaceholder, placeholder.length > 0 else { return }
        var layout = _TextLayout(text: placeholder, width: rect.width, maxLines: 1, lineBreakMode: .byTruncatingTail, semantics: .label)
        layout.baseFont = _font
        let metrics = layout.measure()
        let alignment = placeholder.paragraphStyle.alignment
        layout.draw(in: context, at: _lineOrigin(size: metrics.size, firstBaseline: metrics.firstBaseline, in: rect,
                                                 alignment: alignment == .natural ? textAlignment : alignment))
    }

    /// Updates what the labels show (the text, or the placeholder while the text is empty).
    private func _updateLabels() {
        let shown = _displayText()
        _textLabel.text = shown.string
        _textLabel.font = _font
        _placeholderLabel.text = _attributedPlaceholder?.string
        _placeholderLabel.font = _font
        _placeholderLabel.isHidden = _editor.model.length > 0 || _attributedPlaceholder == nil
        _textLabel.setNeedsDisplay()
        _placeholderLabel.setNeedsDisplay()
    }

    /// Scrolls the text sideways so the caret stays inside the editing rectangle.
    private func _scrollCaretIntoView() {
        guard _isEditing else { _scrollX = 0; return }
        let rect = _contentView.bounds
        guard rect.width > 0 else { return }
        let layout = _textLayout(width: nil)
        let metrics = layout.measure()
        let textWidth = metrics.size.width + TextConstants.caretWidth
        guard textWidth > rect.width else { _scrollX = 0; return }
        let origin = _lineOrigin(size: metrics.size, firstBaseline: metrics.firstBaseline, in: rect, alignment: textAlignment)
        let caretX = origin.x + layout.caretRect(at: _editor.displayOffset(_editor.model.selectedRange.location)).minX
        if caretX - _scrollX > rect.width - TextConstants.caretWidth { _scrollX = caretX - rect.width + TextConstants.caretWidth }
        if caretX - _scrollX < 0 { _scrollX = caretX }
        _scrollX = max(0, min(_scrollX, textWidth - rect.width))
    }

    // MARK: - First responder and the editing sequence

    /// True while the field is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing (see the type's documentation): asks the delegate, becomes first responder,
    /// then tells the delegate, the targets and observers. False when refused.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        _isEditing = true
        _reloadedInputViews = (inputView, inputAccessoryView)
        if clearsOnBeginEditing && _editor.model.length > 0 {
            _editor.setContent(_AttributedText("", attributes: _defaultAttributes))
        }
        _secureTextReplacesOnEdit = isSecureTextEntry && _editor.model.length > 0
        _editor.beginEditing()
        setNeedsLayout()
        layoutIfNeeded()
        delegate?.textFieldDidBeginEditing(self)
        _sendActions(for: .editingDidBegin, with: nil)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing (see the type's documentation): asks the delegate unless forced, resigns,
    /// then tells the delegate, the targets and observers. False when refused.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard _isEditing else { return super.resignFirstResponder() }
        if !_isBeingForcedToResign {
            guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        }
        guard super.resignFirstResponder() else { return false }
        _endEditing()
        return true
    }

    /// The end of editing after the field resigned (or lost its window).
    func _endEditing() {
        guard _isEditing else { return }
        _isEditing = false
        _secureTextReplacesOnEdit = false
        _editor.endEditing()
        _editor.removeUndoActions()
        _scrollX = 0
        _updateLabels()
        setNeedsLayout()
        layoutIfNeeded()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        _sendActions(for: .editingDidEnd, with: nil)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self,
                                        userInfo: [UITextField.didEndEditingReasonUserInfoKey: DidEndEditingReason.committed.rawValue])
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // Removed while editing with a delegate refusing to end: editing ends anyway.
        if window == nil && _isEditing { _endEditing() }
    }

    /// Posted when a field begins editing; the object is the field.
    public static let textDidBeginEditingNotification = NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted after each change the user makes to a field's text; the object is the field.
    public static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when a field ends editing; the object is the field, `userInfo` has the reason.
    public static let textDidEndEditingNotification = NSNotification.Name("UITextFieldTextDidEndEditingNotification")
    /// `userInfo` key of `textDidEndEditingNotification`: the `DidEndEditingReason` raw value.
    public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"

    // MARK: - Touches

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if let touch { _lastTouchUp = (touch.location(in: self), touch.tapCount) }
    }

    override func _didTouchUpInside(with event: UIEvent?) {
        super._didTouchUpInside(with: event)
        guard let (point, tapCount) = _lastTouchUp, bounds.contains(point) else { return }
        _lastTouchUp = nil
        if !_isEditing {
            guard becomeFirstResponder() else { return }
            _editor.select(NSRange(location: _editor.offset(at: convert(point, to: _editor.selectionView)), length: 0), byUser: true)
        } else if tapCount == 1 {
            _editor.select(NSRange(location: _editor.offset(at: convert(point, to: _editor.selectionView)), length: 0), byUser: true)
        }
    }

    private func _handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, _isEditing || becomeFirstResponder() else { return }
        _editor.doubleTap(at: recognizer.location(in: _editor.selectionView))
    }

    private func _handleLongPress(_ recognizer: UILongPressGestureRecognizer) {
        if recognizer.state == .began && !_isEditing { guard becomeFirstResponder() else { return } }
        guard _isEditing else { return }
        _editor.longPress(recognizer.state, at: recognizer.location(in: _editor.selectionView))
    }

    private func _clearButtonTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !_isEditing { guard becomeFirstResponder() else { return } }
        _secureTextReplacesOnEdit = false
        _editor.replace(NSRange(location: 0, length: _editor.model.length), with: "", kind: .other)
    }

    // MARK: - Typing (UIKeyInput)

    /// Whether the field has text.
    open var hasText: Bool { _editor.model.length > 0 }

    /// Types `text` where the caret is (replacing the selection or marked text); Return
    /// (`"\n"`) runs the Return sequence instead; other line breaks become spaces (the field has
    /// one line).
    open func insertText(_ text: String) {
        if text == "\n" || text == "\r" {
            _return()
            return
        }
        let line = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
        if _secureTextReplacesOnEdit {
            _secureTextReplacesOnEdit = false
            _editor.replace(NSRange(location: 0, length: _editor.model.length), with: line, kind: .other)
            return
        }
        _editor.insertText(line)
    }

    /// Backspace: deletes the selection or the character before the caret.
    open func deleteBackward() {
        if _secureTextReplacesOnEdit {
            _secureTextReplacesOnEdit = false
            _editor.replace(NSRange(location: 0, length: _editor.model.length), with: "", kind: .other)
            return
        }
        _editor.deleteBackward()
    }

    private func _return() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = allControlEvents.contains(.editingDidEndOnExit)
        _sendActions(for: .editingDidEndOnExit, with: nil)
        _sendActions(for: .primaryActionTriggered, with: nil)
        if resigns && _isEditing { _ = resignFirstResponder() }
    }

    // MARK: - Edit actions

    /// Whether `action` applies now: `"cut:"` and `"copy:"` with a selection (never for secure
    /// text), `"paste:"` with strings on the pasteboard, `"select:"` with text and a caret,
    /// `"selectAll:"` with text not all selected, `"delete:"` with a selection; other actions go
    /// up the responder chain.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if UIResponder._standardEditActions.contains(action) { return _editor.canPerform(action) }
        return super.canPerformAction(action, withSender: sender)
    }

    /// Removes the selection to the general pasteboard (a change the delegate may refuse).
    open func cut(_ sender: Any?) { _editor.cut() }
    /// Copies the selection to the general pasteboard (not for secure text).
    open func copy(_ sender: Any?) { _editor.copy() }
    /// Puts the general pasteboard's string in place of the selection (line breaks as spaces).
    open func paste(_ sender: Any?) {
        if _secureTextReplacesOnEdit {
            _secureTextReplacesOnEdit = false
            _editor.select(NSRange(location: 0, length: _editor.model.length), byUser: true)
        }
        _editor.paste()
    }
    /// Selects the word at the caret.
    open func select(_ sender: Any?) { _editor.selectWord(at: _editor.model.selectedRange.location) }
    /// Selects all the text.
    open func selectAll(_ sender: Any?) { _editor.selectAll() }
    /// Deletes the selection.
    open func delete(_ sender: Any?) { _editor.delete() }

    // MARK: - UITextInput

    /// The selection as a range of positions; nil when not editing. Setting it moves the caret
    /// or selection.
    open var selectedTextRange: UITextRange? {
        get { _isEditing ? _UITextOffsetRange(_editor.model.selectedRange) : nil }
        set {
            guard let range = newValue.flatMap(_nsRange) else { return }
            _editor.select(range, byUser: false)
            _scrollCaretIntoView()
            _textLabel.setNeedsDisplay()
        }
    }

    open var markedTextRange: UITextRange? {
        _editor.model.markedRange.map { _UITextOffsetRange($0) }
    }

    open var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { _editor.markedTextStyle }
        set { _editor.markedTextStyle = newValue; _editorContentDidChange() }
    }

    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        _editor.setMarkedText(markedText, selectedRange: selectedRange)
    }

    open func unmarkText() {
        _editor.unmarkText()
    }

    open var beginningOfDocument: UITextPosition { _UITextOffsetPosition(0) }
    open var endOfDocument: UITextPosition { _UITextOffsetPosition(_editor.model.length) }

    private func _offset(_ position: UITextPosition) -> Int? { (position as? _UITextOffsetPosition)?.offset }

    private func _nsRange(_ range: UITextRange) -> NSRange? {
        (range as? _UITextOffsetRange)?.range
    }

    open func text(in range: UITextRange) -> String? {
        guard let r = _nsRange(range), NSMaxRange(r) <= _editor.model.length else { return nil }
        return _editor.model.substring(in: r)
    }

    /// Replaces the text in `range` as a user edit (the delegate is asked; events are sent).
    open func replace(_ range: UITextRange, withText text: String) {
        guard let r = _nsRange(range) else { return }
        _editor.replace(r, with: text, kind: .other)
    }

    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let a = _offset(fromPosition), let b = _offset(toPosition) else { return nil }
        return _UITextOffsetRange(NSRange(location: min(a, b), length: abs(b - a)))
    }

    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = _offset(position) else { return nil }
        let target = start + offset
        guard target >= 0 && target <= _editor.model.length else { return nil }
        return _UITextOffsetPosition(target)
    }

    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        switch direction {
        case .right: return self.position(from: position, offset: offset)
        case .left: return self.position(from: position, offset: -offset)
        case .up, .down:
            guard let start = _offset(position) else { return nil }
            guard offset != 0 else { return position }
            return _editor.offset(from: start, movingLines: direction == .up ? -offset : offset).map { _UITextOffsetPosition($0) }
        }
    }

    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = _offset(position) ?? 0, b = _offset(other) ?? 0
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        (_offset(toPosition) ?? 0) - (_offset(from) ?? 0)
    }

    open weak var inputDelegate: (any UITextInputDelegate)? {
        get { _editor.inputDelegate }
        set { _editor.inputDelegate = newValue }
    }

    open var tokenizer: any UITextInputTokenizer {
        if let _tokenizer { return _tokenizer }
        let tokenizer = UITextInputStringTokenizer(textInput: self)
        _tokenizer = tokenizer
        return tokenizer
    }

    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let r = _nsRange(range) else { return nil }
        switch direction {
        case .left, .up: return _UITextOffsetPosition(r.location)
        case .right, .down: return _UITextOffsetPosition(NSMaxRange(r))
        }
    }

    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let offset = _offset(position) else { return nil }
        let model = _editor.model
        switch direction {
        case .right, .down:
            let end = model.graphemeBoundary(after: offset)
            return _UITextOffsetRange(NSRange(location: offset, length: end - offset))
        case .left, .up:
            let start = model.graphemeBoundary(before: offset)
            return _UITextOffsetRange(NSRange(location: start, length: offset - start))
        }
    }

    /// The first rectangle of `range`'s text, in the field's coordinates.
    open func firstRect(for range: UITextRange) -> CGRect {
        guard let r = _nsRange(range) else { return .null }
        let rects = _editor.selectionRects(for: r)
        return rects.first.map { _editor.selectionView.convert($0, to: self) } ?? caretRect(for: _UITextOffsetPosition(r.location))
    }

    /// The caret at `position`: 2 pt wide, as tall as the line, in the field's coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect {
        guard let offset = _offset(position) else { return .null }
        layoutIfNeeded()
        var rect = _editor.caretRect(at: offset)
        rect.origin.x -= TextConstants.caretWidth / 2
        rect.size.width = TextConstants.caretWidth
        return _editor.selectionView.convert(rect, to: self)
    }

    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let r = _nsRange(range) else { return [] }
        let rects = _editor.selectionRects(for: r).map { _editor.selectionView.convert($0, to: self) }
        return rects.enumerated().map { i, rect in
            UITextSelectionRect(_rect: rect, containsStart: i == 0, containsEnd: i == rects.count - 1)
        }
    }

    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        _UITextOffsetPosition(_editor.offset(at: convert(point, to: _editor.selectionView)))
    }

    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let r = _nsRange(range) else { return nil }
        let offset = _editor.offset(at: convert(point, to: _editor.selectionView))
        return _UITextOffsetPosition(max(r.location, min(NSMaxRange(r), offset)))
    }

    open func characterRange(at point: CGPoint) -> UITextRange? {
        let model = _editor.model
        guard model.length > 0 else { return nil }
        let offset = _editor.offset(at: convert(point, to: _editor.selectionView))
        let start = offset >= model.length ? model.graphemeBoundary(before: offset) : offset
        return _UITextOffsetRange(NSRange(location: start, length: model.graphemeBoundary(after: start) - start))
    }

    func _lineRanges() -> [NSRange] {
        _editor.lineRanges()
    }

    /// An arrow key (with Shift: `extendingSelection`) pressed while the field is first responder:
    /// moves the caret or extends the selection (`_UITextEditor.moveCaret`). For the hardware
    /// keyboard's presses.
    func _moveCaret(_ direction: UITextLayoutDirection, extendingSelection: Bool) {
        _editor.moveCaret(direction, extending: extendingSelection)
    }

    // MARK: Hardware keys

    /// Arrows, ⌘A/C/X/V and ⌘Z/⇧⌘Z while first responder (`_UITextEditingKeys`); other presses
    /// go up the responder chain, and so do the ends of presses this did not take.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var others: Set<UIPress> = []
        for press in presses {
            if isFirstResponder, _UITextEditingKeys.perform(press, on: self, moveCaret: { _moveCaret($0, extendingSelection: $1) }) {
                _consumedPresses.insert(ObjectIdentifier(press))
            } else {
                others.insert(press)
            }
        }
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.filter { _consumedPresses.remove(ObjectIdentifier($0)) == nil }
        if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.filter { _consumedPresses.remove(ObjectIdentifier($0)) == nil }
        if !others.isEmpty { super.pressesCancelled(others, with: event) }
    }

    /// The label showing the text, and the caret and selection view (for tests).
    var _textLabelForTesting: UILabel { _textLabel }
    var _selectionViewForTesting: _UITextSelectionView { _editor.selectionView }
}

// MARK: - The editor's host

extension UITextField: _UITextEditorHost {
    func _editorLayout() -> _TextLayout {
        _textLayout(width: nil)
    }

    var _editorLayoutOrigin: CGPoint {
        let layout = _textLayout(width: nil)
        let metrics = layout.measure()
        var origin = _lineOrigin(size: metrics.size, firstBaseline: metrics.firstBaseline,
                                 in: _contentView.bounds, alignment: textAlignment)
        if metrics.visibleLines == 0 {
            // Empty text: the caret sits where the first character would.
            let firstBaseline = _font.ascender
            origin = _lineOrigin(size: CGSize(width: 0, height: _font.lineHeight), firstBaseline: firstBaseline,
                                 in: _contentView.bounds, alignment: textAlignment)
            if textAlignment == .center { origin.x = _contentView.bounds.midX }
            if textAlignment == .right { origin.x = _contentView.bounds.maxX - TextConstants.caretWidth / 2 }
        }
        origin.x -= _scrollX
        return origin
    }

    var _editorLineExtent: CGFloat? { nil }
    var _editorIsEditable: Bool { isEnabled }
    var _editorIsSecure: Bool { isSecureTextEntry }

    func _editorShouldChange(_ range: NSRange, replacementText: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacementText) ?? true
    }

    func _editorDidChangeText() {
        _sendActions(for: .editingChanged, with: nil)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    func _editorDidChangeSelection() {
        _scrollCaretIntoView()
        _textLabel.setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
    }

    func _editorContentDidChange() {
        _updateLabels()
        setNeedsLayout()
        // The clear button may appear, and the text scroll: lay out now, so the caret is placed
        // in the new geometry.
        layoutIfNeeded()
        invalidateIntrinsicContentSize()
    }

    func _editorTextForPaste(_ string: String) -> String {
        string.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
    }
}
