import Foundation

/// Manages one modal presentation: where the presented view goes (`containerView`,
/// `frameOfPresentedViewInContainerView`), whether the presenter's views stay
/// (`shouldRemovePresentersView`), and, for sheets, the dimming view and the pull-down to dismiss.
/// UIKit makes one for every presentation; apps subclass it for `.custom` presentations (the
/// transitions issue).
@MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented.
    public let presentedViewController: UIViewController
    /// The controller that presents (held weakly here; the presenter holds the presented one).
    public var presentingViewController: UIViewController { _presenting! }
    private weak var _presenting: UIViewController?

    /// Hears about adaptive changes and the pull-down dismissal of sheets.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The view the presentation happens in; nil until the presentation starts.
    open var containerView: UIView? { _container }
    var _container: _UITransitionView?

    /// The style this presentation resolved to (`.automatic` and `.formSheet` are `.pageSheet` on
    /// a phone, `.popover` is `.fullScreen`).
    open var presentationStyle: UIModalPresentationStyle { _style }
    let _style: UIModalPresentationStyle

    /// The view removed from the window while a removing style covers it, and where it was.
    var _removedPresenterView: UIView?
    weak var _removedPresenterSuperview: UIView?
    var _removedPresenterIndex = 0

    /// The sheet's dimming view and pull-down recognizer.
    var _dimmingView: UIView?
    var _sheetPan: UIPanGestureRecognizer?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self._presenting = presentingViewController
        self._style = UIPresentationController._resolvedStyle(presentedViewController.modalPresentationStyle)
        super.init()
    }

    /// The presented view (default: the presented controller's view).
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// Where the presented view sits in the container: the container's bounds, or for a sheet on
    /// a phone the card below the status bar.
    open var frameOfPresentedViewInContainerView: CGRect {
        guard let container = _container else { return .zero }
        if _style == .pageSheet {
            let top = container.safeAreaInsets.top + PresentationConstants.sheetTopGap
            return CGRect(x: 0, y: top, width: container.bounds.width, height: container.bounds.height - top)
        }
        return container.bounds
    }

    /// Whether the presentation covers the whole screen. Default true.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's views leave the window once the presentation ends: true for
    /// `.fullScreen` and `.currentContext`, false otherwise.
    open var shouldRemovePresentersView: Bool { _style == .fullScreen || _style == .currentContext }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    static func _resolvedStyle(_ style: UIModalPresentationStyle) -> UIModalPresentationStyle {
        switch style {
        case .automatic, .formSheet, .pageSheet: return .pageSheet
        case .popover, .none: return .fullScreen
        default: return style
        }
    }
}

/// The view presentations happen in (UIKit's `UITransitionView`): it fills the window (or the
/// context controller's view) above what it covers.
@MainActor
final class _UITransitionView: UIView {
    weak var _presentationController: UIPresentationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let presentation = _presentationController else { return }
        presentation.containerViewWillLayoutSubviews()
        // A custom presentation controller places its views itself (in
        // `containerViewWillLayoutSubviews`), as on iOS.
        if presentation._style != .custom, let view = presentation.presentedView, view.superview === self,
           !presentation._isTransitioning {
            view.frame = presentation.frameOfPresentedViewInContainerView
        }
        presentation._dimmingView?.frame = bounds
        presentation.containerViewDidLayoutSubviews()
    }
}

extension UIPresentationController {
    /// True while the presentation or dismissal animates (layout leaves the presented view alone).
    var _isTransitioning: Bool { presentedViewController._isBeingPresented || presentedViewController._isBeingDismissed }
}
