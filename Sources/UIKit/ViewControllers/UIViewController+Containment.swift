import Foundation

// Containment: the add/remove contract of UIKit's custom-container guide.
//
//   add:    container.addChild(child)        → child.willMove(toParent: container), then linked
//           container.view.addSubview(child.view)
//           child.didMove(toParent: container)
//   remove: child.willMove(toParent: nil)
//           child.view.removeFromSuperview()
//           child.removeFromParent()         → unlinked, then child.didMove(toParent: nil)
//
// `willMove(toParent:)` runs before the child is linked, as the header says ("called before
// adding"); `parent` is still the old one inside it.
extension UIViewController {

    func _addChild(_ child: UIViewController) {
        _rockhopperPrecondition(child !== self, "addChild(_:): \(type(of: self)) cannot be a child of itself")
        var ancestor: UIViewController? = self
        while let a = ancestor {
            _rockhopperPrecondition(a !== child,
                "addChild(_:): \(type(of: child)) is an ancestor of \(type(of: self)); adding it as a child would make a cycle")
            ancestor = a._parent
        }
        if child._parent === self { return }
        if child._parent != nil { child.removeFromParent() }
        child._isMovingToParent = true
        child.willMove(toParent: self)
        _children.append(child)
        child._parent = self
    }

    func _removeFromParent() {
        guard let parent = _parent else { return }
        _isMovingFromParent = true
        parent._children.removeAll { $0 === self }
        _parent = nil
        didMove(toParent: nil)
    }

    func _nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var current = _parent
        while let c = current {
            if let match = c as? T { return match }
            current = c._parent
        }
        return nil
    }

    /// `transition(from:to:duration:options:animations:completion:)`: one container transition
    /// (`_UIViewControllerTransition`, the order of a push: from.will, to.will … from.did,
    /// to.did), `to`'s view added beside `from`'s at its own frame, `from`'s removed when the
    /// animation ends.
    func _transitionBetweenChildren(from: UIViewController, to: UIViewController, duration: TimeInterval,
                                    options: UIView.AnimationOptions, animations: (() -> Void)?,
                                    completion: ((Bool) -> Void)?) {
        _rockhopperPrecondition(from._parent === self && to._parent === self,
            "transition(from:to:duration:options:animations:completion:): both \(type(of: from)) and \(type(of: to)) must be children of \(type(of: self)) (call addChild(_:) first)")
        _rockhopperPrecondition(shouldAutomaticallyForwardAppearanceMethods,
            "transition(from:to:duration:options:animations:completion:): \(type(of: self)) forwards appearance callbacks by hand (shouldAutomaticallyForwardAppearanceMethods is false)")
        let fromView: UIView = from.view
        let toView: UIView = to.view
        guard let container = fromView.superview else {
            _rockhopperFailure("transition(from:to:duration:options:animations:completion:): the view of \(type(of: from)) is not in a view hierarchy")
        }
        let animator = _UIChildSwapAnimator(duration: duration, options: options, animations: animations)
        let transition = _UIViewControllerTransition(operation: .swapChildren, from: from, to: to, container: container,
                                                     animated: duration > 0, animator: animator)
        transition.initialFrameOfToView = toView.frame
        transition.addCompletion { _ in completion?(animator.finished) }
        transition.begin()
        transition.start()
    }
}

/// The animation of `transition(from:to:…)`: the caller's `animations` over `duration` with
/// `options`, or — with a transition in `options` (flip, curl, dissolve) — that view transition
/// of the container from the old view to the new one. Zero duration applies at once.
@MainActor
final class _UIChildSwapAnimator: _UITransitionAnimator {
    let duration: TimeInterval
    let options: UIView.AnimationOptions
    let animations: (() -> Void)?
    /// The animation's `finished`, for the caller's completion.
    private(set) var finished = true

    init(duration: TimeInterval, options: UIView.AnimationOptions, animations: (() -> Void)?) {
        self.duration = duration
        self.options = options
        self.animations = animations
    }

    func transitionDuration(using transition: _UIViewControllerTransition) -> TimeInterval { duration }

    func animateTransition(using transition: _UIViewControllerTransition) {
        let end: (Bool) -> Void = { finished in
            self.finished = finished
            transition.completeTransition(true)
        }
        guard duration > 0 else {
            animations?()
            end(true)
            return
        }
        if (options.rawValue >> 20) & 0xF != 0, let toView = transition.toViewController?._loadedView {
            // The container's picture is taken before the block: the new view shows inside it.
            let fromView = transition.fromViewController?._loadedView
            toView.isHidden = true
            UIView.transition(with: transition.containerView, duration: duration, options: options, animations: {
                toView.isHidden = false
                self.animations?()
                fromView?.removeFromSuperview()
            }, completion: end)
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { self.animations?() }, completion: end)
        }
    }
}
