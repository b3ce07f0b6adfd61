import UIKit

/// The property animator screen: a `UIViewPropertyAnimator` (2 s, `.easeInOut`,
/// `pausesOnCompletion`) carries a box across the screen, turning it and changing its colour.
/// Start, Pause and Reverse call `startAnimation()`, `pauseAnimation()` and flip `isReversed`;
/// the slider scrubs `fractionComplete` (pausing a running animator first); a second animator,
/// made with `dampingRatio` 0.4, springs a ball and back.
final class PropertyAnimatorViewController: UIViewController {
    /// What the buttons and the slider did, oldest first.
    private(set) var events: [String] = []
    let status = ComponentLayout.statusLine("state .inactive · fractionComplete 0.00")
    let lane = UIView()
    let box = ViewAnimationsViewController.box(.systemBlue, side: 60)
    let ballLane = UIView()
    let ball = ViewAnimationsViewController.box(.systemGreen, side: 44)
    let startButton = UIButton(configuration: .filled())
    let pauseButton = UIButton(configuration: .tinted())
    let reverseButton = UIButton(configuration: .tinted())
    let springButton = UIButton(configuration: .tinted())
    let scrubber = UISlider()
    /// The animator of the box, made when first needed (its travel depends on the lane's width).
    private(set) var animator: UIViewPropertyAnimator?
    /// The spring's animator while it runs.
    private(set) var springAnimator: UIViewPropertyAnimator?
    private(set) var ballIsRight = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Property animator"
        view.backgroundColor = .systemBackground
        lane.backgroundColor = .secondarySystemBackground
        lane.layer.cornerRadius = 12
        lane.heightAnchor.constraint(equalToConstant: 80).isActive = true
        box.frame.origin = CGPoint(x: 10, y: 10)
        lane.addSubview(box)
        ballLane.heightAnchor.constraint(equalToConstant: 44).isActive = true
        ball.layer.cornerRadius = 22
        ballLane.addSubview(ball)
        scrubber.minimumValue = 0
        scrubber.maximumValue = 1
        scrubber.value = 0
        for (button, title) in [(startButton, "Start"), (pauseButton, "Pause"), (reverseButton, "Reverse"), (springButton, "Spring")] {
            button.configuration?.title = title
        }
        startButton.addTarget(self, action: PropertyAnimatorViewController.start, for: .touchUpInside)
        pauseButton.addTarget(self, action: PropertyAnimatorViewController.pause, for: .touchUpInside)
        reverseButton.addTarget(self, action: PropertyAnimatorViewController.reverse, for: .touchUpInside)
        springButton.addTarget(self, action: PropertyAnimatorViewController.springBall, for: .touchUpInside)
        scrubber.addTarget(self, action: PropertyAnimatorViewController.scrub, for: .valueChanged)
        ComponentLayout.pinStack([
            status,
            ComponentLayout.caption("UIViewPropertyAnimator(duration: 2, curve: .easeInOut) · pausesOnCompletion = true"),
            lane,
            ComponentLayout.row([startButton, pauseButton, reverseButton], spacing: 8, equal: true),
            ComponentLayout.caption("fractionComplete ← UISlider (scrubsLinearly)"),
            scrubber,
            ComponentLayout.row([ComponentLayout.caption("UIViewPropertyAnimator(duration: 1, dampingRatio: 0.4)"), springButton]),
            ballLane,
        ], in: view, spacing: 12)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        // An animator is left inactive, not paused, when its screen goes (UIKit raises if an
        // active animator is freed).
        if let animator, animator.state == .active { animator.stopAnimation(true) }
        if let springAnimator, springAnimator.state == .active { springAnimator.stopAnimation(true) }
    }

    /// The box's animator, made the first time.
    func boxAnimator() -> UIViewPropertyAnimator {
        if let animator { return animator }
        let box = self.box
        let travel = max(0, lane.bounds.width - box.bounds.width - 20)
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) {
            box.transform = CGAffineTransform(translationX: travel, y: 0).rotated(by: .pi)
            box.backgroundColor = .systemPink
            box.layer.cornerRadius = 30
        }
        animator.pausesOnCompletion = true
        self.animator = animator
        return animator
    }

    /// The animator's state, as the status line shows it.
    func describe() -> String {
        guard let animator else { return "state .inactive · fractionComplete 0.00" }
        let state = switch animator.state {
        case .inactive: ".inactive"
        case .active: ".active"
        case .stopped: ".stopped"
        @unknown default: "?"
        }
        let fraction = String(format: "%.2f", Double(animator.fractionComplete))
        return "state \(state) · isRunning \(animator.isRunning) · isReversed \(animator.isReversed) · fractionComplete \(fraction)"
    }

    func start() {
        let animator = boxAnimator()
        // At the end (paused there by pausesOnCompletion) a start would do nothing: turn round.
        if animator.fractionComplete >= 1, !animator.isReversed { animator.isReversed = true }
        else if animator.fractionComplete <= 0, animator.isReversed { animator.isReversed = false }
        animator.startAnimation()
        report("startAnimation()")
    }

    func pause() {
        let animator = boxAnimator()
        animator.pauseAnimation()
        scrubber.setValue(Float(animator.fractionComplete), animated: false)
        report("pauseAnimation()")
    }

    func reverse() {
        let animator = boxAnimator()
        animator.isReversed.toggle()
        if !animator.isRunning { animator.startAnimation() }
        report("isReversed = \(animator.isReversed)")
    }

    func scrub(_ sender: UISlider) {
        let animator = boxAnimator()
        if animator.isRunning { animator.pauseAnimation() }
        animator.fractionComplete = CGFloat(sender.value)
        report("fractionComplete = \(String(format: "%.2f", sender.value))")
    }

    func springBall() {
        ballIsRight.toggle()
        let ball = self.ball
        let target = ballIsRight ? CGAffineTransform(translationX: max(0, ballLane.bounds.width - ball.bounds.width), y: 0) : .identity
        let spring = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.4) { ball.transform = target }
        spring.addCompletion { [weak self] position in
            self?.springAnimator = nil
            self?.report("spring completion · \(position == .end ? ".end" : "\(position)")")
        }
        springAnimator?.stopAnimation(true)
        springAnimator = spring
        spring.startAnimation()
        report("spring startAnimation()")
    }

    private func report(_ line: String) {
        events.append(line)
        status.text = describe()
    }
}
