import Foundation

// Attaching and detaching recognizers.
extension UIView {
    package func _addGestureRecognizer(_ r: UIGestureRecognizer) {
        if r._view === self { return }
        r._view?._removeGestureRecognizer(r)
        if _gestureRecognizers == nil { _gestureRecognizers = [] }
        _gestureRecognizers!.append(r)
        r._view = self
    }

    package func _removeGestureRecognizer(_ r: UIGestureRecognizer) {
        guard r._view === self, let i = _gestureRecognizers?.firstIndex(where: { $0 === r }) else { return }
        _application._gestureEnvironment._stopRecognizer(r, reason: "removed from its view")
        _gestureRecognizers!.remove(at: i)
        if _gestureRecognizers!.isEmpty { _gestureRecognizers = nil }
        r._view = nil
    }

    /// The view (and its subtree) is leaving its window: recognizers mid-gesture are cancelled.
    package func _stopGestureRecognizersInSubtree() {
        let environment = _application._gestureEnvironment
        _forEachInSubtree { view in
            guard let recognizers = view._gestureRecognizers else { return }
            for r in recognizers where environment.isParticipating(r) {
                environment._stopRecognizer(r, reason: "its view left the window")
            }
        }
    }
}
