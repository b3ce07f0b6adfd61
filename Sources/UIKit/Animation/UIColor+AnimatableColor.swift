// UIColor values can be keyframe and basic animation values of `backgroundColor`.
extension UIColor: _CAAnimatableColor {
    package var _animatableComponents: SIMD4<Double> {
        SIMD4(Double(_red), Double(_green), Double(_blue), Double(_alpha))
    }
}
