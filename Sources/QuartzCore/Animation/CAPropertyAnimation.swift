/// An animation of one layer property, named by its key path (`"position"`, `"opacity"`,
/// `"transform.rotation.z"`, `"bounds.size.width"`…).
///
/// Key paths that are not animatable here are accepted and do nothing, as Core Animation ignores
/// unknown keys. `isAdditive` adds the animated value to the model value (transforms add in their
/// decomposed form: translation, scale, rotation, shear); `isCumulative` makes each repetition
/// continue from where the previous one ended.
@MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path.
    open var keyPath: String?
    /// Whether the value is added to the model value instead of replacing it. Default false.
    open var isAdditive = false
    /// Whether each repetition starts from the previous one's end value. Default false.
    open var isCumulative = false

    public override init() { super.init() }

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func _makeEmptyCopy() -> CAAnimation { CAPropertyAnimation() }

    override func _copySettings(from other: CAAnimation) {
        super._copySettings(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    /// The parsed key path, or nil when it is not animatable.
    package var _path: _AnimatableKeyPath? { keyPath.flatMap(_AnimatableKeyPath.init) }

    /// The presented value of `path` on `layer` just before this animation is added (the implicit
    /// "from"/"to" when values are missing).
    func _currentValue(_ path: _AnimatableKeyPath, of layer: CALayer, context: _CAAddContext) -> _AnimVector {
        if let previous = context.previousPresented, previous.property == path.property {
            return path.extract(from: previous.vector)
        }
        return path.extract(from: layer._presentedVector(of: path.property, at: context.now))
    }
}
