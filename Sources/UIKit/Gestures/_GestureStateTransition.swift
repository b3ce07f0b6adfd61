/// UIKit's allowed recognizer state changes, as a pure table (Apple's "About the gesture
/// recognizer state machine"). Not API.
///
/// Discrete: `possible → recognized (ended)` or `possible → failed`.
/// Continuous: `possible → began → changed* → ended`, `began/changed → cancelled`,
/// `possible → failed`. Setting `.possible` again while possible, and `.changed` again while
/// changed, are allowed no-ops. Terminal states (`ended`, `cancelled`, `failed`) only go back to
/// `possible` through the framework's reset.
enum _GestureStateTransition {
    static func isAllowed(from old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State) -> Bool {
        switch (old, new) {
        case (.possible, .possible), (.possible, .began), (.possible, .ended), (.possible, .failed):
            return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled):
            return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            return true
        case (.possible, .changed), (.possible, .cancelled),
             (.began, .possible), (.began, .began), (.began, .failed),
             (.changed, .possible), (.changed, .began), (.changed, .failed),
             (.ended, _), (.cancelled, _), (.failed, _):
            return false
        }
    }

    /// True for the states a recognizer rests in until it is reset.
    static func isTerminal(_ state: UIGestureRecognizer.State) -> Bool {
        switch state {
        case .ended, .cancelled, .failed: return true
        case .possible, .began, .changed: return false
        }
    }
}
