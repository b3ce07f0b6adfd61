import Foundation

/// The base of Core Animation's animations: timing (`CAMediaTiming`), a timing function, a
/// delegate and what happens at the end.
///
/// Adding an animation to a layer (`CALayer.add(_:forKey:)`) takes a snapshot of it: changing the
/// object afterwards has no effect on the running animation, as Core Animation copies it.
/// An animation is also an action (`CAAction`): running it adds it to the layer for the key.
@MainActor
open class CAAnimation: CAMediaTiming, CAAction {
    public init() {}

    // MARK: CAMediaTiming

    // NaN stops the program (it has no place on the timeline); infinity is allowed, as in Core
    // Animation (`repeatCount = .infinity` repeats forever, an infinite duration never ends).
    open var beginTime: CFTimeInterval = 0 { willSet { _requireNotNaN(newValue, "CAAnimation beginTime") } }
    open var duration: CFTimeInterval = 0 { willSet { _requireNotNaN(newValue, "CAAnimation duration") } }
    open var speed: Float = 1 { willSet { _requireNotNaN(CGFloat(newValue), "CAAnimation speed") } }
    open var timeOffset: CFTimeInterval = 0 { willSet { _requireNotNaN(newValue, "CAAnimation timeOffset") } }
    open var repeatCount: Float = 0 { willSet { _requireNotNaN(CGFloat(newValue), "CAAnimation repeatCount") } }
    open var repeatDuration: CFTimeInterval = 0 { willSet { _requireNotNaN(newValue, "CAAnimation repeatDuration") } }
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    // MARK: Behaviour

    /// Paces each iteration; nil means linear.
    open var timingFunction: CAMediaTimingFunction?

    /// Told when the animation starts and stops. Held strongly.
    open var delegate: (any CAAnimationDelegate)?

    /// Whether the layer drops the animation when its active duration ends. Default true; set
    /// false (with `fillMode = .forwards`) to keep showing the final value.
    open var isRemovedOnCompletion = true

    /// The property key an animation would be saved under in an archive; always false here
    /// (nothing is archived) — kept for source compatibility of overrides.
    open func shouldArchiveValue(forKey key: String) -> Bool { false }

    /// Set by UIKit on the animations of blocks without `.allowUserInteraction`: the animating
    /// view ignores touches while the animation is in flight. Not API.
    package var _blocksUserInteraction = false

    // MARK: CAAction

    /// Adds the animation to `anObject` (a `CALayer`) for `event`.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        layer.add(self, forKey: event)
    }

    // MARK: Copying

    /// A new animation with the same settings (Core Animation's `NSCopying`): the same class for
    /// the Core Animation classes (a subclass defined elsewhere gets the nearest one of them
    /// unless it overrides this), the same delegate (held strongly, as Apple's is), the same
    /// values; member animations of a group are copied too. `CALayer.add(_:forKey:)` adds a copy.
    open func copy() -> Any { _copy() }

    /// `copy()` as a `CAAnimation`.
    final func _copy() -> CAAnimation {
        let copy = _makeEmptyCopy()
        copy._copySettings(from: self)
        return copy
    }

    /// A new instance of this class (or the nearest Core Animation class) with default settings.
    func _makeEmptyCopy() -> CAAnimation { CAAnimation() }

    /// Copies every setting of `other` (an instance of this class) into this animation.
    func _copySettings(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        _blocksUserInteraction = other._blocksUserInteraction
    }

    // MARK: Compiling

    /// The tracks this animation adds to `layer` (resolved values, ready for per-frame
    /// evaluation). `context` carries the values captured at add time. Subclasses override.
    func _makeTracks(for layer: CALayer, context: _CAAddContext) -> [_AnimationTrack] { [] }
}

/// What `add(_:forKey:)` knows when it compiles an animation. Not API.
struct _CAAddContext {
    /// The clock at the add.
    var now: Double
    /// The presented vector of each whole property before a change that ran this as an action
    /// (the implicit "from" value), or nil.
    var previousPresented: (property: _AnimatableProperty, vector: _AnimVector)?
}
