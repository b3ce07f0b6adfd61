import Foundation

// Swipe actions ([A] `UISwipeActionsConfiguration`, `UIContextualAction`,
// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`, iOS 11).
//
// A horizontal drag on a row (`_UITableViewSwipeGestureRecognizer`: 10 pt, more sideways than
// up or down; the scroll view's pan takes vertical drags) moves the cell sideways and shows the
// actions in the gap: dragging left the trailing configuration (the delegate's, else the default
// Delete when the row can be deleted), dragging right the leading one. The buttons share the gap
// in proportion to their widths. On release the row opens (the buttons at their widths) when
// dragged past half of them or flicked open, else closes; past 60 % of the row's width a
// configuration that allows it shows only its first action, which lifting performs (a full
// swipe). Tapping a button performs its action; the handler's completion closes the row. A touch
// elsewhere on the table, a scroll, entering editing mode or the row leaving closes it.
// `willBeginEditingRowAt` when the actions start to show, `didEndEditingRowAt` when they are gone.
extension UITableView {
    enum _SwipeSide { case leading, trailing }

    /// The configuration a swipe on `side` shows, or nil.
    func _swipeConfiguration(at indexPath: IndexPath, side: _SwipeSide, fromEditControl: Bool) -> UISwipeActionsConfiguration? {
        let configuration: UISwipeActionsConfiguration?
        switch side {
        case .leading: configuration = _tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        case .trailing: configuration = _tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
        if let configuration { return configuration.actions.isEmpty ? nil : configuration }
        guard side == .trailing else { return nil }
        let editingStyle = _tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
        guard editingStyle == .delete, fromEditControl || _dataSourceLetsEdit(indexPath) else { return nil }
        let title = _tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? ListConstants.deleteConfirmationTitle
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let row = self._swipe?.indexPath else { completion(false); return }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    // MARK: The recognizer

    func _swipeShouldBegin() -> Bool {
        guard let recognizer = _swipeRecognizer, !_isEditing, _reorder == nil else { return false }
        let translation = recognizer.translation(in: self)
        let start = CGPoint(x: recognizer.location(in: self).x - translation.x, y: recognizer.location(in: self).y - translation.y)
        guard let row = indexPathForRow(at: start), cellForRow(at: row) != nil else { return false }
        if let swipe = _swipe, swipe.indexPath == row { return true }
        let side: _SwipeSide = translation.x < 0 ? .trailing : .leading
        return _swipeConfiguration(at: row, side: side, fromEditControl: false) != nil
    }

    func _handleSwipe(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            let translation = recognizer.translation(in: self)
            let p = recognizer.location(in: self)
            guard let row = indexPathForRow(at: CGPoint(x: p.x - translation.x, y: p.y - translation.y)) else { return }
            _unhighlight()
            if let swipe = _swipe, swipe.indexPath == row {
                _swipe!.isTracking = true
                _swipe!.startOffset = swipe.offset
            } else {
                _endSwipe(animated: true)
                let side: _SwipeSide = translation.x < 0 ? .trailing : .leading
                guard _beginSwipe(at: row, side: side, fromEditControl: false) else { return }
                _swipe!.isTracking = true
            }
            _swipeMoved(to: _swipe!.startOffset + translation.x)
        case .changed:
            guard let swipe = _swipe, swipe.isTracking else { return }
            _swipeMoved(to: swipe.startOffset + recognizer.translation(in: self).x)
        case .ended, .cancelled:
            guard _swipe != nil, _swipe!.isTracking else { return }
            _swipe!.isTracking = false
            _swipeReleased(velocity: recognizer.state == .ended ? recognizer.velocity(in: self).x : 0)
        default:
            break
        }
    }

    // MARK: The state

    /// Starts showing the actions of `side` for a row: the actions view behind the cell.
    @discardableResult
    func _beginSwipe(at indexPath: IndexPath, side: _SwipeSide, fromEditControl: Bool) -> Bool {
        guard let cell = cellForRow(at: indexPath),
              let configuration = _swipeConfiguration(at: indexPath, side: side, fromEditControl: fromEditControl) else { return false }
        let view = _UITableViewSwipeActionsView(actions: configuration.actions, side: side)
        view.onTap = { [weak self] action, button in self?._performSwipeAction(action, sourceView: button) }
        insertSubview(view, belowSubview: cell)
        _swipe = _UITableViewSwipe(indexPath: indexPath, cell: cell, side: side, configuration: configuration, view: view,
                                   openedAtOffset: contentOffset.y)
        cell._isSwiped = true
        _tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        return true
    }

    /// Opens a row's actions without a drag (the editing control's minus).
    func _openSwipe(at indexPath: IndexPath, side: _SwipeSide, fromEditControl: Bool) {
        _endSwipe(animated: true)
        guard _beginSwipe(at: indexPath, side: side, fromEditControl: fromEditControl), let swipe = _swipe else { return }
        _animateSwipe(to: swipe.side == .trailing ? -swipe.view.naturalWidth : swipe.view.naturalWidth)
    }

    private func _swipeMoved(to offset: CGFloat) {
        guard var swipe = _swipe else { return }
        let width = _rowFrameX.width
        var o = swipe.side == .trailing ? min(0, offset) : max(0, offset)
        o = max(-width, min(width, o))
        swipe.offset = o
        let full = swipe.configuration.performsFirstActionWithFullSwipe && abs(o) > width * ListConstants.fullSwipeFraction
        swipe.isExpanded = full
        _swipe = swipe
        _placeSwipe()
    }

    private func _swipeReleased(velocity: CGFloat) {
        guard let swipe = _swipe else { return }
        let natural = swipe.view.naturalWidth
        let sign: CGFloat = swipe.side == .trailing ? -1 : 1
        if swipe.isExpanded, let first = swipe.configuration.actions.first {
            _animateSwipe(to: sign * _rowFrameX.width) { [weak self] in
                guard let self, let button = self._swipe?.view.buttons.first else { return }
                self._performSwipeAction(first, sourceView: button)
            }
            return
        }
        let opening = velocity * sign
        let open = opening > ListConstants.swipeFlickVelocity
            || (opening > -ListConstants.swipeFlickVelocity && abs(swipe.offset) > natural * ListConstants.swipeOpenFraction)
        if open {
            _swipe!.openedAtOffset = contentOffset.y
            _animateSwipe(to: sign * natural)
        } else {
            _endSwipe(animated: true)
        }
    }

    /// Runs an action's handler; its completion closes the row (if it is still there).
    func _performSwipeAction(_ action: UIContextualAction, sourceView: UIView) {
        var called = false
        action.handler(action, sourceView) { [weak self] _ in
            guard !called else { return }
            called = true
            self?._endSwipe(animated: true)
        }
    }

    /// Places the cell at its offset and the actions in the gap.
    func _placeSwipe() {
        guard let swipe = _swipe, let cell = swipe.cell, cell._indexPath == swipe.indexPath else { return }
        let row = _rowFrame(swipe.indexPath)
        var frame = row
        frame.origin.x += swipe.offset
        if cell.frame != frame { cell.frame = frame }
        let gap = abs(swipe.offset)
        let x = swipe.side == .trailing ? row.maxX - gap : row.minX
        let actionsFrame = CGRect(x: x, y: row.minY, width: gap, height: max(0, row.height - (cell._separatorIsShown ? 1 / (window?.screen.scale ?? 2) : 0)))
        if swipe.view.frame != actionsFrame { swipe.view.frame = actionsFrame }
        swipe.view.isExpanded = swipe.isExpanded
        swipe.view.setNeedsLayout()
    }

    /// Animates the row to `offset` (0 closes it and ends the swipe).
    func _animateSwipe(to offset: CGFloat, completion: (@MainActor () -> Void)? = nil) {
        guard _swipe != nil else { return }
        _swipe!.offset = offset
        guard window != nil else {
            _placeSwipe()
            completion?()
            return
        }
        UIView.animate(withDuration: ListConstants.swipeAnimationDuration, animations: {
            self._placeSwipe()
            self._swipe?.view.layoutIfNeeded()
        }, completion: { _ in completion?() })
    }

    /// Closes the open row (animated: it slides back) and removes the actions:
    /// `didEndEditingRowAt` (nil when the row is gone).
    func _endSwipe(animated: Bool) {
        guard let swipe = _swipe else { return }
        _swipe = nil
        let view = swipe.view
        let cell = swipe.cell
        let stillShown = cell.map { $0._indexPath == swipe.indexPath && _visibleCells.contains($0) } ?? false
        cell?._isSwiped = false
        if stillShown, let cell {
            let frame = _rowFrame(swipe.indexPath)
            if animated && window != nil {
                var collapsed = view.frame
                collapsed.size.width = 0
                if swipe.side == .trailing { collapsed.origin.x = frame.maxX }
                UIView.animate(withDuration: ListConstants.swipeAnimationDuration, animations: {
                    cell.frame = frame
                    view.frame = collapsed
                    view.layoutIfNeeded()
                }, completion: { _ in view.removeFromSuperview() })
            } else {
                cell.frame = frame
                view.removeFromSuperview()
            }
        } else {
            view.removeFromSuperview()
        }
        _tableDelegate?.tableView(self, didEndEditingRowAt: stillShown ? swipe.indexPath : nil)
    }

    /// In a layout pass: a scroll closes an open row; the actions follow their row.
    func _layoutSwipeActions() {
        guard let swipe = _swipe else { return }
        if !swipe.isTracking && abs(contentOffset.y - swipe.openedAtOffset) > 0.5 {
            _endSwipe(animated: true)
            return
        }
        _placeSwipe()
    }
}

/// An open or opening row's swipe. Not API.
struct _UITableViewSwipe {
    var indexPath: IndexPath
    weak var cell: UITableViewCell?
    var side: UITableView._SwipeSide
    var configuration: UISwipeActionsConfiguration
    var view: _UITableViewSwipeActionsView
    /// The scroll offset when the row opened (a scroll away closes it).
    var openedAtOffset: CGFloat
    /// The cell's sideways offset (negative: moved left, trailing actions showing).
    var offset: CGFloat = 0
    var startOffset: CGFloat = 0
    var isTracking = false
    /// Past the full-swipe point: only the first action shows.
    var isExpanded = false
}

/// The table's pan for swipe actions: it begins only for a drag more sideways than vertical.
/// Not API.
@MainActor
final class _UITableViewSwipeGestureRecognizer: UIPanGestureRecognizer {
    override func _movementBegins(_ movement: CGPoint) -> Bool {
        abs(movement.x) >= ListConstants.swipeStartDistance && abs(movement.x) > abs(movement.y)
    }
}

/// The buttons of the swipe actions, filling the gap beside the moved cell. Not API.
@MainActor
final class _UITableViewSwipeActionsView: UIView {
    let actions: [UIContextualAction]
    let side: UITableView._SwipeSide
    private(set) var buttons: [_UITableViewSwipeActionButton] = []
    var onTap: (@MainActor (UIContextualAction, UIView) -> Void)?
    var isExpanded = false { didSet { if isExpanded != oldValue { setNeedsLayout() } } }
    /// The actions' widths side by side.
    let naturalWidth: CGFloat

