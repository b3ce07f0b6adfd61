import Foundation

/// An interaction controller that scrubs an ordinary animator by a percentage: call `update(_:)`
/// from a gesture, then `finish()` or `cancel()`; the rest of the animation runs from where the
/// finger left, forwards or backwards.
///
/// How it scrubs (UIKit's documented behaviour, reconstructed as in the reference §6.4): at the
/// start it freezes the layer clock of the container view (and of views registered with the
/// coordinator's `animateAlongsideTransition(in:)`) — `speed = 0`, `timeOffset` = the layer's
/// time now — then runs the animator's `animateTransition(using:)`, whose UIView animations
/// begin at that frozen instant; `update(p)` shows them at `p × duration` by moving
/// `timeOffset`. `finish()` and `cancel()` move `timeOffset` frame by frame to the end or the
/// start over `(remaining fraction) × duration / completionSpeed` with `completionCurve`, then
/// give the layers their normal clock back. A cancelled transition's animations end at their
/// start (their completions run, `finished` true) and the animator calls
/// `completeTransition(false)`. Only animations inside the scrubbed layers follow the finger —
/// animate other views with `animateAlongsideTransition(in:)`. When the animator provides an
/// `interruptibleAnimator(using:)` (iOS 10) it scrubs that instead (`fractionComplete`, then
/// `continueAnimation`, reversed on cancel).
///
/// It drives UIKit's own transition contexts, and also a context a custom container made itself
/// (seed 003, objc.io issue 12): such a container calls `startInteractiveTransition(_:)` and then
/// its animator's `animateTransition(using:)`; the duration is then measured from the
/// animations the animator added (Apple's class cannot drive such contexts; reference §6.6).
@MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The animator's `transitionDuration`, captured when the transition starts (0 before).
    open private(set) var duration: CGFloat = 0
    /// The last value given to `update(_:)` (0…1), then the progress of the finishing animation.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the rest runs after `finish()`/`cancel()`; must be > 0. Default 1.
    open var completionSpeed: CGFloat = 1 {
        willSet {
            if !(newValue > 0) || !newValue.isFinite {
                _rockhopperFailure("UIPercentDrivenInteractiveTransition.completionSpeed must be a positive number (got \(newValue))")
            }
        }
    }
    /// The curve of the rest of the animation. Default `.easeInOut` (Apple's header).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing of the rest when an interruptible animator is continued; nil: its own.
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactive. Default true.
    open var wantsInteractiveStart = true

    private enum Mode {
        case idle
        /// Scrubbing layer clocks; `runningTo`: the finishing (1) or cancelling (0) animation.
        case layers(runningTo: CGFloat?)
        case animator(any UIViewImplicitlyAnimating)
        case ended
    }

    /// A layer whose clock is frozen, with its timing before and the frozen instant.
    private struct FrozenLayer {
        let layer: CALayer
        let speed: Float
        let timeOffset: CFTimeInterval
        let beginTime: CFTimeInterval
        let base: CFTimeInterval
    }

    private var mode = Mode.idle
    private var context: (any UIViewControllerContextTransitioning)?
    /// The context when it is UIKit's own.
    private var transition: _UIViewControllerTransition? { context as? _UIViewControllerTransition }
    private var frozen: [FrozenLayer] = []
    /// The finishing or cancelling animation: from, start time (nil until its first frame), length.
    private var run: (from: CGFloat, start: TimeInterval?, seconds: TimeInterval) = (0, nil, 0)
    /// `finish()` (true) or `cancel()` (false) called before the transition started.
    private var pendingEnd: Bool?
    private weak var application: UIApplication?

    public override init() {
        super.init()
    }

    // MARK: UIViewControllerInteractiveTransitioning

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        application = transitionContext.containerView.window?._application ?? UIApplication.shared
        guard let transition = transitionContext as? _UIViewControllerTransition else {
            // A container's own context: its clock is frozen now, the container runs its
            // animator next, and the animations it adds tell the duration.
            mode = .layers(runningTo: nil)
            freeze(transitionContext.containerView.layer)
            transitionContext.updateInteractiveTransition(percentComplete)
            return
        }
        duration = CGFloat(transition.duration)
        if let interruptible = transition.providedInterruptibleAnimator() {
            mode = .animator(interruptible)
            transition.runAnimator()
            if transition.isInteractive {
                interruptible.pauseAnimation()
                interruptible.fractionComplete = percentComplete
            }
        } else {
            mode = .layers(runningTo: nil)
            freeze(transition.containerView.layer)
            for view in transition.alongsideViews { freeze(view.layer) }
            transition.runAnimator()
            if transition.isInteractive {
                showFrozen(at: percentComplete)
            } else {
                thaw(at: 0)
            }
        }
        transition.updateInteractiveTransition(percentComplete)
        if let end = pendingEnd {
            pendingEnd = nil
            end ? finish() : cancel()
        }
    }

    /// For a container's own context: the scrubbed time is the span of the animations begun
    /// since the clock froze.
    private func measureDurationIfNeeded() {
        guard duration == 0, transition == nil, let first = frozen.first,
              let end = first.layer._latestAnimationEndInSubtree(beganAtOrAfter: first.base) else { return }
        duration = CGFloat(max(0, end - first.base))
    }

    // MARK: Driving

    /// Shows the transition at `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        let p = max(0, min(1, percentComplete.isFinite ? percentComplete : 0))
        switch mode {
        case .idle:
            self.percentComplete = p
        case .layers(runningTo: nil):
            self.percentComplete = p
            context?.updateInteractiveTransition(p)
            showFrozen(at: p)
        case let .animator(animator) where animator.state != .inactive && !(animator.isRunning):
            self.percentComplete = p
            context?.updateInteractiveTransition(p)
            animator.fractionComplete = p
        default:
            break
        }
    }

    /// The interaction ended: the rest of the transition runs to its end.
    open func finish() { end(completing: true) }

    /// The interaction ended: the transition runs back to its start and is cancelled.
    open func cancel() { end(completing: false) }

    /// The interaction takes over again (iOS 10): a finishing or cancelling animation stops where
    /// it is, and `update(_:)` scrubs from there.
    open func pause() {
        guard let context, !(transition?.isComplete ?? false) else { return }
        switch mode {
        case .layers(runningTo: .some):
            stopTicking()
            mode = .layers(runningTo: nil)
            context.pauseInteractiveTransition()
        case let .animator(animator):
            animator.pauseAnimation()
            percentComplete = animator.fractionComplete
            context.pauseInteractiveTransition()
        default:
            break
        }
    }

    private func end(completing: Bool) {
        guard let context else {
            if case .idle = mode { pendingEnd = completing }
            return
        }
        guard !(transition?.isComplete ?? false) else { return }
        if completing { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        switch mode {
        case .layers:
            measureDurationIfNeeded()
            let remaining = completing ? 1 - percentComplete : percentComplete
            run = (percentComplete, nil, TimeInterval(duration * remaining / completionSpeed))
            mode = .layers(runningTo: completing ? 1 : 0)
            if run.seconds <= 0 {
                land(completing: completing)
            } else {
                application?._frameTickers.add(self)
            }
        case let .animator(animator):
            // The rest takes the remaining fraction of the duration, sped up by completionSpeed
            // (UIKit's `_durationFactorForPercentComplete:reversed:`).
            let remaining = completing ? 1 - percentComplete : percentComplete
            if animator.state == .active {
                animator.isReversed = !completing
                animator.continueAnimation(withTimingParameters: timingCurve,
                                           durationFactor: max(0.001, remaining / completionSpeed))
            }
            mode = .ended
            self.context = nil
        default:
            break
        }
    }

    // MARK: Layer clocks

    private func freeze(_ layer: CALayer) {
        guard !frozen.contains(where: { $0.layer === layer }) else { return }
        let now = layer.convertTime(CACurrentMediaTime(), from: nil)
        frozen.append(FrozenLayer(layer: layer, speed: layer.speed, timeOffset: layer.timeOffset,
                                  beginTime: layer.beginTime, base: now))
        layer.speed = 0
        layer.timeOffset = now
    }

    /// A view registered with `animateAlongsideTransition(in:)` after the start is frozen too.
    func _alongsideViewAdded(_ view: UIView) {
        guard case .layers(runningTo: nil) = mode else { return }
        freeze(view.layer)
        showFrozen(at: percentComplete)
    }

    private func showFrozen(at p: CGFloat) {
        measureDurationIfNeeded()
        let offset = CFTimeInterval(p * duration)
        for item in frozen { item.layer.timeOffset = item.base + offset }
    }

    /// Gives the layers their clocks back, continuing from `p` of the scrubbed time.
    private func thaw(at p: CGFloat) {
        let offset = CFTimeInterval(p * duration)
        for item in frozen {
            let layer = item.layer
            let parentNow = layer.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
            let local = item.base + offset
            layer.speed = item.speed
            layer.timeOffset = item.timeOffset
            let speed = item.speed == 0 ? 1 : CFTimeInterval(item.speed)
            layer.beginTime = parentNow - (local - item.timeOffset) / speed
        }
        frozen.removeAll()
    }

    /// The finishing or cancelling animation reached its end.
    private func land(completing: Bool) {
        stopTicking()
        percentComplete = completing ? 1 : 0
        showFrozen(at: percentComplete)
        if !completing {
            // The animations begun while frozen end at their start; their completions run.
            for item in frozen {
                item.layer._completeAnimationsInSubtree(beganAtOrAfter: item.base)
            }
        }
        thaw(at: percentComplete)
        mode = .ended
        context = nil
    }

    /// The transition completed (its animator called `completeTransition(_:)`, perhaps before the
    /// interaction ended): the layers get their clocks back, nothing more is driven.
    func _transitionDidComplete() {
        stopTicking()
        if !frozen.isEmpty { thaw(at: percentComplete) }
        mode = .ended
        context = nil
    }

    private func stopTicking() {
        application?._frameTickers.remove(self)
    }
}

extension UIPercentDrivenInteractiveTransition: _FrameTicking {
    func _tick(at time: TimeInterval) {
        guard case let .layers(runningTo: target?) = mode else {
            stopTicking()
            return
        }
        let start = run.start ?? time
        run.start = start
        let fraction = run.seconds > 0 ? min(1, (time - start) / run.seconds) : 1
        let eased = CGFloat(completionCurve._timingFunction._curve.solve(fraction))
        percentComplete = run.from + (target - run.from) * eased
        showFrozen(at: percentComplete)
        if fraction >= 1 { land(completing: target == 1) }
    }

    var _frameTickingDescription: String { "a UIPercentDrivenInteractiveTransition finishing its transition" }
}
