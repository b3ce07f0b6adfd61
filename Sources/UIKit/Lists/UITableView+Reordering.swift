import Foundation

// Moving a row by its reorder control in editing mode ([A] `UITableViewDataSource`
// `tableView(_:moveRowAt:to:)`, `UITableViewDelegate`
// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`).
//
// A finger down on a reorder control lifts the cell at once (`_UITableViewReorderGestureRecognizer`
// begins on touch-down, so the scroll view does not scroll); the cell follows the finger
// vertically and the rows it passes make room (0.2 s), the delegate choosing where it may go. On
// lift the cell settles in its place and the data source hears `moveRowAt(_:to:)`: the table has
// moved the row already and asks nothing else. The table does not scroll by itself near its
// edges while dragging (docs/COMPATIBILITY.md).
extension UITableView {
    func _reorderShouldBegin() -> Bool {
        guard _isEditing, let recognizer = _reorderRecognizer else { return false }
        return _reorderControlCell(at: recognizer.location(in: self)) != nil
    }

    /// The visible cell whose reorder control is under `point` (content coordinates).
    func _reorderControlCell(at point: CGPoint) -> UITableViewCell? {
        for cell in _visibleCells {
            guard let control = cell._reorderControl, !control.isHidden, cell._showsReorderControl else { continue }
            if control.convert(control.bounds, to: self).contains(point) { return cell }
        }
        return nil
    }

