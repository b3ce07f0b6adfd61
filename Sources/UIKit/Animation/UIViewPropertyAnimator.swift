import Foundation

/// An interruptible animation of view properties: start, pause, scrub (`fractionComplete`),
/// reverse, stop and continue with new timing.
///
/// The animation blocks run when the animator first becomes active (`startAnimation`,
/// `pauseAnimation`, or setting `fractionComplete`): their changes update the model at once and
/// become animations the animator drives. Finishing at `.start` (reversed) puts the model back to
/// the start values; `stopAnimation` leaves the model where the animation was on screen.
///
/// Its life is one private `Phase`, following Apple's `UIViewAnimating` states: `inactive` →
/// (start, pause or scrub) → active, either `running` along a stretch of the curve or `paused` at a
/// position, back and forth (pause, continue, reverse, scrub) → at the end `inactive` again with the
/// completions; or `stopAnimation(false)` → `stopped` → `finishAnimation(at:)` → `inactive`, and
/// `stopAnimation(true)` → `inactive` at once. `state`, `isRunning`, `isReversed` and
/// `fractionComplete` are read from it.
@MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating, _CAAnimationDriver {
    /// The timing curve (nil: ease-in-out).
    public let timingParameters: (any UITimingCurveProvider)?
    /// Seconds for the main animations. (Springs defined by their physics take their settling time.)
    public let duration: TimeInterval
    /// The delay given to `startAnimation(afterDelay:)`.
    public private(set) var delay: TimeInterval = 0

    /// Whether the animating views receive touches. Default true. Stops the program when changed
    /// while active, as UIKit raises.
    open var isUserInteractionEnabled = true {
        willSet { _rockhopperPrecondition(state != .active, "UIViewPropertyAnimator: isUserInteractionEnabled cannot be changed while the animator is active") }
    }
    /// Whether the animator can be paused, reversed and continued. Default true. Stops the program
    /// when changed while active.
    open var isInterruptible = true {
        willSet { _rockhopperPrecondition(state != .active, "UIViewPropertyAnimator: isInterruptible cannot be changed while the animator is active") }
    }
    /// When true (the default) setting `fractionComplete` moves the views linearly; when false,
    /// along the timing curve.
    open var scrubsLinearly = true
    /// When true the animator stays active and paused at the end instead of completing.
    /// Default false.
    open var pausesOnCompletion = false

    /// `.inactive` until the blocks run, `.active` while running or paused, `.stopped` after
    /// `stopAnimation(false)` until `finishAnimation(at:)`.
    public var state: UIViewAnimatingState {
        switch phase {
        case .inactive: .inactive
        case .paused, .running: .active
        case .stopped: .stopped
        }
    }

    private struct Record {
        let layer: CALayer
        let view: UIView
        let property: _AnimatableProperty
        let old: _AnimVector
        var new: _AnimVector
        var entry: _CAAnimationEntry?
    }

    /// One stretch of motion: u runs from u0 to uEnd over |uEnd − u0|·curve.seconds after
    /// tStart; progress goes from pA to pB along the curve between c(u0) and c(uEnd); the
    /// fraction complete goes linearly from f0 to fEnd.
    private struct Segment {
        var tStart: Double, u0: Double, uEnd: Double, pA: Double, pB: Double, f0: Double, fEnd: Double
        var curve: _UIAnimatorCurve
        var seconds: Double { abs(uEnd - u0) * curve.seconds }
    }

    /// Where the animation stands when it does not move: `progress` along the timing curve (what the
    /// views show, 0 at the start values, 1 at the end values) and `fraction` complete (linear in time).
    private struct Position {
        var progress: Double, fraction: Double
        static let start = Position(progress: 0, fraction: 0)
    }

    /// The animator's life (see the type's comment). `reversed` is kept through every phase: it may be
    /// set before the animator starts, and a completion leaves it as it was.
    private enum Phase {
        /// The blocks have not run (they wait in `pending`).
        case inactive(reversed: Bool)
        /// Active, standing at `Position` (paused, scrubbed, or not started yet).
        case paused(Position, reversed: Bool)
        /// Active and moving along `Segment` (toward the start when reversed).
        case running(Segment, reversed: Bool)
        /// Stopped where it was on screen; waits for `finishAnimation(at:)`.
        case stopped(Position, reversed: Bool)

        var reversed: Bool {
            switch self {
            case .inactive(let r), .paused(_, let r), .running(_, let r), .stopped(_, let r): r
            }
        }
    }

    private var phase = Phase.inactive(reversed: false) {
        didSet { cachedTime = -.infinity }
    }
    private var pending: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var records: [Record] = []
    private var baseCurve: _UIAnimatorCurve
    /// `_progress(at:)`'s last answer (every layer the animator drives asks once per frame);
    /// forgotten whenever the phase changes.
    private var cachedTime = -Double.infinity
    private var cachedProgress = 0.0

    // MARK: Creating

    /// An inactive animator with `parameters` timing.
    /// A NaN `duration` stops the program; an infinite one never ends.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        _requireNotNaN(duration, "UIViewPropertyAnimator duration")
        self.duration = duration
        timingParameters = parameters
        baseCurve = _UIAnimatorCurve(parameters, duration: duration)
    }

    /// An inactive animator with one of UIKit's curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator with a cubic curve through the two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator with a spring of damping ratio `ratio` fitted to `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// A started animator, like `UIView.animate(withDuration:delay:options:…)`; the curve comes
    /// from `options`. Created inside another animation block it is not interruptible.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options._curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        if !_UIViewAnimationState.stack.isEmpty { animator.isInterruptible = false }
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Adding

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = min(max(Double(delayFactor), 0), 1)
        if state == .inactive {
            pending.append((animation, factor))
        } else {
            let p = _progress(at: CACurrentMediaTime())
            _runBlock(animation, base: p + factor * (1 - p))
        }
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: State

    open var isRunning: Bool {
        if case .running = phase { return true }
        return false
    }

    /// Whether the animation runs toward its start. Changing it while running turns the animation
    /// around where it is, along the curve; on a stopped animator it does nothing.
    open var isReversed: Bool {
        get { phase.reversed }
        set {
            guard newValue != phase.reversed else { return }
            switch phase {
            case .inactive: phase = .inactive(reversed: newValue)
            case .paused(let position, _): phase = .paused(position, reversed: newValue)
            case .running:
                let now = CACurrentMediaTime()
                let position = currentPosition(at: now)
                run(from: position, reversed: newValue, at: now, curve: baseCurve, seconds: nil)
            case .stopped: break
            }
        }
    }

    /// How far the animation is, 0 to 1, linear in time. Setting it (interactive scrubbing) makes the
    /// animator active and paused there; the views move to it linearly (`scrubsLinearly`) or along
    /// the curve. Ignored while running or stopped.
    open var fractionComplete: CGFloat {
        get {
            switch phase {
            case .inactive: 0
            case .paused(let position, _), .stopped(let position, _): CGFloat(position.fraction)
            case .running(let segment, _): CGFloat(fraction(segment, at: CACurrentMediaTime()))
            }
        }
        set {
            switch phase {
            case .running, .stopped: return
            case .inactive, .paused: break
            }
            activateIfNeeded()
            let f = Double(newValue)
            phase = .paused(Position(progress: scrubsLinearly ? f : baseCurve.progress(f), fraction: f),
                            reversed: phase.reversed)
        }
    }

    // MARK: Running

    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        _rockhopperPrecondition(state != .stopped, "UIViewPropertyAnimator: startAnimation called on a stopped animator; call finishAnimation(at:) first")
        _requireNotNaN(delay, "UIViewPropertyAnimator startAnimation(afterDelay:) delay")
        guard !isRunning else { return }
        activateIfNeeded()
        guard case .paused(let position, let reversed) = phase else { return }
        self.delay = delay
        run(from: position, reversed: reversed, at: CACurrentMediaTime() + delay, curve: baseCurve, seconds: nil)
    }

    /// Makes the animator active (running its blocks if it was not) and stops it where it is.
    open func pauseAnimation() {
        _rockhopperPrecondition(state != .stopped, "UIViewPropertyAnimator: pauseAnimation called on a stopped animator")
        activateIfNeeded()
        if case .running = phase { phase = .paused(currentPosition(at: CACurrentMediaTime()), reversed: phase.reversed) }
    }

    /// Stops an active animator where it is on screen, writing that into the model: to `.inactive`
    /// without the completions (`withoutFinishing`), else to `.stopped`, waiting for
    /// `finishAnimation(at:)`. Does nothing on an animator that is not active.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let now = CACurrentMediaTime()
        let position = currentPosition(at: now)
        phase = .paused(position, reversed: phase.reversed)
        for i in records.indices {
            let r = records[i]
            let shown = r.layer._presentedVector(of: r.property, at: now)
            if let entry = r.entry { r.layer._removeAnimationEntry(entry) }
            records[i].entry = nil
            write(shown, of: r.property, to: r)
        }
        if withoutFinishing {
            phase = .inactive(reversed: phase.reversed)
            reset()
            completions.removeAll()
        } else {
            phase = .stopped(position, reversed: phase.reversed)
        }
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        _rockhopperPrecondition(state == .stopped, "UIViewPropertyAnimator: finishAnimation(at:) is only valid after stopAnimation(false)")
        complete(at: finalPosition)
    }

    /// Runs an active (usually paused) animator on from where it is to its end (its start when
    /// reversed) with new timing: `durationFactor` times the duration, or (0) the time the remaining
    /// fraction would take. How an interactive transition hands over after the finger lifts.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        _rockhopperPrecondition(state == .active, "UIViewPropertyAnimator: continueAnimation requires an active (paused) animator")
        _rockhopperPrecondition(isInterruptible, "UIViewPropertyAnimator: continueAnimation requires an interruptible animator")
        let now = CACurrentMediaTime()
        let position = currentPosition(at: now)
        let reversed = phase.reversed
        let remaining = reversed ? position.fraction : 1 - position.fraction
        let seconds = durationFactor > 0 ? Double(durationFactor) * duration : remaining * duration
        let curve = parameters.map { _UIAnimatorCurve($0, duration: seconds) } ?? baseCurve
        run(from: position, reversed: reversed, at: now, curve: curve, seconds: seconds)
    }

    // MARK: Driver

    package func _progress(at time: Double) -> Double {
        if time == cachedTime { return cachedProgress }
        let p: Double
        switch phase {
        case .inactive: p = 0
        case .paused(let position, _), .stopped(let position, _): p = position.progress
        case .running(let segment, _): p = progress(segment, at: time)
        }
        cachedTime = time
        cachedProgress = p
        return p
    }

    /// Called every frame while running; returns false once the animator no longer needs frames.
    package func _advance(at now: Double) -> Bool {
        guard case .running(let segment, let reversed) = phase else { return false }
        guard now - segment.tStart >= segment.seconds else { return true }
        // At the end of the stretch: paused there, then (unless it pauses on completion) complete.
        phase = .paused(Position(progress: segment.pB, fraction: segment.fEnd), reversed: reversed)
        if !pausesOnCompletion { complete(at: segment.pB >= 1 ? .end : .start) }
        return false
    }

    /// A change made in one of the animator's blocks: an additive animation of the difference,
    /// driven by the animator, starting at driver progress `base`.
    package func _record(layer: CALayer, view: UIView, property: _AnimatableProperty, old: _AnimVector,
                         new: _AnimVector, base: Double) {
        let key = _AnimatableKeyPath.key(of: property)
        var start = old
        if let i = records.firstIndex(where: { $0.layer === layer && $0.property == property }) {
            // Changed again: one animation from the first start value to the latest value.
            start = records[i].old
            records[i].new = new
            if let previous = records[i].entry { layer._removeAnimationEntry(previous) }
        }
        let animation = CABasicAnimation(keyPath: key)
        animation.isAdditive = true
        animation.duration = duration
        animation._blocksUserInteraction = !isUserInteractionEnabled
        var track = _AnimationTrack(path: _AnimatableKeyPath(property: property),
                                    kind: .basic(from: _UIViewPropertyAction.difference(start, new, property: property),
                                                 to: _AnimVector()),
                                    additive: true)
        track.driverBase = base
        let entry = layer._addAnimation(animation, forKey: layer._unusedAnimationKey(key), driver: self, tracks: [track])
        if let i = records.firstIndex(where: { $0.layer === layer && $0.property == property }) {
            records[i].entry = entry
        } else {
            records.append(Record(layer: layer, view: view, property: property, old: old, new: new, entry: entry))
        }
    }

    // MARK: Private

    /// inactive → paused at the start, running the blocks (their changes become the animations).
    private func activateIfNeeded() {
        guard case .inactive(let reversed) = phase else { return }
        phase = .paused(.start, reversed: reversed)
        let blocks = pending
        pending.removeAll()
        for (block, factor) in blocks { _runBlock(block, base: factor) }
    }

    private func _runBlock(_ block: () -> Void, base: Double) {
        let context = _UIViewAnimationContext(kind: .animator(self, base: base), duration: duration)
        _UIViewAnimationState.with(context, block)
    }

    /// paused → running: a segment from `position` at `t` toward the end (or the start, reversed).
    /// `seconds` nil: continue along `curve` from the matching point; else a fresh run of the
    /// curve over `seconds`.
    private func run(from position: Position, reversed: Bool, at t: Double, curve: _UIAnimatorCurve, seconds: Double?) {
        let pB = reversed ? 0.0 : 1.0
        let fEnd = pB
        let segment: Segment
        if let seconds {
            let scaled = _UIAnimatorCurve(rescaling: curve, seconds: max(seconds, 0))
            segment = Segment(tStart: t, u0: 0, uEnd: 1, pA: position.progress, pB: pB, f0: position.fraction, fEnd: fEnd,
                              curve: scaled)
        } else {
            let u0 = curve.inverse(position.progress) ?? position.fraction
            segment = Segment(tStart: t, u0: u0, uEnd: fEnd, pA: position.progress, pB: pB, f0: u0, fEnd: fEnd,
                              curve: curve)
        }
        phase = .running(segment, reversed: reversed)
        let scheduler = _UIViewAnimationScheduler.current
        if !scheduler.animators.contains(where: { $0 === self }) { scheduler.animators.append(self) }
    }

    /// Where the animation stands at `t`: along its segment when running, else where it stands.
    /// Does not change the phase.
    private func currentPosition(at t: Double) -> Position {
        switch phase {
        case .inactive: .start
        case .paused(let position, _), .stopped(let position, _): position
        case .running(let segment, _): Position(progress: progress(segment, at: t), fraction: fraction(segment, at: t))
        }
    }

    @inline(__always)
    private func elapsedFraction(_ s: Segment, at t: Double) -> Double {
        let total = s.seconds
        guard total > 0 else { return 1 }
        return min(max((t - s.tStart) / total, 0), 1)
    }

    @inline(__always)
    private func progress(_ s: Segment, at t: Double) -> Double {
        let e = elapsedFraction(s, at: t)
        let u = s.u0 + (s.uEnd - s.u0) * e
        let c0 = s.curve.progress(s.u0), c1 = s.curve.progress(s.uEnd)
        if c1 == c0 { return e >= 1 ? s.pB : s.pA }
        return s.pA + (s.pB - s.pA) * (s.curve.progress(u) - c0) / (c1 - c0)
    }

    @inline(__always)
    private func fraction(_ s: Segment, at t: Double) -> Double {
        s.f0 + (s.fEnd - s.f0) * elapsedFraction(s, at: t)
    }

    private func write(_ v: _AnimVector, of property: _AnimatableProperty, to record: Record) {
        if property == .backgroundColor {
            UIView.performWithoutAnimation {
                record.view.backgroundColor = UIColor(red: CGFloat(v[0]), green: CGFloat(v[1]),
                                                      blue: CGFloat(v[2]), alpha: CGFloat(v[3]))
            }
        } else {
            UIView.performWithoutAnimation { record.layer._setModelVector(v, of: property) }
        }
    }

    private func complete(at position: UIViewAnimatingPosition) {
        for r in records {
            if let entry = r.entry { r.layer._removeAnimationEntry(entry) }
            switch position {
            case .start: write(r.old, of: r.property, to: r)
            case .end: if state == .stopped { write(r.new, of: r.property, to: r) }
            case .current: break
            }
        }
        phase = .inactive(reversed: phase.reversed)
        reset()
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(position) }
    }

    /// Forgets the animations of a run that ended (the phase is already `inactive`).
    private func reset() {
        records.removeAll()
        baseCurve = _UIAnimatorCurve(timingParameters, duration: duration)
    }
}
