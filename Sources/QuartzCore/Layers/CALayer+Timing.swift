// A layer's time: `CAMediaTiming` on layers, time conversion between layers, and the local time
// animations are added and sampled at.
//
// Every layer has a timespace, as it has a coordinate space: its local time is its superlayer's
// local time mapped through its own timing (`_CALayerTiming`), and the root layer's parent time is
// `CACurrentMediaTime()`'s clock (Apple: `CAMediaTiming` "models a hierarchical timing system,
// with each object describing the mapping of time values from the object's parent to local
// time"). A layer's animations live in its local time: added with `beginTime` 0 they begin at the
// layer's local time then, and each frame they are sampled at the layer's local time. So a layer
// at `speed` 0 freezes every animation in its subtree, and its `timeOffset` picks the moment shown.
//
// Cost: most apps never set a layer's timing. `_timedLayerCount` counts the layers whose timing
// differs from the defaults; while it is 0 a layer's local time is the clock time, read without
// walking up the tree.

extension CALayer: CAMediaTiming {}

extension CALayer {
    // MARK: Converting time

    /// Converts `t` from the timespace of `l` (nil: absolute time, that of
    /// `CACurrentMediaTime()`) to this layer's.
    ///
    /// `let now = layer.convertTime(CACurrentMediaTime(), from: nil)` is the layer's current
    /// local time: what an animation added now with `beginTime` 0 begins at, and where the
    /// "pause a layer" idiom freezes it.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        CALayer._convertTime(t, from: l, to: self)
    }

    /// Converts `t` from this layer's timespace to that of `l` (nil: absolute time).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        CALayer._convertTime(t, from: self, to: l)
    }

    /// `t` in the timespace of `from` mapped into that of `to` (nil: absolute time): up from
    /// `from` to the nearest common ancestor (undoing each layer's timing), then down to `to`
    /// (applying it). Through the common ancestor rather than absolute time, so layers inside a
    /// paused layer convert between each other exactly. Layers in different trees (Apple asks for a
    /// common parent; its own example converts between two unattached layers) meet in absolute time.
    /// O(depth); allocates nothing once the walk stacks exist.
    static func _convertTime(_ t: Double, from: CALayer?, to: CALayer?) -> Double {
        if _timedLayerCount == 0 || from === to { return t }
        let common = from.flatMap { f in to.flatMap { f._commonAncestor(with: $0) } }
        var time = t
        var layer = from
        while let l = layer, l !== common {
            if let timing = l._timing { time = timing.parentTime(fromLocal: time) }
            layer = l._superlayer
        }
        return to?._localTime(fromAncestor: common, time: time).time ?? time
    }

    // MARK: Local time

    /// The layer's local time at clock time `t` (`CACurrentMediaTime()`'s clock), and the rate at
    /// which it runs there against the clock (the product of the speeds on the way down; 0 under a
    /// paused layer). Constant time while no layer has timing of its own.
    @inline(__always)
    package func _localTime(atClock t: Double) -> (time: Double, rate: Double) {
        if CALayer._timedLayerCount == 0 { return (t, 1) }
        return _localTime(fromAncestor: nil, time: t)
    }

    /// The layer's local time now: what `beginTime` 0 means for an animation added now, and what
    /// a delay is added to.
    package var _localNow: Double { _localTime(atClock: _now).time }

    /// Maps `time` in the timespace of `ancestor` (nil: absolute time) down to this layer's,
    /// applying the timing of every layer below `ancestor` down to this one, top first. The layers
    /// with timing are gathered on a reused walk stack (no allocation in steady state).
    private func _localTime(fromAncestor ancestor: CALayer?, time t: Double) -> (time: Double, rate: Double) {
        var time = t, rate = 1.0
        CALayer._withWalkStack { chain in
            var layer: CALayer? = self
            while let l = layer, l !== ancestor {
                if l._timing != nil { chain.append(l) }
                layer = l._superlayer
            }
            while let l = chain.popLast() {
                guard let timing = l._timing else { continue }
                let step = timing.localTime(fromParent: time)
                time = step.time
                rate *= step.rate
            }
        }
        // An infinite time (converted out of a paused layer) meeting a speed of 0, or an
        // overflow, makes NaN: keep it out of animation sampling and so out of geometry.
        if time.isNaN { time = 0; rate = 0 }
        return (time, rate)
    }

    // MARK: Changing the timing

    /// Layers whose timing differs from the defaults, in the whole process: while 0, no walk up
    /// the tree is needed to find any layer's local time.
    static var _timedLayerCount = 0

    /// Applies `change` to the layer's timing. A real change asks for a frame (the next one
    /// re-samples every animation at the new times and redraws), and is not an animatable
    /// property change: no action runs.
    func _updateTiming(_ change: (inout _CALayerTiming) -> Void) {
        var timing = _timing ?? _CALayerTiming()
        change(&timing)
        guard timing != (_timing ?? _CALayerTiming()) else { return }
        _setTimingWithoutNotice(timing)
        _noteOwnRenderChange()
        _CATimingChanges.note()
    }

    /// Stores `timing` (nil when it is the default), keeping `_timedLayerCount` right, without
    /// asking for a frame: for a presentation copy, which is drawn by no one and has no
    /// animations, so reading `presentation()` every frame costs no extra frames.
    func _setTimingWithoutNotice(_ timing: _CALayerTiming) {
        let wasTimed = _timing != nil
        _timing = timing.isDefault ? nil : timing
        let isTimed = _timing != nil
        if isTimed != wasTimed { CALayer._timedLayerCount += isTimed ? 1 : -1 }
    }
}

/// A version stamp of changes to layer timelines: bumped by every change of a layer's timing
/// (and, while some layer has timing, of the tree). An animation engine whose last frame saw
/// another value has animations to re-sample at new local times, so it asks for a frame
/// (`_CAAnimationEngine.hasPendingWork`). A stamp, not a flag, so every application alive sees it
/// (see `_CARuntime`). Not API.
@MainActor
package enum _CATimingChanges {
    private(set) static var generation: UInt64 = 0

    /// Records that some layer's local time may have changed.
    package static func note() { generation &+= 1 }
}
