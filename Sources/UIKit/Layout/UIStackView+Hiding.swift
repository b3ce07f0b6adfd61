import Foundation

// Hidden arranged views. A hidden arranged view stays in `arrangedSubviews` and `subviews`; the
// stack gives it no size along the axis (`UISV-hiding`) and drops its spacing. UIView's `isHidden`
// setter tells the superview (`_subviewHiddenDidChange`), so the stack learns of every change.
//
// Inside an animation block (`UIView.animate`, a property animator's animations), UIKit animates
// the collapse without the app calling `layoutIfNeeded()`: the stack asks the block to lay it out
// at its end (`UIViewAnimationState _addViewForConstraintBasedAnimation:`), and a view hidden in
// the block keeps its layer shown until the block's animations end (a post-animation action),
// so it is seen shrinking rather than vanishing. `isHidden` reads true at once. Here the stack
// adds an end-of-block action to the block's context that lays out the stack's superview inside
// the block — in a nested block of the same timing, whose completion hides the layers.
extension UIStackView {
    /// `subview.isHidden` changed.
    func _arrangedSubviewHiddenDidChange(_ view: UIView) {
        let id = ObjectIdentifier(view)
        guard _arrangedIDs.contains(id) else { return }
        _setNeedsArrangementUpdate()
        guard let context = _UIViewAnimationState.stack.last, _UIViewAnimationState.animationsEnabled else { return }
        switch context.kind {
        case .animation, .animator: break
        default: return
        }
        if _animationContextAwaitingLayout !== context {
            _animationContextAwaitingLayout = context
            _hideGeneration += 1
            let generation = _hideGeneration
            context.endOfBlockActions.append { [weak self, weak context] in
                guard let self, let context else { return }
                self._layOutAnimatedCollapse(in: context, generation: generation)
            }
        }
        if view.isHidden {
            view._layerShownUntilCollapseEnds = true
            view.layer.isHidden = false
            _pendingHides[id] = (view, _hideGeneration)
        } else {
            _pendingHides[id] = nil
        }
    }

    /// At the end of an animation block in which arranged views were hidden or shown: lays out
    /// the stack's superview (so the stack's own size change moves its siblings too) inside the
    /// block, then hides the collapsed views' layers when the animations end.
    private func _layOutAnimatedCollapse(in context: _UIViewAnimationContext, generation: Int) {
        if _animationContextAwaitingLayout === context { _animationContextAwaitingLayout = nil }
        let target = superview ?? self
        let hiding = _pendingHides.values.filter { $0.generation == generation }.map(\.view)
        let finish: () -> Void = { [weak self] in
            for view in hiding {
                let id = ObjectIdentifier(view)
                if let self {
                    guard self._pendingHides[id]?.generation == generation else { continue }
                    self._pendingHides[id] = nil
                }
                if view._layerShownUntilCollapseEnds {
                    view._layerShownUntilCollapseEnds = false
                    view.layer.isHidden = true
                }
            }
        }
        switch context.kind {
        case .animation:
            // A nested block inherits the duration and curve; its completion is the end of the
            // animations this layout makes.
            UIView.animate(withDuration: context.duration, delay: context.delay, options: [],
                           animations: { target.layoutIfNeeded() }, completion: { _ in finish() })
        case .animator(let animator, _):
            target.layoutIfNeeded()
            animator.addCompletion { _ in finish() }
        default:
            target.layoutIfNeeded()
            finish()
        }
    }

    /// `view` leaves the arranged views: a pending hide applies now.
    func _finishPendingHide(of view: UIView) {
        guard _pendingHides.removeValue(forKey: ObjectIdentifier(view)) != nil else { return }
        if view._layerShownUntilCollapseEnds {
            view._layerShownUntilCollapseEnds = false
            view.layer.isHidden = true
        }
    }
}
