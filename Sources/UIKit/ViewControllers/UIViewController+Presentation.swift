import Foundation

// Modal presentation.
//
// present(M) on a controller X:
//   1. The presenter P is found: for the context styles the nearest of X and its ancestors that
//      `definesPresentationContext` (else the root-most ancestor); for the others the root-most
//      ancestor of X (a full-screen presentation must come from a controller covering the
//      screen, so UIKit forwards it up). P already presenting, or P's view outside a window:
//      UIKit's warning, nothing else.
//   2. Linked now: `P.presentedViewController`, `M.presentingViewController`; M gets a
//      `UIPresentationController` and a `_UITransitionView` container (in the window, or beside
//      the context controller's view).
//   3. The `will` callbacks run now (P: only for the removing styles `.fullScreen` and
//      `.currentContext`), the animation starts in the next layout pass, and at its end the
//      presenter's view leaves the window (removing styles), the `did` callbacks run
//      (M.viewDidAppear, then P.viewDidDisappear), then `completion`.
// A dismissal asked for while a presentation or dismissal of the chain runs logs UIKit's warning
// and does nothing.
// dismiss on a controller: the presented controller of it or its nearest ancestor (or, when it
// presents nothing, the controller itself) is dismissed with everything it presents; only the
// topmost animates. Callbacks: M.willDisappear, P.willAppear (when P's view had left), P's view
// back, the animation, then P.viewDidAppear, M.viewDidDisappear, completion.
extension UIViewController {

    func _present(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        _rockhopperPrecondition(presented !== self,
            "present(_:animated:completion:): Application tried to present modally a view controller <\(type(of: self))> on itself")
        _rockhopperPrecondition(presented._parent == nil,
            "present(_:animated:completion:): Application tried to present modally a view controller <\(type(of: presented))> that has a parent view controller <\(type(of: presented._parent!))>")
        _rockhopperPrecondition(presented._presenting == nil,
            "present(_:animated:completion:): Application tried to present modally an active controller <\(type(of: presented))>")
        let style = UIPresentationController._resolvedStyle(presented.modalPresentationStyle)
        let presenter = _presenter(for: style)
        if let current = presenter._presented {
            _UIKitLog.warning("Attempt to present <\(type(of: presented))> on <\(type(of: presenter))> (from <\(type(of: self))>) which is already presenting <\(type(of: current))>.")
            return
        }
        guard let presenterView = presenter._loadedView, let window = presenterView.window else {
            _UIKitLog.warning("Attempt to present <\(type(of: presented))> on <\(type(of: presenter))> (from <\(type(of: self))>) whose view is not in the window hierarchy.")
            return
        }

        // The transitioning delegate's objects (Apple's order: the presentation controller for
        // `.custom`, the animator, the interaction controller for the delegate's animator).
        let delegate = presented.transitioningDelegate
        let presentation = (style == .custom
            ? delegate?.presentationController(forPresented: presented, presenting: presenter, source: self) : nil)
            ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
        presenter._presented = presented
        presented._presenting = presenter
        presented._presentationController = presentation

        // The container: over the whole window, or over the context controller's view.
        let container = _UITransitionView()
        container._presentationController = presentation
        presentation._container = container
        let contextStyle = style == .currentContext || style == .overCurrentContext
        if contextStyle, let host = presenterView.superview {
            container.frame = presenterView.frame
            container.autoresizingMask = presenterView.autoresizingMask
            host.insertSubview(container, aboveSubview: presenterView)
        } else {
            container.frame = window.bounds
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(container)
        }

        let removes = presentation.shouldRemovePresentersView
        let custom = delegate?.animationController(forPresented: presented, presenting: presenter, source: self)
        let builtIn = presented._presentationAnimator(presenting: true, style: style, transitionStyle: presenter._contextTransitionStyle(for: presented))
        let animator = Self._animator(custom: custom, builtIn: builtIn, animated: animated, style: style)
        let interaction = custom.flatMap { animated ? delegate?.interactionControllerForPresentation(using: $0) : nil }
        let transition = _UIViewControllerTransition(operation: .present, from: presenter, to: presented,
                                                     container: container, animated: animated,
                                                     removesFromView: removes, animator: animator,
                                                     interactionController: interaction)
        transition.presentation = presentation
        presented.loadViewIfNeeded()
        transition.finalFrameOfToView = presentation.frameOfPresentedViewInContainerView
        transition.initialFrameOfToView = transition.finalFrameOfToView
        if style == .pageSheet { presentation._installSheetChrome() }
        transition.addCompletion { [weak presentation, weak presenter] completed in
            guard let presentation else { return }
            presentation.presentedViewController._isBeingPresented = false
            guard completed else {
                // A cancelled interactive presentation: nothing is presented.
                presentation.presentationTransitionDidEnd(false)
                presentation.presentedViewController._tearDownPresentation(visibleCallbacks: false, restoresPresenter: true)
                UIViewController._refreshStatusBar(in: presenter?._loadedView?.window)
                return
            }
            if removes, let presenter, let covered = presenter._viewCoveredByPresentation() {
                presentation._removedPresenterSuperview = covered.superview
                presentation._removedPresenterIndex = covered.superview?.subviews.firstIndex(of: covered) ?? 0
                presentation._removedPresenterView = covered
                covered.removeFromSuperview()
            }
            presentation.presentationTransitionDidEnd(true)
            UIViewController._refreshStatusBar(in: container.window)
            completion?()
        }
        presented._isBeingPresented = true
        presentation.presentationTransitionWillBegin()
        transition.begin()
        window._application._pendingTransitionStarts.append(transition)
        window.setNeedsLayout()
    }

