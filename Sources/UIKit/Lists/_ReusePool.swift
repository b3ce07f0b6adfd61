import Foundation

/// A view a list keeps for reuse: table cells, header and footer views, collection view cells and
/// supplementary views. Not API.
@MainActor
protocol _ReusableView: UIView {
    /// The identifier it was made for (nil: made by the app outside any registration).
    var reuseIdentifier: String? { get }
    /// Resets appearance state before the view is handed out again. UIKit calls it "just before"
    /// `dequeue…` returns a reused view ([A] `UITableViewCell.prepareForReuse()`).
    func prepareForReuse()
}

/// The reuse queues of one list view, keyed by reuse identifier, with what makes a view for each
/// registered identifier: a class (the list turns it into a closure calling the class's
/// initializer) or a closure. Shared by tables and collection views; each keeps one pool per kind
/// of view (cells; headers and footers). Not API.
///
/// A view leaves the screen → `enqueue` (the list hides it and keeps it as a subview, so it does
/// not leave the window and its constraints stay in the window's engine); `dequeue` hands out the
/// most recently queued view of the identifier after `prepareForReuse()`, or makes a new one from
/// the registration, or gives nothing. Steady scrolling through views of one identifier neither
/// makes views nor allocates: the queues keep their capacity.
@MainActor
struct _ReusePool<View: _ReusableView> {
    /// What makes a new view for an identifier.
    typealias Factory = @MainActor (String) -> View

    private var factories: [String: Factory] = [:]
    private var queues: [String: [View]] = [:]
    /// How many views the registrations made (for tests and diagnostics).
    private(set) var madeCount = 0

    init() {}

    /// Registers `factory` for `identifier`, replacing an earlier registration; nil removes it.
    /// Views already queued stay queued.
    mutating func register(_ factory: Factory?, for identifier: String) {
        factories[identifier] = factory
    }

    /// Whether something is registered for `identifier`.
    func isRegistered(_ identifier: String) -> Bool { factories[identifier] != nil }

    /// A queued view of `identifier`, prepared for reuse; else a new one from the registration
    /// (`isNew` true); else nil.
    mutating func dequeue(_ identifier: String) -> (view: View, isNew: Bool)? {
        if let view = queues[identifier]?.popLast() {
            view.prepareForReuse()
            return (view, false)
        }
        guard let factory = factories[identifier] else { return nil }
        madeCount += 1
        return (factory(identifier), true)
    }

    /// Queues `view` under its reuse identifier. A view without one cannot be reused: the caller
    /// discards it (false).
    @discardableResult
    mutating func enqueue(_ view: View) -> Bool {
        guard let identifier = view.reuseIdentifier else { return false }
        queues[identifier, default: []].append(view)
        return true
    }

    /// The number of views waiting in the queue of `identifier` (all queues when nil).
    func queuedCount(_ identifier: String? = nil) -> Int {
        if let identifier { return queues[identifier]?.count ?? 0 }
        return queues.values.reduce(0) { $0 + $1.count }
    }

    /// Whether `view` waits in a queue.
    func contains(_ view: View) -> Bool {
        guard let identifier = view.reuseIdentifier else { return false }
        return queues[identifier]?.contains { $0 === view } ?? false
    }

    /// Every queued view, in no particular order.
    var allQueued: [View] { queues.values.flatMap { $0 } }
}
