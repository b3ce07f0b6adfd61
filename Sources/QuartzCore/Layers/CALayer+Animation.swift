import Foundation

// Animations on a layer: adding and removing them, the presentation copy, and the actions that
// property changes run.
extension CALayer {
    // MARK: Adding and removing

    /// Adds `anim` under `key`, replacing (and stopping, unfinished) any animation with the same
    /// key. The animation is copied: later changes to the object have no effect. A
    /// `beginTime` of 0 means now; a `duration` of 0 means the transaction's duration (0.25 s).
    /// Animations added to a presentation copy are ignored.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        // Core Animation copies the animation: later edits of `anim` don't reach the running one,
        // and `animation(forKey:)` and the delegate's callbacks get the copy.
        _addAnimation((anim.copy() as? CAAnimation) ?? anim._copy(), forKey: key, driver: nil)
    }

    /// The animation added under `key`, or nil.
    public func animation(forKey key: String) -> CAAnimation? {
        _storedAnimations?._storedEntries.last { $0.key == key }?.animation
    }

    /// Removes the animation under `key`: what is shown falls back at once; its delegate hears
    /// `animationDidStop(_:finished: false)` at the next frame (unless it had already finished).
    public func removeAnimation(forKey key: String) {
        guard let storage = _storedAnimations,
              let index = storage._storedEntries.firstIndex(where: { $0.key == key }) else { return }
        let entry = storage._storedEntries.remove(at: index)
        storage.engine?.removed(entry, storage: storage)
    }

    /// Removes every animation, as `removeAnimation(forKey:)` does for each.
    public func removeAllAnimations() {
        guard let storage = _storedAnimations, !storage._storedEntries.isEmpty else { return }
        let entries = storage._storedEntries
        storage._storedEntries.removeAll()
        for entry in entries { storage.engine?.removed(entry, storage: storage) }
    }

    /// The keys of the animations on the layer, in the order they were added; nil when there are
    /// none (animations added without a key are not listed).
    public func animationKeys() -> [String]? {
        let keys = _storedAnimations?._storedEntries.compactMap(\.key) ?? []
        return keys.isEmpty ? nil : keys
    }

    func _storageForAnimations() -> _CALayerAnimationStorage {
        if let s = _storedAnimations { return s }
        let s = _CALayerAnimationStorage()
        _storedAnimations = s
        return s
    }

    /// True while some animation on the layer has not stopped.
    package var _hasAnimationsInFlight: Bool { _storedAnimations?.hasAnimationsInFlight ?? false }

    // MARK: Presentation and model

    /// A copy of the layer showing what is on screen now: the model values with every animation
    /// applied at the layer's local time at `CACurrentMediaTime()`. Each call makes a new copy (exact at the current time);
    /// its `model()` is this layer. The copy has no sublayers; animations added to it are ignored.
    public func presentation() -> Self? {
        if _storedAnimations?.modelLayer != nil { return self }
        let copy = Self.init()
        copy._storedBounds = _storedBounds
        copy._position = _position
        copy._anchorPoint = _anchorPoint
        copy._setTransformStorage(_transform)
        copy._opacity = _opacity
        copy._zPosition = _zPosition
        copy.anchorPointZ = anchorPointZ
        copy.isHidden = isHidden
        copy.masksToBounds = masksToBounds
        copy.name = name
        if let timing = _timing { copy._setTimingWithoutNotice(timing) }
        let storage = _CALayerAnimationStorage()
        storage.modelLayer = self
        storage.backgroundColorModel = _storedAnimations?.backgroundColorModel ?? _AnimVector()
        copy._storedAnimations = storage
        if let mine = _storedAnimations, !mine._storedEntries.isEmpty {
            let state = mine.presentedState(of: self, at: _now)
            copy._applyPresented(state)
            if state.isLoaded(.backgroundColor) { storage.backgroundColorModel = state.backgroundColor }
        }
        return copy
    }

    /// The model layer: `self`, or for a presentation copy the layer it was made from.
    public func model() -> Self {
        (_storedAnimations?.modelLayer as? Self) ?? self
    }

    /// Writes the loaded properties of `state` into this layer's storage (no actions, no observers).
    private func _applyPresented(_ state: _CALayerPresentedState) {
        if state.isLoaded(.bounds) {
            let v = state.bounds
            _storedBounds = CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        if state.isLoaded(.position) { _position = CGPoint(x: state.position[0], y: state.position[1]) }
        if state.isLoaded(.anchorPoint) { _anchorPoint = CGPoint(x: state.anchorPoint[0], y: state.anchorPoint[1]) }
        if state.isLoaded(.transform) { _setTransformStorage(_TransformComponents.compose(state.transform)) }
        if state.isLoaded(.opacity) { _opacity = Float(state.opacity[0]) }
        if state.isLoaded(.zPosition) { _zPosition = CGFloat(state.zPosition[0]) }
    }

    /// The presented background colour (red, green, blue, alpha), or nil when neither a model
    /// colour was written nor an animation runs. For UIKit until `CALayer.backgroundColor` exists.
    package var _presentedBackgroundColor: SIMD4<Double>? {
        guard _storedAnimations != nil else { return nil }
        let v = _presentedVector(of: .backgroundColor, at: _now)
        return SIMD4(v[0], v[1], v[2], v[3])
    }

    // MARK: Actions

    /// A change about to happen, with the action found for it. A class: `_willChange` answers nil
    /// for almost every change (a view's own layer outside animation blocks), and an optional
    /// reference is one word where an optional of the two old values was ~300 bytes, written and
    /// passed on at every geometry change of a layout pass.
    final class _PendingChange {
        let action: any CAAction
        let property: _AnimatableProperty
        let oldModel: _AnimVector
        let oldPresented: _AnimVector

        init(action: any CAAction, property: _AnimatableProperty, oldModel: _AnimVector, oldPresented: _AnimVector) {
            self.action = action
            self.property = property
            self.oldModel = oldModel
            self.oldPresented = oldPresented
        }
    }

    /// Called by a setter before it stores a new value: opens the implicit transaction and finds
    /// the action (none when actions are disabled or this is a presentation copy).
    func _willChange(_ property: _AnimatableProperty) -> _PendingChange? {
        _noteOwnRenderChange()
        // The last frame's presented values were computed from the model value about to change.
        if let storage = _storedAnimations { storage.presentedClock = .nan }
        if _storedAnimations?.modelLayer != nil { return nil }
        CATransaction._noteChange()
        // A view's own layer outside animation blocks: its delegate would answer `NSNull()`.
        if _storedDelegateRefusesActions && CALayer._storedOpenViewAnimationBlocks == 0 { return nil }
        if CATransaction.disableActions() { return nil }
        guard let action = action(forKey: _AnimatableKeyPath.key(of: property)) else { return nil }
        return _PendingChange(action: action, property: property, oldModel: _modelVector(of: property),
                              oldPresented: _presentedVector(of: property, at: _now))
    }

    /// Called by a setter after it stored the new value: runs the action found before.
    func _didChange(_ change: _PendingChange?) {
        guard let change else { return }
        if let action = change.action as? any _CALayerChangeAction {
            action._run(on: self, property: change.property, oldModel: change.oldModel, oldPresented: change.oldPresented)
            return
        }
        let engine = _runtime.animationEngine
        let saved = engine.actionContext
        engine.actionContext = (change.property, change.oldPresented)
        change.action.run(forKey: _AnimatableKeyPath.key(of: change.property), object: self, arguments: nil)
        engine.actionContext = saved
    }

    /// The implicit animation of an animatable property of a layer without a view: a
    /// `CABasicAnimation` from the presented value to the new one, with the transaction's
    /// duration and timing function (Core Animation's `.default` curve when none is set).
    /// None for a layer that has not been rendered yet (`_hasBeenCommitted`): its changes show at
    /// once, as Core Animation gives such a layer no presentation to animate from.
    func _implicitAnimation(forKey key: String) -> CAAction? {
        guard _hasBeenCommitted, _AnimatableKeyPath.wholeProperty(forKey: key) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: key)
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }
}
