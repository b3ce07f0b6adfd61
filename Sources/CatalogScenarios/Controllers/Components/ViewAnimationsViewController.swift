import UIKit

/// The view animations screen, one lane per API: three boxes crossing with the curves
/// `.curveEaseInOut`, `.curveEaseIn` and `.curveLinear` (the last after a 0.3 s delay); a spring
/// (`usingSpringWithDamping` 0.35, `initialSpringVelocity` 0.5); keyframes (`animateKeyframes`,
/// four `addKeyframe`s round a square); `.repeat` with `.autoreverse` (a pulse until tapped
/// again); `UIView.transition(with:)` with the option chosen in a segmented control; and Core
/// Animation on a layer (a `CABasicAnimation` turn and a `CAKeyframeAnimation` shake).
final class ViewAnimationsViewController: UIViewController {
    /// The animations started, oldest first, and the completions that ran.
    private(set) var events: [String] = []
    let status = ComponentLayout.statusLine("Tap a button to animate · 点按按钮播放动画")

    let curveLanes = (0..<3).map { _ in ViewAnimationsViewController.lane(height: 22) }
    let curveBoxes = [UIColor.systemBlue, .systemIndigo, .systemTeal].map { ViewAnimationsViewController.box($0, side: 22) }
    let springLane = ViewAnimationsViewController.lane(height: 36)
    let springBox = ViewAnimationsViewController.box(.systemOrange, side: 36)
    let keyframeLane = ViewAnimationsViewController.lane(height: 50)
    let keyframeBox = ViewAnimationsViewController.box(.systemPurple, side: 28)
    let pulseBox = ViewAnimationsViewController.box(.systemPink, side: 36)
    let card = UIView()
    let cardLabel = UILabel()
    let transitionOptions = UISegmentedControl(items: ["Flip ←", "Flip ↑", "Curl ↑", "Dissolve"])
    let layerBox = ViewAnimationsViewController.box(.systemGreen, side: 36)

    let slideButton = UIButton(configuration: .tinted())
    let springButton = UIButton(configuration: .tinted())
    let keyframesButton = UIButton(configuration: .tinted())
    let pulseButton = UIButton(configuration: .tinted())
    let transitionButton = UIButton(configuration: .tinted())
    let spinButton = UIButton(configuration: .tinted())
    let shakeButton = UIButton(configuration: .tinted())

    /// Whether the boxes are at the far end of their lanes.
    private(set) var slid = false
    private(set) var sprung = false
    private(set) var isPulsing = false
    /// Which face the card shows: 0 the front.
    private(set) var cardFace = 0

    static func lane(height: CGFloat) -> UIView {
        let lane = UIView()
        lane.heightAnchor.constraint(equalToConstant: height).isActive = true
        return lane
    }

    static func box(_ color: UIColor, side: CGFloat) -> UIView {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        box.backgroundColor = color
        box.layer.cornerRadius = side / 5
        return box
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "View animations"
        view.backgroundColor = .systemBackground
        status.numberOfLines = 1
        for (lane, box) in zip(curveLanes, curveBoxes) { lane.addSubview(box) }
        springLane.addSubview(springBox)
        keyframeLane.addSubview(keyframeBox)
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 8
        card.widthAnchor.constraint(equalToConstant: 120).isActive = true
        card.heightAnchor.constraint(equalToConstant: 44).isActive = true
        cardLabel.text = "正面 Front"
        cardLabel.textColor = .white
        cardLabel.textAlignment = .center
        cardLabel.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        card.addSubview(cardLabel)
        transitionOptions.selectedSegmentIndex = 0
        for box in [pulseBox, layerBox] {
            box.widthAnchor.constraint(equalToConstant: 36).isActive = true
            box.heightAnchor.constraint(equalToConstant: 36).isActive = true
        }

        let buttons: [(UIButton, String, (ViewAnimationsViewController) -> () -> Void)] = [
            (slideButton, "Slide", ViewAnimationsViewController.slide),
            (springButton, "Spring", ViewAnimationsViewController.spring),
            (keyframesButton, "Keyframes", ViewAnimationsViewController.keyframes),
            (pulseButton, "Pulse", ViewAnimationsViewController.pulse),
            (transitionButton, "Transition", ViewAnimationsViewController.transition),
            (spinButton, "Spin", ViewAnimationsViewController.spin),
            (shakeButton, "Shake", ViewAnimationsViewController.shake),
        ]
        for (button, title, action) in buttons {
            button.configuration?.title = title
            button.configuration?.buttonSize = .small
            button.addTarget(self, action: action, for: .touchUpInside)
        }
        ComponentLayout.pinStack([
            status,
            ComponentLayout.row([ComponentLayout.caption("animate · .curveEaseInOut, .curveEaseIn, .curveLinear (delay 0.3)"), slideButton]),
            curveLanes[0], curveLanes[1], curveLanes[2],
            ComponentLayout.row([ComponentLayout.caption("usingSpringWithDamping 0.35, velocity 0.5"), springButton]),
            springLane,
            ComponentLayout.row([ComponentLayout.caption("animateKeyframes · addKeyframe × 4"), keyframesButton]),
            keyframeLane,
            ComponentLayout.row([pulseBox, ComponentLayout.caption(".repeat, .autoreverse"), pulseButton]),
            transitionOptions,
            ComponentLayout.row([card, ComponentLayout.caption("transition(with:…)"), transitionButton]),
            ComponentLayout.row([layerBox, ComponentLayout.caption("CABasic- / CAKeyframeAnimation"), spinButton, shakeButton], spacing: 6),
        ], in: view, spacing: 8)
    }

