/// An animation of one property between two values.
///
/// `fromValue`, `toValue` and `byValue` are combined as Core Animation documents: from and to;
/// from and from + by; to − by and to; from and the current value; the current presented value
/// and to; the current presented value and that plus by; none of them: the value presented before
/// the change that ran this as an action, and the new value. Values are numbers (`Double`,
/// `CGFloat`, `Float`, `Int`, `NSNumber`) for one-component key paths, and `CGPoint`, `CGSize`,
/// `CGRect`, `CATransform3D` (or `CGAffineTransform`) otherwise. A value that does not fit the
/// key path makes the animation do nothing.
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The value at the start.
    open var fromValue: Any?
    /// The value at the end.
    open var toValue: Any?
    /// The change from start to end.
    open var byValue: Any?

    public override init() { super.init() }

    override func _makeEmptyCopy() -> CAAnimation { CABasicAnimation() }

    override func _copySettings(from other: CAAnimation) {
        super._copySettings(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    override func _makeTracks(for layer: CALayer, context: _CAAddContext) -> [_AnimationTrack] {
        guard let path = _path, let (from, to) = _resolvedValues(path, layer: layer, context: context) else { return [] }
        return [_AnimationTrack(path: path, kind: _kind(from: from, to: to), timingFunction: timingFunction,
                                additive: isAdditive, cumulative: isCumulative)]
    }

    /// The track kind for resolved values; `CASpringAnimation` makes a spring.
    func _kind(from: _AnimVector, to: _AnimVector) -> _AnimationTrack.Kind {
        .basic(from: from, to: to)
    }

    /// Start and end vectors, or nil when a given value does not fit the key path.
    func _resolvedValues(_ path: _AnimatableKeyPath, layer: CALayer,
                                 context: _CAAddContext) -> (_AnimVector, _AnimVector)? {
        func vector(_ value: Any?) -> _AnimVector?? {
            guard let value else { return .some(nil) }
            guard let v = _AnimValueConversion.vector(from: value, for: path) else { return nil }
            return .some(v)
        }
        guard let f = vector(fromValue), let t = vector(toValue), let b = vector(byValue) else { return nil }
        let model = { path.extract(from: layer._modelVector(of: path.property)) }
        let current = { self._currentValue(path, of: layer, context: context) }
        var from: _AnimVector, to: _AnimVector
        switch (f, t, b) {
        case let (f?, t?, _): (from, to) = (f, t)
        case let (f?, nil, b?): (from, to) = (f, f + b)
        case let (nil, t?, b?): (from, to) = (t - b, t)
        case let (f?, nil, nil): (from, to) = (f, model())
        case let (nil, t?, nil): (from, to) = (current(), t)
        case let (nil, nil, b?): from = current(); to = from + b
        case (nil, nil, nil): (from, to) = (current(), model())
        }
        if path.property == .transform && path.isWholeProperty {
            to = _TransformComponents.alignRotation(to, with: from)
        }
        return (from, to)
    }
}
