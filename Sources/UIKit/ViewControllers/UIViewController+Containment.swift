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

    /// `transition(from:to:duration:options:animations:completion:)`: appearance callbacks for
    /// both (will at the start, did at the end), `to`'s view added beside `from`'s, `from`'s
    /// removed when the animation ends.
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
        let visible = fromView.window.map { !$0.isHidden } ?? false
        let animated = duration > 0
        from._managedAppearanceDepth += 1
        to._managedAppearanceDepth += 1
        if visible {
            from._beginAppearance(false, animated: animated, warnsWhenUnbalanced: false)
            to._beginAppearance(true, animated: animated, warnsWhenUnbalanced: false)
        }
        let finish: (Bool) -> Void = { [weak from, weak to] finished in
            if from?.viewIfLoaded?.superview === container { from?.viewIfLoaded?.removeFromSuperview() }
            if visible {
                from?._endAppearance(warnsWhenUnbalanced: false)
                to?._endAppearance(warnsWhenUnbalanced: false)
            }
            from?._managedAppearanceDepth -= 1
            to?._managedAppearanceDepth -= 1
            completion?(finished)
        }
        let transitionKind = (options.rawValue >> 20) & 0xF
        if transitionKind != 0 && duration > 0 {
            // A built-in view transition (flip, curl, dissolve) of the container: the new view
            // replaces the old one inside the transition.
            UIView.transition(with: container, duration: duration, options: options, animations: {
                container.addSubview(toView)
                if visible { to._viewIsAppearing() }
                animations?()
                fromView.removeFromSuperview()
            }, completion: finish)
        } else {
            container.addSubview(toView)
            if visible { to._viewIsAppearing() }
            if duration > 0 {
                UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }, completion: finish)
            } else {
                animations?()
                finish(true)
            }
        }
    }
}