    init(actions: [UIContextualAction], side: UITableView._SwipeSide) {
        self.actions = actions
        self.side = side
        var total: CGFloat = 0
        var buttons: [_UITableViewSwipeActionButton] = []
        for action in actions {
            let button = _UITableViewSwipeActionButton(action: action)
            total += button.naturalWidth
            buttons.append(button)
        }
        naturalWidth = total
        super.init(frame: .zero)
        clipsToBounds = true
        backgroundColor = actions.last?.backgroundColor
        // The first action nearest the edge the row left: added last so it is on top when expanded.
        for button in buttons.reversed() {
            button.addTarget(self, action: _UITableViewSwipeActionsView.tapped, for: .touchUpInside)
            addSubview(button)
        }
        self.buttons = buttons
    }

    required init?(coder: NSCoder) { _rockhopperFailure("_UITableViewSwipeActionsView.init(coder:) is not supported") }

    private func tapped(_ sender: UIControl) {
        guard let button = sender as? _UITableViewSwipeActionButton else { return }
        onTap?(button.action, button)
    }

    /// Each button gets its share of the width in proportion to its natural width; expanded, the
    /// first takes it all. The first action is at the outer edge.
    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width, height = bounds.height
        let scale = naturalWidth > 0 ? width / naturalWidth : 0
        var edge: CGFloat = side == .trailing ? width : 0
        for (i, button) in buttons.enumerated() {
            let w = isExpanded ? (i == 0 ? width : 0) : button.naturalWidth * scale
            let x = side == .trailing ? edge - w : edge
            button.frame = CGRect(x: x, y: 0, width: w, height: height)
            button.isHidden = isExpanded && i > 0
            if side == .trailing { edge -= w } else { edge += w }
        }
    }
}

