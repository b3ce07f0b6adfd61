import UIKit

// Seed 001's Snapchat-style container, ported from Objective-C to Swift and UIKit's Swift names:
// `ContainerViewController` shows a "main" screen with an "over" screen parked above the top of
// the screen; a pan on the container's view pulls the over screen down (or, once it is shown,
// pushes it back up), and on release it finishes or springs back. Both screens are
// `ContainerChildViewController`s, told about the interaction through three hooks.
//
// The tutorial lays the container out in a storyboard: two container views with embed segues, a
// round button, and Auto Layout constraints, three of them outlets whose constants it changes
// (`overViewTopConstraint`, `actionButtonBottomConstraint`, `actionButtonWidthConstraint`).
// Rockhopper loads no storyboards, so `loadView()` builds that scene in code, as the storyboard
// would decode it (views at their canvas frames, `translatesAutoresizingMaskIntoConstraints`
// off, the constraints, the outlets, the embed segues); everything else follows the tutorial's
// code, and where it differs a comment says so.

/// A screen of `ContainerViewController`: it hears the interactive transition between the two
/// screens through three hooks, which do nothing here (the tutorial's "virtual functions");
/// subclasses override them.
class ContainerChildViewController: UIViewController {
    /// The container showing this screen; the container sets it when it embeds the screen (the
    /// tutorial's `prepareForSegue:sender:`). Weak: the container holds its children.
    weak var containerViewController: ContainerViewController?

    /// The interaction moved on: `progress` is the share of the screen's height the over screen
    /// has travelled, 0…1 while it comes down, 0…−1 while it goes back up.
    func updateInteractiveTransition(_ progress: CGFloat) {}

    /// The interaction was let go short of the limits: the over screen springs back.
    func cancelInteractiveTransition() {}

    /// The interaction (or the action button) completes the move: the over screen arrives or leaves.
    func finishInteractiveTransition() {}
}

/// The Snapchat-style container of seed 001: the main screen, the over screen above it and a
/// round action button at the bottom, all in the container's view; a pan anywhere moves the
/// over screen.
///
/// While the finger moves, the over screen follows it (`progress = translation.y / height`,
/// clamped to 0…1 while the over screen is hidden, −1…0 while it is shown) and the action button
/// shrinks from 80 to 50 pt and drops 55 pt (or grows and rises, going back). On release past 30 %
/// of the screen's height, or as soon as the finger moves faster than 2,000 pt/s the right way,
/// the move finishes; otherwise everything springs back, both over 0.25 s ease-in-out. The status
/// bar shows only while the over screen's top is within 10 pt of the top of the screen
/// (`prefersStatusBarHidden`), asked again on every update and at the end of each animation.
///
/// The tutorial's two-step move: while the finger moves and while the move animates, only
/// transforms change (constraints place the untransformed frames, so the transforms ride on top
/// of them); when the animation ends, the constraints' constants take the places the transforms
/// reached, the transforms go back to identity and `view.layoutIfNeeded()` re-solves the layout at
/// once, so nothing moves on screen.
final class ContainerViewController: UIViewController {
    /// The tutorial's constants (`ContainerViewController.m`).
    enum Constants {
        /// How far the action button drops while the over screen comes, in points: 55.
        static let actionButtonDisplacement: CGFloat = 55
        /// The action button's width while the over screen shows, in points: 50.
        static let actionButtonSmallSize: CGFloat = 50
        /// The action button's width and its distance from the bottom in the storyboard, in points:
        /// 80 and 50.
        static let actionButtonWidth: CGFloat = 80
        static let actionButtonBottom: CGFloat = 50
        /// A finger faster than this, the right way, finishes the move at once, in points per
        /// second: 2,000.
        static let velocityLimit: CGFloat = 2000
        /// A release past this share of the screen's height finishes the move: 0.30.
        static let translationLimit: CGFloat = 0.30
        /// The status bar shows while the over screen's top is at this y or lower on the screen,
        /// in points: −10.
        static let visibleStatusBarRange: CGFloat = -10
        /// The storyboard's canvas, where its views have their frames until the constraints
        /// place them on the real screen: a 4.7-inch iPhone (6 to 8), the usual canvas of a 2017
        /// storyboard, 375 × 667 pt. Any size works; the constraints, not these frames, decide.
        static let storyboardCanvasSize = CGSize(width: 375, height: 667)
    }

