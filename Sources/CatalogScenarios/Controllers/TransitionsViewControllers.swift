import UIKit

/// Seed 003's main screen (`MTHMainViewController`), the root of a navigation controller: a
/// yellow screen titled "Demo" with a "Push" and a "Modal" button, the navigation controller's
/// delegate (the custom animator for pushes, UIKit's slide for pops, so the edge swipe still pops)
/// and the transitioning delegate of the next screen (the corner-button animator both ways, and
/// the percent-driven interactions while a pan drives them).
///
/// A pan on the navigation controller's view that begins on the right half of the screen presents
/// the next screen interactively: the presentation follows |translation.x| / width and, on
/// release, finishes past half the width, else goes back.
final class MTHMainViewController: LoggingViewController, UINavigationControllerDelegate, UIViewControllerTransitioningDelegate,
                                   UIGestureRecognizerDelegate {
    let customAnimator = MTHCustomAnimator()
    let minToMaxAnimator = PDTransitionAnimator()
    /// One next screen, pushed or presented (as in the seed).
    let nextVC: MTHNextViewController
    /// The interaction of a pan-driven presentation, while the pan runs.
    private(set) var interactionController: UIPercentDrivenInteractiveTransition?
    /// The pan on the navigation controller's view (once the view has loaded).
    private(set) var panRecognizer: UIPanGestureRecognizer?
    private(set) var pushButton: UIButton?
    private(set) var modalButton: UIButton?

    override init(title: String = "Demo", log: LifecycleLog) {
        nextVC = MTHNextViewController(title: "Next", log: log)
        super.init(title: title, log: log)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        backgroundColor = .yellow
        super.viewDidLoad()
        navigationItem.title = "Demo"
        // The delegate and the animators.
        navigationController?.delegate = self
        nextVC.transitioningDelegate = self
        // The seed sets `modalPresentationStyle = UIModalPresentationCustom`, notes "seems to have
        // a bug", and writes `modalTransitionStyle = UIModalPresentationCustom` instead. The bug:
        // a `.custom` presentation keeps the presenting view where it is, and the dismissal
        // animator below moves it into the container, which goes away at the end — taking the
        // presenting screen with it (a black screen). The replacement line assigns a presentation
        // style's value (4) to the transition style and leaves the presentation style at its
        // default, full screen through iOS 12; so full screen is what the seed ran with.
        nextVC.modalPresentationStyle = .fullScreen

        // Push (the seed's 40-pt system button at y 200, centred on the 320-pt screen).
        let push = UIButton(type: .system)
        push.frame = CGRect(x: view.bounds.midX - 30, y: 200, width: 60, height: 40)
        push.setTitle("Push", for: .normal)
        push.addTarget(self, action: MTHMainViewController.push, for: .touchUpInside)
        push.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        view.addSubview(push)
        pushButton = push
        // Present: the corner square the snapshot shrinks into (the seed's 50-pt button at
        // (265, 500) sits on it on the 320 × 568 screen).
        let modal = UIButton(type: .system)
        modal.frame = PDTransitionAnimator.buttonFrame(in: view.bounds)
        modal.setTitle("Modal", for: .normal)
        modal.addTarget(self, action: MTHMainViewController.modal, for: .touchUpInside)
        modal.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        view.addSubview(modal)
        modalButton = modal

        // The gesture of the interaction.
        let pan = UIPanGestureRecognizer(target: self, action: MTHMainViewController.didClickPanGestureRecognizer)
        pan.delegate = self
        navigationController?.view.addGestureRecognizer(pan)
        panRecognizer = pan
    }

    func push() {
        navigationController?.pushViewController(nextVC, animated: true)
    }

    func modal() {
        present(nextVC, animated: true)
    }

    // MARK: UINavigationControllerDelegate (iOS 7)

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .push ? customAnimator : nil
    }

    /// Nil for a transition the user does not drive (every push here).
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        interactionController
    }

    // MARK: UIViewControllerTransitioningDelegate (modal)

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        minToMaxAnimator.animationType = .present
        return minToMaxAnimator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        minToMaxAnimator.animationType = .dismiss
        return minToMaxAnimator
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        interactionController
    }

    /// The seed returns nil; the next screen's pan drives the dismissal while it runs.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        nextVC.dismissalInteraction
    }

    // MARK: The interaction

    /// Beyond the seed: the pan begins only where its action does something (the right half, with
    /// only this screen on the stack). The seed's pan begins anywhere; sharing the navigation
    /// controller's view with the edge-swipe recognizer and beginning sooner, it takes the edge
    /// swipe's touches and the swipe never pops — as it does on iOS, where a pan added to the
    /// navigation controller's view is the usual reason the swipe back stops working.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer.location(in: view).x > view.bounds.midX && navigationController?.viewControllers.count == 1
    }

    /// The pan on the navigation controller's view: begun on the right half with only this screen
    /// on the stack, it presents the next screen and drives the presentation.
    func didClickPanGestureRecognizer(_ recognizer: UIPanGestureRecognizer) {
        let view = self.view!
        switch recognizer.state {
        case .began:
            let location = recognizer.location(in: view)
            // From the right half: present the next screen.
            if location.x > view.bounds.midX && navigationController?.viewControllers.count == 1 {
                interactionController = UIPercentDrivenInteractiveTransition()
                present(nextVC, animated: true)
            }
        case .changed:
            // The fraction of the width the finger has moved drives the animation.
            let translation = recognizer.translation(in: view)
            let distance = abs(translation.x / view.bounds.width)
            interactionController?.update(distance)
        case .ended:
            let translation = recognizer.translation(in: view)
            let distance = abs(translation.x / view.bounds.width)
            // Past half the width it finishes.
            if distance > 0.5 {
                interactionController?.finish()
            } else {
                interactionController?.cancel()
            }
            // Always let go of it at the end.
            interactionController = nil
        case .cancelled:
            // Beyond the seed: a cancelled gesture (a call, a second touch) goes back too, or the
            // transition would wait for the finger forever.
            interactionController?.cancel()
            interactionController = nil
        default:
            break
        }
    }
}

