import Foundation

/// Scrollable, multi-line editable text (`UITextView`), a `UIScrollView`.
///
/// Defaults as UIKit's: `text` "", `font` nil (text drawn in the system font at 12 points),
/// `textColor` nil (black), natural alignment, editable and selectable, `textContainerInset`
/// (8, 0, 8, 0), lines inset a further 5 points on each side (the text container's line fragment
/// padding). The text wraps at the view's width; `contentSize` is the text's height plus the
/// insets, so a long text scrolls. With `isScrollEnabled` false the view has an intrinsic height
/// (the text's at its current width), so under Auto Layout it grows and shrinks with its text.
///
/// **Editing**, in UIKit's order:
/// 1. A tap (or `becomeFirstResponder()`) asks `textViewShouldBeginEditing(_:)`; false: no
///    first responder.
/// 2. It becomes first responder; `textViewDidBeginEditing(_:)`, then
///    `UITextView.textDidBeginEditingNotification`.
/// 3. Each change the user makes (typing, Return — which inserts "\n" —, Backspace, paste, cut,
///    marked text) first asks `textView(_:shouldChangeTextIn:replacementText:)` (false rejects
///    it), then changes the text, then `textViewDidChange(_:)` and
///    `UITextView.textDidChangeNotification`; the view scrolls to keep the caret visible. Setting
///    `text` in code sends neither.
/// 4. Selection changes call `textViewDidChangeSelection(_:)`.
/// 5. `resignFirstResponder()` asks `textViewShouldEndEditing(_:)` (unless forced), then
///    `textViewDidEndEditing(_:)` and `UITextView.textDidEndEditingNotification`.
/// A selectable but not editable text view becomes first responder to select (a double tap
/// selects a word) without editing: no caret, no editing calls.
///
/// The delegate is the scroll view's `delegate` (Swift cannot retype an inherited property; a
/// `UITextViewDelegate` is a `UIScrollViewDelegate`, so `textView.delegate = self` works as on
/// iOS: DEVIATIONS 154).
@MainActor
open class UITextView: UIScrollView, UITextInput, UIResponderStandardEditActions, _UITextLineProviding {
    /// Presses `pressesBegan` took (their ends stay here too).
    var _consumedPresses: Set<ObjectIdentifier> = []
    let _editor = _UITextEditor()
    let _containerView = _UITextContainerView()
    private var _singleTap: UITapGestureRecognizer!
    private var _doubleTap: UITapGestureRecognizer!
    private var _longPress: UILongPressGestureRecognizer!
    private var _isEditing = false
    private var _tokenizer: UITextInputStringTokenizer?
    private var _font: UIFont?
    private var _textColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _editor.host = self
        _editor.typingAttributes = _defaultAttributes
        _containerView.textView = self
        addSubview(_containerView)
        _containerView.addSubview(_editor.selectionView)
        _doubleTap = UITapGestureRecognizer(target: self, action: UITextView._handleDoubleTap)
        _doubleTap.numberOfTapsRequired = 2
        addGestureRecognizer(_doubleTap)
        _singleTap = UITapGestureRecognizer(target: self, action: UITextView._handleSingleTap)
        _singleTap.require(toFail: _doubleTap)
        addGestureRecognizer(_singleTap)
        _longPress = UILongPressGestureRecognizer(target: self, action: UITextView._handleLongPress)
        addGestureRecognizer(_longPress)
        backgroundColor = .white
        _updateContentSize()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The delegate, when it is a `UITextViewDelegate`.
    private var _delegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    // MARK: - Text

    /// The text ("" by default). Setting it sends no delegate calls or notifications, puts the
    /// caret at the end and forgets the view's undo steps.
    open var text: String! {
        get { _editor.model.text }
        set { _setContent(_AttributedText(newValue ?? "", attributes: _defaultAttributes)) }
    }

    /// The text with its attributes; setting it takes its characters and attributes.
    open var attributedText: NSAttributedString! {
        get { _editor.content.makeAttributedString() }
        set { _setContent(newValue.map { _AttributedText($0) } ?? _AttributedText("", attributes: _defaultAttributes)) }
    }

    private func _setContent(_ content: _AttributedText) {
        _editor.setContent(content)
        _editor.removeUndoActions()
    }

