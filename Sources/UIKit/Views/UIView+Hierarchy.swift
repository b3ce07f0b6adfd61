import Foundation

// Subview management and the move callbacks.
//
// Call order when a view moves into a new superview (in a window or not):
//   oldSuperview.willRemoveSubview(view)            (if it had one)
//   view.willMove(toSuperview: newSuperview)
//   view.willMove(toWindow: newWindow)              (then every descendant, parents first; only if the window changes)
//   vc.viewWillAppear / viewWillDisappear           (controllers whose root views move into or out of a visible window)
//   … the view is relinked …
//   view.didMoveToWindow()                          (then every descendant; only if the window changes)
//   view.didMoveToSuperview()
//   newSuperview.didAddSubview(view)
// Removal is the same with nil for the new superview and window and no didAddSubview.
// Reordering within the same superview (addSubview of an existing subview, bring/send,
// exchange) makes no callbacks.
extension UIView {

    func _insertSubview(_ view: UIView, at index: Int) {
        _checkCanAdopt(view)
        if view._superview === self {
            // A reorder: no callbacks.
            _subviews.removeAll { $0 === view }
            let i = max(0, min(index, _subviews.count))
            _placeLayer(of: view, atSubviewIndex: i)
            _subviews.insert(view, at: i)
            return
        }
        _adopt(view) { parent in
            let i = max(0, min(index, parent._subviews.count))
            parent._placeLayer(of: view, atSubviewIndex: i)
            parent._subviews.insert(view, at: i)
        }
    }

    func _insertSubview(_ view: UIView, above sibling: UIView) {
        _checkCanAdopt(view)
        if view === sibling { return }
        if view._superview === self { _subviews.removeAll { $0 === view } }
        guard let i = _subviews.firstIndex(where: { $0 === sibling }) else {
            _insertSubview(view, at: _subviews.count)   // not a subview: on top, as UIKit does
            return
        }
        // UIKit puts the layer directly above the sibling's layer.
        _moveOrAdopt(view) { parent in
            parent._subviews.insert(view, at: i + 1)
            parent.layer.insertSublayer(view.layer, above: sibling.layer)
        }
    }

    func _insertSubview(_ view: UIView, below sibling: UIView) {
        _checkCanAdopt(view)
        if view === sibling { return }
        if view._superview === self { _subviews.removeAll { $0 === view } }
        guard let i = _subviews.firstIndex(where: { $0 === sibling }) else {
            _insertSubview(view, at: _subviews.count)   // not a subview: on top, as UIKit does
            return
        }
        // UIKit puts the layer directly below the sibling's layer.
        _moveOrAdopt(view) { parent in
            parent._subviews.insert(view, at: i)
            parent.layer.insertSublayer(view.layer, below: sibling.layer)
        }
    }

    /// Links `view` here: a reorder (no callbacks) when it is already a subview (and already
    /// removed from `_subviews` by the caller), else a move with the callbacks.
    private func _moveOrAdopt(_ view: UIView, link: (UIView) -> Void) {
        if view._superview === self { link(self) } else { _adopt(view, link: link) }
    }

    /// Puts `view.layer` where a subview inserted at `index` of `_subviews` (before the insertion)
    /// belongs among this view's sublayers, as UIKit does: directly below the layer of the subview
    /// now at `index`, or on top of all sublayers (above plain sublayers too) at the end.
    private func _placeLayer(of view: UIView, atSubviewIndex index: Int) {
        if index < _subviews.count {
            layer.insertSublayer(view.layer, below: _subviews[index].layer)
        } else {
            _addSublayerOnTop(view.layer)
        }
    }

    /// Puts a subview's layer on top of this view's sublayers; in a window, below its status bar,
    /// which stays the topmost sublayer (`UIWindow+StatusBar.swift`).
    private func _addSublayerOnTop(_ sublayer: CALayer) {
        if let window = _window, window === self, let overlay = window._lowestOverlayLayer {
            layer.insertSublayer(sublayer, below: overlay)
        } else {
            layer.addSublayer(sublayer)
        }
    }

