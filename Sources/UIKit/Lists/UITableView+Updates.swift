import Foundation

// Changing what the table shows ([A] `UITableView` "Inserting, deleting, and moving rows and
// sections", "Reloading the table view", `performBatchUpdates(_:completion:)`).
//
// `reloadData()` marks everything stale; the next layout (or query) reloads. The row and section
// operations collect into a batch — `performBatchUpdates`, `beginUpdates`/`endUpdates` (nested
// levels count as one), or a batch of one when called alone — with UIKit's index rules (deletes
// and reloads by index before, inserts after, moves from before to after; `_ListUpdatePlanner`).
// At the end of the outermost batch the table asks the data source for the counts again, checks
// them (an inconsistent batch stops the program with UIKit's message), and applies the plan:
// heights of rows that stay are kept, the selection and open swipe follow their rows, and what is
// on screen moves to its new place in one 0.3 s animation: rows that stay slide, deleted rows
// leave and inserted rows come in by their `RowAnimation`, reloaded rows are replaced (fading).
// The completion runs when the animation ends (at once out of a window).
extension UITableView {
    /// Reloads everything (counts, heights, the cells on screen, headers, footers, the index) at
    /// the next layout. The scroll position is kept (within the new range); the selection is
    /// cleared.
    public func reloadData() {
        _setNeedsReload()
    }

    /// Reloads the section index's titles.
    public func reloadSectionIndexTitles() {
        _index?._titlesDidChange()
        setNeedsLayout()
    }

    /// Whether updates are collected but not yet applied (inside `beginUpdates`).
    public var hasUncommittedUpdates: Bool { _updateDepth > 0 && !_pendingUpdates.isEmpty }

    // MARK: Batches

