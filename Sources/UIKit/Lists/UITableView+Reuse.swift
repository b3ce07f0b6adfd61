import Foundation

// Registering and dequeuing cells and header/footer views ([A] `UITableView` "Creating table view
// cells", "Creating header and footer views"). The reuse queues are `_ReusePool`s: a cell that
// left the screen waits hidden in the table until a dequeue of its identifier hands it out again,
// after `prepareForReuse()`.
extension UITableView {
    /// Registers a `UITableViewCell` subclass for `identifier`: dequeues make new cells with
    /// `init(style: .default, reuseIdentifier: identifier)`. nil removes the registration.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            _cellPool.register(nil, for: identifier)
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            _rockhopperFailure("UITableView register(_:forCellReuseIdentifier: \"\(identifier)\"): \(cellClass) is not a subclass of UITableViewCell")
        }
        _cellPool.register({ type.init(style: .default, reuseIdentifier: $0) }, for: identifier)
    }

    /// Registers a `UITableViewHeaderFooterView` subclass for `identifier`: dequeues make new
    /// views with `init(reuseIdentifier: identifier)`. nil removes the registration.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            _headerFooterPool.register(nil, for: identifier)
            return
        }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            _rockhopperFailure("UITableView register(_:forHeaderFooterViewReuseIdentifier: \"\(identifier)\"): \(aClass) is not a subclass of UITableViewHeaderFooterView")
        }
        _headerFooterPool.register({ type.init(reuseIdentifier: $0) }, for: identifier)
    }

    /// A queued cell of `identifier` (after its `prepareForReuse()`), or a new one when a class is
    /// registered for it, or nil.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        _cellPool.dequeue(identifier)?.view
    }

    /// A queued or new cell of `identifier`, sized for the row at `indexPath`. An identifier with
    /// nothing registered stops the program with UIKit's message.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = _reconfiguringCell { return cell }
        guard let cell = _cellPool.dequeue(identifier)?.view else {
            _rockhopperFailure("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        _reloadIfNeeded()
        if indexPath.count == 2, indexPath.section < _geometry.numberOfSections, indexPath.row < _geometry.rowCounts[indexPath.section] {
            let frame = _rowFrame(indexPath)
            if cell.frame.size != frame.size { cell.frame = frame }
        }
        return cell
    }

    /// A queued header or footer view of `identifier`, or a new one when a class is registered,
    /// or nil.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let view = _headerFooterPool.dequeue(identifier)?.view else { return nil }
        view._tableStyle = style
        view._tableView = self
        return view
    }
}
