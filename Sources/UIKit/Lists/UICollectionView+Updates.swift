import Foundation

// Changing what the collection view shows ([A] `UICollectionView` "Inserting, moving, and
// deleting items", "Reloading content", `performBatchUpdates(_:completion:)`).
//
// `reloadData()` marks everything stale; the next layout reloads, without animation. The item
// and section operations collect into a batch — `performBatchUpdates`, or a batch of one when
// called alone — with UIKit's index rules (`_ListUpdatePlanner`, shared with `UITableView`:
// deletes and reloads by index before, inserts after, moves from before to after). At the end of
// the batch the collection view asks the data source for the counts again, checks them (an
// inconsistent batch stops the program with UIKit's message, in the collection view's words),
// prepares the layout again and animates what is on screen in 0.3 s (as the table,
// DEVIATIONS 166): views that stay move to their new frames, deleted items fade out where they
// were, inserted items and items coming on screen fade in, reloaded items are replaced by a new
// cell (cross-fading). The selection follows its items. The completion runs when the animation
// ends (at once out of a window).
extension UICollectionView {
    /// Reloads everything at the next layout, without animation. The selection is cleared.
    public func reloadData() {
        _setNeedsReload()
    }

    /// Runs `updates` (inserts, deletes, moves, reloads) as one animated batch, then
    /// `completion(true)` when the animation ends.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _beginUpdates()
        updates?()
        if let completion { _pendingCompletions.append(completion) }
        _endUpdates()
    }

    private func _beginUpdates() {
        if _updateDepth == 0 {
            _reloadIfNeeded()
        }
        _updateDepth += 1
    }

    private func _endUpdates() {
        _updateDepth -= 1
        if _updateDepth == 0 { _commitUpdates() }
    }

    private func _record(_ body: () -> Void) {
        _beginUpdates()
        body()
        _endUpdates()
    }

    /// Inserts sections (indices after the batch).
    public func insertSections(_ sections: IndexSet) {
        _record { _pendingUpdates.insertedSections.append(contentsOf: sections) }
    }

    /// Deletes sections (indices before the batch).
    public func deleteSections(_ sections: IndexSet) {
        _record { _pendingUpdates.deletedSections.append(contentsOf: sections) }
    }

    /// Reloads sections (indices before the batch): their items get new cells.
    public func reloadSections(_ sections: IndexSet) {
        _record { _pendingUpdates.reloadedSections.append(contentsOf: sections) }
    }

    /// Moves a section from an index before the batch to one after it.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        _record { _pendingUpdates.movedSections.append((section, newSection)) }
    }

    /// Inserts items (index paths after the batch).
    public func insertItems(at indexPaths: [IndexPath]) {
        _record { _pendingUpdates.insertedItems.append(contentsOf: indexPaths) }
    }

    /// Deletes items (index paths before the batch).
    public func deleteItems(at indexPaths: [IndexPath]) {
        _record { _pendingUpdates.deletedItems.append(contentsOf: indexPaths) }
    }

    /// Reloads items (index paths before the batch): each gets a new cell from the data source.
    public func reloadItems(at indexPaths: [IndexPath]) {
        _record { _pendingUpdates.reloadedItems.append(contentsOf: indexPaths) }
    }

    /// Moves an item from an index path before the batch to one after it.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        _record { _pendingUpdates.movedItems.append((indexPath, newIndexPath)) }
    }

    // MARK: Applying

    private func _commitUpdates() {
        let planner = _pendingUpdates
        let completions = _pendingCompletions
        _pendingUpdates = _ListUpdatePlanner(vocabulary: .items)
        _pendingCompletions = []
        let before = _itemCounts
        let after = _askItemCounts()
        let plan: _ListUpdatePlan
        do {
            plan = try planner.plan(before: before, after: after)
        } catch {
            _rockhopperFailure("*** Assertion failure in -[UICollectionView _endItemAnimationsWithInvalidationContext:tentativelyForReordering:animator:collectionViewAnimator:]\nTerminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(error.message)'")
        }
        _applyPlan(plan, after: after, completions: completions, animated: _batchAnimated)
    }

    /// Moves the collection view from its counts to `after` by `plan`, animating what is on
    /// screen (`animated` and in a window).
    func _applyPlan(_ plan: _ListUpdatePlan, after: [Int], completions: [(Bool) -> Void], animated: Bool) {
        let animates = animated && window != nil
        _unhighlight()
        _selectedItems = Set(_selectedItems.compactMap { plan.surviving($0) })
        if let flow = collectionViewLayout as? UICollectionViewFlowLayout, !flow._measured.isEmpty {
            var measured: [IndexPath: CGSize] = [:]
            for (ip, size) in flow._measured {
                if let new = plan.surviving(ip) { measured[new] = size }
            }
            flow._measured = measured
        }

        // Views on screen: those whose element survives get its new key; the others leave.
        var kept: [(view: UICollectionReusableView, from: CGRect)] = []
        var leaving: [(view: UICollectionReusableView, reload: Bool)] = []
        let old = _visibleViews
        _visibleViews.removeAll(keepingCapacity: true)
        for key in old.keys.sorted() {
            let view = old[key]!
            var newKey: _CollectionElementKey?
            if key.category == .cell {
                if let ip = plan.surviving(key.indexPath) { newKey = _CollectionElementKey(category: .cell, kind: nil, indexPath: ip) }
            } else if let s = plan.sectionAfter[key.indexPath.section], !plan.reloadedSections.contains(key.indexPath.section) {
                var ip = key.indexPath
                ip[0] = s
                newKey = _CollectionElementKey(category: key.category, kind: key.kind, indexPath: ip)
            }
            if let newKey {
                view._key = newKey
                _visibleViews[newKey] = view
                kept.append((view, view.frame))
            } else {
                let reload = key.category == .cell
                    && (plan.reloadedItems.contains(key.indexPath) || plan.reloadedSections.contains(key.indexPath.section))
                _recycleLater(view, key)
                leaving.append((view, reload))
            }
        }

        // The new layout, without animation.
        _itemCounts = after
        collectionViewLayout._needsPrepare = true
        var appearing: [UICollectionReusableView] = []
        var offscreen: [(view: UICollectionReusableView, to: CGRect)] = []
        UIView.performWithoutAnimation {
            _prepareLayoutIfNeeded()
            _updateContentSize()
            _clampOffset()
            let keptIDs = Set(kept.map { ObjectIdentifier($0.view) })
            let before = Set(_visibleViews.values.map { ObjectIdentifier($0) })
            let attributes = _visibleAttributes()
            let onScreen = Set(attributes.map(\._key))
            // Views that stay but end off screen slide to their new place, then leave.
            for (key, view) in _visibleViews where !onScreen.contains(key) {
                _visibleViews.removeValue(forKey: key)
                let to = (key.category == .cell ? collectionViewLayout.layoutAttributesForItem(at: key.indexPath)
                          : collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath))?.frame ?? view.frame
                _recycleLater(view, key)
                offscreen.append((view, to))
            }
            _showElements(attributes)
            for view in _visibleViews.values where !before.contains(ObjectIdentifier(view)) && !keptIDs.contains(ObjectIdentifier(view)) {
                appearing.append(view)
            }
            for view in _visibleViews.values { view.layoutIfNeeded() }
        }

        guard animates else {
            for item in leaving { _finishLeaving(item.view) }
            for item in offscreen { _finishLeaving(item.view) }
            for completion in completions { completion(true) }
            return
        }

        var targets: [(view: UICollectionReusableView, to: CGRect)] = []
        UIView.performWithoutAnimation {
            for (view, from) in kept where view._key.map({ _visibleViews[$0] === view }) == true {
                let to = view.frame
                if from != to { view.frame = from }
                targets.append((view, to))
            }
            for (view, to) in offscreen {
                view.isHidden = false
                targets.append((view, to))
            }
            for view in appearing { view.alpha = 0 }
            for item in leaving { item.view.isHidden = false }
        }
        let animationTargets = targets
        let leavingViews = leaving.map(\.view) + offscreen.map(\.view)
        let appearingViews = appearing
        _leavingViews.append(contentsOf: leavingViews)
        UIView.animate(withDuration: ListConstants.updateAnimationDuration, animations: {
            for (view, to) in animationTargets { view.frame = to }
            for view in appearingViews { view.alpha = 1 }
            for item in leaving { item.view.alpha = 0 }
        }, completion: { [weak self] finished in
            guard let self else { return }
            for view in leavingViews { self._finishLeaving(view) }
            for completion in completions { completion(finished) }
        })
    }

    /// A view that leaves in an update: `didEndDisplaying…` now, back to its pool when its
    /// animation ends.
    private func _recycleLater(_ view: UICollectionReusableView, _ key: _CollectionElementKey) {
        if let cell = view as? UICollectionViewCell {
            _collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else {
            _collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind ?? "", at: key.indexPath)
        }
        view._key = nil
    }

    private func _finishLeaving(_ view: UICollectionReusableView) {
        _leavingViews.removeAll { $0 === view }
        UIView.performWithoutAnimation { view.alpha = 1 }
        guard !_visibleViews.values.contains(where: { $0 === view }) else { return }
        _enqueueOrDiscard(view)
    }

    /// Keeps the offset within the content after it shrank.
    func _clampOffset() {
        guard !isTracking else { return }
        let inset = adjustedContentInset
        var offset = contentOffset
        offset.y = min(offset.y, max(-inset.top, contentSize.height + inset.bottom - bounds.height))
        offset.x = min(offset.x, max(-inset.left, contentSize.width + inset.right - bounds.width))
        if offset != contentOffset { contentOffset = offset }
    }
}