    /// How long the finishing and springing-back animations take: 0.25 s.
    var transitionAnimationDuration: TimeInterval { 0.25 }
    /// Whether the over screen is the one showing.
    private(set) var isOverViewVisible = false
    /// Whether a finger is moving the over screen.
    private(set) var isInteractionInProgress = false
    /// Whether letting go now would finish the move (past `translationLimit`).
    private var shouldCompleteTransition = false

    /// The upper screen, parked above the top of the screen until it is pulled down.
    let overViewController: ContainerChildViewController
    /// The screen underneath.
    let mainViewController: ContainerChildViewController

    /// The over screen's container view (the storyboard's upper container view).
    let overViewContainer = UIView()
    /// The main screen's container view.
    let mainViewContainer = UIView()
    /// The round button in the middle of the bottom. (There is no `UIButton` yet: a round view
    /// with a tap recognizer, see `configureActionButton()`.)
    let actionButton = UIView()

    /// The storyboard's constraint outlets, weak as in the tutorial: the view a constraint is
    /// installed on (here the container's view, the closest common ancestor of its items) holds it
    /// while it is active.
    ///
    /// `overViewContainer.top == view.top + constant`: −screen height while the over screen is
    /// parked above the top, 0 while it covers the container.
    private(set) weak var overViewTopConstraint: NSLayoutConstraint!
    /// `view.bottom == actionButton.bottom + constant`: the button's distance from the bottom,
    /// 50; −5 while the over screen shows (55 pt lower, 5 pt past the bottom edge).
    private(set) weak var actionButtonBottomConstraint: NSLayoutConstraint!
    /// `actionButton.width == constant`: 80; 50 while the over screen shows. (The tutorial's
    /// comment on the outlet says 50, but its code scales the button between 50 and "at most 80",
    /// `originalActionButtonWidthConstraintConstant`, so the storyboard's value is 80.)
    private(set) weak var actionButtonWidthConstraint: NSLayoutConstraint!

    /// The storyboard's values of the two button constraints, read in `viewDidLoad`.
    private var originalActionButtonBottomConstraintConstant: CGFloat = 0
    private var originalActionButtonWidthConstraintConstant: CGFloat = 0
    /// Where the over screen's top is, counting the transform of an interaction in flight: what
    /// `prefersStatusBarHidden` decides by.
    private(set) var overViewTopEstimatedValue: CGFloat