    func _handleReorder(_ recognizer: UIGestureRecognizer) {
        let p = recognizer.location(in: self)
        switch recognizer.state {
        case .began:
            guard let cell = _reorderControlCell(at: p), let source = cell._indexPath else { return }
            _unhighlight()
            bringSubviewToFront(cell)
            cell._isReordering = true
            cell.layer.shadowOpacity = 0.25
            cell.layer.shadowRadius = 6
            cell.layer.shadowOffset = .zero
            _reorder = _UITableViewReorder(source: source, destination: source, cell: cell, grabOffset: p.y - cell.center.y)
        case .changed:
            guard let reorder = _reorder else { return }
            let range = _reorderRange()
            let y = min(max(p.y - reorder.grabOffset, range.lowerBound), range.upperBound)
            reorder.cell.center.y = y
            let proposed = _proposedDestination(forCenterY: y, source: reorder.source)
            let destination = _tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: reorder.source, toProposedIndexPath: proposed) ?? proposed
            if destination != reorder.destination {
                _reorder!.destination = destination
                UIView.animate(withDuration: 0.2) { self._placeCellsForReorder() }
            }
        case .ended, .cancelled, .failed:
            guard let reorder = _reorder else { return }
            _reorder = nil
            let cell = reorder.cell
            cell.layer.shadowOpacity = 0
            cell._isReordering = false
            let source = reorder.source, destination = reorder.destination
            if destination != source {
                dataSource?.tableView(self, moveRowAt: source, to: destination)
                _applyUserMove(from: source, to: destination)
            }
            UIView.animate(withDuration: 0.2) {
                for cell in self._visibleCells {
                    guard let ip = cell._indexPath else { continue }
                    cell.frame = self._cellFrame(ip)
                }
                self._updateVisibleSupplementaries()
            }
            setNeedsLayout()
        default:
            break
        }
    }

    /// Where the dragged cell's centre may go: between the first and last rows' centres.
    private func _reorderRange() -> ClosedRange<CGFloat> {
        var first: CGFloat?, last: CGFloat?
        for s in 0..<_geometry.numberOfSections where _geometry.rowCounts[s] > 0 {
            let top = _rowFrame(IndexPath(row: 0, section: s))
            let bottom = _rowFrame(IndexPath(row: _geometry.rowCounts[s] - 1, section: s))
            if first == nil { first = top.midY }
            last = bottom.midY
        }
        guard let first, let last else { return 0...0 }
        return first...max(first, last)
    }

    /// The index path (after the move) whose place the dragged cell is over: the rows are laid
    /// out as if the dragged row were taken out, and it goes before the first whose middle is
    /// below the dragged cell's top edge, or at the end of a section whose end (its footer) is
    /// below its centre. The top edge (not the centre) is what is compared, so the dragged row
    /// passes a neighbour when it covers half of it, in either direction, and a cell put back
    /// where it started goes back to its own row (the row below's middle is half a row below its
    /// top edge there).
    private func _proposedDestination(forCenterY y: CGFloat, source: IndexPath) -> IndexPath {
        let sourceSlot = _geometry.rowSlot(source)
        let h = _geometry.height(ofSlot: sourceSlot)
        let top = y - h / 2
        func shiftedMinY(_ slot: Int) -> CGFloat { _geometry.minY(ofSlot: slot) - (slot > sourceSlot ? h : 0) }
        let sections = _geometry.numberOfSections
        for s in 0..<sections {
            let count = _geometry.rowCounts[s]
            var index = 0
            for r in 0..<count {
                let original = IndexPath(row: r, section: s)
                if original == source { continue }
                let slot = _geometry.rowSlot(original)
                if top < shiftedMinY(slot) + _geometry.height(ofSlot: slot) / 2 { return IndexPath(row: index, section: s) }
                index += 1
            }
            if s == sections - 1 || y < shiftedMinY(_geometry.footerSlot(s)) + _geometry.height(ofSlot: _geometry.footerSlot(s)) {
                return IndexPath(row: index, section: s)
            }
        }
        return source
    }

    /// The other cells make room for the dragged row at its destination.
    private func _placeCellsForReorder() {
        guard let reorder = _reorder else { return }
        for cell in _visibleCells where cell !== reorder.cell {
            guard let ip = cell._indexPath else { continue }
            var frame = _rowFrame(ip)
            frame.origin.y += _reorderShift(for: ip, reorder)
            if cell.frame != frame { cell.frame = frame }
        }
    }

    /// How far a row moves while the dragged row would go to the destination.
    private func _reorderShift(for ip: IndexPath, _ reorder: _UITableViewReorder) -> CGFloat {
        let h = _geometry.height(ofSlot: _geometry.rowSlot(reorder.source))
        let s = _geometry.rowSlot(reorder.source)
        let slot = _geometry.rowSlot(ip)
        let d = reorder.destination
        // The slot before which the dragged row lands, in the original layout.
        let target: Int
        if d.section == reorder.source.section {
            target = d.row > reorder.source.row ? _geometry.rowSlot(d) + 1 : _geometry.rowSlot(d)
        } else {
            target = d.row < _geometry.rowCounts[d.section] ? _geometry.rowSlot(d) : _geometry.footerSlot(d.section)
        }
        if target > s { return slot > s && slot < target ? -h : 0 }
        return slot >= target && slot < s ? h : 0
    }

    /// The table moves the row itself after a drag: one move, no questions to the data source.
    func _applyUserMove(from source: IndexPath, to destination: IndexPath) {
        var planner = _ListUpdatePlanner()
        planner.movedItems = [(source, destination)]
        var after = _geometry.rowCounts
        after[source.section] -= 1
        after[destination.section] += 1
        do {
            let plan = try planner.plan(before: _geometry.rowCounts, after: after)
            _applyPlan(plan, after: after, animations: _UITableViewUpdateAnimations(), completions: [], animated: false)
        } catch {
            _rockhopperFailure("UITableView: the row dragged from \(source) cannot go to \(destination): \(error.message)")
        }
    }
}

/// A row being dragged by its reorder control. Not API.
struct _UITableViewReorder {
    var source: IndexPath
    var destination: IndexPath
    var cell: UITableViewCell
    /// The finger's distance below the cell's centre.
    var grabOffset: CGFloat
}

/// Begins on touch-down on a reorder control of an editing table, so the drag is the row's and
/// not the scroll view's. Not API.
@MainActor
final class _UITableViewReorderGestureRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        guard numberOfTouches == 1, let table = view as? UITableView, table._isEditing,
              table._reorderControlCell(at: location(in: table)) != nil else {
            state = .failed
            return
        }
        state = .began
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .changed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended } else { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else { state = .failed }
    }
}