/// One swipe action's button: its colour, image and title. Not API.
@MainActor
final class _UITableViewSwipeActionButton: UIControl {
    let action: UIContextualAction
    let titleLabel = UILabel()
    let imageView = UIImageView()
    let naturalWidth: CGFloat

    init(action: UIContextualAction) {
        self.action = action
        titleLabel.text = action.title
        titleLabel.font = .systemFont(ofSize: ListConstants.swipeActionFontSize)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        imageView.image = action.image
        imageView.tintColor = .white
        let titleWidth = titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 100)).width
        let content = max(titleWidth, action.image?.size.width ?? 0)
        naturalWidth = max(ListConstants.swipeActionMinimumWidth, (content + 2 * ListConstants.swipeActionPadding).rounded(.up))
        super.init(frame: .zero)
        backgroundColor = action.backgroundColor
        clipsToBounds = true
        addSubview(imageView)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { _rockhopperFailure("_UITableViewSwipeActionButton.init(coder:) is not supported") }

    /// The content keeps its natural width, centred in the part nearest the row.
    override func layoutSubviews() {
        super.layoutSubviews()
        let w = min(bounds.width, naturalWidth)
        let x = ((bounds.width - w) / 2).rounded()
        let titleHeight = action.title == nil ? 0 : titleLabel.sizeThatFits(CGSize(width: w, height: 100)).height.rounded(.up)
        let imageSize = action.image?.size ?? .zero
        let gap: CGFloat = action.image != nil && action.title != nil ? 4 : 0
        var y = ((bounds.height - titleHeight - gap - imageSize.height) / 2).rounded()
        imageView.frame = CGRect(x: x + ((w - imageSize.width) / 2).rounded(), y: y, width: imageSize.width, height: imageSize.height)
        y += imageSize.height + gap
        titleLabel.frame = CGRect(x: x, y: y, width: w, height: titleHeight)
    }
}
