import Foundation

/// Collects the changes made in the `addKeyframe` blocks of one `animateKeyframes` call, per
/// layer property, and builds one additive keyframe animation per property at the end. Not API.
@MainActor
final class _UIKeyframeCollector {
    private struct Record {
        let layer: CALayer
        let property: _AnimatableProperty
        let initial: _AnimVector
        var segments: [(start: Double, end: Double, value: _AnimVector)]
    }

    private var records: [Record] = []

    init() {}

    /// A change of `property` from `old` to `new` in a keyframe spanning `start…end` (fractions
    /// of the total duration).
    func record(layer: CALayer, view: UIView, property: _AnimatableProperty, old: _AnimVector,
                        new: _AnimVector, start: Double, end: Double) {
        if let i = records.firstIndex(where: { $0.layer === layer && $0.property == property }) {
            records[i].segments.append((start, end, new))
        } else {
            records.append(Record(layer: layer, property: property, initial: old, segments: [(start, end, new)]))
        }
    }

    /// Adds the animations: for each property, keyframes at 0 (the value before the first
    /// keyframe), at each keyframe's start (the value so far, held through gaps) and end (its
    /// value), and at 1; values relative to the final model value, added to it.
    func build(duration: Double, delay: Double, options: UIView.KeyframeAnimationOptions,
                       group: _CAAnimationCompletionGroup) {
        let flags = options._animationOptions
        for record in records {
            let segments = record.segments.enumerated().sorted {
                $0.element.start != $1.element.start ? $0.element.start < $1.element.start : $0.offset < $1.offset
            }.map(\.element)
            var times: [Double] = [0]
            var values: [_AnimVector] = [record.initial]
            for segment in segments {
                let start = min(max(segment.start, 0), 1), end = min(max(segment.end, start), 1)
                if start > times.last! { times.append(start); values.append(values.last!) }
                times.append(end); values.append(segment.value)
            }
            if times.last! < 1 { times.append(1); values.append(values.last!) }
            let final = record.layer._modelVector(of: record.property)
            let deltas = values.map { _UIViewPropertyAction.difference($0, final, property: record.property) }
            let key = _AnimatableKeyPath.key(of: record.property)
            let animation = CAKeyframeAnimation(keyPath: key)
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = options._calculationMode
            animation.timingFunction = flags._curve._timingFunction
            animation.isAdditive = true
            animation.duration = duration
            if delay > 0 { animation.beginTime = record.layer._localNow + delay }
            animation.fillMode = .backwards
            if flags.contains(.repeat) { animation.repeatCount = .infinity }
            if flags.contains(.autoreverse) { animation.autoreverses = true }
            animation._blocksUserInteraction = !flags.contains(.allowUserInteraction)
            let track = _AnimationTrack(path: _AnimatableKeyPath(property: record.property),
                                        kind: .keyframes(values: deltas, timing: animation._timing(for: deltas)),
                                        additive: true)
            record.layer._addAnimation(animation, forKey: record.layer._unusedAnimationKey(key), driver: nil,
                                       tracks: [track], groups: [group])
        }
    }
}