    /// Runs `updates` (inserts, deletes, moves, reloads) as one batch, animated, then
    /// `completion(true)` when the animation ends.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { _pendingCompletions.append(completion) }
        endUpdates()
    }

    /// Starts collecting updates; nested calls count as one.
    public func beginUpdates() {
        if _updateDepth == 0 { _reloadIfNeeded() }
        _updateDepth += 1
    }

    /// Ends a `beginUpdates` level; the outermost applies the batch.
    public func endUpdates() {
        _rockhopperPrecondition(_updateDepth > 0, "UITableView endUpdates() without a matching beginUpdates()")
        _updateDepth -= 1
        if _updateDepth == 0 { _commitUpdates() }
    }

    private func _record(_ body: () -> Void) {
        beginUpdates()
        body()
        endUpdates()
    }

    // MARK: Sections

    /// Inserts sections (indices after the batch).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        _record {
            for s in sections {
                _pendingUpdates.insertedSections.append(s)
                _pendingAnimations.insertedSections[s] = animation
            }
        }
    }

    /// Deletes sections (indices before the batch).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        _record {
            for s in sections {
                _pendingUpdates.deletedSections.append(s)
                _pendingAnimations.deletedSections[s] = animation
            }
        }
    }

    /// Reloads sections (indices before the batch): their rows are replaced.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        _record {
            for s in sections {
                _pendingUpdates.reloadedSections.append(s)
                _pendingAnimations.reloadedSections[s] = animation
            }
        }
    }

    /// Moves a section from an index before the batch to one after it.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        _record { _pendingUpdates.movedSections.append((section, newSection)) }
    }

    // MARK: Rows

    /// Inserts rows (index paths after the batch).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _record {
            for ip in indexPaths {
                _pendingUpdates.insertedItems.append(ip)
                _pendingAnimations.insertedRows[ip] = animation
            }
        }
    }

    /// Deletes rows (index paths before the batch).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _record {
            for ip in indexPaths {
                _pendingUpdates.deletedItems.append(ip)
                _pendingAnimations.deletedRows[ip] = animation
            }
        }
    }

    /// Reloads rows (index paths before the batch): each gets a new cell from the data source.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _record {
            for ip in indexPaths {
                _pendingUpdates.reloadedItems.append(ip)
                _pendingAnimations.reloadedRows[ip] = animation
            }
        }
    }

    /// Moves a row from an index path before the batch to one after it.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        _record { _pendingUpdates.movedItems.append((indexPath, newIndexPath)) }
    }

    // MARK: Applying

    private func _commitUpdates() {
        let planner = _pendingUpdates
        let animations = _pendingAnimations
        let completions = _pendingCompletions
        _pendingUpdates = _ListUpdatePlanner()
        _pendingAnimations = _UITableViewUpdateAnimations()
        _pendingCompletions = []
        let before = _geometry.rowCounts
        let after = _askRowCounts()
        let plan: _ListUpdatePlan
        do {
            plan = try planner.plan(before: before, after: after)
        } catch {
            _rockhopperFailure("*** Assertion failure in -[UITableView _endCellAnimationsWithContext:]\nTerminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(error.message)'")
        }
        if planner.isEmpty {
            // An empty batch re-asks the heights of the rows, animating their changes.
            _geometry.markRowsUnknown()
        }
        _applyPlan(plan, after: after, animations: animations, completions: completions, animated: _batchAnimated)
    }

    /// Moves the table from its current counts to `after` by `plan`, animating what is on screen.
    func _applyPlan(_ plan: _ListUpdatePlan, after: [Int], animations: _UITableViewUpdateAnimations,
                    completions: [(Bool) -> Void], animated: Bool) {
        let oldGeometry = _geometry
        let animates = animated && window != nil
        _unhighlight()

        // The new geometry: rows and sections that stay keep their heights.
        let policy = _rowHeightPolicy(firstRow: after.firstIndex { $0 > 0 }.map { IndexPath(row: 0, section: $0) })
        var geometry = _UITableViewGeometry(rowCounts: after) { section, kind in
            let oldSection = plan.sectionBefore[section]
            let sectionStays = oldSection.map { !plan.reloadedSections.contains($0) } ?? false
            switch kind {
            case .header, .footer:
                if sectionStays, let old = oldSection {
                    let slot = kind == .header ? oldGeometry.headerSlot(old) : oldGeometry.footerSlot(old)
                    return (oldGeometry.height(ofSlot: slot), oldGeometry.isKnown(slot))
                }
                return self._estimatedSupplementaryHeight(section, isFooter: kind == .footer)
            case .row(let row):
                if let old = plan.itemBefore[section][row] {
                    let slot = oldGeometry.rowSlot(old)
                    return (oldGeometry.height(ofSlot: slot), oldGeometry.isKnown(slot))
                }
                return self._initialRowHeight(IndexPath(row: row, section: section), policy)
            }
        }
        geometry.tableHeaderHeight = oldGeometry.tableHeaderHeight
        geometry.tableFooterHeight = oldGeometry.tableFooterHeight

        // The selection, the open swipe and a drag follow their rows.
        _selectedRows = Set(_selectedRows.compactMap { plan.surviving($0) })
        if let swipe = _swipe {
            if let moved = plan.surviving(swipe.indexPath) { _swipe!.indexPath = moved } else { _endSwipe(animated: false) }
        }

        // Cells on screen: the ones that stay get their new index paths; the others leave.
        var leaving: [(view: UIView, from: CGRect, animation: RowAnimation, reload: Bool)] = []
        var kept: [(cell: UITableViewCell, from: CGRect)] = []
        for cell in _visibleCells {
            guard let old = cell._indexPath else { continue }
            if let new = plan.surviving(old) {
                cell._indexPath = new
                kept.append((cell, cell.frame))
            } else {
                let reload = plan.reloadedItems.contains(old) || plan.reloadedSections.contains(old.section)
                _tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: old)
                cell._indexPath = nil
                leaving.append((cell, cell.frame, animations.leaving(old, plan), reload))
            }
        }
        _visibleCells = kept.map(\.cell).sorted { $0._indexPath! < $1._indexPath! }

        // Headers and footers: sections that stay keep theirs.
        var keptSupplementaries: [(view: UIView, from: CGRect)] = []
        var remaining: [_UITableViewSupplementary] = []
        for var entry in _visibleSupplementaries {
            let new = plan.sectionAfter[entry.section]
            if let new, !plan.reloadedSections.contains(entry.section) {
                entry.section = new
                remaining.append(entry)
                keptSupplementaries.append((entry.view, entry.view.frame))
            } else {
                if entry.isFooter {
                    _tableDelegate?.tableView(self, didEndDisplayingFooterView: entry.view, forSection: entry.section)
                } else {
                    _tableDelegate?.tableView(self, didEndDisplayingHeaderView: entry.view, forSection: entry.section)
                }
                let animation = animations.sectionLeaving(entry.section, plan)
                leaving.append((entry.view, entry.view.frame, animation, plan.reloadedSections.contains(entry.section)))
            }
        }
        _visibleSupplementaries = remaining
        _geometry = geometry

        // The new layout, without animation: what is on screen now is measured and made.
        var appearing: [(view: UIView, from: CGRect?, animation: RowAnimation)] = []
        var leavingTargets: [ObjectIdentifier: CGRect] = [:]
        var targets: [(view: UIView, to: CGRect)] = []
        UIView.performWithoutAnimation {
            let size = CGSize(width: bounds.width, height: _geometry.contentHeight)
            if contentSize != size { contentSize = size }
            let maxY = max(-adjustedContentInset.top, _geometry.contentHeight + adjustedContentInset.bottom - bounds.height)
            if contentOffset.y > maxY && !isDragging {
                var offset = contentOffset
                offset.y = maxY
                contentOffset = offset
            }
            let keptCells = Set(kept.map { ObjectIdentifier($0.cell) })
            // Cells that stay but end off screen are recycled after they slide away.
            _measureVisibleSlots()
            let range = _visibleRowRange()
            var i = 0
            while i < _visibleCells.count {
                let cell = _visibleCells[i]
                if let ip = cell._indexPath, let range, ip >= range.first && ip <= range.last {
                    i += 1
                } else {
                    _visibleCells.remove(at: i)
                    let from = kept.first { $0.cell === cell }?.from ?? cell.frame
                    let to = cell._indexPath.map { _rowFrame($0) } ?? cell.frame
                    if let ip = cell._indexPath { _tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: ip) }
                    cell._indexPath = nil
                    if animates {
                        leaving.append((cell, from, .none, false))
                        cell.frame = to
                        leavingTargets[ObjectIdentifier(cell)] = to
                    } else {
                        _enqueueOrDiscard(cell)
                    }
                }
            }
            let before = Set(_visibleCells.map { ObjectIdentifier($0) })
            _updateVisibleCells()
            _updateVisibleSupplementaries()
            for cell in _visibleCells where !before.contains(ObjectIdentifier(cell)) && !keptCells.contains(ObjectIdentifier(cell)) {
                guard let ip = cell._indexPath else { continue }
                cell.layoutIfNeeded()
                if let old = plan.itemBefore[ip.section][ip.row] {
                    appearing.append((cell, oldGeometry.rowSlot(old) < oldGeometry.slotCount ? _rowFrame(old, in: oldGeometry) : nil, .none))
                } else {
                    appearing.append((cell, nil, animations.appearing(ip, plan)))
                }
            }
            for entry in _visibleSupplementaries where !remaining.contains(where: { $0.view === entry.view }) {
                appearing.append((entry.view, nil, .fade))
            }
            for cell in _visibleCells { _updatePlacement(of: cell, at: cell._indexPath!); cell.setNeedsLayout(); cell.layoutIfNeeded() }
            _layoutTable()
        }

        guard animates else {
            for item in leaving { _finishLeaving(item.view) }
            for completion in completions { completion(true) }
            return
        }

        // Start states (no animation), then the animation to the end states.
        UIView.performWithoutAnimation {
            for (cell, from) in kept where _visibleCells.contains(where: { $0 === cell }) {
                let to = cell.frame
                if from != to { cell.frame = from }
                targets.append((cell, to))
            }
            for (view, from) in keptSupplementaries where view.superview === self {
                let to = view.frame
                if from != to { view.frame = from }
                targets.append((view, to))
            }
            for item in appearing {
                let to = item.view.frame
                if let from = item.from {
                    item.view.frame = from
                } else {
                    _UITableViewRowAnimationStyle.prepareAppearing(item.view, animation: item.animation)
                }
                targets.append((item.view, to))
            }
            for item in leaving {
                item.view.isHidden = false
                if item.view.superview == nil { _insertCellView(item.view) }
                if item.animation == .top || item.animation == .bottom { sendSubviewToBack(item.view); _keepBackgroundViewBehind() }
                if let target = leavingTargets[ObjectIdentifier(item.view)] {
                    item.view.frame = item.from
                    targets.append((item.view, target))
                } else if item.animation == .none && !item.reload {
                    item.view.isHidden = true
                }
            }
        }
        let animationTargets = targets
        let leavingViews = leaving
        _runningUpdateAnimations += 1
        _leavingViews.append(contentsOf: leaving.map(\.view))
        UIView.animate(withDuration: ListConstants.updateAnimationDuration, animations: {
            for (view, to) in animationTargets {
                view.frame = to
                view.alpha = 1
                view.transform = .identity
            }
            for item in leavingViews where animationTargets.allSatisfy({ $0.view !== item.view }) {
                _UITableViewRowAnimationStyle.applyLeaving(item.view, from: item.from, animation: item.animation)
            }
        }, completion: { [weak self] finished in
            guard let self else { return }
            self._runningUpdateAnimations -= 1
            for item in leavingViews { self._finishLeaving(item.view) }
            for completion in completions { completion(finished) }
        })
    }

    /// A leaving cell or header view's animation ended: back to its pool, looking normal again.
    private func _finishLeaving(_ view: UIView) {
        _leavingViews.removeAll { $0 === view }
        UIView.performWithoutAnimation {
            view.alpha = 1
            view.transform = .identity
        }
        if let cell = view as? UITableViewCell {
            guard !_visibleCells.contains(where: { $0 === cell }) else { return }
            _enqueueOrDiscard(cell)
        } else if !_visibleSupplementaries.contains(where: { $0.view === view }) {
            _enqueueOrDiscardSupplementary(view)
        }
    }

    /// Keeps the table's background view behind cells sent to the back.
    private func _keepBackgroundViewBehind() {
        if let background = backgroundView, background.superview === self { sendSubviewToBack(background) }
    }

    /// A row's frame in another geometry (the one before an update).
    func _rowFrame(_ indexPath: IndexPath, in geometry: _UITableViewGeometry) -> CGRect {
        let slot = geometry.rowSlot(indexPath)
        let x = _rowFrameX
        return CGRect(x: x.x, y: geometry.minY(ofSlot: slot), width: x.width, height: geometry.height(ofSlot: slot))
    }
}