    /// How far a box travels: its lane's width less its own.
    private func travel(_ box: UIView) -> CGFloat { max(0, (box.superview?.bounds.width ?? 0) - box.bounds.width) }

    func slide() {
        slid.toggle()
        let options: [UIView.AnimationOptions] = [.curveEaseInOut, .curveEaseIn, .curveLinear]
        for (index, box) in curveBoxes.enumerated() {
            let target = slid ? CGAffineTransform(translationX: travel(box), y: 0) : .identity
            UIView.animate(withDuration: 1.0, delay: index == 2 ? 0.3 : 0, options: options[index], animations: {
                box.transform = target
            }, completion: { [weak self] finished in
                if index == 2 { self?.report("Slide · completion(finished: \(finished))") }
            })
        }
        report("Slide · three curves, 1 s")
    }

    func spring() {
        sprung.toggle()
        let target = sprung ? CGAffineTransform(translationX: travel(springBox), y: 0) : .identity
        UIView.animate(withDuration: 1.2, delay: 0, usingSpringWithDamping: 0.35, initialSpringVelocity: 0.5,
                       options: [], animations: { self.springBox.transform = target }, completion: { [weak self] finished in
            self?.report("Spring · completion(finished: \(finished))")
        })
        report("Spring · damping 0.35, velocity 0.5")
    }

    func keyframes() {
        let width = travel(keyframeBox), height = max(0, keyframeLane.bounds.height - keyframeBox.bounds.height)
        let box = keyframeBox
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [.calculationModeLinear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                box.transform = CGAffineTransform(translationX: width, y: 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) {
                box.transform = CGAffineTransform(translationX: width, y: height).rotated(by: .pi / 2)
                box.backgroundColor = .systemRed
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
                box.transform = CGAffineTransform(translationX: 0, y: height).rotated(by: .pi)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
                box.transform = .identity
                box.backgroundColor = .systemPurple
            }
        }, completion: { [weak self] finished in
            self?.report("Keyframes · completion(finished: \(finished))")
        })
        report("Keyframes · 2 s round the square")
    }

    func pulse() {
        isPulsing.toggle()
        if isPulsing {
            UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .allowUserInteraction], animations: {
                self.pulseBox.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
                self.pulseBox.alpha = 0.4
            })
            report("Pulse · .repeat, .autoreverse")
        } else {
            // A repeating animation runs until it is removed: take over what it shows, remove
            // it, and animate back from there.
            let layer = pulseBox.layer
            let shown = layer.presentation()
            layer.removeAllAnimations()
            if let shown {
                pulseBox.transform = CATransform3DGetAffineTransform(shown.transform)
                pulseBox.alpha = CGFloat(shown.opacity)
            }
            UIView.animate(withDuration: 0.2, delay: 0, options: [.beginFromCurrentState], animations: {
                self.pulseBox.transform = .identity
                self.pulseBox.alpha = 1
            })
            report("Pulse · removeAllAnimations(), back to full size")
        }
    }

    /// The transition option the segmented control chooses.
    var chosenTransition: UIView.AnimationOptions {
        switch transitionOptions.selectedSegmentIndex {
        case 1: .transitionFlipFromTop
        case 2: .transitionCurlUp
        case 3: .transitionCrossDissolve
        default: .transitionFlipFromLeft
        }
    }

    func transition() {
        cardFace = 1 - cardFace
        let face = cardFace
        let name = transitionOptions.titleForSegment(at: transitionOptions.selectedSegmentIndex) ?? ""
        UIView.transition(with: card, duration: 0.6, options: [chosenTransition], animations: {
            self.cardLabel.text = face == 0 ? "正面 Front" : "背面 Back"
            self.card.backgroundColor = face == 0 ? .systemBlue : .systemOrange
        }, completion: { [weak self] finished in
            self?.report("Transition · completion(finished: \(finished))")
        })
        report("Transition · \(name)")
    }

    func spin() {
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0.0
        turn.toValue = Double.pi * 2
        turn.duration = 0.8
        turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layerBox.layer.add(turn, forKey: "spin")
        report("CABasicAnimation · transform.rotation.z 0 → 2π")
    }

    func shake() {
        let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
        shake.values = [0.0, -12.0, 12.0, -8.0, 8.0, -4.0, 0.0]
        shake.keyTimes = [0, 0.15, 0.35, 0.55, 0.75, 0.9, 1]
        shake.duration = 0.5
        layerBox.layer.add(shake, forKey: "shake")
        report("CAKeyframeAnimation · transform.translation.x shake")
    }

    private func report(_ line: String) {
        events.append(line)
        status.text = line
    }
}
