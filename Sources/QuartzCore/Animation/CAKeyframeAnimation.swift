import Foundation

/// An animation of one property through a list of values (`values`), at times given by
/// `keyTimes` (fractions of the duration, one per value, from 0 to 1) or evenly spaced, joined
/// as `calculationMode` says, each segment paced by its entry in `timingFunctions`.
///
/// Values use the types `CABasicAnimation` accepts. With `.paced` and `.cubicPaced` the key times
/// come from the distances between values (Euclidean over the value's components). `path`
/// (a `CGPath` to move along) and `rotationMode` are not available (docs/COMPATIBILITY.md).
@MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values. Nil or empty: the animation does nothing.
    open var values: [Any]?
    /// When each value is reached, as fractions of the duration; see the type's documentation.
    open var keyTimes: [NSNumber]?
    /// Timing function of each segment between values (n − 1 for n values).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed. Default `.linear`.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Per-value tension of the `.cubic` spline (0 is Catmull–Rom).
    open var tensionValues: [NSNumber]?
    /// Per-value continuity of the `.cubic` spline.
    open var continuityValues: [NSNumber]?
    /// Per-value bias of the `.cubic` spline.
    open var biasValues: [NSNumber]?

    public override init() { super.init() }

    override func _makeEmptyCopy() -> CAAnimation { CAKeyframeAnimation() }

    override func _copySettings(from other: CAAnimation) {
        super._copySettings(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
    }

    override func _makeTracks(for layer: CALayer, context: _CAAddContext) -> [_AnimationTrack] {
        guard let path = _path, let values, !values.isEmpty else { return [] }
        var vectors: [_AnimVector] = []
        vectors.reserveCapacity(values.count)
        for value in values {
            guard var v = _AnimValueConversion.vector(from: value, for: path) else { return [] }
            if path.property == .transform && path.isWholeProperty, let previous = vectors.last {
                v = _TransformComponents.alignRotation(v, with: previous)
            }
            vectors.append(v)
        }
        return [_AnimationTrack(path: path, kind: .keyframes(values: vectors, timing: _timing(for: vectors)),
                                additive: isAdditive, cumulative: isCumulative)]
    }

}
