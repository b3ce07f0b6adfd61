import Foundation

// Loading, measuring and placing.
//
// A layout pass (`_layoutTable`, from `layoutSubviews`) runs, in order:
// 1. the reload, if one is pending (`_reloadIfNeeded`): `numberOfSections(in:)` once,
//    `numberOfRowsInSection` per section, and per section the header and footer heights the
//    delegate gives (`heightForHeaderInSection`, `heightForFooterInSection`) and titles
//    (`titleForHeaderInSection`, `titleForFooterInSection`); row heights only when estimation is
//    off (`estimatedRowHeight` 0: `heightForRowAt` for every row) or the delegate gives estimates
//    (`estimatedHeightForRowAt` for every row). Nothing else: cells and real heights come as rows
//    come on screen. A pending reload is also done by any query that needs the counts.
// 2. the table header and footer views, placed at the ends;
// 3. measuring what comes on screen (`_measureVisibleSlots`): each section header and footer of a
//    visible section whose height is not known yet (`viewForHeaderInSection` and its fitting
//    height) and each row (`heightForRowAt`; with `automaticDimension`, the cell from
//    `cellForRowAt` sized by its constraints or content). A row measured while it enters above the
//    top edge moves the content offset by its change, so what was on screen stays put;
// 4. cells (`_updateVisibleCells`): rows that left the visible area go back to the reuse pool
//    (`didEndDisplaying`), rows that entered get a cell (`cellForRowAt`, unless measuring already
//    asked) and `willDisplay`; every visible cell gets its frame;
// 5. headers and footers (plain headers stick to the top of the visible area while their section
//    is on screen, plain footers to its bottom), the content size, the index and the filler
//    separators.
extension UITableView {
    // MARK: Reload

    /// Reads the counts and builds the heights, if the data source or the row heights changed.
    func _reloadIfNeeded() {
        let width = bounds.width
        if _needsReload {
            _needsReload = false
            _needsHeightsReset = false
            _measuredWidth = width
            _discardVisibleViews()
            _selectedRows.removeAll()
            _highlightedRow = nil
            _endSwipe(animated: false)
            _geometry = _buildGeometry(rowCounts: _askRowCounts())
            _index?._titlesDidChange()
            return
        }
        if _needsHeightsReset || (width != _measuredWidth && _geometry.numberOfSections > 0) {
            _needsHeightsReset = false
            _measuredWidth = width
            _geometry = _buildGeometry(rowCounts: _geometry.rowCounts)
        }
    }

