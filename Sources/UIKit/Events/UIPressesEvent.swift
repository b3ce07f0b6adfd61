import Foundation

/// An event of physical buttons or keys (`UIPressesEvent`, iOS 9): the presses under way.
///
/// The application reuses one presses event for its whole life, as it does the touches event;
/// don't keep references to it (or its presses) past the call that received it.
@MainActor
open class UIPressesEvent: UIEvent {
    /// The presses of the event: the keys down, each in its phase, and the one that just came up.
    var _presses: [UIPress] = []

    init() {
        super.init(type: .presses)
    }

    /// Every press of the event, in whatever phase.
    open var allPresses: Set<UIPress> { Set(_presses) }

    /// The presses delivered to `gesture`: none, as gesture recognizers do not receive presses
    /// in Rockhopper yet (docs/COMPATIBILITY.md).
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        []
    }
}