    /// A container showing `mainViewController`, with `overViewController` ready above it.
    init(overViewController: ContainerChildViewController, mainViewController: ContainerChildViewController) {
        self.overViewController = overViewController
        self.mainViewController = mainViewController
        // The tutorial's awakeFromNib.
        overViewTopEstimatedValue = -UIScreen.main.bounds.height
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    /// The storyboard's scene, as loading it would build it: the container's view with the main
    /// container view, the over container view and the action button, bottom to top, laid out by
    /// constraints (`translatesAutoresizingMaskIntoConstraints` off; frames from the storyboard's
    /// canvas, so the embedded screens are made at a full screen's size, until the window sizes
    /// the view and the constraints place the rest); the outlets connected; then the embed segues.
    ///
    /// The constraints, in the container's view (`view`):
    /// - the main container fills it: top, leading, trailing, bottom equal to the view's;
    /// - the over container is as wide and as high as the view, its top `overViewTopConstraint`
    ///   below the view's top (the storyboard parks it one canvas height above);
    /// - the action button is centred horizontally, its bottom `actionButtonBottomConstraint`
    ///   (50) above the view's bottom, `actionButtonWidthConstraint` (80) wide, and square.
    ///
    /// (The storyboard of 2017 would pin the button to the bottom layout guide; the container shows
    /// no bars, so the guide's top is the view's bottom.)
    override func loadView() {
        let view = UIView(frame: CGRect(origin: .zero, size: Constants.storyboardCanvasSize))
        view.backgroundColor = .black
        let canvas = view.bounds
        for subview in [mainViewContainer, overViewContainer, actionButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        mainViewContainer.frame = canvas
        overViewContainer.frame = canvas.offsetBy(dx: 0, dy: -canvas.height)
        actionButton.frame = CGRect(x: canvas.midX - Constants.actionButtonWidth / 2,
                                    y: canvas.maxY - Constants.actionButtonBottom - Constants.actionButtonWidth,
                                    width: Constants.actionButtonWidth, height: Constants.actionButtonWidth)

        let overViewTop = NSLayoutConstraint(item: overViewContainer, attribute: .top, relatedBy: .equal,
                                             toItem: view, attribute: .top, multiplier: 1, constant: -canvas.height)
        let actionButtonBottom = NSLayoutConstraint(item: view, attribute: .bottom, relatedBy: .equal,
                                                    toItem: actionButton, attribute: .bottom, multiplier: 1,
                                                    constant: Constants.actionButtonBottom)
        let actionButtonWidth = NSLayoutConstraint(item: actionButton, attribute: .width, relatedBy: .equal,
                                                   toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                                                   constant: Constants.actionButtonWidth)
        NSLayoutConstraint.activate([
            mainViewContainer.topAnchor.constraint(equalTo: view.topAnchor),
            mainViewContainer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            mainViewContainer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            mainViewContainer.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            overViewTop,
            overViewContainer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            overViewContainer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            overViewContainer.heightAnchor.constraint(equalTo: view.heightAnchor),

            actionButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            actionButtonBottom,
            actionButtonWidth,
            actionButton.heightAnchor.constraint(equalTo: actionButton.widthAnchor),
        ])
        self.view = view
        overViewTopConstraint = overViewTop
        actionButtonBottomConstraint = actionButtonBottom
        actionButtonWidthConstraint = actionButtonWidth

        embed(mainViewController, in: mainViewContainer)
        embed(overViewController, in: overViewContainer)
        configureActionButton()
    }

    /// The tutorial's viewDidLoad: the pan, the over screen parked one screen height up, and the
    /// storyboard's button constants kept.
    override func viewDidLoad() {
        super.viewDidLoad()
        addGestureRecogniser(on: view)
        overViewTopConstraint.constant = -UIScreen.main.bounds.height
        originalActionButtonBottomConstraintConstant = actionButtonBottomConstraint.constant
        originalActionButtonWidthConstraintConstant = actionButtonWidthConstraint.constant
    }

    /// The storyboard's embed segue and the tutorial's `prepareForSegue:sender:`: containment,
    /// the child's view filling its container view by autoresizing (as embedded views do).
    private func embed(_ child: ContainerChildViewController, in containerView: UIView) {
        child.containerViewController = self
        addChild(child)
        child.view.frame = containerView.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.addSubview(child.view)
        child.didMove(toParent: self)
    }

    /// A white ring with a translucent middle, tappable. (There is no `UIButton` yet.)
    private func configureActionButton() {
        actionButton.backgroundColor = UIColor(white: 1, alpha: 0.2)
        actionButton.layer.borderColor = UIColor.white.cgColor
        actionButton.layer.borderWidth = 6
        actionButton.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.actionButtonTouched))
    }