    func _dismiss(animated: Bool, completion: (() -> Void)?) {
        // The base: the controller whose presented chain goes.
        var base: UIViewController?
        var current: UIViewController? = self
        while let c = current {
            if c._presented != nil { base = c; break }
            current = c._parent
        }
        if base == nil {
            // Nothing presented here: dismiss the presented ancestor (this controller or its
            // nearest presented ancestor) instead.
            var presentedAncestor: UIViewController? = self
            while let c = presentedAncestor, c._presenting == nil { presentedAncestor = c._parent }
            base = presentedAncestor?._presenting
        }
        guard let base, let first = base._presented else {
            completion?()
            return
        }
        var chain: [UIViewController] = [first]
        while let next = chain.last!._presented { chain.append(next) }
        if chain.contains(where: { $0._isBeingDismissed || $0._isBeingPresented }) {
            _UIKitLog.warning("Attempt to dismiss from view controller <\(type(of: self))> while a presentation or dismiss is in progress!")
            return
        }
        let top = chain.last!
        for c in chain { c._isBeingDismissed = true }

        let firstPresentation = first._presentationController!
        let topPresentation = top._presentationController!
        guard let container = topPresentation._container else { return }
        // Whether the base's view comes back (a covering style removed it); it comes back right
        // after the `will` callbacks, so the base's own appearance follows the transition.
        let restoresBase = firstPresentation._removedPresenterView != nil

        // The controllers below the top go without animation, topmost first.
        for lower in chain.dropLast().reversed() {
            lower._tearDownPresentation(visibleCallbacks: true, restoresPresenter: false)
        }
        let style = topPresentation._style
        let delegate = top.transitioningDelegate
        let custom = delegate?.animationController(forDismissed: top)
        let builtIn = top._presentationAnimator(presenting: false, style: style, transitionStyle: base._contextTransitionStyle(for: top))
        let animator = Self._animator(custom: custom, builtIn: builtIn, animated: animated, style: style)
        let interaction = custom.flatMap { animated ? delegate?.interactionControllerForDismissal(using: $0) : nil }
        let transition = _UIViewControllerTransition(operation: .dismiss, from: top, to: base, container: container,
                                                     animated: animated, removesFromView: true, toAppears: restoresBase,
                                                     animator: animator, interactionController: interaction)
        transition.presentation = topPresentation
        transition.finalFrameOfFromView = topPresentation.frameOfPresentedViewInContainerView
        topPresentation.dismissalTransitionWillBegin()
        transition.begin()
        let restoredView = restoresBase ? firstPresentation._removedPresenterView : nil
        let restoredSuperview = firstPresentation._removedPresenterSuperview
        let restoredIndex = firstPresentation._removedPresenterIndex
        if restoresBase { firstPresentation._restorePresenterView() }
        firstPresentation._removedPresenterView = nil
        transition.addCompletion { [weak base] completed in
            guard completed else {
                // A cancelled interactive dismissal: the presentation stays as it was.
                for c in chain { c._isBeingDismissed = false }
                if let restoredView {
                    restoredView.removeFromSuperview()
                    firstPresentation._removedPresenterView = restoredView
                    firstPresentation._removedPresenterSuperview = restoredSuperview
                    firstPresentation._removedPresenterIndex = restoredIndex
                }
                topPresentation.dismissalTransitionDidEnd(false)
                UIViewController._refreshStatusBar(in: container.window)
                return
            }
            // An animator may have moved the presenter's view into the container (as animators
            // do with `view(forKey: .to)`): it goes back where it was.
            if let restoredView, restoredView.superview === container, let restoredSuperview {
                restoredSuperview.insertSubview(restoredView, at: min(restoredIndex, restoredSuperview.subviews.count))
            }
            topPresentation.dismissalTransitionDidEnd(true)
            top._tearDownPresentation(visibleCallbacks: false, restoresPresenter: false)
            UIViewController._refreshStatusBar(in: base?._loadedView?.window)
            completion?()
        }
        let window = container.window
        if let window {
            window._application._pendingTransitionStarts.append(transition)
            window.setNeedsLayout()
        } else {
            transition.start()
        }
    }

