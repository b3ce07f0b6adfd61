import Foundation

/// What a view that edits text (`UITextField`, `UITextView`) gives its editor: where its text is
/// laid out, and hooks for its delegate, events and redisplay. Not API.
@MainActor
protocol _UITextEditorHost: UIView {
    /// The layout of the text as shown (secure text as bullets), for caret and hit geometry.
    func _editorLayout() -> _TextLayout
    /// Where that layout's top-left is, in the coordinates of the editor's selection view.
    var _editorLayoutOrigin: CGPoint { get }
    /// The right edge a selection covering a line break extends to (the text container's width),
    /// in layout coordinates; nil: none (single-line text).
    var _editorLineExtent: CGFloat? { get }
    /// Whether the text may be edited now (the view is editable and editing).
    var _editorIsEditable: Bool { get }
    /// Whether the text is secure (shown as bullets; no copying).
    var _editorIsSecure: Bool { get }
    /// Asks the delegate whether `range` may become `replacementText`.
    func _editorShouldChange(_ range: NSRange, replacementText: String) -> Bool
    /// The user changed the text (delegate, control events, notifications).
    func _editorDidChangeText()
    /// The selection changed (delegate).
    func _editorDidChangeSelection()
    /// The text changed in any way: lay out and redraw it.
    func _editorContentDidChange()
    /// What a paste inserts for `string` (a single-line field turns line breaks into spaces).
    func _editorTextForPaste(_ string: String) -> String
}

/// The editing machinery `UITextField` and `UITextView` share: the model (`_TextEditing`) with
/// its text's attributes, the caret and selection view, undo, marked text, the edit actions and
/// the text-interaction gestures. The view owns it; it holds the view weakly.
///
/// Every change goes the same way: the host's delegate is asked (`_editorShouldChange`), the
/// model and the attributed content change together, undo records the step (coalescing typing,
/// `_TextEditing+Undo.swift`), the caret is shown solid where it now is, and the host is told —
/// of the moved caret (`_editorDidChangeSelection`), then of the changed text
/// (`_editorDidChangeText`), the order in which UIKit calls `textViewDidChangeSelection(_:)` and
/// `textViewDidChange(_:)`.
@MainActor
final class _UITextEditor {
    weak var host: (any _UITextEditorHost)?
    /// The text, selection and marked text.
    private(set) var model = _TextEditing()
    /// The text with its attributes (always `model.text`'s characters).
    private(set) var content = _AttributedText("", attributes: _AttributedText.Attributes())
    /// The attributes typed and pasted text gets.
    var typingAttributes = _AttributedText.Attributes()
    /// The caret and the selection highlight.
    let selectionView = _UITextSelectionView()
    /// Whether the host is editing (shows the caret and selection).
    private(set) var isEditing = false
    /// Whether an empty selection shows a caret (false for selectable, non-editable text).
    var showsCaret = true
    /// How marked text is drawn; nil: underlined.
    var markedTextStyle: [NSAttributedString.Key: Any]?
    /// The text system's delegate.
    weak var inputDelegate: (any UITextInputDelegate)?

    /// The typing run undo is growing, and its registered step.
    private final class UndoBox {
        var step: _TextEditing.UndoStep
        init(_ step: _TextEditing.UndoStep) { self.step = step }
    }
    private var undoRun: UndoBox?

    init() {}

    // MARK: - Content

    /// Replaces the whole text (programmatic: no delegate, no events); the caret goes to the end,
    /// nothing is marked, the undo run ends.
    func setContent(_ text: _AttributedText) {
        inputDelegate?.textWillChange(host as? UITextInput)
        model.setText(text.string)
        content = text
        undoRun = nil
        host?._editorContentDidChange()
        inputDelegate?.textDidChange(host as? UITextInput)
        updateSelectionDisplay()
    }

    /// Restyles the whole text (programmatic font or colour changes).
    func restyle(_ change: (inout _AttributedText.Attributes) -> Void) {
        content = content.updatingAttributes(change)
        change(&typingAttributes)
        host?._editorContentDidChange()
        updateSelectionDisplay()
    }

    /// The content with marked text styled (underlined unless `markedTextStyle` says otherwise).
    var displayedContent: _AttributedText {
        guard let marked = model.markedRange, marked.length > 0 else { return content }
        return content.updatingAttributes(in: marked) { attributes in
            if let style = markedTextStyle {
                let extra = _AttributedText.Attributes(style)
                if let color = extra.foregroundColor { attributes.foregroundColor = color }
                if let color = extra.backgroundColor { attributes.backgroundColor = color }
                attributes.underlineStyle = extra.underlineStyle ?? TextConstants.markedTextUnderline
            } else {
                attributes.underlineStyle = TextConstants.markedTextUnderline
            }
        }
    }