    /// The constraints placed the views (in the view's `layoutSubviews`, before this); the ring
    /// stays round at the button's size.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        actionButton.layer.cornerRadius = actionButton.bounds.width / 2
    }

    /// The status bar shows only while the over screen's top is within 10 pt of the top: over
    /// the over screen, not over the main one (Snapchat's camera has none). The tutorial's comment
    /// reads the other way round ("hidden when the over screen is 10 pt from the top"); its code,
    /// kept here, hides it while the top is above −10.
    override var prefersStatusBarHidden: Bool {
        overViewTopEstimatedValue < Constants.visibleStatusBarRange
    }

    // MARK: - Showing and hiding the over screen

    /// The action button dismisses the over screen while it shows.
    func actionButtonTouched() {
        if isOverViewVisible {
            dismissOverViewController()
        }
    }

    /// Moves the over screen away, animated. (The tutorial calls `finishInteractiveTransition`
    /// unconditionally; the check makes a call while it is hidden do nothing rather than show it.)
    func dismissOverViewController() {
        guard isOverViewVisible else { return }
        finishInteractiveTransition()
    }

    /// Brings the over screen down, animated. (The tutorial declares it without showing its body.)
    func presentOverViewController() {
        guard !isOverViewVisible else { return }
        finishInteractiveTransition()
    }

    // MARK: - The interaction

    /// Moves the content to `progress` (the share of the view's height the over screen has
    /// travelled): the over container by a translation, the action button by a scale to its
    /// size at that point and a translation that keeps its bottom in place while it shrinks and
    /// drops it by up to `actionButtonDisplacement`.
    func transformContent(withProgress progress: CGFloat) {
        let translationY = progress * view.frame.size.height
        overViewContainer.transform = CGAffineTransform(translationX: 0, y: translationY)
        overViewTopEstimatedValue = overViewTopConstraint.constant + translationY

        let value = isOverViewVisible ? abs(progress) : 1 - progress
        let newActionButtonSize = Constants.actionButtonSmallSize
            + value * (originalActionButtonWidthConstraintConstant - Constants.actionButtonSmallSize)
        let actionButtonScale = newActionButtonSize / actionButtonWidthConstraint.constant
        let actionButtonScaleTransform = CGAffineTransform(scaleX: actionButtonScale, y: actionButtonScale)
        // Scaling about the centre lifts the bottom edge by half the size lost; moved back down.
        let compensationBecauseOfMakingScale = (actionButtonWidthConstraint.constant - newActionButtonSize) / 2
        let actionButtonTranslationY = progress * Constants.actionButtonDisplacement + compensationBecauseOfMakingScale
        let actionButtonTranslateTransform = CGAffineTransform(translationX: 0, y: actionButtonTranslationY)
        actionButton.transform = actionButtonScaleTransform.concatenating(actionButtonTranslateTransform)
    }

    /// The finger moved: the status bar is asked again (with the place of the previous update,
    /// as in the tutorial) and the content follows. (The tutorial's children declare the update
    /// hook but its container only calls the other two; here it calls all three.)
    func updateInteractiveTransition(_ progress: CGFloat) {
        mainViewController.updateInteractiveTransition(progress)
        overViewController.updateInteractiveTransition(progress)
        setNeedsStatusBarAppearanceUpdate()
        transformContent(withProgress: progress)
    }

    /// Springs back: the transforms animate to identity, then the status bar is asked again.
    func cancelInteractiveTransition() {
        overViewTopEstimatedValue = overViewTopConstraint.constant
        mainViewController.cancelInteractiveTransition()
        overViewController.cancelInteractiveTransition()
        UIView.animate(withDuration: transitionAnimationDuration, delay: 0, options: .curveEaseInOut, animations: { [weak self] in
            guard let self else { return }
            overViewContainer.transform = .identity
            actionButton.transform = .identity
        }, completion: { [weak self] _ in
            self?.setNeedsStatusBarAppearanceUpdate()
        })
    }

    /// Finishes the move: the transforms animate to the end (progress 1 or −1); then the
    /// constants take the new places, the transforms go back to identity and the view is laid
    /// out, so nothing moves on screen; the over screen's visibility flips and the status bar is
    /// asked again.
    func finishInteractiveTransition() {
        mainViewController.finishInteractiveTransition()
        overViewController.finishInteractiveTransition()
        let progress: CGFloat = isOverViewVisible ? -1 : 1
        let newOverViewTopConstraintConstant = isOverViewVisible ? -UIScreen.main.bounds.height : 0
        let newActionButtonBottomConstraintConstant = isOverViewVisible
            ? originalActionButtonBottomConstraintConstant
            : originalActionButtonBottomConstraintConstant - Constants.actionButtonDisplacement
        let newActionButtonWidthConstraintConstant = isOverViewVisible
            ? originalActionButtonWidthConstraintConstant
            : Constants.actionButtonSmallSize
        UIView.animate(withDuration: transitionAnimationDuration, delay: 0, options: .curveEaseInOut, animations: { [weak self] in
            self?.transformContent(withProgress: progress)
        }, completion: { [weak self] _ in
            guard let self else { return }
            overViewTopConstraint.constant = newOverViewTopConstraintConstant
            actionButtonBottomConstraint.constant = newActionButtonBottomConstraintConstant
            actionButtonWidthConstraint.constant = newActionButtonWidthConstraintConstant
            overViewTopEstimatedValue = newOverViewTopConstraintConstant
            overViewContainer.transform = .identity
            actionButton.transform = .identity
            view.layoutIfNeeded()
            isOverViewVisible.toggle()
            setNeedsStatusBarAppearanceUpdate()
        })
    }

    /// A pan on `view` drives the interaction.
    private func addGestureRecogniser(on view: UIView) {
        let panGesture = UIPanGestureRecognizer(target: self, action: Self.handleGestureRecognizer)
        view.addGestureRecognizer(panGesture)
    }

    /// The pan: `.began` starts an interaction; each `.changed` either finishes at once (faster
    /// than `velocityLimit` the right way) or follows the finger and notes whether a release now
    /// would finish (past `translationLimit`); `.ended` finishes or cancels accordingly;
    /// `.cancelled` and `.failed` cancel.
    func handleGestureRecognizer(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        let velocity = gesture.velocity(in: view)
        var progress = translation.y / view.frame.size.height
        // No further than the screen, and only the way the over screen can go.
        progress = isOverViewVisible ? min(0, max(-1, progress)) : min(1, max(0, progress))

        switch gesture.state {
        case .began:
            shouldCompleteTransition = false
            isInteractionInProgress = true
        case .changed:
            guard isInteractionInProgress else { break }
            // Not the speed's absolute value: a fast flick the wrong way must not finish.
            if (isOverViewVisible && velocity.y < -Constants.velocityLimit)
                || (!isOverViewVisible && velocity.y > Constants.velocityLimit) {
                isInteractionInProgress = false
                finishInteractiveTransition()
            } else {
                shouldCompleteTransition = isOverViewVisible
                    ? progress < -Constants.translationLimit
                    : progress > Constants.translationLimit
                updateInteractiveTransition(progress)
            }
        case .failed, .cancelled:
            if isInteractionInProgress {
                isInteractionInProgress = false
                cancelInteractiveTransition()
            }
        case .ended:
            if isInteractionInProgress {
                isInteractionInProgress = false
                if shouldCompleteTransition {
                    finishInteractiveTransition()
                } else {
                    cancelInteractiveTransition()
                }
            }
        case .possible:
            break
        }
    }
}