    /// Moves `view` here from wherever it was, with the callbacks in UIKit's order; `link` puts it
    /// into `_subviews` and its layer into the layer tree.
    private func _adopt(_ view: UIView, link: (UIView) -> Void) {
        let oldSuperview = view._superview
        let oldWindow = view._window
        let newWindow = _window
        let windowChanges = oldWindow !== newWindow

        oldSuperview?.willRemoveSubview(view)
        let movingConstraints = view._layoutWillLeaveSuperview()
        view.willMove(toSuperview: self)
        if windowChanges {
            if oldWindow != nil { view._stopGestureRecognizersInSubtree() }
            view._willMoveToWindowRecursively(newWindow, from: oldWindow)
        }

        if let old = oldSuperview {
            old._subviews.removeAll { $0 === view }
            old.setNeedsLayout()
        }
        link(self)
        view._superview = self
        view._markLayoutMarginsStale()

        if windowChanges {
            view._setWindowRecursively(newWindow)
            view._didMoveToWindowRecursively()
        }
        view._resolveTintAfterMove()
        view._layoutDidJoinHierarchy(movingConstraints)
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
        view.setNeedsLayout()
    }

    func _removeFromSuperview() {
        guard let parent = _superview else { return }
        let oldWindow = _window
        parent.willRemoveSubview(self)
        let movingConstraints = _layoutWillLeaveSuperview()
        willMove(toSuperview: nil)
        if oldWindow != nil {
            _stopGestureRecognizersInSubtree()
            _willMoveToWindowRecursively(nil, from: oldWindow)
        }

        parent._subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        _superview = nil
        _markLayoutMarginsStale()

        if oldWindow != nil {
            _setWindowRecursively(nil)
            _didMoveToWindowRecursively()
        }
        _resolveTintAfterMove()
        _layoutDidJoinHierarchy(movingConstraints)
        didMoveToSuperview()
        parent.setNeedsLayout()
    }

    // UIKit moves the layer with the view: to the top of all sublayers (above plain sublayers;
    // in a window, below the status bar) for bring-to-front, to index 0 for send-to-back; an
    // exchange swaps the two layers' places in `sublayers`.
    func _bringSubviewToFront(_ view: UIView) {
        guard let i = _subviews.firstIndex(where: { $0 === view }) else { return }
        _subviews.remove(at: i)
        _subviews.append(view)
        _addSublayerOnTop(view.layer)
    }

    func _sendSubviewToBack(_ view: UIView) {
        guard let i = _subviews.firstIndex(where: { $0 === view }) else { return }
        _subviews.remove(at: i)
        _subviews.insert(view, at: 0)
        layer.insertSublayer(view.layer, at: 0)
    }

    func _exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        _rockhopperPrecondition(_subviews.indices.contains(index1) && _subviews.indices.contains(index2),
            "exchangeSubview(at: \(index1), withSubviewAt: \(index2)): index out of range 0..<\(_subviews.count)")
        if index1 == index2 { return }
        let a = _subviews[index1], b = _subviews[index2]
        _subviews.swapAt(index1, index2)
        if let la = layer._sublayers.firstIndex(where: { $0 === a.layer }),
           let lb = layer._sublayers.firstIndex(where: { $0 === b.layer }) {
            layer._sublayers.swapAt(la, lb)
            layer._noteSublayersChanged()
        }
    }

    // MARK: Window moves

    // Parents first, subviews in order, with an explicit stack: trees of any depth.

    private func _willMoveToWindowRecursively(_ newWindow: UIWindow?, from oldWindow: UIWindow?) {
        // The first responder gives up its status when it leaves its window, whatever it answers.
        if let oldWindow, let responder = oldWindow._firstResponder as? UIView, responder.isDescendant(of: self) {
            // Forced: a text's delegate is not asked whether editing may end.
            oldWindow._forceResignation(of: responder)
        }
        // Controllers whose views move with this subtree appear or disappear (see
        // `UIViewController+Appearance.swift`); collected during the walk, called after it.
        var controllers: [UIViewController] = []
        _forEachInSubtree { view in
            view.willMove(toWindow: newWindow)
            if let vc = view._viewController, vc._followsViewIntoWindow(movingSubtree: self) { controllers.append(vc) }
        }
        for vc in controllers { vc._viewWillMove(from: oldWindow, to: newWindow) }
    }

    private func _setWindowRecursively(_ newWindow: UIWindow?) {
        _forEachInSubtree { $0._window = newWindow; $0._markLayoutMarginsStale() }
    }

    private func _didMoveToWindowRecursively() {
        _forEachInSubtree { $0.didMoveToWindow() }
    }

    /// Calls `body` with this view and every descendant, parents before their subviews, subviews
    /// in order; each view's subviews are read after `body` ran for it. Iterative: no depth limit.
    func _forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        if _subviews.isEmpty { return }
        var stack: [UIView] = _subviews.reversed()
        while let view = stack.popLast() {
            body(view)
            let subs = view._subviews
            var i = subs.count
            while i > 0 { i -= 1; stack.append(subs[i]) }
        }
    }
}
