import UIKit

/// Writes down, in order, the events a control sends (one `UIAction` per event, added in the
/// order of `UIControl.Event`'s bits), with the control's `isHighlighted` and `isTracking` at
/// each, for tests of tracking and of the controls.
@MainActor
public final class ControlEventLog {
    /// The events sent so far, by name (`"touchDown"`, `"touchUpInside"`, `"valueChanged"` …).
    public private(set) var events: [String] = []
    /// `isHighlighted` at each event.
    public private(set) var highlighted: [Bool] = []

    public static let names: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
        (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
        (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
        (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]

    /// Starts logging every event of `control`.
    public init(_ control: UIControl) {
        for (event, name) in Self.names {
            control.addAction(UIAction { [weak self, weak control] _ in
                guard let self, let control else { return }
                self.events.append(name)
                self.highlighted.append(control.isHighlighted)
            }, for: event)
        }
    }

    /// The events without the drags (which come once per move).
    public var withoutDrags: [String] {
        events.filter { $0 != "touchDragInside" && $0 != "touchDragOutside" }
    }

    public func clear() {
        events.removeAll()
        highlighted.removeAll()
    }
}