/// The animations given with a batch's operations, by index. Not API.
struct _UITableViewUpdateAnimations {
    var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var reloadedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var deletedSections: [Int: UITableView.RowAnimation] = [:]
    var insertedSections: [Int: UITableView.RowAnimation] = [:]
    var reloadedSections: [Int: UITableView.RowAnimation] = [:]

    /// How the row at `old` (before) leaves.
    func leaving(_ old: IndexPath, _ plan: _ListUpdatePlan) -> UITableView.RowAnimation {
        deletedRows[old] ?? reloadedRows[old] ?? deletedSections[old.section] ?? reloadedSections[old.section] ?? .fade
    }

    /// How a section's header or footer (index before) leaves.
    func sectionLeaving(_ old: Int, _ plan: _ListUpdatePlan) -> UITableView.RowAnimation {
        deletedSections[old] ?? reloadedSections[old] ?? .fade
    }

    /// How the new row at `new` (after) comes.
    func appearing(_ new: IndexPath, _ plan: _ListUpdatePlan) -> UITableView.RowAnimation {
        if let animation = insertedRows[new] ?? insertedSections[new.section] { return animation }
        if let old = plan.sectionBefore[new.section], let animation = reloadedSections[old] { return animation }
        for (old, animation) in reloadedRows where plan.itemAfter[old.section][old.row] == new { return animation }
        return .fade
    }
}

