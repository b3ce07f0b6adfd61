/// A layer's animation state, allocated the first time it is needed: the added animations in
/// order, the presented values of the last frame, and for a presentation copy the model layer.
/// Not API.
@MainActor
package final class _CALayerAnimationStorage {
    /// Any change to the list makes the last frame's presented values stale.
    var _storedEntries: [_CAAnimationEntry] = [] { didSet { presentedClock = .nan } }
    /// The entries, for other modules (the frame reads `_storedEntries`, checked statically).
    package var entries: [_CAAnimationEntry] {
        get { _storedEntries }
        set { _storedEntries = newValue }
    }
    /// Presented values computed at the last frame by the engine, exact for clock time
    /// `presentedClock` while `presentedTimingGeneration` is `_CATimingChanges.generation`
    /// (the layer's local time is the same) and nothing else changed: the compositor, which
    /// reads them at the same clock time in the same frame, reuses them instead of evaluating
    /// every animation again. Made stale (`presentedClock` NaN) by any change to `entries` and by
    /// any model change of an animatable property (`CALayer._willChange`); never valid with a
    /// driven animation (its driver's progress can change within a frame).
    var presented = _CALayerPresentedState()
    var presentedClock = Double.nan
    var presentedTimingGeneration: UInt64 = 0
    /// The model layer, when this storage belongs to a presentation copy.
    var modelLayer: CALayer?
    /// The model background colour (red, green, blue, alpha) until `CALayer` has a
    /// `backgroundColor` of its own; UIKit's views write it. Clear when never set.
    var backgroundColorModel = _AnimVector()
    /// Animations in flight that keep the layer's view from receiving touches.
    var interactionBlockingCount = 0
    /// The engine that lists the layer (while it has animations), which removals report to.
    package weak var engine: _CAAnimationEngine?

    package init() {}

    /// Whether any animation is on the layer that has not yet stopped.
    var hasAnimationsInFlight: Bool { _storedEntries.contains { !$0.stopped } }

    /// The presented values at clock time `clock`, when the layer's local time is `local` (the
    /// layer's `_localTime(atClock: clock)`; animations applied in order).
    func presentedState(of layer: CALayer, clock: Double, local: Double) -> _CALayerPresentedState {
        withPresentedState(of: layer, clock: clock, local: local) { $0 }
    }

    /// Calls `body` with the presented values at clock time `clock` (as `presentedState(of:clock:local:)`
    /// returns them), without copying them: the last frame's values in place when they are exact
    /// for `clock`, else computed. The state is ~900 bytes, and the compositor reads it for every
    /// animating layer twice a frame (the walk and the redraw). `body` must not touch this storage.
    func withPresentedState<R>(of layer: CALayer, clock: Double, local: Double,
                               _ body: (inout _CALayerPresentedState) -> R) -> R {
        if clock == presentedClock && presentedTimingGeneration == _CATimingChanges.generation {
            return body(&presented)
        }
        var state = _CALayerPresentedState()
        for entry in _storedEntries { entry.apply(clock: clock, local: local, to: &state, layer: layer) }
        return body(&state)
    }

    /// The presented values at clock time `clock`.
    func presentedState(of layer: CALayer, at clock: Double) -> _CALayerPresentedState {
        presentedState(of: layer, clock: clock, local: layer._localTime(atClock: clock).time)
    }
}
