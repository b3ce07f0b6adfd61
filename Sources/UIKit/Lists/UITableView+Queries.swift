import Foundation

// What the table knows: counts (its own, from the last load or update, not the data source's),
// cells on screen, index paths and rectangles in content coordinates; and scrolling to a row
// ([A] `UITableView` "Getting the number of rows and sections", "Getting cells and section-based
// views", "Getting the bounds of cells and sections", "Scrolling the table view").
extension UITableView {
    /// The number of sections, as the table last loaded them.
    public var numberOfSections: Int {
        _reloadIfNeeded()
        return _geometry.numberOfSections
    }

    /// The number of rows in `section`, as the table last loaded them. A section out of range
    /// stops the program.
    public func numberOfRows(inSection section: Int) -> Int {
        _reloadIfNeeded()
        _rockhopperPrecondition(section >= 0 && section < _geometry.numberOfSections,
            "UITableView numberOfRows(inSection: \(section)): the table has only \(_geometry.numberOfSections) sections")
        return _geometry.rowCounts[section]
    }

    /// The cell of a row on screen; nil for a row that is not (unlike the data source's
    /// `cellForRowAt`).
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        _visibleCellIndex(indexPath).map { _visibleCells[$0] }
    }

    /// The index path of a cell on screen; nil for any other cell.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        guard cell._tableView === self, let indexPath = cell._indexPath, _visibleCellIndex(indexPath) != nil else { return nil }
        return indexPath
    }

    /// The row at `point` (content coordinates), or nil outside the rows.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        _reloadIfNeeded()
        guard point.x >= 0, point.x < bounds.width, let slot = _geometry.slot(atY: point.y) else { return nil }
        let (section, kind) = _geometry.kind(ofSlot: slot)
        guard case .row(let row) = kind else { return nil }
        return IndexPath(row: row, section: section)
    }

    /// The rows intersecting `rect` (content coordinates), in order; nil when there are none.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        _reloadIfNeeded()
        guard _geometry.slotCount > 0, rect.height >= 0 else { return nil }
        let start = _geometry.slot(atY: max(rect.minY, _geometry.tableHeaderHeight)) ?? _geometry.slotCount
        var result: [IndexPath] = []
        var slot = start
        while slot < _geometry.slotCount, _geometry.minY(ofSlot: slot) < rect.maxY {
            if case .row(let row) = _geometry.kind(ofSlot: slot).kind, _geometry.height(ofSlot: slot) > 0 {
                result.append(IndexPath(row: row, section: _geometry.kind(ofSlot: slot).section))
            }
            slot += 1
        }
        return result.isEmpty ? nil : result
    }

    /// The index paths of the cells on screen, in order.
    public var indexPathsForVisibleRows: [IndexPath]? {
        _visibleCells.compactMap { $0._indexPath }
    }

    /// The cells on screen, in index-path order.
    public var visibleCells: [UITableViewCell] { _visibleCells }

    /// The header view of a section on screen (the delegate's or the title's), else nil.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _visibleSupplementaries.first { $0.section == section && !$0.isFooter }?.view as? UITableViewHeaderFooterView
    }

    /// The footer view of a section on screen, else nil.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _visibleSupplementaries.first { $0.section == section && $0.isFooter }?.view as? UITableViewHeaderFooterView
    }

    /// The rectangle of a section: its header, rows and footer (content coordinates).
    public func rect(forSection section: Int) -> CGRect {
        _reloadIfNeeded()
        _requireSection(section, "rect(forSection:)")
        let range = _geometry.sectionRange(section)
        return CGRect(x: 0, y: range.minY, width: bounds.width, height: range.maxY - range.minY)
    }

    /// The rectangle of a row (content coordinates); estimated until the row has been on screen.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        _reloadIfNeeded()
        _requireRow(indexPath, "rectForRow(at:)")
        return _rowFrame(indexPath)
    }

    /// The rectangle of a section's header where it scrolls (not where it floats).
    public func rectForHeader(inSection section: Int) -> CGRect {
        _reloadIfNeeded()
        _requireSection(section, "rectForHeader(inSection:)")
        let slot = _geometry.headerSlot(section)
        return CGRect(x: 0, y: _geometry.minY(ofSlot: slot), width: bounds.width, height: _geometry.height(ofSlot: slot))
    }

    /// The rectangle of a section's footer where it scrolls.
    public func rectForFooter(inSection section: Int) -> CGRect {
        _reloadIfNeeded()
        _requireSection(section, "rectForFooter(inSection:)")
        let slot = _geometry.footerSlot(section)
        return CGRect(x: 0, y: _geometry.minY(ofSlot: slot), width: bounds.width, height: _geometry.height(ofSlot: slot))
    }

    // MARK: Scrolling

    /// Scrolls so the row is at `scrollPosition` of the visible area (`.none`: the least scroll
    /// that shows it), within the scrollable range. A row out of range stops the program with
    /// UIKit's message.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        _reloadIfNeeded()
        _rockhopperPrecondition(indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < _geometry.numberOfSections,
            "Attempted to scroll the table view to an out-of-bounds section (\(indexPath.count == 2 ? indexPath.section : -1)) when there are only \(_geometry.numberOfSections) sections.")
        _rockhopperPrecondition(indexPath.row >= 0 && indexPath.row < _geometry.rowCounts[indexPath.section],
            "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(_geometry.rowCounts[indexPath.section]) rows in section \(indexPath.section).")
        _measureRowIfNeeded(indexPath)
        var rect = _rowFrame(indexPath)
        // A floating header covers the top of the visible area in the plain style.
        if style == .plain {
            let header = _geometry.height(ofSlot: _geometry.headerSlot(indexPath.section))
            rect.origin.y -= header
            rect.size.height += header
        }
        _scroll(to: rect, at: scrollPosition, animated: animated)
    }

    /// Scrolls to the first selected row (nothing when none is selected).
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let first = _selectedRows.min() else { return }
        scrollToRow(at: first, at: scrollPosition, animated: animated)
    }

    /// Scrolls so `rect` (content coordinates) sits at `position` of the area inside the adjusted
    /// content insets.
    func _scroll(to rect: CGRect, at position: ScrollPosition, animated: Bool) {
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y = contentOffset.y
        switch position {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - visibleHeight / 2 - inset.top
        case .bottom: y = rect.maxY - visibleHeight - inset.top
        case .none:
            let top = contentOffset.y + inset.top
            if rect.minY < top {
                y = rect.minY - inset.top
            } else if rect.maxY > top + visibleHeight {
                y = rect.maxY - visibleHeight - inset.top
            }
        }
        let maxY = max(-inset.top, _geometry.contentHeight + inset.bottom - bounds.height)
        y = min(max(y, -inset.top), maxY)
        let target = CGPoint(x: contentOffset.x, y: y)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Gives a row its real height now (so scrolling to it lands where it will be).
    func _measureRowIfNeeded(_ indexPath: IndexPath) {
        let slot = _geometry.rowSlot(indexPath)
        guard !_geometry.isKnown(slot) else { return }
        let h = _tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if h >= 0 {
            _geometry.setHeight(h, ofSlot: slot, known: true)
        } else if estimatedRowHeight != 0 {
            let cell = _preparedCell(for: indexPath)
            _geometry.setHeight(cell._fittingHeight(forWidth: _rowFrameX.width), ofSlot: slot, known: true)
        }
        setNeedsLayout()
    }

    /// The position of a cell on screen in `_visibleCells` (binary search).
    func _visibleCellIndex(_ indexPath: IndexPath) -> Int? {
        var lo = 0, hi = _visibleCells.count
        while lo < hi {
            let mid = (lo + hi) / 2
            guard let ip = _visibleCells[mid]._indexPath else { return _visibleCells.firstIndex { $0._indexPath == indexPath } }
            if ip == indexPath { return mid }
            if ip < indexPath { lo = mid + 1 } else { hi = mid }
        }
        return nil
    }

    func _requireSection(_ section: Int, _ method: String) {
        _rockhopperPrecondition(section >= 0 && section < _geometry.numberOfSections,
            "UITableView \(method): section \(section) is out of bounds; the table has \(_geometry.numberOfSections) sections")
    }

    func _requireRow(_ indexPath: IndexPath, _ method: String) {
        _rockhopperPrecondition(indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < _geometry.numberOfSections
                                && indexPath.row >= 0 && indexPath.row < _geometry.rowCounts[indexPath.section],
            "UITableView \(method): the index path \(indexPath) is out of bounds; the table has \(_geometry.rowCounts) rows per section")
    }
}
