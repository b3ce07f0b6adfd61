/// The whole-view effect of `UIView.transition(with:…)`: a cross dissolve, flip or curl between
/// the view's look before and after the block. It changes no property; the compositor reads
/// `UIView._currentTransition` to draw it. Not API.
@MainActor
package final class _UIViewTransitionAnimation: CAAnimation {
    /// The transition field of the options (1…7, see `UIView.AnimationOptions`).
    package let transition: Int

    package init(transition: Int) {
        self.transition = transition
        super.init()
    }
}
