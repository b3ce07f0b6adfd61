import Foundation

// Editing mode ([A] `UITableView.setEditing(_:animated:)`, `UITableViewDataSource` "Inserting or
// deleting table rows", "Reordering table rows"): each row the data source lets edit
// (`canEditRowAt`, default true) shows the control of its `editingStyleForRowAt` (default
// `.delete`): a red minus that reveals the Delete button, or a green plus that commits an
// insertion (`commit .insert`). A row whose data source answers `canMoveRowAt` with true shows a
// reorder control (docs/DEVIATIONS.md 160).
extension UITableView {
    func _editingDidChange(animated: Bool) {
        _unhighlight()
        if _isEditing ? !(allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing)
                      : !(allowsSelection || allowsMultipleSelection) {
            for row in _selectedRows { _setCellSelected(row, false, animated: animated) }
            _selectedRows.removeAll()
        }
        for cell in _visibleCells {
            guard let indexPath = cell._indexPath else { continue }
            _configureEditing(of: cell, at: indexPath, animated: animated)
        }
    }

    /// Gives a cell its editing style, indentation and controls for the table's mode.
    func _configureEditing(of cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
        if _isEditing {
            let editable = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
            cell._editingStyle = editable ? (_tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
            cell._showsReorderControl = _canMoveRow(at: indexPath)
            cell.shouldIndentWhileEditing = _tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
            cell._updateEditingControls()
        }
        let level = _tableDelegate?.tableView(self, indentationLevelForRowAt: indexPath) ?? 0
        if cell.indentationLevel != level { cell.indentationLevel = level }
        cell.setEditing(_isEditing, animated: animated && window != nil)
    }

    /// Whether the data source itself answers `canMoveRowAt` with true (its default answer does
    /// not count: the table cannot tell whether `moveRowAt` is implemented).
    func _canMoveRow(at indexPath: IndexPath) -> Bool {
        guard let dataSource else { return false }
        _defaultAnswerReached = false
        let answer = dataSource.tableView(self, canMoveRowAt: indexPath)
        defer { _defaultAnswerReached = false }
        return answer && !_defaultAnswerReached
    }

    /// Whether the data source itself answers `canEditRowAt` with true (for the default Delete
    /// swipe action).
    func _dataSourceLetsEdit(_ indexPath: IndexPath) -> Bool {
        guard let dataSource else { return false }
        _defaultAnswerReached = false
        let answer = dataSource.tableView(self, canEditRowAt: indexPath)
        defer { _defaultAnswerReached = false }
        return answer && !_defaultAnswerReached
    }

    /// The editing control of a row was tapped: a minus shows the Delete button (the trailing
    /// swipe actions), a plus commits an insertion.
    func _editControlTapped(at indexPath: IndexPath) {
        guard let cell = cellForRow(at: indexPath) else { return }
        switch cell._editingStyle {
        case .delete:
            _openSwipe(at: indexPath, side: .trailing, fromEditControl: true)
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .none:
            break
        }
    }
}
