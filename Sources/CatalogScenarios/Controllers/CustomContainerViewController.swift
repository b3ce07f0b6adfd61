import UIKit

/// Seed 003's custom container (`FTContainerViewController`): five child screens (photo, video,
/// file, contact, clipboard senders), one shown at a time; a swipe left shows the next, a swipe
/// right the previous, each switch animated by `FTMthTransitionAnimator` through a transition
/// context the container makes itself (`FTMthTransitionContext`), since UIKit offers custom
/// containers no context of its own.
///
/// The containment calls are the container's job whatever animates: `willMove(toParent: nil)` and
/// `addChild` before, and when the animator completes the context, the outgoing view leaves, the
/// outgoing child is removed and the incoming one told `didMove(toParent:)`. The children's
/// appearance callbacks follow their views in and out of the window.
final class FTContainerViewController: UIViewController {
    /// The five children, in order (the seed's storyboard controllers).
    private(set) var viewControllers: [UIViewController] = []
    /// The index of the selected child in `viewControllers`.
    private(set) var currentControllerIndex = 0
    private var _selectedViewController: UIViewController?
    /// The animator of the switch running now, if any.
    private(set) var runningAnimator: FTMthTransitionAnimator?
    /// The context of the last switch (kept weakly: the animation owns it), for tests.
    private(set) weak var lastContext: FTMthTransitionContext?
    private(set) var swipeRecognizers: [UISwipeGestureRecognizer] = []
    let log: LifecycleLog

    /// The children's titles and colours.
    static let childScreens: [(title: String, color: UIColor)] = [
        ("照片 Photo", .systemBlue), ("视频 Video", .systemRed), ("文件 File", .systemGreen),
        ("联系人 Contact", .systemOrange), ("剪贴板 Clipboard", .systemPurple),
    ]

    init(log: LifecycleLog = LifecycleLog()) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    /// The child shown; setting it switches to it (animated when another child is shown).
    var selectedViewController: UIViewController? {
        get { _selectedViewController }
        set {
            guard let newValue else { preconditionFailure("FTContainerViewController.selectedViewController can't be nil") }
            transitionToChildViewController(newValue)
            _selectedViewController = newValue
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        // The children.
        viewControllers = Self.childScreens.map { FTSenderViewController(title: $0.title, color: $0.color, log: log) }
        // The first child by default.
        selectedViewController = selectedViewController ?? viewControllers[0]
        currentControllerIndex = 0

        // Swipes, as the scroll view the author replaced pages (not interactive: a swipe is
        // recognized and the switch plays by itself). The seed's recognizers name
        // `swapController:` while the method is `swapViewControllers:` — an unrecognized selector
        // at the first swipe; method references can't be wrong that way.
        let leftGesture = UISwipeGestureRecognizer(target: self, action: FTContainerViewController.swapViewControllers)
        leftGesture.direction = .left
        view.addGestureRecognizer(leftGesture)
        let rightGesture = UISwipeGestureRecognizer(target: self, action: FTContainerViewController.swapViewControllers)
        rightGesture.direction = .right
        view.addGestureRecognizer(rightGesture)
        swipeRecognizers = [leftGesture, rightGesture]
    }

    /// A swipe left shows the next child, right the previous; nothing past the ends. A swipe
    /// while a switch still plays is ignored (the seed does not guard this: a second switch
    /// before the first completes leaves two children in the container).
    func swapViewControllers(_ swipeGestureRecognizer: UISwipeGestureRecognizer) {
        guard runningAnimator == nil else {
            log.record("container: swipe ignored while switching")
            return
        }
        if swipeGestureRecognizer.direction == .left {
            if currentControllerIndex < viewControllers.count - 1 {
                currentControllerIndex += 1
            }
            log.record("container: swipe left, index \(currentControllerIndex)")
        } else if swipeGestureRecognizer.direction == .right {
            if currentControllerIndex > 0 {
                currentControllerIndex -= 1
            }
            log.record("container: swipe right, index \(currentControllerIndex)")
        }
        selectedViewController = viewControllers[currentControllerIndex]
    }

    /// The switch: containment calls, then the animator through the container's own context.
    private func transitionToChildViewController(_ toViewController: UIViewController) {
        let fromViewController = children.first
        if toViewController === fromViewController { return }
        let toView = toViewController.view!
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        toView.frame = view.bounds

        // addChild is what makes a view controller's view belong in a container: the animator and
        // the context only animate. Even with a scroll view doing the switching, don't leave it out.
        fromViewController?.willMove(toParent: nil)
        addChild(toViewController)

        guard let fromViewController else {
            view.addSubview(toView)
            toViewController.didMove(toParent: self)
            return
        }

        // The animator.
        let transitionAnimator = FTMthTransitionAnimator()
        let fromIndex = viewControllers.firstIndex(of: fromViewController) ?? 0
        let toIndex = viewControllers.firstIndex(of: toViewController) ?? 0

        // The context.
        let transitionContext = FTMthTransitionContext(fromViewController: fromViewController,
                                                       toViewController: toViewController,
                                                       goingRight: toIndex > fromIndex)
        transitionContext.isAnimated = true
        transitionContext.isInteractive = false
        transitionContext.completionBlock = { [self] didComplete in
            // Not interactive, so the outgoing child can leave its parent at once.
            fromViewController.view.removeFromSuperview()
            fromViewController.removeFromParent()
            toViewController.didMove(toParent: self)
            transitionAnimator.animationEnded(didComplete)
            runningAnimator = nil
        }
        runningAnimator = transitionAnimator
        lastContext = transitionContext
        // The animation runs on the context, which this container had to make itself.
        transitionAnimator.animateTransition(using: transitionContext)
    }
}

/// One child of the container: a coloured screen with its title in the middle, logging its
/// appearance and containment callbacks.
final class FTSenderViewController: LoggingViewController {
    private(set) var titleLabel: UILabel?

    init(title: String, color: UIColor, log: LifecycleLog) {
        super.init(title: title, log: log)
        backgroundColor = color
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: CGRect(x: 20, y: view.bounds.midY - 30, width: view.bounds.width - 40, height: 60))
        label.text = title
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = .white
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
        view.addSubview(label)
        titleLabel = label
        let hint = UILabel(frame: CGRect(x: 20, y: view.bounds.midY + 40, width: view.bounds.width - 40, height: 24))
        hint.text = "← swipe →"
        hint.font = .systemFont(ofSize: 17)
        hint.textColor = UIColor(white: 1, alpha: 0.8)
        hint.textAlignment = .center
        hint.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
        view.addSubview(hint)
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.record("\(title ?? "").willMove(toParent: \(parent == nil ? "nil" : "container"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.record("\(title ?? "").didMove(toParent: \(parent == nil ? "nil" : "container"))")
    }
}