/// The next screen (`MTHNextViewController`; the seed does not show it): pushed, or presented with
/// the corner-button animation. Presented, it shows "Dismiss", and a horizontal pan dismisses it
/// interactively (beyond the seed, as issue 12 asks): the dismissal follows |translation.x| /
/// width and, on release, finishes past half the width, else the screen stays.
final class MTHNextViewController: LoggingViewController, UIGestureRecognizerDelegate {
    /// The interaction of a pan-driven dismissal, while the pan runs.
    private(set) var dismissalInteraction: UIPercentDrivenInteractiveTransition?
    private(set) var dismissPan: UIPanGestureRecognizer?
    private(set) var dismissButton: UIButton?

    override func viewDidLoad() {
        backgroundColor = .systemTeal
        super.viewDidLoad()
        let label = UILabel(frame: CGRect(x: 20, y: view.bounds.midY - 60, width: view.bounds.width - 40, height: 50))
        label.text = "Next"
        label.font = .boldSystemFont(ofSize: 34)
        label.textColor = .white
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
        view.addSubview(label)
        let dismiss = UIButton(type: .system)
        dismiss.frame = CGRect(x: view.bounds.midX - 50, y: view.bounds.midY + 20, width: 100, height: 44)
        dismiss.setTitle("Dismiss", for: .normal)
        dismiss.setTitleColor(.white, for: .normal)
        dismiss.addTarget(self, action: MTHNextViewController.dismissTapped, for: .touchUpInside)
        dismiss.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        view.addSubview(dismiss)
        dismissButton = dismiss
        let pan = UIPanGestureRecognizer(target: self, action: MTHNextViewController.didPan)
        pan.delegate = self
        view.addGestureRecognizer(pan)
        dismissPan = pan
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        dismissButton?.isHidden = presentingViewController == nil
    }

    func dismissTapped() {
        dismiss(animated: true)
    }

    /// The dismissal pan begins only while this screen is presented (pushed, the edge swipe pops).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        presentingViewController != nil && !isBeingDismissed && !isBeingPresented
    }

    func didPan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            dismissalInteraction = UIPercentDrivenInteractiveTransition()
            dismiss(animated: true)
        case .changed:
            dismissalInteraction?.update(abs(recognizer.translation(in: view).x / view.bounds.width))
        case .ended:
            if abs(recognizer.translation(in: view).x / view.bounds.width) > 0.5 {
                dismissalInteraction?.finish()
            } else {
                dismissalInteraction?.cancel()
            }
            dismissalInteraction = nil
        case .cancelled:
            dismissalInteraction?.cancel()
            dismissalInteraction = nil
        default:
            break
        }
    }
}
