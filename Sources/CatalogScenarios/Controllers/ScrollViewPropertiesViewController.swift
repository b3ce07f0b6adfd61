import UIKit

/// Seed 002's tour of UIScrollView: a scroll view over a 750 × 900 pt zoomable picture of tiles,
/// switches for its Boolean properties, buttons for the rest, and a live log of every
/// `UIScrollViewDelegate` call (runs of `scrollViewDidScroll` fold into one line).
final class ScrollViewPropertiesViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 20, width: 375, height: 250))
    /// The content: tiles numbered by page, returned by `viewForZooming(in:)`.
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 750, height: 900))
    /// `contentOffset`, `zoomScale` and the tracking/dragging/decelerating/zooming flags.
    let stateLabel = UILabel(frame: CGRect(x: 10, y: 272, width: 355, height: 18))
    /// The last delegate calls.
    let logLabel = UILabel(frame: CGRect(x: 10, y: 548, width: 355, height: 116))
    /// Every delegate call, in order; a run of `scrollViewDidScroll` is one entry ending in "×n".
    private(set) var events: [String] = []
    /// The switches, by the property they set.
    private(set) var switches: [String: UISwitch] = [:]
    static let visibleLogLines = 8
    /// Everything below the scroll view (state line, switches, rate, buttons, log), in a scroll
    /// view of its own so it can be read in a short safe area (the Catalog app's).
    let controlsView = UIScrollView()
    /// The controls' height, laid out from y = 0 in `controlsView`.
    static let controlsHeight: CGFloat = 397
    /// The demo scroll view's height when there is room.
    static let scrollViewHeight: CGFloat = 250

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "UIScrollView"
        view.backgroundColor = .systemBackground

        scrollView.backgroundColor = .systemGray5
        scrollView.contentSize = content.bounds.size
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 3
        scrollView.delegate = self
        for row in 0..<6 {
            for column in 0..<5 {
                let tile = UILabel(frame: CGRect(x: CGFloat(column) * 150 + 8, y: CGFloat(row) * 150 + 8, width: 134, height: 134))
                let page = column * 150 / 375 + 1
                tile.backgroundColor = [UIColor.systemRed, .systemOrange, .systemTeal][page - 1].withAlphaComponent(0.35 + 0.1 * CGFloat(row))
                tile.text = "\(row),\(column)"
                tile.textAlignment = .center
                content.addSubview(tile)
            }
        }
        scrollView.addSubview(content)
        view.addSubview(scrollView)

        stateLabel.font = .systemFont(ofSize: 12)
        view.addSubview(stateLabel)

        let toggles: [(String, Bool, (UIScrollView, Bool) -> Void)] = [
            ("bounces", scrollView.bounces, { $0.bounces = $1 }),
            ("alwaysBounceVertical", scrollView.alwaysBounceVertical, { $0.alwaysBounceVertical = $1 }),
            ("alwaysBounceHorizontal", scrollView.alwaysBounceHorizontal, { $0.alwaysBounceHorizontal = $1 }),
            ("isPagingEnabled", scrollView.isPagingEnabled, { $0.isPagingEnabled = $1 }),
            ("isScrollEnabled", scrollView.isScrollEnabled, { $0.isScrollEnabled = $1 }),
            ("isDirectionalLockEnabled", scrollView.isDirectionalLockEnabled, { $0.isDirectionalLockEnabled = $1 }),
            ("showsVerticalScrollIndicator", scrollView.showsVerticalScrollIndicator, { $0.showsVerticalScrollIndicator = $1 }),
            ("showsHorizontalScrollIndicator", scrollView.showsHorizontalScrollIndicator, { $0.showsHorizontalScrollIndicator = $1 }),
            ("scrollsToTop", scrollView.scrollsToTop, { $0.scrollsToTop = $1 }),
            ("bouncesZoom", scrollView.bouncesZoom, { $0.bouncesZoom = $1 }),
        ]
        for (index, (name, value, apply)) in toggles.enumerated() {
            let x: CGFloat = index % 2 == 0 ? 8 : 192
            let y = 294 + CGFloat(index / 2) * 36
            let label = UILabel(frame: CGRect(x: x, y: y, width: 122, height: 31))
            label.text = name
            label.font = .systemFont(ofSize: 11)
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.7
            view.addSubview(label)
            let toggle = UISwitch(frame: CGRect(x: x + 124, y: y, width: 51, height: 31))
            toggle.isOn = value
            toggle.addAction(UIAction { [unowned self, unowned toggle] _ in
                apply(scrollView, toggle.isOn)
                record("\(name) = \(toggle.isOn)")
            }, for: .valueChanged)
            view.addSubview(toggle)
            switches[name] = toggle
        }

        let rateLabel = UILabel(frame: CGRect(x: 8, y: 476, width: 130, height: 28))
        rateLabel.text = "decelerationRate"
        rateLabel.font = .systemFont(ofSize: 13)
        view.addSubview(rateLabel)
        let rate = UISegmentedControl(items: [".normal", ".fast"])
        rate.frame = CGRect(x: 140, y: 476, width: 227, height: 28)
        rate.selectedSegmentIndex = 0
        rate.addAction(UIAction { [unowned self, unowned rate] _ in
            scrollView.decelerationRate = rate.selectedSegmentIndex == 0 ? .normal : .fast
            record("decelerationRate = \(scrollView.decelerationRate.rawValue)")
        }, for: .valueChanged)
        view.addSubview(rate)

        let buttons: [(String, () -> Void)] = [
            ("Offset 320", { [unowned self] in scrollView.setContentOffset(CGPoint(x: 320, y: 0), animated: true) }),
            ("Zoom ×2", { [unowned self] in scrollView.setZoomScale(scrollView.zoomScale == 2 ? 1 : 2, animated: true) }),
            ("Inset 40", { [unowned self] in
                let inset: CGFloat = scrollView.contentInset.top == 0 ? 40 : 0
                scrollView.contentInset = UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
                record("contentInset = \(NSStringFromUIEdgeInsets(scrollView.contentInset))")
            }),
            ("Flash", { [unowned self] in scrollView.flashScrollIndicators() }),
        ]
        for (index, (title, action)) in buttons.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 14)
            button.frame = CGRect(x: 4 + CGFloat(index) * 92, y: 508, width: 88, height: 36)
            button.addAction(UIAction { _ in action() }, for: .touchUpInside)
            view.addSubview(button)
        }

        logLabel.numberOfLines = 0
        logLabel.font = .systemFont(ofSize: 11)
        logLabel.backgroundColor = .secondarySystemBackground
        view.addSubview(logLabel)

        // The controls were placed below a 250-pt scroll view at y 20; move them into their own
        // scroll view, from its top (no delegate: its scrolling is not the demo's, and it does
        // not take the status-bar tap from the demo).
        controlsView.contentInsetAdjustmentBehavior = .never
        controlsView.scrollsToTop = false
        controlsView.delaysContentTouches = false
        controlsView.contentSize = CGSize(width: 375, height: Self.controlsHeight)
        for subview in view.subviews where subview !== scrollView {
            let frame = subview.frame
            controlsView.addSubview(subview)
            subview.frame = frame.offsetBy(dx: 0, dy: -270)
        }
        view.addSubview(controlsView)
        showState()
    }

    /// Lays out inside the safe area: the demo scroll view at its top (250 pt tall, or less when
    /// the area is short), the controls below it, scrolling when they do not fit.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        let height = min(Self.scrollViewHeight, max(140, area.height - Self.controlsHeight))
        let demo = CGRect(x: area.minX, y: area.minY, width: area.width, height: height)
        if scrollView.frame != demo { scrollView.frame = demo }
        let controls = CGRect(x: area.minX, y: demo.maxY, width: area.width, height: max(0, area.maxY - demo.maxY))
        if controlsView.frame != controls { controlsView.frame = controls }
    }

    // MARK: UIScrollViewDelegate, every call logged

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if let last = events.last, last.hasPrefix("scrollViewDidScroll ×"), let count = Int(last.dropFirst("scrollViewDidScroll ×".count)) {
            events[events.count - 1] = "scrollViewDidScroll ×\(count + 1)"
            showEvents()
            showState()
        } else {
            record("scrollViewDidScroll ×1")
        }
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        if events.last?.hasPrefix("scrollViewDidZoom") == true { showState(); return }
        record("scrollViewDidZoom")
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { record("scrollViewWillBeginDragging") }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        record("scrollViewWillEndDragging v \(Self.point(velocity)) → target \(Self.point(targetContentOffset.pointee))")
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        record("scrollViewDidEndDragging(willDecelerate: \(decelerate))")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { record("scrollViewWillBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { record("scrollViewDidEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { record("scrollViewDidEndScrollingAnimation") }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }

    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { record("scrollViewWillBeginZooming") }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        record("scrollViewDidEndZooming(atScale: \(Self.number(scale)))")
    }

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        record("scrollViewShouldScrollToTop → true")
        return true
    }

    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { record("scrollViewDidScrollToTop") }

    // MARK: Showing it

    /// The events recorded from index `start` on (a scenario's window onto the log).
    func events(since start: Int) -> [String] { Array(events[min(start, events.count)...]) }

    private func record(_ line: String) {
        events.append(line)
        showEvents()
        showState()
    }

    private func showEvents() {
        logLabel.text = events.suffix(Self.visibleLogLines).joined(separator: "\n")
    }

    private func showState() {
        var flags: [String] = []
        if scrollView.isTracking { flags.append("tracking") }
        if scrollView.isDragging { flags.append("dragging") }
        if scrollView.isDecelerating { flags.append("decelerating") }
        if scrollView.isZooming { flags.append("zooming") }
        stateLabel.text = "contentOffset \(Self.point(scrollView.contentOffset)) · zoomScale \(Self.number(scrollView.zoomScale))"
            + (flags.isEmpty ? "" : " · " + flags.joined(separator: ", "))
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
    }

    static func point(_ p: CGPoint) -> String { "(\(number(p.x)), \(number(p.y)))" }
}