/// One of the two screens of the Catalog's container: a full-screen colour with a title and a
/// hint, recording its appearance callbacks and the container's hooks in `log`.
final class SnapchatScreenViewController: ContainerChildViewController {
    let log: LifecycleLog
    let backgroundColor: UIColor
    let textColor: UIColor
    let hint: String
    /// How many times the container called `updateInteractiveTransition(_:)`, and the last progress.
    private(set) var updateCount = 0
    private(set) var lastProgress: CGFloat = 0

    init(title: String, hint: String, backgroundColor: UIColor, textColor: UIColor, log: LifecycleLog) {
        self.log = log
        self.hint = hint
        self.backgroundColor = backgroundColor
        self.textColor = textColor
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = backgroundColor
        let bounds = view.bounds
        let titleLabel = UILabel(frame: CGRect(x: 20, y: bounds.midY - 60, width: bounds.width - 40, height: 44))
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 34)
        titleLabel.textAlignment = .center
        titleLabel.textColor = textColor
        titleLabel.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
        view.addSubview(titleLabel)
        let hintLabel = UILabel(frame: CGRect(x: 20, y: bounds.midY - 8, width: bounds.width - 40, height: 22))
        hintLabel.text = hint
        hintLabel.font = .systemFont(ofSize: 17)
        hintLabel.textAlignment = .center
        hintLabel.textColor = textColor.withAlphaComponent(0.7)
        hintLabel.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
        view.addSubview(hintLabel)
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.record("\(title ?? "").viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.record("\(title ?? "").viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.record("\(title ?? "").viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.record("\(title ?? "").viewDidDisappear(\(animated))") }

    override func updateInteractiveTransition(_ progress: CGFloat) {
        updateCount += 1
        lastProgress = progress
    }
    override func cancelInteractiveTransition() { log.record("\(title ?? "").cancelInteractiveTransition") }
    override func finishInteractiveTransition() { log.record("\(title ?? "").finishInteractiveTransition") }
}