    // MARK: - Editing

    func beginEditing() {
        isEditing = true
        updateSelectionDisplay()
        selectionView.showCaretSolid()
    }

    func endEditing() {
        isEditing = false
        if model.markedRange != nil { model.unmarkText(); host?._editorContentDidChange() }
        undoRun = nil
        updateSelectionDisplay()
    }

    /// Replaces `range` with `string` as the user does: asks the delegate, changes, records undo,
    /// tells the host. False when the delegate refused (or the host cannot edit).
    @discardableResult
    func replace(_ range: NSRange, with string: String, kind: _TextEditing.UndoStep.Kind,
                 marking markedSelection: NSRange? = nil) -> Bool {
        guard let host else { return false }
        let r = model.snapped(range)
        guard host._editorShouldChange(r, replacementText: string) else { return false }
        // (The delegate may have changed the text or the selection: snap again.)
        let edit: _TextEditing.Edit
        if let markedSelection, model.rangeForInsertion == r {
            edit = model.setMarkedText(string, selectedRange: markedSelection)
        } else {
            edit = model.replace(model.snapped(r), with: string)
        }
        content = content.replacing(edit.range, with: _AttributedText(string, attributes: typingAttributes))
        recordUndo(edit, kind: kind)
        selectionAnchor = nil
        host._editorContentDidChange()
        updateSelectionDisplay()
        selectionView.showCaretSolid()
        // UIKit tells of the moved caret before the changed text.
        if edit.selectionAfter != edit.selectionBefore { host._editorDidChangeSelection() }
        host._editorDidChangeText()
        return true
    }

    /// Typing: `string` replaces the marked text or the selection.
    func insertText(_ string: String) {
        replace(model.rangeForInsertion, with: string, kind: .typing)
    }

    /// Backspace: deletes the selection or the character before the caret.
    func deleteBackward() {
        guard let range = model.rangeForDeleteBackward else { return }
        replace(range, with: "", kind: model.markedRange != nil ? .typing : .deleting)
    }

    /// An input method's composition (`setMarkedText(_:selectedRange:)`).
    func setMarkedText(_ string: String?, selectedRange: NSRange) {
        let range = model.rangeForInsertion
        replace(range, with: string ?? "", kind: .typing, marking: selectedRange)
    }

    /// Commits the marked text.
    func unmarkText() {
        guard model.markedRange != nil else { return }
        model.unmarkText()
        host?._editorContentDidChange()
        updateSelectionDisplay()
    }

    // MARK: - Selection

    /// Selects `range` (snapped to graphemes). `byUser`: a tap or drag (ends the typing run);
    /// otherwise programmatic (the input delegate is told).
    func select(_ range: NSRange, byUser: Bool) {
        let before = model.selectedRange
        selectionAnchor = nil
        if !byUser { inputDelegate?.selectionWillChange(host as? UITextInput) }
        let hadMarked = model.markedRange != nil
        model.select(range)
        undoRun = nil
        if hadMarked && model.markedRange == nil { host?._editorContentDidChange() }
        updateSelectionDisplay()
        selectionView.showCaretSolid()
        if !byUser { inputDelegate?.selectionDidChange(host as? UITextInput) }
        if model.selectedRange != before { host?._editorDidChangeSelection() }
    }

    /// Shows the caret (a caret selection) or the selection highlight where the model says, while
    /// editing; nothing otherwise.
    func updateSelectionDisplay() {
        guard let host, isEditing else {
            selectionView.setCaret(nil)
            selectionView.setSelectionRects([])
            return
        }
        let layout = host._editorLayout()
        let origin = host._editorLayoutOrigin
        let selection = model.selectedRange
        if selection.length == 0 {
            guard showsCaret else {
                selectionView.setCaret(nil)
                selectionView.setSelectionRects([])
                return
            }
            let caret = layout.caretRect(at: displayOffset(selection.location))
            selectionView.setCaret(caret.offsetBy(dx: origin.x, dy: origin.y))
            selectionView.setSelectionRects([])
        } else {
            selectionView.setCaret(nil)
            let display = NSRange(location: displayOffset(selection.location),
                                  length: displayOffset(NSMaxRange(selection)) - displayOffset(selection.location))
            selectionView.setSelectionRects(layout.selectionRects(for: display, extendingLinesTo: host._editorLineExtent)
                .map { $0.offsetBy(dx: origin.x, dy: origin.y) })
        }
    }

