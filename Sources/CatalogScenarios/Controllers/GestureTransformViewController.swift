import UIKit

/// Seed 004 (and the gesture part of seed 000): an image view that the seven gesture recognizers
/// transform through its `transform`, with the transform printed on screen the way
/// `NSLog(@"%@", NSStringFromCGAffineTransform(imageView.transform))` prints it.
///
/// On the image view: a double tap puts `CGAffineTransform.identity` back; a pan translates
/// (`translatedBy`, then `setTranslation(.zero, in:)`); a pinch scales (`scaledBy`, then
/// `scale = 1`); a rotation rotates (`rotated(by:)`, then `rotation = 0`); a long press of 1 s puts
/// `CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)` back when it begins. Pinch and
/// rotation (and the pan) recognize together through the delegate's
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`. On the background: four swipe
/// recognizers, one per direction (a swipe recognizer has one direction), nudge the image 30 pt
/// that way; a screen-edge pan from the left edge pulls a panel in, which slides back when the
/// finger lifts.
///
/// With `rightHalfOnly` (seed 000's delegate example) the image view's recognizers refuse touches
/// on its left half through `gestureRecognizer(_:shouldReceive:)`.
final class GestureTransformViewController: UIViewController, UIGestureRecognizerDelegate {
    /// Each recognizer's action as it runs: "pan changed", "swipe left", …
    private(set) var events: [String] = []
    /// Called with each event line (the scenario logs them).
    var log: (String) -> Void = { _ in }
    /// Seed 000's `gestureRecognizer(_:shouldReceive:)`: only the image's right half takes touches.
    var rightHalfOnly = false

    let imageView = UIImageView()
    /// `NSStringFromCGAffineTransform(imageView.transform)`, updated after every change.
    let transformLabel = UILabel()
    /// The last recognizer event.
    let eventLabel = UILabel()
    /// The panel the screen-edge pan pulls in from the left.
    let edgePanel = UIView()
    /// What the gestures do, at the top of the safe area.
    let caption = UILabel()

    private(set) var doubleTap: UITapGestureRecognizer!
    private(set) var pan: UIPanGestureRecognizer!
    private(set) var pinch: UIPinchGestureRecognizer!
    private(set) var rotation: UIRotationGestureRecognizer!
    private(set) var longPress: UILongPressGestureRecognizer!
    private(set) var swipes: [UISwipeGestureRecognizer] = []
    private(set) var edgePan: UIScreenEdgePanGestureRecognizer!

    static let panelWidth: CGFloat = 120

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gestures"
        view.backgroundColor = .systemBackground

        imageView.bounds = CGRect(x: 0, y: 0, width: 180, height: 180)
        imageView.image = Self.picture(size: imageView.bounds.size)
        imageView.layer.cornerRadius = 12
        imageView.clipsToBounds = true
        // A UIImageView ignores touches by default (isUserInteractionEnabled = false).
        imageView.isUserInteractionEnabled = true
        view.addSubview(imageView)

        caption.numberOfLines = 0
        caption.font = .systemFont(ofSize: 13)
        caption.textColor = .secondaryLabel
        caption.text = "Double tap: reset · pan · pinch · rotate · long press 1 s: reset · swipe the background · pan in from the left edge"
        view.addSubview(caption)

        eventLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        eventLabel.text = "—"
        view.addSubview(eventLabel)

        transformLabel.numberOfLines = 0
        transformLabel.font = .systemFont(ofSize: 13)  // (UIFont.monospacedSystemFont is not in Rockhopper yet)
        view.addSubview(transformLabel)

        edgePanel.frame = CGRect(x: -Self.panelWidth, y: 0, width: Self.panelWidth, height: 380)
        edgePanel.backgroundColor = .systemIndigo
        let panelLabel = UILabel(frame: CGRect(x: 10, y: 10, width: Self.panelWidth - 20, height: 44))
        panelLabel.text = "Edge pan"
        panelLabel.textColor = .white
        edgePanel.addSubview(panelLabel)
        view.addSubview(edgePanel)

        doubleTap = UITapGestureRecognizer(target: self, action: Self.tapped)
        doubleTap.numberOfTapsRequired = 2
        doubleTap.numberOfTouchesRequired = 1
        pan = UIPanGestureRecognizer(target: self, action: Self.panned)
        pinch = UIPinchGestureRecognizer(target: self, action: Self.pinched)
        rotation = UIRotationGestureRecognizer(target: self, action: Self.rotated)
        longPress = UILongPressGestureRecognizer(target: self, action: Self.longPressed)
        longPress.numberOfTapsRequired = 0
        longPress.minimumPressDuration = 1
        for recognizer in [doubleTap, pan, pinch, rotation, longPress] as [UIGestureRecognizer] {
            recognizer.delegate = self
            imageView.addGestureRecognizer(recognizer)
        }

        edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: Self.edgePanned)
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)
        for direction in [UISwipeGestureRecognizer.Direction.left, .right, .up, .down] {
            let swipe = UISwipeGestureRecognizer(target: self, action: Self.swiped)
            swipe.direction = direction
            // A rightward swipe from the left edge is the edge pan's.
            if direction == .right { swipe.require(toFail: edgePan) }
            view.addGestureRecognizer(swipe)
            swipes.append(swipe)
        }
        showTransform()
    }

    /// Lays out inside the safe area, so the caption is below a navigation bar and the event and
    /// transform lines stay visible however tall the view is: caption, event line and transform
    /// printout at the top, the image centred in the space below them (its `center` and `bounds`
    /// only, never its `frame`, since it carries a transform).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        let width = area.width - 32
        let captionHeight = ceil(caption.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        caption.frame = CGRect(x: area.minX + 16, y: area.minY + 8, width: width, height: captionHeight)
        eventLabel.frame = CGRect(x: area.minX + 16, y: caption.frame.maxY + 4, width: width, height: 20)
        // Room for three lines of the printout, the longest it gets (six 17-digit numbers).
        transformLabel.frame = CGRect(x: area.minX + 16, y: eventLabel.frame.maxY + 2, width: width, height: 50)
        let below = CGRect(x: area.minX, y: transformLabel.frame.maxY + 8, width: area.width,
                           height: max(0, area.maxY - transformLabel.frame.maxY - 8))
        imageView.center = CGPoint(x: below.midX, y: below.minY + max(90, min(below.height / 2, 130)))
        edgePanel.frame.origin.y = below.minY
        edgePanel.frame.size.height = max(120, below.height - 8)
    }

    // MARK: The recognizers' actions

    func tapped(_ sender: UITapGestureRecognizer) {
        imageView.transform = .identity
        record("double tap: transform = .identity")
    }

    func panned(_ sender: UIPanGestureRecognizer) {
        let t = sender.translation(in: imageView)
        imageView.transform = imageView.transform.translatedBy(x: t.x, y: t.y)
        sender.setTranslation(.zero, in: imageView)
        record("pan \(Self.name(sender.state)) translation \(NSStringFromCGPoint(t))", quiet: sender.state == .changed)
    }

    func pinched(_ sender: UIPinchGestureRecognizer) {
        let scale = sender.scale
        imageView.transform = imageView.transform.scaledBy(x: scale, y: scale)
        sender.scale = 1
        record("pinch \(Self.name(sender.state)) scale \(Self.short(scale))", quiet: sender.state == .changed)
    }

    func rotated(_ sender: UIRotationGestureRecognizer) {
        let angle = sender.rotation
        imageView.transform = imageView.transform.rotated(by: angle)
        sender.rotation = 0
        record("rotation \(Self.name(sender.state)) \(Self.short(angle)) rad", quiet: sender.state == .changed)
    }

    func longPressed(_ sender: UILongPressGestureRecognizer) {
        if sender.state == .began {
            imageView.transform = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
            record("long press began: transform = [1, 0, 0, 1, 0, 0]")
        } else {
            record("long press \(Self.name(sender.state))", quiet: sender.state == .changed)
        }
    }

    func swiped(_ sender: UISwipeGestureRecognizer) {
        let (name, dx, dy): (String, CGFloat, CGFloat) = switch sender.direction {
        case .left: ("left", -30, 0)
        case .right: ("right", 30, 0)
        case .up: ("up", 0, -30)
        default: ("down", 0, 30)
        }
        // In the superview's coordinates, whatever the image's rotation and scale.
        imageView.transform = imageView.transform.concatenating(CGAffineTransform(translationX: dx, y: dy))
        record("swipe \(name)")
    }

    func edgePanned(_ sender: UIScreenEdgePanGestureRecognizer) {
        let x = min(0, -Self.panelWidth + sender.translation(in: view).x)
        switch sender.state {
        case .began, .changed:
            edgePanel.frame.origin.x = x
        default:
            UIView.animate(withDuration: 0.3) { self.edgePanel.frame.origin.x = -Self.panelWidth }
        }
        record("edge pan \(Self.name(sender.state)) panel x \(Self.short(x))", quiet: sender.state == .changed)
    }

    // MARK: UIGestureRecognizerDelegate

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        // Pinch, rotation and pan of the image work together (seed 004's delegate).
        let together: [UIGestureRecognizer] = [pinch, rotation, pan]
        return together.contains { $0 === gestureRecognizer } && together.contains { $0 === otherGestureRecognizer }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard rightHalfOnly, gestureRecognizer.view === imageView else { return true }
        // Seed 000: the image's left half takes no touches.
        return touch.location(in: imageView).x > imageView.bounds.width * 0.5
    }

    // MARK: Showing what happened

    private func record(_ line: String, quiet: Bool = false) {
        showTransform()
        events.append(line)
        eventLabel.text = line
        if !quiet { log(line + " → " + NSStringFromCGAffineTransform(imageView.transform)) }
    }

    private func showTransform() {
        transformLabel.text = "transform = " + NSStringFromCGAffineTransform(imageView.transform)
    }

    static func name(_ state: UIGestureRecognizer.State) -> String {
        switch state {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        @unknown default: "unknown"
        }
    }

    static func short(_ value: CGFloat) -> String { String(format: "%.3f", Double(value)) }

    /// A picture with an up and a right, so rotations and flips show.
    static func picture(size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { _ in
            UIColor.systemOrange.setFill()
            UIBezierPath(rect: CGRect(origin: .zero, size: size)).fill()
            UIColor.systemYellow.setFill()
            UIBezierPath(ovalIn: CGRect(x: size.width * 0.2, y: size.height * 0.12, width: size.width * 0.6,
                                        height: size.height * 0.6)).fill()
            UIColor.systemBlue.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: size.height * 0.78, width: size.width, height: size.height * 0.22)).fill()
            UIColor.white.setFill()
            let arrow = UIBezierPath()
            arrow.move(to: CGPoint(x: size.width * 0.5, y: size.height * 0.2))
            arrow.addLine(to: CGPoint(x: size.width * 0.65, y: size.height * 0.45))
            arrow.addLine(to: CGPoint(x: size.width * 0.35, y: size.height * 0.45))
            arrow.close()
            arrow.fill()
        }
    }
}
