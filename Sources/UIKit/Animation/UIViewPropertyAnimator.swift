import Foundation

/// An interruptible animation of view properties: start, pause, scrub (`fractionComplete`),
/// reverse, stop and continue with new timing.
///
/// The animation blocks run when the animator first becomes active (`startAnimation`,
/// `pauseAnimation`, or setting `fractionComplete`): their changes update the model at once and
/// become animations the animator drives. Finishing at `.start` (reversed) puts the model back to
/// the start values; `stopAnimation` leaves the model where the animation was on screen.
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

    public private(set) var state: UIViewAnimatingState = .inactive

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

    private var pending: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var records: [Record] = []
    private var baseCurve: _UIAnimatorCurve
    private var segment: Segment?
    private var running = false
    private var reversed = false
    private var pausedProgress = 0.0
    private var pausedFraction = 0.0
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

    open var isRunning: Bool { state == .active && running }

    open var isReversed: Bool {
        get { reversed }
        set {
            guard state != .stopped, newValue != reversed else { return }
            if running {
                freeze(at: CACurrentMediaTime())
                reversed = newValue
                beginSegment(at: CACurrentMediaTime(), curve: baseCurve, seconds: nil)
            } else {
                reversed = newValue
            }
        }
    }

    open var fractionComplete: CGFloat {
        get {
            guard running, let segment else { return CGFloat(pausedFraction) }
            return CGFloat(fraction(segment, at: CACurrentMediaTime()))
        }
        set {
            guard state != .stopped, !running else { return }
            activateIfNeeded()
            let f = Double(newValue)
            pausedFraction = f
            pausedProgress = scrubsLinearly ? f : baseCurve.progress(f)
            cachedTime = -.infinity
        }
    }

    // MARK: Running

    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        _rockhopperPrecondition(state != .stopped, "UIViewPropertyAnimator: startAnimation called on a stopped animator; call finishAnimation(at:) first")
        _requireNotNaN(delay, "UIViewPropertyAnimator startAnimation(afterDelay:) delay")
        guard !running else { return }
        activateIfNeeded()
        self.delay = delay
        beginSegment(at: CACurrentMediaTime() + delay, curve: baseCurve, seconds: nil)
    }

    open func pauseAnimation() {
        _rockhopperPrecondition(state != .stopped, "UIViewPropertyAnimator: pauseAnimation called on a stopped animator")
        activateIfNeeded()
        if running { freeze(at: CACurrentMediaTime()) }
    }

    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let now = CACurrentMediaTime()
        if running { freeze(at: now) }
        for i in records.indices {
            let r = records[i]
            let shown = r.layer._presentedVector(of: r.property, at: now)
            if let entry = r.entry { r.layer._removeAnimationEntry(entry) }
            records[i].entry = nil
            write(shown, of: r.property, to: r)
        }
        if withoutFinishing {
            state = .inactive
            reset()
            completions.removeAll()
        } else {
            state = .stopped
        }
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        _rockhopperPrecondition(state == .stopped, "UIViewPropertyAnimator: finishAnimation(at:) is only valid after stopAnimation(false)")
        complete(at: finalPosition)
    }

    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        _rockhopperPrecondition(state == .active, "UIViewPropertyAnimator: continueAnimation requires an active (paused) animator")
        _rockhopperPrecondition(isInterruptible, "UIViewPropertyAnimator: continueAnimation requires an interruptible animator")
        let now = CACurrentMediaTime()
        if running { freeze(at: now) }
        let remaining = reversed ? pausedFraction : 1 - pausedFraction
        let seconds = durationFactor > 0 ? Double(durationFactor) * duration : remaining * duration
        let curve = parameters.map { _UIAnimatorCurve($0, duration: seconds) } ?? baseCurve
        beginSegment(at: now, curve: curve, seconds: seconds)
    }

    // MARK: Driver

    package func _progress(at time: Double) -> Double {
        if time == cachedTime { return cachedProgress }
        let p: Double
        if running, let segment { p = progress(segment, at: time) } else { p = pausedProgress }
        cachedTime = time
        cachedProgress = p
        return p
    }

    /// Called every frame while running; returns false once the animator no longer needs frames.
    package func _advance(at now: Double) -> Bool {
        guard running, let segment else { return false }
        guard now - segment.tStart >= segment.seconds else { return true }
        let atEnd = segment.pB >= 1
        if pausesOnCompletion {
            running = false
            pausedProgress = segment.pB
            pausedFraction = segment.fEnd
            cachedTime = -.infinity
            return false
        }
        running = false
        complete(at: atEnd ? .end : .start)
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

    private func activateIfNeeded() {
        guard state == .inactive else { return }
        state = .active
        running = false
        pausedProgress = 0
        pausedFraction = 0
        cachedTime = -.infinity
        let blocks = pending
        pending.removeAll()
        for (block, factor) in blocks { _runBlock(block, base: factor) }
    }

    private func _runBlock(_ block: () -> Void, base: Double) {
        let context = _UIViewAnimationContext(kind: .animator(self, base: base), duration: duration)
        _UIViewAnimationState.with(context, block)
    }

    /// Starts a segment at `t` from the paused position toward the end (or start, reversed).
    /// `seconds` nil: continue along `curve` from the matching point; else a fresh run of the
    /// curve over `seconds`.
    private func beginSegment(at t: Double, curve: _UIAnimatorCurve, seconds: Double?) {
        let pB = reversed ? 0.0 : 1.0
        let fEnd = pB
        var segment: Segment
        if let seconds {
            let scaled = _UIAnimatorCurve(rescaling: curve, seconds: max(seconds, 0))
            segment = Segment(tStart: t, u0: 0, uEnd: 1, pA: pausedProgress, pB: pB, f0: pausedFraction, fEnd: fEnd,
                              curve: scaled)
        } else {
            let u0 = curve.inverse(pausedProgress) ?? pausedFraction
            segment = Segment(tStart: t, u0: u0, uEnd: fEnd, pA: pausedProgress, pB: pB, f0: u0, fEnd: fEnd,
                              curve: curve)
        }
        self.segment = segment
        running = true
        cachedTime = -.infinity
        let scheduler = _UIViewAnimationScheduler.current
        if !scheduler.animators.contains(where: { $0 === self }) { scheduler.animators.append(self) }
    }

    private func freeze(at t: Double) {
        guard let segment else { running = false; return }
        pausedProgress = progress(segment, at: t)
        pausedFraction = fraction(segment, at: t)
        running = false
        cachedTime = -.infinity
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
        state = .inactive
        reset()
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(position) }
    }

    private func reset() {
        records.removeAll()
        segment = nil
        running = false
        pausedProgress = 0
        pausedFraction = 0
        cachedTime = -.infinity
        baseCurve = _UIAnimatorCurve(timingParameters, duration: duration)
    }
}
