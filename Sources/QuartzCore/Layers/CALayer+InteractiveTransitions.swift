import Foundation

// What an interaction controller that scrubs a layer clock needs (UIKit's
// `UIPercentDrivenInteractiveTransition`). Not API.
extension CALayer {
    /// Ends the animations in this layer's subtree that began at or after `time` (in this layer's
    /// local time) — the ones a frozen transition added — as if they had finished: they leave the
    /// layers now and their delegates and completion groups hear `finished == true` at the next
    /// frame. A cancelled interactive transition rewinds its animations to their start and then
    /// ends them this way, so the animator's completion runs. Driven entries (property animators)
    /// are left alone.
    package func _completeAnimationsInSubtree(beganAtOrAfter time: CFTimeInterval) {
        _forEachLayerInSubtree { layer in
            guard let storage = layer._storedAnimations, !storage._storedEntries.isEmpty else { return }
            let begin = layer === self ? time : layer.convertTime(time, from: self)
            let ending = storage._storedEntries.filter { $0.driver == nil && $0.timing.beginTime >= begin - 1e-9 }
            guard !ending.isEmpty else { return }
            storage._storedEntries.removeAll { entry in ending.contains { $0 === entry } }
            for entry in ending { storage.engine?.completedEarly(entry, storage: storage) }
        }
    }

    /// The latest end, in this layer's local time, of the animations in its subtree that began at
    /// or after `time`; nil when there are none (or one never ends).
    package func _latestAnimationEndInSubtree(beganAtOrAfter time: CFTimeInterval) -> CFTimeInterval? {
        var latest: CFTimeInterval?
        _forEachLayerInSubtree { layer in
            guard let storage = layer._storedAnimations else { return }
            let begin = layer === self ? time : layer.convertTime(time, from: self)
            for entry in storage._storedEntries where entry.driver == nil && entry.timing.beginTime >= begin - 1e-9 {
                let t = entry.timing
                let end = t.beginTime + t.activeDuration / max(abs(t.speed), 1e-9)
                guard end.isFinite else { continue }
                let mine = layer === self ? end : convertTime(end, from: layer)
                latest = max(latest ?? mine, mine)
            }
        }
        return latest
    }

    /// Calls `body` for this layer and every layer below it (iteratively).
    private func _forEachLayerInSubtree(_ body: (CALayer) -> Void) {
        var pending: [CALayer] = [self]
        while let layer = pending.popLast() {
            body(layer)
            pending.append(contentsOf: layer._storedSublayers)
        }
    }
}