    /// Unlinks a presented controller from its presenter and removes its container (putting the
    /// presenter's view back with `restoresPresenter`). With `visibleCallbacks`, a controller still on screen first gets its disappearance callbacks
    /// (the intermediate controllers of a dismissed chain).
    func _tearDownPresentation(visibleCallbacks: Bool, restoresPresenter: Bool) {
        guard let presentation = _presentationController else { return }
        if visibleCallbacks, _appearanceState == .appeared || _appearanceState == .appearing {
            _beginAppearance(false, animated: false, warnsWhenUnbalanced: false)
            _endAppearance(warnsWhenUnbalanced: false)
        }
        _managedAppearanceDepth += 1
        if restoresPresenter { presentation._restorePresenterView() }
        presentation._container?.removeFromSuperview()
        presentation._container = nil
        presentation._dimmingView = nil
        if let pan = presentation._sheetPan { pan.view?.removeGestureRecognizer(pan) }
        presentation._sheetPan = nil
        _managedAppearanceDepth -= 1
        _presenting?._presented = nil
        _presenting = nil
        _presentationController = nil
        _isBeingDismissed = false
        _isBeingPresented = false
    }

    /// The controller stops being its window's root: what it and its descendants present goes
    /// too, topmost first, with disappearance callbacks for what was on screen, as a dismissal
    /// without animation (on iOS the presented views would stay in the window; DEVIATIONS 93).
    func _tearDownPresentationsForRemoval() {
        for child in _children { child._tearDownPresentationsForRemoval() }
        guard let first = _presented else { return }
        var chain = [first]
        while let next = chain.last!._presented { chain.append(next) }
        for presented in chain.reversed() {
            for child in presented._children { child._tearDownPresentationsForRemoval() }
            presented._tearDownPresentation(visibleCallbacks: true, restoresPresenter: false)
        }
    }

    /// The controller that presents for `style` when `present` is called on this one.
    private func _presenter(for style: UIModalPresentationStyle) -> UIViewController {
        if style == .currentContext || style == .overCurrentContext {
            var current: UIViewController? = self
            while let c = current {
                if c.definesPresentationContext { return c }
                current = c._parent
            }
        }
        var root: UIViewController = self
        while let p = root._parent { root = p }
        return root
    }

    /// The transition style to use for `presented`: the context controller's when it
    /// `providesPresentationContextTransitionStyle` (context styles), else the presented one's.
    private func _contextTransitionStyle(for presented: UIViewController) -> UIModalTransitionStyle {
        let style = UIPresentationController._resolvedStyle(presented.modalPresentationStyle)
        if (style == .currentContext || style == .overCurrentContext), providesPresentationContextTransitionStyle {
            return modalTransitionStyle
        }
        return presented.modalTransitionStyle
    }

    /// The view a covering presentation from this controller removes from the window: this
    /// controller's view, or when it is itself presented, its whole container.
    func _viewCoveredByPresentation() -> UIView? {
        if let container = _presentationController?._container, _presentationController?.presentedView === _loadedView {
            return container
        }
        return _loadedView
    }

    /// The animator a presentation or dismissal runs: the transitioning delegate's (a `.custom`
    /// presentation runs it even when not animated, Apple's header), else the built-in one, or
    /// none when not animated.
    static func _animator(custom: (any UIViewControllerAnimatedTransitioning)?, builtIn: any UIViewControllerAnimatedTransitioning,
                          animated: Bool, style: UIModalPresentationStyle) -> any UIViewControllerAnimatedTransitioning {
        if let custom, animated || style == .custom { return custom }
        return animated && custom == nil ? builtIn : _UIImmediateAnimator()
    }

    /// The animator of a built-in presentation. `_UIAlertController`-style controllers override
    /// `_customPresentationAnimator` to supply their own.
    func _presentationAnimator(presenting: Bool, style: UIModalPresentationStyle,
                               transitionStyle: UIModalTransitionStyle) -> any _UITransitionAnimator {
        if let custom = _customPresentationAnimator(presenting: presenting) { return custom }
        if style == .pageSheet { return _UIModalAnimator(kind: .sheet, presenting: presenting) }
        switch transitionStyle {
        case .coverVertical: return _UIModalAnimator(kind: .coverVertical, presenting: presenting)
        case .crossDissolve, .partialCurl: return _UIModalAnimator(kind: .crossDissolve, presenting: presenting)
        case .flipHorizontal: return _UIModalAnimator(kind: .flipHorizontal, presenting: presenting)
        }
    }
}

extension UIPresentationController {
    /// Puts the presenter's view back where a covering presentation took it from.
    func _restorePresenterView() {
        guard let view = _removedPresenterView else { return }
        _removedPresenterView = nil
        guard let superview = _removedPresenterSuperview else { return }
        let index = min(_removedPresenterIndex, superview.subviews.count)
        superview.insertSubview(view, at: index)
    }
}
