import Foundation

// Highlighting and selecting rows, by touch and in code ([A] `UITableView` "Selecting rows",
// `UITableViewDelegate` "Managing selections").
//
// A touch on a row reaches the table through the responder chain (cell → table) once the scroll
// view lets it through: after `delaysContentTouches`' 0.15 s, or at once with its end when the
// finger lifts sooner. Then:
// - touch down: `shouldHighlightRowAt` → the cell highlights → `didHighlightRowAt`;
// - a drag that starts scrolling cancels the touch: the cell unhighlights (`didUnhighlightRowAt`),
//   nothing is selected; so does the finger leaving the row;
// - lift: `willSelectRowAt` (nil: nothing is selected; another index path: that row is), the cell
//   unhighlights (`didUnhighlightRowAt`), with single selection the rows selected before are
//   deselected (`willDeselectRowAt`, `didDeselectRowAt` each), then the row is selected and
//   `didSelectRowAt`. With multiple selection a tap on a selected row deselects it instead.
// While swipe actions show, a touch anywhere closes them and selects nothing.
// `selectRow(at:animated:scrollPosition:)` and `deselectRow(at:animated:)` call no delegate
// method ([A]).
extension UITableView {
    // MARK: In code

    /// The first selected row (in index-path order), or nil.
    public var indexPathForSelectedRow: IndexPath? {
        _selectedRows.min()
    }

    /// The selected rows in index-path order, or nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? {
        _selectedRows.isEmpty ? nil : _selectedRows.sorted()
    }

    /// Selects a row (nil deselects all), deselecting the others unless multiple selection is on,
    /// and scrolls it to `scrollPosition` (`.none`: no scrolling). Calls no delegate method.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        _reloadIfNeeded()
        guard let indexPath else {
            for row in _selectedRows { _setCellSelected(row, false, animated: animated) }
            _selectedRows.removeAll()
            return
        }
        _requireRow(indexPath, "selectRow(at:animated:scrollPosition:)")
        if !_allowsMultipleSelectionNow {
            for row in _selectedRows where row != indexPath { _setCellSelected(row, false, animated: animated) }
            _selectedRows.removeAll()
        }
        _selectedRows.insert(indexPath)
        _setCellSelected(indexPath, true, animated: animated)
        // `.none` scrolls nothing here ([A] `selectRow(at:animated:scrollPosition:)`).
        if scrollPosition != .none {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects a row (animated: the grey fades out). Calls no delegate method.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard _selectedRows.remove(indexPath) != nil else { return }
        _setCellSelected(indexPath, false, animated: animated)
    }

    func _setCellSelected(_ indexPath: IndexPath, _ selected: Bool, animated: Bool) {
        cellForRow(at: indexPath)?.setSelected(selected, animated: animated)
    }

    // MARK: By touch

    /// The row of the cell a touch is in (the cell under a floating header is not it).
    private func _row(of touch: UITouch) -> IndexPath? {
        var view = touch.view
        while let v = view, v !== self {
            if let cell = v as? UITableViewCell { return cell._tableView === self ? indexPath(for: cell) : nil }
            view = v.superview
        }
        return nil
    }

    func _selectionTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard _selectionTouch == nil, let touch = touches.first else { return }
        if _swipe != nil {
            _endSwipe(animated: true)
            return
        }
        guard _reorder == nil, _allowsSelectionNow, let row = _row(of: touch), let cell = cellForRow(at: row) else { return }
        guard _tableDelegate?.tableView(self, shouldHighlightRowAt: row) ?? true else { return }
        _selectionTouch = touch
        _highlightedRow = row
        cell.setHighlighted(true, animated: false)
        _tableDelegate?.tableView(self, didHighlightRowAt: row)
    }

    func _selectionTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = _selectionTouch, touches.contains(touch), let row = _highlightedRow else { return }
        let p = touch.location(in: self)
        if let cell = cellForRow(at: row), !cell.frame.contains(p) { _unhighlight() }
    }

    func _selectionTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = _selectionTouch, touches.contains(touch) else { return }
        _selectionTouch = nil
        guard let row = _highlightedRow else { return }
        if _allowsMultipleSelectionNow && _selectedRows.contains(row) {
            _unhighlight()
            _userDeselect(row)
            return
        }
        let target: IndexPath? = _tableDelegate.map { $0.tableView(self, willSelectRowAt: row) } ?? row
        _unhighlight()
        guard let target else { return }
        if !_allowsMultipleSelectionNow {
            for old in _selectedRows.sorted() where old != target { _userDeselect(old) }
        }
        _selectedRows.insert(target)
        _setCellSelected(target, true, animated: false)
        _tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    func _selectionTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = _selectionTouch, touches.contains(touch) else { return }
        _selectionTouch = nil
        _unhighlight()
    }

    /// Ends the highlight (`didUnhighlightRowAt`).
    func _unhighlight() {
        guard let row = _highlightedRow else { return }
        _highlightedRow = nil
        cellForRow(at: row)?.setHighlighted(false, animated: false)
        _tableDelegate?.tableView(self, didUnhighlightRowAt: row)
    }

    /// A deselection by the user: `willDeselectRowAt` may redirect or veto it.
    private func _userDeselect(_ row: IndexPath) {
        let answer: IndexPath? = _tableDelegate.map { $0.tableView(self, willDeselectRowAt: row) } ?? row
        guard let target = answer else { return }
        guard _selectedRows.remove(target) != nil else { return }
        _setCellSelected(target, false, animated: false)
        _tableDelegate?.tableView(self, didDeselectRowAt: target)
    }
}
