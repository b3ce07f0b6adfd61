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

    let draggable = DraggableView()
    /// Covers its part of `behind` but takes no touches.
    let noInteraction = UIView()
    /// An image view: `isUserInteractionEnabled` is false by default.
    let imageView = UIImageView()
    /// Nearly transparent (alpha 0.005): skipped by hit-testing.
    let faint = UIView()
    /// Under `faint`: gets the touches that pass through it.
    let behind = UIView()
    let caption = UILabel()
    let hitLabel = UILabel()
    let logLabel = UILabel()
    /// The log's area, behind `logLabel` (which is as tall as its lines, from the top).
    let logBox = UIView()
    /// How many of the last log lines fit in `logLabel`.
    private var visibleLogLines = 18
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
            let label = UILabel(frame: CGRect(x: 6, y: 4, width: 118, height: 30))
            label.autoresizingMask = [.flexibleWidth]
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
        logBox.backgroundColor = .secondarySystemBackground
        logBox.clipsToBounds = true
        view.addSubview(logBox)
        logBox.addSubview(logLabel)
    }

    /// Lays out inside the safe area: the caption below any navigation bar, the five views under
    /// it, then the hit-test line and the log filling what is left. When the safe area is short
    /// (the Catalog app shows the screen in about 356 pt under its bar), the views are shorter and
    /// the log shows fewer lines, so everything stays on screen. Frames are set only when they
    /// change, and the draggable view keeps its `transform` (only its `center` and `bounds` are set).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        let compact = area.height < 560
        let width = area.width - 32
        let captionHeight = ceil(caption.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        caption.frame = CGRect(x: area.minX + 16, y: area.minY + 8, width: width, height: captionHeight)
        let rowHeights: (CGFloat, CGFloat) = compact ? (80, 64) : (110, 90)
        let top = caption.frame.maxY + (compact ? 6 : 8)
        let rightX = area.minX + area.width - 175
        let row1 = CGRect(x: area.minX + 24, y: top, width: 130, height: rowHeights.0)
        draggable.bounds.size = row1.size
        draggable.center = CGPoint(x: row1.midX, y: row1.midY)
        noInteraction.frame = CGRect(x: rightX, y: top, width: 150, height: rowHeights.0)
        let top2 = row1.maxY + (compact ? 16 : 30)
        imageView.frame = CGRect(x: area.minX + 24, y: top2, width: 130, height: rowHeights.1)
        faint.frame = CGRect(x: rightX, y: top2, width: 150, height: rowHeights.1)
        behind.frame = faint.frame.insetBy(dx: -10, dy: compact ? -6 : -10)
        hitLabel.frame = CGRect(x: area.minX + 16, y: behind.frame.maxY + 6, width: width, height: 22)
        let logTop = hitLabel.frame.maxY + 6
        let box = CGRect(x: area.minX + 12, y: logTop, width: area.width - 24, height: max(0, area.maxY - 8 - logTop))
        if logBox.frame != box { logBox.frame = box }
        let lineHeight = ceil(logLabel.font.lineHeight)
        let fitting = max(1, Int((box.height - 8) / lineHeight))
        if fitting != visibleLogLines { visibleLogLines = fitting }
        showLog()
    }

    /// The last lines that fit, from the top of the log's area.
    private func showLog() {
        logLabel.text = lines.suffix(visibleLogLines).joined(separator: "\n")
        let width = max(0, logBox.bounds.width - 8)
        let height = min(logBox.bounds.height - 8,
                         ceil(logLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height))
        let frame = CGRect(x: 4, y: 4, width: width, height: max(0, height))
        if logLabel.frame != frame { logLabel.frame = frame }
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
        showLog()
    }
}