    /// The font; nil by default (the text is drawn in the system font at 12 points). Setting it
    /// restyles all of the text.
    open var font: UIFont? {
        get { _font }
        set {
            _font = newValue
            let font = _effectiveFont
            _editor.restyle { $0.font = font }
        }
    }

    /// The text colour; nil by default (black). Setting it restyles all of the text.
    open var textColor: UIColor? {
        get { _textColor }
        set {
            _textColor = newValue
            let color = newValue ?? .black
            _editor.restyle { $0.foregroundColor = color }
        }
    }

    /// The alignment of the lines. Default `.natural` (left).
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            let style = _paragraphStyle
            _editor.restyle { $0.paragraphStyle = style }
        }
    }

    private var _effectiveFont: UIFont { _font ?? UIFont.systemFont(ofSize: TextConstants.textViewDefaultFontSize) }

    private var _paragraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        return style
    }

    private var _defaultAttributes: _AttributedText.Attributes {
        _AttributedText.Attributes(font: _effectiveFont, foregroundColor: _textColor ?? .black, paragraphStyle: _paragraphStyle)
    }

    /// The attributes typed text gets (the attributes at the caret while editing).
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { _editor.typingAttributes.dictionary }
        set { _editor.typingAttributes = _AttributedText.Attributes(newValue) }
    }

    /// Whether the user may edit the text. Default true. Setting it false while editing ends
    /// editing.
    open var isEditable = true {
        didSet {
            if !isEditable && _isEditing { _ = resignFirstResponder() }
        }
    }

    /// Whether the user may select the text. Default true.
    open var isSelectable = true

    /// Space between the view's edges and the text container, points. Default (8, 0, 8, 0).
    open var textContainerInset: UIEdgeInsets = TextConstants.textViewContainerInset {
        didSet { _editorContentDidChange() }
    }

    /// The selection in UTF-16 offsets; setting it moves the caret or the selection.
    open var selectedRange: NSRange {
        get { _editor.model.selectedRange }
        set { _editor.select(newValue, byUser: false) }
    }

    /// Scrolls so the text in `range` is visible.
    open func scrollRangeToVisible(_ range: NSRange) {
        layoutIfNeeded()
        let rects = _editor.selectionRects(for: range)
        let target = rects.isEmpty ? _editor.caretRect(at: range.location) : rects.reduce(CGRect.null) { $0.union($1) }
        scrollRectToVisible(_editor.selectionView.convert(target, to: self), animated: false)
    }

    /// Whether the view is editing (first responder and editable).
    var _isEditingText: Bool { _isEditing }

    // MARK: - Traits

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType?

    /// A view shown instead of the keyboard while the text view is first responder. Default nil.
    open var inputView: UIView?
    /// A view shown above the keyboard while the text view is first responder. Default nil.
    open var inputAccessoryView: UIView?
    /// Tells the text system the input views changed (stored for the host: no on-screen keyboard here).
    open func reloadInputViews() {
        _reloadedInputViews = (inputView, inputAccessoryView)
    }
    private(set) var _reloadedInputViews: (UIView?, UIView?) = (nil, nil)

    // MARK: - Layout

    /// The width text wraps at: the bounds less the insets and the line padding.
    private var _wrapWidth: CGFloat {
        max(1, bounds.width - textContainerInset.left - textContainerInset.right - 2 * TextConstants.lineFragmentPadding)
    }

    /// Where the text's top-left is in the container view.
    var _textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + TextConstants.lineFragmentPadding, y: textContainerInset.top)
    }

    func _textLayout() -> _TextLayout {
        var layout = _TextLayout(text: _editor.displayedContent, width: _wrapWidth, lineBreakMode: .byWordWrapping)
        layout.baseFont = _effectiveFont
        return layout
    }

    /// The height of the text and the insets: at least one line of the font.
    private func _contentHeight() -> CGFloat {
        let metrics = _textLayout().measure()
        var height = max(metrics.size.height, _effectiveFont.lineHeight)
        if _editor.model.text.hasSuffix("\n") {
            // The empty line after a final line break.
            let lines = _textLayout().lines()
            if let last = lines.last { height = max(height, last.rect.maxY) }
        }
        return ceil(height + textContainerInset.top + textContainerInset.bottom)
    }

    private func _updateContentSize() {
        let height = _contentHeight()
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
        _containerView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(height, bounds.height))
        _editor.selectionView.frame = _containerView.bounds
    }

    private var _laidOutWidth: CGFloat = -1

    open override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.width != _laidOutWidth {
            _laidOutWidth = bounds.width
            _updateContentSize()
            _containerView.setNeedsDisplay()
            _editor.updateSelectionDisplay()
            if !isScrollEnabled { invalidateIntrinsicContentSize() }
        }
    }

    override func _layoutDidChangeWidth() {
        super._layoutDidChangeWidth()
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
    }

    /// With scrolling disabled, the text's height at the current width plus the insets (no
    /// intrinsic width); with scrolling, none.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        return CGSize(width: UIView.noIntrinsicMetric, height: _contentHeight())
    }

    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : bounds.width
        let wrap = max(1, width - textContainerInset.left - textContainerInset.right - 2 * TextConstants.lineFragmentPadding)
        var layout = _TextLayout(text: _editor.displayedContent, width: wrap, lineBreakMode: .byWordWrapping)
        layout.baseFont = _effectiveFont
        let height = max(layout.measure().size.height, _effectiveFont.lineHeight)
        return CGSize(width: width, height: ceil(height + textContainerInset.top + textContainerInset.bottom))
    }

    /// Scrolls to keep the caret visible (while typing).
    private func _scrollCaretIntoView() {
        guard isScrollEnabled, _editor.model.selectedRange.length == 0, bounds.height > 0 else { return }
        let caret = _editor.caretRect(at: _editor.model.selectedRange.location)
        var rect = _editor.selectionView.convert(caret, to: self)
        rect.size.width = max(rect.width, TextConstants.caretWidth)
        rect.size.height += textContainerInset.bottom
        scrollRectToVisible(rect, animated: false)
    }

    // MARK: - First responder

    /// True while the text is editable or selectable.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if isEditable { guard _delegate?.textViewShouldBeginEditing(self) ?? true else { return false } }
        guard super.becomeFirstResponder() else { return false }
        _reloadedInputViews = (inputView, inputAccessoryView)
        guard isEditable else { return true }
        _isEditing = true
        _editor.showsCaret = true
        _editor.beginEditing()
        _delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if _isEditing && !_isBeingForcedToResign {
            guard _delegate?.textViewShouldEndEditing(self) ?? true else { return false }
        }
        guard super.resignFirstResponder() else { return false }
        _endEditing()
        return true
    }

    private func _endEditing() {
        let wasEditing = _isEditing
        _isEditing = false
        _editor.endEditing()
        guard wasEditing else { return }
        _delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        // Leaving the window: its undo steps go (they would undo text no one sees).
        if newWindow == nil { _editor.removeUndoActions() }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil && _isEditing { _endEditing() }
    }

    /// Posted when a text view begins editing; the object is the text view.
    public static let textDidBeginEditingNotification = NSNotification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after each change the user makes; the object is the text view.
    public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")
    /// Posted when a text view ends editing; the object is the text view.
    public static let textDidEndEditingNotification = NSNotification.Name("UITextViewTextDidEndEditingNotification")

    // MARK: - Touches

    /// A single tap (once a double tap has failed): begins editing and puts the caret at the
    /// tapped character; on a non-editable view, clears the selection.
    private func _handleSingleTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        if !isFirstResponder { guard becomeFirstResponder() else { return } }
        _editor.select(NSRange(location: _editor.offset(at: recognizer.location(in: _editor.selectionView)), length: 0), byUser: true)
    }

    private func _handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, isSelectable || isEditable else { return }
        if !isFirstResponder { guard becomeFirstResponder() else { return } }
        _showsSelection()
        _editor.doubleTap(at: recognizer.location(in: _editor.selectionView))
    }

    private func _handleLongPress(_ recognizer: UILongPressGestureRecognizer) {
        guard isSelectable || isEditable else { return }
        if recognizer.state == .began && !isFirstResponder { guard becomeFirstResponder() else { return } }
        _showsSelection()
        _editor.longPress(recognizer.state, at: recognizer.location(in: _editor.selectionView))
    }

    /// A selectable, non-editable view shows its selection while first responder.
    private func _showsSelection() {
        _editor.showsCaret = isEditable
        if !_editor.isEditing && isFirstResponder { _editor.beginEditing() }
    }

    /// The scroll view's pan does not begin while a long press is selecting.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer,
           _longPress.state == .began || _longPress.state == .changed { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: - Typing (UIKeyInput)

    open var hasText: Bool { _editor.model.length > 0 }

    /// Types `text` at the caret (Return is `"\n"`, inserted like any text).
    open func insertText(_ text: String) {
        guard isEditable else { return }
        _editor.insertText(text)
    }

    open func deleteBackward() {
        guard isEditable else { return }
        _editor.deleteBackward()
    }

    // MARK: - Edit actions

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if UIResponder._standardEditActions.contains(action) { return _editor.canPerform(action) }
        return super.canPerformAction(action, withSender: sender)
    }

    open func cut(_ sender: Any?) { _editor.cut() }
    open func copy(_ sender: Any?) { _editor.copy() }
    open func paste(_ sender: Any?) { _editor.paste() }
    open func select(_ sender: Any?) { _showsSelection(); _editor.selectWord(at: _editor.model.selectedRange.location) }
    open func selectAll(_ sender: Any?) { _showsSelection(); _editor.selectAll() }
    open func delete(_ sender: Any?) { _editor.delete() }

    // MARK: - UITextInput

    open var selectedTextRange: UITextRange? {
        get { _UITextOffsetRange(_editor.model.selectedRange) }
        set {
            guard let range = (newValue as? _UITextOffsetRange)?.range else { return }
            _editor.select(range, byUser: false)
        }
    }

    open var markedTextRange: UITextRange? { _editor.model.markedRange.map { _UITextOffsetRange($0) } }

    open var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { _editor.markedTextStyle }
        set { _editor.markedTextStyle = newValue; _editorContentDidChange() }
    }

    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard isEditable else { return }
        _editor.setMarkedText(markedText, selectedRange: selectedRange)
    }

    open func unmarkText() { _editor.unmarkText() }

    open var beginningOfDocument: UITextPosition { _UITextOffsetPosition(0) }
    open var endOfDocument: UITextPosition { _UITextOffsetPosition(_editor.model.length) }

    private func _offset(_ position: UITextPosition) -> Int? { (position as? _UITextOffsetPosition)?.offset }
    private func _nsRange(_ range: UITextRange) -> NSRange? { (range as? _UITextOffsetRange)?.range }

    open func text(in range: UITextRange) -> String? {
        guard let r = _nsRange(range), NSMaxRange(r) <= _editor.model.length else { return nil }
        return _editor.model.substring(in: r)
    }

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
            return _UITextOffsetRange(NSRange(location: offset, length: model.graphemeBoundary(after: offset) - offset))
        case .left, .up:
            let start = model.graphemeBoundary(before: offset)
            return _UITextOffsetRange(NSRange(location: start, length: offset - start))
        }
    }

    open func firstRect(for range: UITextRange) -> CGRect {
        guard let r = _nsRange(range) else { return .null }
        let rects = _editor.selectionRects(for: r)
        return rects.first.map { _editor.selectionView.convert($0, to: self) } ?? caretRect(for: _UITextOffsetPosition(r.location))
    }

    /// The caret at `position`: 2 pt wide, as tall as its line, in the text view's coordinates.
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

    /// An arrow key (with Shift: `extendingSelection`) pressed while the text view is first responder:
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
}

// MARK: - The editor's host

extension UITextView: _UITextEditorHost {
    func _editorLayout() -> _TextLayout { _textLayout() }
    var _editorLayoutOrigin: CGPoint { _textOrigin }
    var _editorLineExtent: CGFloat? { _wrapWidth }
    var _editorIsEditable: Bool { isEditable }
    var _editorIsSecure: Bool { false }

    func _editorShouldChange(_ range: NSRange, replacementText: String) -> Bool {
        _delegate?.textView(self, shouldChangeTextIn: range, replacementText: replacementText) ?? true
    }

    func _editorDidChangeText() {
        _scrollCaretIntoView()
        _delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    func _editorDidChangeSelection() {
        _scrollCaretIntoView()
        _delegate?.textViewDidChangeSelection(self)
    }

    func _editorContentDidChange() {
        _updateContentSize()
        _containerView.setNeedsDisplay()
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
    }

    func _editorTextForPaste(_ string: String) -> String { string }
}
