// The whole-view effect of `UIView.transition(with:…)`: a cross dissolve, flip or curl between the
// view's look before and after the block, drawn by the compositor.
extension _CATransitionAnimation {
    /// The transition for an options' transition field (1…15; 1…7 named in
    /// `UIView.AnimationOptions`), starting from `before`. It changes no property.
    package convenience init(viewTransition transition: Int, before: CGImage?) {
        self.init(style: _CATransitionAnimation.style(ofViewTransition: transition), kind: transition, before: before)
    }

    /// How a transition field is drawn: the flips from the left and right turn about the vertical
    /// axis, those from the top and bottom about the horizontal one; the cross dissolve, the curls
    /// (which need 3-D page geometry) and the unnamed values 8…15 are drawn as a cross dissolve
    /// (docs/DEVIATIONS.md).
    package static func style(ofViewTransition transition: Int) -> _CATransitionStyle {
        switch transition {
        case 1, 2: .flipAboutVerticalAxis
        case 6, 7: .flipAboutHorizontalAxis
        default: .crossDissolve
        }
    }
}
