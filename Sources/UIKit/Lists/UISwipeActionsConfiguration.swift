import Foundation

/// The actions a swipe on one edge of a row reveals ([A] `UISwipeActionsConfiguration`, iOS 11).
/// The first action sits nearest the edge the row moved away from.
@MainActor
open class UISwipeActionsConfiguration {
    /// The actions, first nearest the edge.
    open private(set) var actions: [UIContextualAction]
    /// Whether swiping the row all the way performs the first action. Default true.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`. An empty array reveals nothing (and suppresses the default
    /// Delete).
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
