/// The action a view returns for its own layer inside an animation block: turns the change into
/// an animation according to the block. Not API.
///
/// A change in an `animate` block becomes an additive animation of the difference between the old
/// and the new value, decaying to zero: what is on screen is the new model value plus every
/// difference still in flight, so a second animation of a property already animating starts
/// exactly from what is shown, and both run to the end (iOS 8 and later). With
/// `.beginFromCurrentState` the animations of that property in flight are removed instead (their
/// completions report `false`) and the new one starts from the presented value.
@MainActor
final class _UIViewPropertyAction: _CALayerChangeAction {
    private let context: _UIViewAnimationContext
    private unowned let view: UIView

    init(context: _UIViewAnimationContext, view: UIView) {
        self.context = context
        self.view = view
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let property = _AnimatableKeyPath.wholeProperty(forKey: event) else { return }
        let current = layer._presentedVector(of: property, at: layer._now)
        _run(on: layer, property: property, oldModel: current, oldPresented: current)
    }

    func _run(on layer: CALayer, property: _AnimatableProperty, oldModel: _AnimVector, oldPresented: _AnimVector) {
        let newModel = layer._modelVector(of: property)
        if !context.animatedViews.contains(where: { $0 === view }) { context.animatedViews.append(view) }
        switch context.kind {
        case .disabled, .keyframes:
            return
        case let .keyframe(collector, start, end):
            collector.record(layer: layer, view: view, property: property, old: oldModel, new: newModel,
                             start: start, end: end)
        case let .animator(animator, base):
            animator._record(layer: layer, view: view, property: property, old: oldModel, new: newModel, base: base)
        case .animation:
            runBlockAnimation(layer: layer, property: property, oldModel: oldModel, oldPresented: oldPresented, newModel: newModel)
        }
    }

    private func runBlockAnimation(layer: CALayer, property: _AnimatableProperty, oldModel: _AnimVector,
                                   oldPresented: _AnimVector, newModel: _AnimVector) {
        let key = _AnimatableKeyPath.key(of: property)
        var start = oldModel
        if context.options.contains(.beginFromCurrentState) {
            start = oldPresented
            for entry in layer._animationStorage?.entries ?? [] where entry.key == key || entry.key?.hasPrefix(key + "-") == true {
                if (entry.animation as? CAPropertyAnimation)?.keyPath == key { layer._removeAnimationEntry(entry) }
            }
        }
        let delta = _UIViewPropertyAction.difference(start, newModel, property: property)
        if delta == _AnimVector() { return }
        let path = _AnimatableKeyPath(property: property)
        let animation: CABasicAnimation
        let track: _AnimationTrack
        switch context.pacing {
        case let .curve(function):
            animation = CABasicAnimation(keyPath: key)
            animation.timingFunction = function
            track = _AnimationTrack(path: path, kind: .basic(from: delta, to: _AnimVector()),
                                    timingFunction: function, additive: true)
        case let .spring(dampingRatio, velocity):
            let solution = _SpringSolution.fitted(duration: context.duration, dampingRatio: dampingRatio,
                                                  initialVelocity: velocity)
            let spring = CASpringAnimation(keyPath: key)
            spring.mass = CGFloat(solution.mass); spring.stiffness = CGFloat(solution.stiffness)
            spring.damping = CGFloat(solution.damping); spring.initialVelocity = CGFloat(velocity)
            animation = spring
            track = _AnimationTrack(path: path, kind: .spring(from: delta, to: _AnimVector(), solution: solution),
                                    additive: true)
        }
        animation.isAdditive = true
        animation.duration = context.duration
        if context.delay > 0 { animation.beginTime = layer._localNow + context.delay }
        animation.fillMode = .backwards
        if context.options.contains(.repeat) { animation.repeatCount = .infinity }
        if context.options.contains(.autoreverse) { animation.autoreverses = true }
        animation._blocksUserInteraction = !context.options.contains(.allowUserInteraction)
        layer._addAnimation(animation, forKey: layer._unusedAnimationKey(key), driver: nil, tracks: [track],
                            groups: context.completion.map { [$0] } ?? [])
    }

    /// `a − b`, with a transform's rotation difference taken the short way round.
    static func difference(_ a: _AnimVector, _ b: _AnimVector, property: _AnimatableProperty) -> _AnimVector {
        var d = a - b
        if property == .transform {
            d[_TransformComponents.rotation] = _TransformComponents.shortestAngle(d[_TransformComponents.rotation])
        }
        return d
    }
}
