/// An animation as added to a layer: the snapshot `add(_:forKey:)` compiled, with its progress
/// through its life (started, stopped). Not API.
@MainActor
package final class _CAAnimationEntry {
    /// The key it was added under (nil: none).
    package let key: String?
    /// The object the caller added (handed back by `animation(forKey:)` and to the delegate).
    package let animation: CAAnimation
    /// The delegate at the time of the add.
    package let delegate: (any CAAnimationDelegate)?
    package let timing: _AnimationTiming
    package let tracks: [_AnimationTrack]
    let removedOnCompletion: Bool
    /// Supplies progress instead of `timing` (a property animator); such an entry never ends on
    /// its own and does not count as running for `settle()`.
    package let driver: (any _CAAnimationDriver)?
    /// Completion groups waiting for this animation.
    package var groups: [_CAAnimationCompletionGroup]
    let blocksUserInteraction: Bool
    var started = false
    /// True once its stop has been decided (finished or removed).
    var stopped = false
    /// True while its time does not move toward its end (its layer's timeline is frozen or runs
    /// away from it), as found at the last frame: it is then not waited for as in flight.
    var idle = false

    package init(key: String?, animation: CAAnimation, timing: _AnimationTiming, tracks: [_AnimationTrack],
                 driver: (any _CAAnimationDriver)?, groups: [_CAAnimationCompletionGroup]) {
        self.key = key
        self.animation = animation
        self.delegate = animation.delegate
        self.timing = timing
        self.tracks = tracks
        self.removedOnCompletion = animation.isRemovedOnCompletion
        self.driver = driver
        self.groups = groups
        self.blocksUserInteraction = animation._blocksUserInteraction
    }

    /// Counts toward "animations in flight" until it stops.
    var countsAsRunning: Bool { driver == nil }

    /// Adds the values of this animation's tracks into `state`: at `local`, the layer's local time
    /// (the time its timing lives in), or for a driven animation at clock time `clock` (the
    /// driver keeps its own time).
    @inline(__always)
    package func apply(clock: Double, local: Double, to state: inout _CALayerPresentedState, layer: CALayer) {
        if let driver {
            let p = driver._progress(at: clock)
            for i in tracks.indices {
                state.apply(tracks[i].value(driverProgress: p), path: tracks[i].path, additive: tracks[i].additive,
                            layer: layer)
            }
            return
        }
        let s = timing.sample(at: local)
        guard s.applies else { return }
        applyTracks(sample: s, to: &state, layer: layer)
    }

    /// Reads each track where it is stored (`tracks[i]`): a `for track in tracks` loop copied every
    /// track (with a retain and release of each reference it holds) every frame, and a closure
    /// over the tracks' buffer (`withUnsafeBufferPointer`) checked its main-actor isolation on
    /// each call, retaining and releasing `MainActor.shared`.
    @inline(__always)
    func applyTracks(sample s: _AnimationTiming.Sample, to state: inout _CALayerPresentedState, layer: CALayer) {
        let duration = timing.duration
        trackLoop: for i in tracks.indices {
            var time = s.time, duration = duration, iteration = s.iteration
            if !tracks[i].nestedTimings.isEmpty {
                for nested in tracks[i].nestedTimings {
                    let ns = nested.sample(at: time)
                    if !ns.applies { continue trackLoop }
                    time = ns.time; duration = nested.duration; iteration = ns.iteration
                }
            }
            state.apply(tracks[i].value(time: time, duration: duration, iteration: iteration),
                        path: tracks[i].path, additive: tracks[i].additive, layer: layer)
        }
    }
}

/// The presented values of a layer's animatable properties at one instant: the model values with
/// every animation applied in the order they were added. Properties no animation touches are not
/// loaded (their presented value is the model value). Not API.
package struct _CALayerPresentedState {
    package var bounds = _AnimVector()
    package var position = _AnimVector()
    var anchorPoint = _AnimVector()
    package var transform = _AnimVector()
    package var opacity = _AnimVector()
    package var zPosition = _AnimVector()
    package var backgroundColor = _AnimVector()
    /// Bit `property.rawValue` set: that property is loaded (and possibly animated).
    var loaded: UInt8 = 0

    package init() {}

    func isLoaded(_ p: _AnimatableProperty) -> Bool { loaded & (1 << UInt8(p.rawValue)) != 0 }

    package subscript(_ p: _AnimatableProperty) -> _AnimVector {
        get {
            switch p {
            case .bounds: bounds
            case .position: position
            case .anchorPoint: anchorPoint
            case .transform: transform
            case .opacity: opacity
            case .zPosition: zPosition
            case .backgroundColor: backgroundColor
            }
        }
        set {
            switch p {
            case .bounds: bounds = newValue
            case .position: position = newValue
            case .anchorPoint: anchorPoint = newValue
            case .transform: transform = newValue
            case .opacity: opacity = newValue
            case .zPosition: zPosition = newValue
            case .backgroundColor: backgroundColor = newValue
            }
        }
    }

    /// Applies one track's value: loads the model value first if needed.
    @inline(__always)
    @MainActor
    package mutating func apply(_ value: _AnimVector, path: _AnimatableKeyPath, additive: Bool, layer: CALayer) {
        let p = path.property
        if !isLoaded(p) {
            self[p] = layer._modelVector(of: p)
            loaded |= 1 << UInt8(p.rawValue)
        }
        switch p {
        case .bounds: path.apply(value, to: &bounds, additive: additive)
        case .position: path.apply(value, to: &position, additive: additive)
        case .anchorPoint: path.apply(value, to: &anchorPoint, additive: additive)
        case .transform: path.apply(value, to: &transform, additive: additive)
        case .opacity: path.apply(value, to: &opacity, additive: additive)
        case .zPosition: path.apply(value, to: &zPosition, additive: additive)
        case .backgroundColor: path.apply(value, to: &backgroundColor, additive: additive)
        }
    }
}