    /// `numberOfSections(in:)` and each section's `numberOfRowsInSection`.
    func _askRowCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        _rockhopperPrecondition(sections >= 0, "UITableView: numberOfSections(in:) returned \(sections); the number of sections must not be negative")
        return (0..<sections).map { s in
            let n = dataSource.tableView(self, numberOfRowsInSection: s)
            _rockhopperPrecondition(n >= 0, "UITableView: tableView(_:numberOfRowsInSection: \(s)) returned \(n); the number of rows must not be negative")
            return n
        }
    }

    /// How the rows' heights are found this load.
    struct _RowHeightPolicy {
        /// Every row has this known height (the delegate gives none and `rowHeight` is a number).
        var fixed: CGFloat?
        /// Estimation is on: rows are measured when they come on screen.
        var estimates: Bool
        /// The estimate for every row, unless the delegate gives estimates per row.
        var estimate: CGFloat
        var delegateEstimates: Bool
    }

    /// Probes whether the delegate answers heights itself (its default implementations mark
    /// `_defaultAnswerReached`), with the first row as the question.
    func _rowHeightPolicy(firstRow: IndexPath?) -> _RowHeightPolicy {
        let fallback = rowHeight >= 0 ? rowHeight : ListConstants.defaultRowHeight
        var delegateHeights = false, delegateEstimates = false
        if let delegate = _tableDelegate, let first = firstRow {
            _defaultAnswerReached = false
            _ = delegate.tableView(self, heightForRowAt: first)
            delegateHeights = !_defaultAnswerReached
            _defaultAnswerReached = false
            _ = delegate.tableView(self, estimatedHeightForRowAt: first)
            delegateEstimates = !_defaultAnswerReached
            _defaultAnswerReached = false
        }
        var estimate = estimatedRowHeight
        if estimate == ListConstants.automaticDimension { estimate = fallback }
        let estimates = delegateEstimates || estimatedRowHeight != 0
        let fixed: CGFloat? = !delegateHeights && rowHeight >= 0 ? rowHeight : nil
        return _RowHeightPolicy(fixed: fixed, estimates: estimates, estimate: max(0, estimate), delegateEstimates: delegateEstimates)
    }

    /// The geometry of `rowCounts`: known heights where they can be had without cells, estimates
    /// elsewhere.
    func _buildGeometry(rowCounts: [Int]) -> _UITableViewGeometry {
        let firstSection = rowCounts.firstIndex { $0 > 0 }
        let policy = _rowHeightPolicy(firstRow: firstSection.map { IndexPath(row: 0, section: $0) })
        var geometry = _UITableViewGeometry(rowCounts: rowCounts) { section, kind in
            switch kind {
            case .header: return self._estimatedSupplementaryHeight(section, isFooter: false)
            case .footer: return self._estimatedSupplementaryHeight(section, isFooter: true)
            case .row(let row): return self._initialRowHeight(IndexPath(row: row, section: section), policy)
            }
        }
        geometry.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        geometry.tableFooterHeight = tableFooterView?.frame.height ?? 0
        return geometry
    }

    func _initialRowHeight(_ indexPath: IndexPath, _ policy: _RowHeightPolicy) -> (CGFloat, known: Bool) {
        if let fixed = policy.fixed { return (fixed, true) }
        if !policy.estimates {
            let h = _tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
            return (h >= 0 ? h : ListConstants.defaultRowHeight, true)
        }
        if policy.delegateEstimates, let delegate = _tableDelegate {
            var h = delegate.tableView(self, estimatedHeightForRowAt: indexPath)
            if h == ListConstants.automaticDimension { h = policy.estimate }
            return (max(0, h), false)
        }
        return (policy.estimate, false)
    }

    /// A header's or footer's height as far as it is known without its view: the delegate's
    /// number, or for `automaticDimension` the title's height for the style (an estimate until the
    /// section comes on screen and its view, if any, is measured).
    func _estimatedSupplementaryHeight(_ section: Int, isFooter: Bool) -> (CGFloat, known: Bool) {
        let h = isFooter ? (_tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
            : (_tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
        if h >= 0 { return (h, true) }
        let title = _supplementaryTitle(section, isFooter: isFooter)
        let height = UITableViewHeaderFooterView._titleHeight(title, style: style, isFooter: isFooter, isFirstSection: section == 0,
                                                              width: _supplementaryTextWidth)
        return (height, false)
    }

    func _supplementaryTitle(_ section: Int, isFooter: Bool) -> String? {
        guard let dataSource else { return nil }
        return isFooter ? dataSource.tableView(self, titleForFooterInSection: section)
            : dataSource.tableView(self, titleForHeaderInSection: section)
    }

    private var _supplementaryTextWidth: CGFloat {
        let margin = ListConstants.contentSideMargin(forWidth: bounds.width)
        return max(0, bounds.width - 2 * margin * (style == .insetGrouped ? 2 : 1))
    }

    // MARK: The pass

    func _layoutTable() {
        let reloads = _needsReload
        _reloadIfNeeded()
        backgroundView?.frame = bounds
        _layoutTableHeaderAndFooterViews()
        _measureVisibleSlots()
        _updateVisibleCells()
        _updateVisibleSupplementaries()
        let size = CGSize(width: bounds.width, height: _geometry.contentHeight)
        if contentSize != size { contentSize = size }
        if reloads { _clampOffsetAfterReload() }
        _layoutSectionIndex()
        _layoutFillerSeparators()
        _layoutSwipeActions()
    }

    private func _layoutTableHeaderAndFooterViews() {
        let width = bounds.width
        if let header = tableHeaderView {
            let h = header.frame.height
            if _geometry.tableHeaderHeight != h { _geometry.tableHeaderHeight = h }
            let frame = CGRect(x: 0, y: 0, width: width, height: h)
            if header.frame != frame { header.frame = frame }
        } else if _geometry.tableHeaderHeight != 0 {
            _geometry.tableHeaderHeight = 0
        }
        if let footer = tableFooterView {
            let h = footer.frame.height
            if _geometry.tableFooterHeight != h { _geometry.tableFooterHeight = h }
            let frame = CGRect(x: 0, y: _geometry.sectionsEnd, width: width, height: h)
            if footer.frame != frame { footer.frame = frame }
        } else if _geometry.tableFooterHeight != 0 {
            _geometry.tableFooterHeight = 0
        }
    }

    /// After a reload the scroll position is kept within the new range ([A] `reloadData()`: the
    /// table keeps its position; a shorter table ends at its last row), unless a finger or a
    /// deceleration moves it.
    private func _clampOffsetAfterReload() {
        guard !isTracking, !isDecelerating else { return }
        let inset = adjustedContentInset
        let maxY = max(-inset.top, _geometry.contentHeight + inset.bottom - bounds.height)
        guard contentOffset.y > maxY else { return }
        contentOffset = CGPoint(x: contentOffset.x, y: maxY)
        _measureVisibleSlots()
        _updateVisibleCells()
        _updateVisibleSupplementaries()
    }

    /// The part of the content that is on screen (plus the overscan).
    var _visibleContentRange: (top: CGFloat, bottom: CGFloat) {
        (bounds.minY - ListConstants.overscan, bounds.maxY + ListConstants.overscan)
    }

    /// The first slot to look at for the visible range: the slot at the top edge (found by the
    /// prefix sums, so a walk costs what is on screen, not the rows above it). The header of its
    /// section, which a plain table pins there, is measured separately.
    private func _firstVisibleSlot(top: CGFloat) -> (section: Int, kind: _UITableViewGeometry.Kind)? {
        guard _geometry.slotCount > 0 else { return nil }
        if let slot = _geometry.slot(atY: top) {
            return _geometry.kind(ofSlot: slot)
        }
        return top < _geometry.tableHeaderHeight ? (0, .header) : nil
    }

    /// Measures the headers, rows and footers on screen whose heights are not known, top to
    /// bottom, until everything on screen is known. A slot starting above the top edge moves the
    /// offset by its change.
    func _measureVisibleSlots() {
        for _ in 0..<8 {
            var changed = false
            var adjustment: CGFloat = 0
            let (top, bottom) = _visibleContentRange
            guard var position = _firstVisibleSlot(top: top) else { return }
            if position.kind != .header {
                // The section's own header comes first: it may stick at the top.
                let slot = _geometry.headerSlot(position.section)
                if !_geometry.isKnown(slot) {
                    let old = _geometry.height(ofSlot: slot)
                    let new = _measure(position.section, .header)
                    _geometry.setHeight(new, ofSlot: slot, known: true)
                    if new != old {
                        changed = true
                        adjustment += new - old
                    }
                }
            }
            while true {
                let slot = _geometry.slot(position.section, position.kind)
                let minY = _geometry.minY(ofSlot: slot)
                if minY > bottom { break }
                if !_geometry.isKnown(slot) {
                    let old = _geometry.height(ofSlot: slot)
                    let new = _measure(position.section, position.kind)
                    _geometry.setHeight(new, ofSlot: slot, known: true)
                    if new != old {
                        changed = true
                        if minY < top { adjustment += new - old }
                    }
                }
                guard let next = _geometry.next(after: position.section, position.kind) else { break }
                position = next
            }
            if adjustment != 0 {
                var offset = contentOffset
                offset.y += adjustment
                contentOffset = offset
            }
            if !changed { return }
        }
    }

    /// The real height of a slot coming on screen.
    private func _measure(_ section: Int, _ kind: _UITableViewGeometry.Kind) -> CGFloat {
        switch kind {
        case .row(let row):
            let indexPath = IndexPath(row: row, section: section)
            let h = _tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
            if h >= 0 { return h }
            if _effectiveEstimatesOff { return ListConstants.defaultRowHeight }
            let cell = _preparedCell(for: indexPath)
            return cell._fittingHeight(forWidth: _rowFrameX.width)
        case .header, .footer:
            let isFooter = kind == .footer
            let explicit = isFooter ? (_tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
                : (_tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
            if explicit >= 0 { return explicit }
            let view = _preparedSupplementary(section, isFooter: isFooter)
            if let headerFooter = view as? UITableViewHeaderFooterView {
                return headerFooter._fittingHeight(forWidth: _supplementaryWidth, isFirstSection: section == 0)
            }
            if let view {
                if !view.constraints.isEmpty {
                    return view.systemLayoutSizeFitting(CGSize(width: _supplementaryWidth, height: 0),
                                                        withHorizontalFittingPriority: .required,
                                                        verticalFittingPriority: .fittingSizeLevel).height
                }
                return view.frame.height
            }
            return UITableViewHeaderFooterView._titleHeight(nil, style: style, isFooter: isFooter, isFirstSection: section == 0,
                                                            width: _supplementaryTextWidth)
        }
    }

    /// Estimation is off (every row's height is asked at load; automatic rows are 44 pt).
    private var _effectiveEstimatesOff: Bool { estimatedRowHeight == 0 }

    /// The x and width of rows: the full width, or inset by the content margin in inset-grouped
    /// tables.
    var _rowFrameX: (x: CGFloat, width: CGFloat) {
        let width = bounds.width
        guard style == .insetGrouped else { return (0, width) }
        let inset = ListConstants.contentSideMargin(forWidth: width)
        return (inset, max(0, width - 2 * inset))
    }

    var _supplementaryWidth: CGFloat { bounds.width }

    /// The frame of a row in content coordinates, from the geometry.
    func _rowFrame(_ indexPath: IndexPath) -> CGRect {
        let slot = _geometry.rowSlot(indexPath)
        let x = _rowFrameX
        return CGRect(x: x.x, y: _geometry.minY(ofSlot: slot), width: x.width, height: _geometry.height(ofSlot: slot))
    }

    /// A cell's frame: its row's, moved sideways while its swipe actions show.
    func _cellFrame(_ indexPath: IndexPath) -> CGRect {
        var frame = _rowFrame(indexPath)
        if let swipe = _swipe, swipe.indexPath == indexPath { frame.origin.x += swipe.offset }
        return frame
    }

    // MARK: Cells

    /// The cell of a row coming on screen: one already prepared in this pass, or the data
    /// source's.
    func _preparedCell(for indexPath: IndexPath) -> UITableViewCell {
        if let i = _preparedCells.firstIndex(where: { $0._indexPath == indexPath }) { return _preparedCells[i] }
        let cell = _askCell(at: indexPath)
        _preparedCells.append(cell)
        return cell
    }

    /// `cellForRowAt`, placed in the table (hidden until shown), sized to the row.
    func _askCell(at indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource else {
            _rockhopperFailure("UITableView (\(self)) has rows but no dataSource to give their cells")
        }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        _adopt(cell, at: indexPath)
        return cell
    }

    /// Makes `cell` the table's cell for `indexPath`: a subview (below headers), its table,
    /// index path and place in its section, and the table's selection and editing state.
    func _adopt(_ cell: UITableViewCell, at indexPath: IndexPath) {
        if cell.superview !== self { _insertCellView(cell) }
        cell._tableView = self
        cell._indexPath = indexPath
        _updatePlacement(of: cell, at: indexPath)
        let frame = _rowFrame(indexPath)
        if cell.frame != frame { cell.frame = frame }
        cell.setHighlighted(false, animated: false)
        cell.setSelected(_selectedRows.contains(indexPath), animated: false)
        _configureEditing(of: cell, at: indexPath, animated: false)
    }

    func _updatePlacement(of cell: UITableViewCell, at indexPath: IndexPath) {
        let first = indexPath.row == 0
        let last = indexPath.row == _geometry.rowCounts[indexPath.section] - 1
        if cell._isFirstInSection != first || cell._isLastInSection != last {
            cell._isFirstInSection = first
            cell._isLastInSection = last
            cell.setNeedsLayout()
        }
    }

    /// Cells go below headers, footers and the index.
    func _insertCellView(_ cell: UIView) {
        if let background = backgroundView, background.superview === self {
            insertSubview(cell, aboveSubview: background)
        } else {
            insertSubview(cell, at: 0)
        }
    }

    /// The first and last rows (by index path) that intersect the visible area, if any.
    func _visibleRowRange() -> (first: IndexPath, last: IndexPath)? {
        let (top, bottom) = _visibleContentRange
        guard var position = _firstVisibleSlot(top: top) else { return nil }
        var first: IndexPath?, last: IndexPath?
        while true {
            let slot = _geometry.slot(position.section, position.kind)
            let minY = _geometry.minY(ofSlot: slot)
            if minY >= bottom { break }
            if case .row(let row) = position.kind {
                let h = _geometry.height(ofSlot: slot)
                if h > 0 && minY + h > top {
                    let indexPath = IndexPath(row: row, section: position.section)
                    if first == nil { first = indexPath }
                    last = indexPath
                }
            }
            guard let next = _geometry.next(after: position.section, position.kind) else { break }
            position = next
        }
        guard let first, let last else { return nil }
        return (first, last)
    }

    /// Gives back the cells that left, asks for the ones that came, and places them all.
    func _updateVisibleCells() {
        defer { _recyclePreparedCells() }
        guard let range = _visibleRowRange() else {
            while let cell = _visibleCells.popLast() { _recycle(cell) }
            return
        }
        // Cells outside the range leave.
        var i = 0
        while i < _visibleCells.count {
            let cell = _visibleCells[i]
            if let ip = cell._indexPath, ip >= range.first && ip <= range.last,
               _geometry.height(ofSlot: _geometry.rowSlot(ip)) > 0 {
                i += 1
            } else {
                _visibleCells.remove(at: i)
                _recycle(cell)
            }
        }
        // Walk the range, merging with the cells kept (both in index-path order).
        var position: (section: Int, kind: _UITableViewGeometry.Kind) = (range.first.section, .row(range.first.row))
        var k = 0
        while true {
            if case .row(let row) = position.kind {
                let indexPath = IndexPath(row: row, section: position.section)
                if k < _visibleCells.count, _visibleCells[k]._indexPath == indexPath {
                    let cell = _visibleCells[k]
                    let frame = _cellFrame(indexPath)
                    if cell.frame != frame { cell.frame = frame }
                    _updatePlacement(of: cell, at: indexPath)
                    k += 1
                } else if _geometry.height(ofSlot: _geometry.rowSlot(indexPath)) > 0 {
                    let cell = _takePreparedCell(indexPath) ?? _askCell(at: indexPath)
                    cell.isHidden = false
                    _visibleCells.insert(cell, at: k)
                    k += 1
                    _tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                }
                if indexPath == range.last { break }
            }
            guard let next = _geometry.next(after: position.section, position.kind) else { break }
            position = next
        }
    }

    private func _takePreparedCell(_ indexPath: IndexPath) -> UITableViewCell? {
        guard let i = _preparedCells.firstIndex(where: { $0._indexPath == indexPath }) else { return nil }
        let cell = _preparedCells.remove(at: i)
        let frame = _rowFrame(indexPath)
        if cell.frame != frame { cell.frame = frame }
        return cell
    }

    /// Cells prepared for measuring whose rows did not end up on screen go back to the pool
    /// without having been displayed.
    private func _recyclePreparedCells() {
        while let cell = _preparedCells.popLast() {
            cell._indexPath = nil
            _enqueueOrDiscard(cell)
        }
    }

    /// A cell leaves the screen: `didEndDisplaying`, then back to the pool (hidden), or out of the
    /// table when it has no reuse identifier.
    func _recycle(_ cell: UITableViewCell) {
        let indexPath = cell._indexPath
        if let indexPath { _tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
        if _swipe?.cell === cell { _endSwipe(animated: false) }
        cell._indexPath = nil
        _enqueueOrDiscard(cell)
    }

    func _enqueueOrDiscard(_ cell: UITableViewCell) {
        cell.setHighlighted(false, animated: false)
        if _cellPool.enqueue(cell) {
            cell.isHidden = true
        } else {
            cell.removeFromSuperview()
        }
    }

    /// Every cell and header view on screen leaves (a reload).
    func _discardVisibleViews() {
        while let cell = _visibleCells.popLast() { _recycle(cell) }
        while let entry = _visibleSupplementaries.popLast() { _recycleSupplementary(entry) }
    }

    // MARK: Headers and footers

    /// The header or footer view of a section coming on screen: the delegate's view, or the
    /// style's view for the data source's title, or nil.
    func _preparedSupplementary(_ section: Int, isFooter: Bool) -> UIView? {
        if let entry = _visibleSupplementaries.first(where: { $0.section == section && $0.isFooter == isFooter }) { return entry.view }
        if let i = _preparedSupplementaries.firstIndex(where: { $0.section == section && $0.isFooter == isFooter }) {
            return _preparedSupplementaries[i].view
        }
        let custom = isFooter ? _tableDelegate?.tableView(self, viewForFooterInSection: section)
            : _tableDelegate?.tableView(self, viewForHeaderInSection: section)
        var view = custom
        if view == nil, let title = _supplementaryTitle(section, isFooter: isFooter), !title.isEmpty {
            let titled = _dequeueTitleView()
            titled._title = title
            _ = titled.textLabel
            view = titled
        }
        guard let view else { return nil }
        if let headerFooter = view as? UITableViewHeaderFooterView {
            headerFooter._tableView = self
            headerFooter._tableStyle = style
            headerFooter._isFooter = isFooter
        }
        if view.superview !== self { addSubview(view) }
        view.isHidden = false
        _preparedSupplementaries.append(_UITableViewSupplementary(section: section, isFooter: isFooter, view: view))
        return view
    }

    /// The reuse identifier of the table's own title views.
    static let _titleViewIdentifier = "_UITableViewHeaderFooterViewTitle"

    private func _dequeueTitleView() -> UITableViewHeaderFooterView {
        if !_headerFooterPool.isRegistered(Self._titleViewIdentifier) {
            _headerFooterPool.register({ UITableViewHeaderFooterView(reuseIdentifier: $0) }, for: Self._titleViewIdentifier)
        }
        return _headerFooterPool.dequeue(Self._titleViewIdentifier)!.view
    }

    /// Shows the headers and footers of the sections on screen and places them (sticky in the
    /// plain style).
    func _updateVisibleSupplementaries() {
        defer { _recyclePreparedSupplementaries() }
        let (top, bottom) = _visibleContentRange
        var firstSection = Int.max, lastSection = -1
        if let start = _firstVisibleSlot(top: top) {
            firstSection = start.section
            lastSection = start.section
            var s = start.section
            while s < _geometry.numberOfSections && _geometry.sectionRange(s).minY < bottom {
                lastSection = s
                s += 1
            }
        }
        // Views of sections that left.
        var i = 0
        while i < _visibleSupplementaries.count {
            let entry = _visibleSupplementaries[i]
            let slot = entry.isFooter ? _geometry.footerSlot(min(entry.section, _geometry.numberOfSections - 1))
                : _geometry.headerSlot(min(entry.section, max(0, _geometry.numberOfSections - 1)))
            if entry.section < firstSection || entry.section > lastSection || !_supplementaryIsVisible(entry.section, isFooter: entry.isFooter, top: top, bottom: bottom) || _geometry.height(ofSlot: slot) <= 0 {
                _visibleSupplementaries.remove(at: i)
                _recycleSupplementary(entry)
            } else {
                i += 1
            }
        }
        guard lastSection >= firstSection else { return }
        for s in firstSection...lastSection {
            for isFooter in [false, true] {
                let slot = isFooter ? _geometry.footerSlot(s) : _geometry.headerSlot(s)
                guard _geometry.height(ofSlot: slot) > 0, _supplementaryIsVisible(s, isFooter: isFooter, top: top, bottom: bottom) else { continue }
                if let entry = _visibleSupplementaries.first(where: { $0.section == s && $0.isFooter == isFooter }) {
                    _placeSupplementary(entry.view, section: s, isFooter: isFooter)
                    continue
                }
                guard let view = _preparedSupplementary(s, isFooter: isFooter) else { continue }
                _preparedSupplementaries.removeAll { $0.view === view }
                _visibleSupplementaries.append(_UITableViewSupplementary(section: s, isFooter: isFooter, view: view))
                _placeSupplementary(view, section: s, isFooter: isFooter)
                if isFooter {
                    _tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: s)
                } else {
                    _tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: s)
                }
            }
        }
    }

    /// Whether a section's header or footer is on screen: a plain table's while any of its section
    /// is (they stick), a grouped table's while it is itself.
    private func _supplementaryIsVisible(_ section: Int, isFooter: Bool, top: CGFloat, bottom: CGFloat) -> Bool {
        guard section < _geometry.numberOfSections else { return false }
        if style == .plain {
            let range = _geometry.sectionRange(section)
            return range.maxY > top && range.minY < bottom
        }
        let slot = isFooter ? _geometry.footerSlot(section) : _geometry.headerSlot(section)
        let minY = _geometry.minY(ofSlot: slot)
        return minY < bottom && minY + _geometry.height(ofSlot: slot) > top
    }

    /// The frame of a header or footer: its slot, or in the plain style pinned inside the visible
    /// area while its section is on screen.
    func _supplementaryFrame(_ section: Int, isFooter: Bool) -> CGRect {
        let slot = isFooter ? _geometry.footerSlot(section) : _geometry.headerSlot(section)
        var y = _geometry.minY(ofSlot: slot)
        let h = _geometry.height(ofSlot: slot)
        if style == .plain {
            let range = _geometry.sectionRange(section)
            if isFooter {
                let visibleBottom = bounds.maxY - adjustedContentInset.bottom
                let headerEnd = _geometry.minY(ofSlot: _geometry.headerSlot(section)) + _geometry.height(ofSlot: _geometry.headerSlot(section))
                y = max(min(y, visibleBottom - h), headerEnd)
            } else {
                let visibleTop = bounds.minY + adjustedContentInset.top
                let footerStart = _geometry.minY(ofSlot: _geometry.footerSlot(section))
                y = min(max(y, visibleTop), footerStart - h)
                y = max(y, range.minY)
            }
        }
        return CGRect(x: 0, y: y, width: _supplementaryWidth, height: h)
    }

    private func _placeSupplementary(_ view: UIView, section: Int, isFooter: Bool) {
        let frame = _supplementaryFrame(section, isFooter: isFooter)
        if view.frame != frame { view.frame = frame }
    }

    private func _recyclePreparedSupplementaries() {
        while let entry = _preparedSupplementaries.popLast() { _enqueueOrDiscardSupplementary(entry.view) }
    }

    func _recycleSupplementary(_ entry: _UITableViewSupplementary) {
        if entry.isFooter {
            _tableDelegate?.tableView(self, didEndDisplayingFooterView: entry.view, forSection: entry.section)
        } else {
            _tableDelegate?.tableView(self, didEndDisplayingHeaderView: entry.view, forSection: entry.section)
        }
        _enqueueOrDiscardSupplementary(entry.view)
    }

    func _enqueueOrDiscardSupplementary(_ view: UIView) {
        if let headerFooter = view as? UITableViewHeaderFooterView, _headerFooterPool.enqueue(headerFooter) {
            view.isHidden = true
        } else {
            view.removeFromSuperview()
        }
    }

    // MARK: Filler separators

    /// A plain table without a footer view continues its separators below the last row.
    private func _layoutFillerSeparators() {
        let shows = style == .plain && separatorStyle != .none && tableFooterView == nil && _geometry.numberOfSections > 0
        guard shows else {
            _fillerSeparators?.isHidden = true
            return
        }
        let filler: _UITableViewFillerSeparatorsView
        if let existing = _fillerSeparators {
            filler = existing
        } else {
            filler = _UITableViewFillerSeparatorsView()
            _insertCellView(filler)
            _fillerSeparators = filler
        }
        filler.isHidden = false
        filler.rowHeight = rowHeight >= 0 ? rowHeight : ListConstants.defaultRowHeight
        filler.color = separatorColor ?? .separator
        filler.inset = separatorInset
        let frame = CGRect(x: 0, y: _geometry.sectionsEnd, width: bounds.width, height: max(bounds.height, 0))
        if filler.frame != frame { filler.frame = frame }
    }
}

/// The separators a plain table draws below its last row. Not API.
@MainActor
final class _UITableViewFillerSeparatorsView: UIView {
    var rowHeight: CGFloat = ListConstants.defaultRowHeight { didSet { if rowHeight != oldValue { setNeedsDisplay() } } }
    var color: UIColor = .separator { didSet { if color != oldValue { setNeedsDisplay() } } }
    var inset: UIEdgeInsets = .zero { didSet { if inset != oldValue { setNeedsDisplay() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        guard rowHeight > 0 else { return }
        let pixel = 1 / (window?.screen.scale ?? UIScreen.main.scale)
        color.setFill()
        var y = rowHeight - pixel
        while y < bounds.height {
            UIBezierPath(rect: CGRect(x: inset.left, y: y, width: bounds.width - inset.left - inset.right, height: pixel)).fill()
            y += rowHeight
        }
    }
}
