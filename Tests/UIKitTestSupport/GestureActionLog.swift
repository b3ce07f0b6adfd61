import UIKit

/// A target–action receiver for gesture recognizers: logs "<name> <state>" for every action it
/// gets (the recognizer's `name`, "?" when it has none), and keeps the senders in order.
@MainActor public final class GestureActionLog {
    public var entries: [String] = []
    public var senders: [UIGestureRecognizer] = []
    /// Runs inside each action, for tests that read a recognizer's values while it acts.
    public var onAction: ((UIGestureRecognizer) -> Void)?

    public init() {}

    public func handle(_ g: UIGestureRecognizer) {
        entries.append("\(g.name ?? "?") \(g.state)")
        senders.append(g)
        onAction?(g)
    }

    public func handleTap(_ g: UITapGestureRecognizer) { handle(g) }
    public func handlePan(_ g: UIPanGestureRecognizer) { handle(g) }
    /// An action that takes no sender (target–action allows both forms): logs "fired".
    public func handleNothing() { entries.append("fired") }

    /// The states logged for the recognizer named `name`.
    public func states(of name: String) -> [String] {
        entries.filter { $0.hasPrefix(name + " ") }.map { String($0.dropFirst(name.count + 1)) }
    }
}