/// Where rows start when they come and end when they go, per `RowAnimation`. Not API.
@MainActor
enum _UITableViewRowAnimationStyle {
    static func prepareAppearing(_ view: UIView, animation: UITableView.RowAnimation) {
        let f = view.frame
        switch animation {
        case .fade, .automatic: view.alpha = 0
        case .right: view.frame.origin.x = f.minX + f.width
        case .left: view.frame.origin.x = f.minX - f.width
        case .top: view.frame.origin.y = f.minY - f.height; view.alpha = 0
        case .bottom: view.frame.origin.y = f.minY + f.height; view.alpha = 0
        case .middle: view.transform = CGAffineTransform(scaleX: 1, y: 0.01); view.alpha = 0
        case .none: break
        }
    }

    static func applyLeaving(_ view: UIView, from: CGRect, animation: UITableView.RowAnimation) {
        switch animation {
        case .fade, .automatic: view.alpha = 0
        case .right: view.frame.origin.x = from.minX + from.width
        case .left: view.frame.origin.x = from.minX - from.width
        case .top: view.frame.origin.y = from.minY - from.height; view.alpha = 0
        case .bottom: view.frame.origin.y = from.minY + from.height; view.alpha = 0
        case .middle: view.transform = CGAffineTransform(scaleX: 1, y: 0.01); view.alpha = 0
        case .none: view.alpha = 0
        }
    }
}
