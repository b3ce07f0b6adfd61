import UIKit

/// Seed 000's "IOS的事件": a view dragged by its own `touchesMoved(_:with:)` (the offset between
/// `location(in:)` and `previousLocation(in:)` added to its `transform`), every touch method logged
/// on screen, and the view `hitTest(_:with:)` picks outlined in red — including the three ways a
/// view takes no touches (`isUserInteractionEnabled = false`, `isHidden`, `alpha` < 0.01) and a
/// `UIImageView`, which ignores touches by default.
final class TouchDragViewController: UIViewController {
    /// The root view: records which view each touch's hit-test found.
    final class HitTestingView: UIView {
        var didHitTest: (UIView?) -> Void = { _ in }
        /// UIKit may hit-test more than once for one touch-down: each event time counts once.
        private var lastTimestamp: TimeInterval = -1
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            if let event, event.timestamp != lastTimestamp {
                lastTimestamp = event.timestamp
                didHitTest(hit)
            }
            return hit
        }
    }

    /// The seed's draggable view: it moves itself in `touchesMoved` and logs its touch methods.
    final class DraggableView: UIView {
        var log: (String) -> Void = { _ in }
        let name = "draggable"
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log("\(name).touchesBegan")
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = touches.first else { return }
            let current = touch.location(in: self)
            let previous = touch.previousLocation(in: self)
            // 偏移量 = 手指当前点 − 手指上一个点 (in the view's own, transformed, coordinates).
            transform = transform.translatedBy(x: current.x - previous.x, y: current.y - previous.y)
            log("\(name).touchesMoved cur \(NSStringFromCGPoint(Self.rounded(current))) pre \(NSStringFromCGPoint(Self.rounded(previous)))")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log("\(name).touchesEnded transform \(NSStringFromCGAffineTransform(transform))")
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            log("\(name).touchesCancelled")
        }
        static func rounded(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x.rounded(), y: p.y.rounded()) }
    }

    let draggable = DraggableView(frame: CGRect(x: 24, y: 90, width: 130, height: 110))
    /// Covers its part of `behind` but takes no touches.
    let noInteraction = UIView(frame: CGRect(x: 200, y: 90, width: 150, height: 110))
    /// An image view: `isUserInteractionEnabled` is false by default.
    let imageView = UIImageView(frame: CGRect(x: 24, y: 230, width: 130, height: 90))
    /// Nearly transparent (alpha 0.005): skipped by hit-testing.
    let faint = UIView(frame: CGRect(x: 200, y: 230, width: 150, height: 90))
    /// Under `faint`: gets the touches that pass through it.
    let behind = UIView(frame: CGRect(x: 190, y: 220, width: 170, height: 110))
    let hitLabel = UILabel(frame: CGRect(x: 16, y: 336, width: 343, height: 22))
    let logLabel = UILabel(frame: CGRect(x: 12, y: 364, width: 351, height: 290))
    /// The hit views, by name ("root" for the root view), one per touch that began.
    private(set) var hits: [String] = []
    private(set) var lines: [String] = []
    private weak var outlined: UIView?
    /// The views' names, as the log and `hits` give them.
    private var names: [ObjectIdentifier: String] = [:]
    func name(of view: UIView) -> String? { names[ObjectIdentifier(view)] }

    override func loadView() {
        let root = HitTestingView()
        root.didHitTest = { [unowned self] in self.didHitTest($0) }
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Touches"
        view.backgroundColor = .systemBackground
        names[ObjectIdentifier(view)] = "root"

        let caption = UILabel(frame: CGRect(x: 16, y: 28, width: 343, height: 56))
        caption.numberOfLines = 0
        caption.font = .systemFont(ofSize: 13)
        caption.textColor = .secondaryLabel
        caption.text = "Drag the orange view (touchesMoved moves it). Touch anything: the hit-test view is outlined in red."
        view.addSubview(caption)

        behind.backgroundColor = .systemBlue.withAlphaComponent(0.3)
        names[ObjectIdentifier(behind)] = "behind"
        view.addSubview(behind)
        let setups: [(UIView, String, UIColor)] = [
            (draggable, "draggable", .systemOrange),
            (noInteraction, "noInteraction", .systemGray3),
            (imageView, "imageView", .systemGreen),
            (faint, "faint", .systemPurple),
        ]
        for (subview, name, colour) in setups {
            subview.backgroundColor = colour
            names[ObjectIdentifier(subview)] = name
            let label = UILabel(frame: subview.bounds.insetBy(dx: 6, dy: 4))
            label.numberOfLines = 0
            label.font = .systemFont(ofSize: 12)
            label.text = name
            subview.addSubview(label)
            view.addSubview(subview)
        }
        noInteraction.isUserInteractionEnabled = false
        faint.alpha = 0.005
        draggable.log = { [unowned self] in self.record($0) }

        hitLabel.font = .systemFont(ofSize: 14, weight: .semibold)
        hitLabel.text = "hitTest → —"
        view.addSubview(hitLabel)
        logLabel.numberOfLines = 0
        logLabel.font = .systemFont(ofSize: 11)
        logLabel.backgroundColor = .secondarySystemBackground
        view.addSubview(logLabel)
    }

    private func didHitTest(_ hit: UIView?) {
        guard let hit else { return }
        // The label or other view inside a coloured view counts as that view.
        var named: UIView? = hit
        while let candidate = named, name(of: candidate) == nil { named = candidate.superview }
        let hitName = named.flatMap { self.name(of: $0) } ?? "\(type(of: hit))"
        outlined?.layer.borderWidth = 0
        hit.layer.borderColor = UIColor.systemRed.cgColor
        hit.layer.borderWidth = 3
        outlined = hit
        hits.append(hitName)
        hitLabel.text = "hitTest → \(hitName) (\(type(of: hit)))"
        record("hitTest → \(hitName)")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("controller.touchesBegan (from \(touches.first?.view.flatMap { self.name(of: $0) } ?? "?") up the responder chain)")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("controller.touchesEnded")
    }

    private func record(_ line: String) {
        if let last = lines.last, last.hasPrefix("draggable.touchesMoved"), line.hasPrefix("draggable.touchesMoved") {
            lines[lines.count - 1] = line
        } else {
            lines.append(line)
        }
        logLabel.text = lines.suffix(18).joined(separator: "\n")
    }
}