    // MARK: - Geometry

    /// The offset in the shown text of model offset `offset` (secure text shows one bullet, one
    /// UTF-16 unit, per grapheme).
    func displayOffset(_ offset: Int) -> Int {
        guard host?._editorIsSecure == true else { return offset }
        return model.graphemeCount(in: NSRange(location: 0, length: offset))
    }

    /// The model offset of shown-text offset `offset`.
    func modelOffset(_ offset: Int) -> Int {
        guard host?._editorIsSecure == true else { return offset }
        var index = model.text.startIndex
        var count = 0
        while count < offset && index < model.text.endIndex {
            index = model.text.index(after: index)
            count += 1
        }
        return index.utf16Offset(in: model.text)
    }

    /// The caret rectangle at `offset`, in the selection view's coordinates (its width 0).
    func caretRect(at offset: Int) -> CGRect {
        guard let host else { return .zero }
        let origin = host._editorLayoutOrigin
        return host._editorLayout().caretRect(at: displayOffset(offset)).offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The rectangles covering `range`, in the selection view's coordinates.
    func selectionRects(for range: NSRange) -> [CGRect] {
        guard let host else { return [] }
        let origin = host._editorLayoutOrigin
        let display = NSRange(location: displayOffset(range.location),
                              length: displayOffset(NSMaxRange(range)) - displayOffset(range.location))
        return host._editorLayout().selectionRects(for: display, extendingLinesTo: host._editorLineExtent)
            .map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    }

    /// The grapheme boundary nearest to `point` (in the selection view's coordinates).
    func offset(at point: CGPoint) -> Int {
        guard let host else { return 0 }
        let origin = host._editorLayoutOrigin
        let display = host._editorLayout().offset(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
        return model.graphemeBoundary(roundingDown: modelOffset(display))
    }

    /// The laid-out lines' ranges in the model's offsets.
    func lineRanges() -> [NSRange] {
        guard let host else { return [] }
        return host._editorLayout().lines().map { line in
            let start = modelOffset(line.range.location), end = modelOffset(NSMaxRange(line.range))
            return NSRange(location: start, length: end - start)
        }
    }

    /// The offset one line up (`lines` < 0) or down from `offset`, keeping its x; nil past the
    /// first or last line.
    func offset(from offset: Int, movingLines lines: Int) -> Int? {
        guard let host else { return nil }
        let layout = host._editorLayout()
        let all = layout.lines()
        let display = displayOffset(offset)
        guard let index = all.lastIndex(where: { $0.range.location <= display }) else { return nil }
        let target = index + lines
        guard all.indices.contains(target) else { return nil }
        let x = layout.caretRect(at: display).minX
        let line = all[target].rect
        return model.graphemeBoundary(roundingDown: modelOffset(layout.offset(closestTo: CGPoint(x: x, y: line.midY))))
    }

    // MARK: - Arrow keys

    /// The end of the selection that stays put while Shift-arrows extend it.
    private var selectionAnchor: Int?

    /// What an arrow key does (the hardware keyboard's presses call this): without `extending`,
    /// left and right collapse a selection to its start or end, else move the caret one grapheme;
    /// up and down move it one line, to the start or end of the text past the first or last line.
    /// With `extending` (Shift), the selection's far end moves the same way from an anchor that
    /// stays.
    func moveCaret(_ direction: UITextLayoutDirection, extending: Bool) {
        let selection = model.selectedRange
        let start = selection.location, end = NSMaxRange(selection)
        if !extending {
            selectionAnchor = nil
            let target: Int
            switch direction {
            case .left: target = selection.length > 0 ? start : model.graphemeBoundary(before: start)
            case .right: target = selection.length > 0 ? end : model.graphemeBoundary(after: end)
            case .up: target = offset(from: start, movingLines: -1) ?? 0
            case .down: target = offset(from: end, movingLines: 1) ?? model.length
            }
            select(NSRange(location: target, length: 0), byUser: true)
            return
        }
        let anchor = selectionAnchor ?? ((direction == .left || direction == .up) ? end : start)
        let active = anchor == start ? end : start
        let moved: Int
        switch direction {
        case .left: moved = model.graphemeBoundary(before: active)
        case .right: moved = model.graphemeBoundary(after: active)
        case .up: moved = offset(from: active, movingLines: -1) ?? 0
        case .down: moved = offset(from: active, movingLines: 1) ?? model.length
        }
        select(NSRange(location: min(anchor, moved), length: abs(moved - anchor)), byUser: true)
        selectionAnchor = anchor
    }

    // MARK: - Undo

    private var undoManager: UndoManager? { host?.undoManager }

    private func recordUndo(_ edit: _TextEditing.Edit, kind: _TextEditing.UndoStep.Kind) {
        guard let manager = undoManager, manager.isUndoRegistrationEnabled, let host else { return }
        if !manager.isUndoing && !manager.isRedoing, let run = undoRun, let grown = run.step.coalescing(edit, kind: kind) {
            run.step = grown
            return
        }
        let box = UndoBox(_TextEditing.UndoStep(edit, kind: kind))
        undoRun = kind == .other ? nil : box
        register(box, in: manager, host: host, name: kind == .typing ? "Typing" : kind == .deleting ? "Delete" : "")
    }

    private func register(_ box: UndoBox, in manager: UndoManager, host: any _UITextEditorHost, name: String) {
        let wrap = manager.groupingLevel == 0
        if wrap { manager.beginUndoGrouping() }
        manager.registerUndo(withTarget: host) { [weak self] _ in self?.revert(box) }
        if !name.isEmpty { manager.setActionName(name) }
        if wrap { manager.endUndoGrouping() }
    }

    /// Undoes (or redoes) a step: the text and selection come back, the host hears of a change,
    /// and the reverse step is registered.
    private func revert(_ box: UndoBox) {
        guard let host, let manager = undoManager else { return }
        let (edit, redo) = box.step.revert(&model)
        content = content.replacing(edit.range, with: _AttributedText(edit.replacement, attributes: typingAttributes))
        undoRun = nil
        register(UndoBox(redo), in: manager, host: host, name: "")
        host._editorContentDidChange()
        updateSelectionDisplay()
        selectionView.showCaretSolid()
        host._editorDidChangeSelection()
        host._editorDidChangeText()
    }

    /// Forgets the view's undo steps (its text was replaced, or editing ended).
    func removeUndoActions() {
        undoRun = nil
        guard let host else { return }
        undoManager?.removeAllActions(withTarget: host)
    }

    // MARK: - Edit actions

    /// Whether the standard edit action `action` applies now.
    func canPerform(_ action: Selector) -> Bool {
        guard let host else { return false }
        let selection = model.selectedRange
        switch action {
        case "cut:": return host._editorIsEditable && selection.length > 0 && !host._editorIsSecure
        case "copy:": return selection.length > 0 && !host._editorIsSecure
        case "paste:": return host._editorIsEditable && UIPasteboard.general.hasStrings
        case "select:": return model.length > 0 && selection.length == 0 && !host._editorIsSecure
        case "selectAll:": return model.length > 0 && selection.length < model.length
        case "delete:": return host._editorIsEditable && selection.length > 0
        default: return false
        }
    }

    func copy() {
        guard canPerform("copy:") else { return }
        UIPasteboard.general.string = model.substring(in: model.selectedRange)
    }

    func cut() {
        guard canPerform("cut:") else { return }
        let selection = model.selectedRange
        let text = model.substring(in: selection)
        if replace(selection, with: "", kind: .other) { UIPasteboard.general.string = text }
    }

    func paste() {
        guard let host, host._editorIsEditable, let string = UIPasteboard.general.string else { return }
        replace(model.rangeForInsertion, with: host._editorTextForPaste(string), kind: .other)
    }

    func delete() {
        guard canPerform("delete:") else { return }
        replace(model.selectedRange, with: "", kind: .other)
    }

    func selectWord(at offset: Int) {
        select(_TextLayout.wordRange(at: offset, in: model.text), byUser: true)
    }

    func selectAll() {
        select(NSRange(location: 0, length: model.length), byUser: true)
    }

    // MARK: - Gestures

    /// The anchor of a long-press drag: where the press began.
    private var dragAnchor: Int?

    /// A double tap at `point` (selection view coordinates): selects the word there.
    func doubleTap(at point: CGPoint) {
        selectWord(at: offset(at: point))
    }

    /// A long press began, moved or ended at `point`: the press puts the caret there, moving the
    /// finger selects from there to the finger.
    func longPress(_ state: UIGestureRecognizer.State, at point: CGPoint) {
        let here = offset(at: point)
        switch state {
        case .began:
            dragAnchor = here
            select(NSRange(location: here, length: 0), byUser: true)
        case .changed:
            guard let anchor = dragAnchor else { return }
            select(NSRange(location: min(anchor, here), length: abs(here - anchor)), byUser: true)
        default:
            dragAnchor = nil
        }
    }
}
