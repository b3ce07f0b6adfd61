/// Several animations run together on one layer, on the group's timeline: each member's
/// `beginTime` is seconds after the group's start, and members are cut off where the group's
/// active duration ends. The members' delegates and `isRemovedOnCompletion` are not used; the
/// group's are.
@MainActor
open class CAAnimationGroup: CAAnimation {
    /// The member animations.
    open var animations: [CAAnimation]?

    public override init() { super.init() }

    override func _makeEmptyCopy() -> CAAnimation { CAAnimationGroup() }

    override func _copySettings(from other: CAAnimation) {
        super._copySettings(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0._copy() }
    }

    override func _makeTracks(for layer: CALayer, context: _CAAddContext) -> [_AnimationTrack] {
        var tracks: [_AnimationTrack] = []
        for member in animations ?? [] {
            let timing = _AnimationTiming(member: member)
            for var track in member._makeTracks(for: layer, context: context) {
                track.nestedTimings.insert(timing, at: 0)
                tracks.append(track)
            }
        }
        return tracks
    }
}

extension _AnimationTiming {
    /// The timing of an animation at add time: `beginTime` 0 means `now` (pass nil inside a
    /// group, where it stays relative), `duration` 0 means the transaction's duration.
    @MainActor
    package init(member a: CAAnimation, now: Double? = nil) {
        let begin = now.map { a.beginTime == 0 ? $0 : a.beginTime } ?? a.beginTime
        let duration = a.duration > 0 ? a.duration : CATransaction.animationDuration()
        self.init(beginTime: begin, duration: duration, speed: Double(a.speed), timeOffset: a.timeOffset,
                  repeatCount: Double(a.repeatCount), repeatDuration: a.repeatDuration,
                  autoreverses: a.autoreverses, fillsForwards: a.fillMode.fillsForwards,
                  fillsBackwards: a.fillMode.fillsBackwards)
    }
}
