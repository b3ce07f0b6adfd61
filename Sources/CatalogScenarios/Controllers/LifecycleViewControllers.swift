import UIKit

/// The lifecycle log of seed 000's "控制器(view)的生命周期": every callback of the screens that log
/// into it, in order, shown live by every `LiveLogView` watching it.
@MainActor final class LiveLifecycleLog {
    private(set) var lines: [String] = []
    private var watchers: [() -> Void] = []
    /// Lines since the last `take()`.
    private var pending: [String] = []

    func record(_ line: String) {
        lines.append(line)
        pending.append(line)
        for watcher in watchers { watcher() }
    }

    /// The lines recorded since the last call.
    @discardableResult func take() -> [String] { defer { pending.removeAll() }; return pending }

    /// Calls `update` after each new line while `owner` lives.
    func watch(_ owner: AnyObject, _ update: @escaping @MainActor (AnyObject) -> Void) {
        watchers.append { [weak owner] in if let owner { update(owner) } }
    }
}

/// The lines of a `LiveLifecycleLog` in a label inside a scroll view, updated as they arrive and
/// scrolled to the newest line; drag it to read older ones.
final class LiveLogView: UIView {
    let label = UILabel()
    let scrollView = UIScrollView()
    /// At most this many of the last lines are kept in the label.
    static let visibleLines = 200
    /// Set when new lines arrived: the next layout scrolls to the bottom.
    private var scrollsToEnd = true

    init(frame: CGRect, log: LiveLifecycleLog) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 8
        clipsToBounds = true
        scrollView.frame = bounds
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.alwaysBounceVertical = true
        addSubview(scrollView)
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 12)
        scrollView.addSubview(label)
        show(log.lines)
        log.watch(self) { view in (view as? LiveLogView)?.show(log.lines) }
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func show(_ lines: [String]) {
        label.text = lines.suffix(Self.visibleLines).joined(separator: "\n")
        scrollsToEnd = true
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if scrollView.frame != bounds { scrollView.frame = bounds }
        let width = max(0, bounds.width - 16)
        let height = ceil(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        let labelFrame = CGRect(x: 8, y: 6, width: width, height: height)
        if label.frame != labelFrame { label.frame = labelFrame }
        let contentSize = CGSize(width: bounds.width, height: height + 12)
        if scrollView.contentSize != contentSize { scrollView.contentSize = contentSize }
        if scrollsToEnd {
            scrollsToEnd = false
            let bottom = CGPoint(x: 0, y: max(0, contentSize.height - bounds.height))
            if scrollView.contentOffset != bottom { scrollView.contentOffset = bottom }
        }
    }
}

/// A screen that logs every lifecycle callback UIKit sends it, from `init` to `deinit`, and shows
/// the log live at the bottom of its view.
class LifecycleLoggingViewController: UIViewController {
    let lifecycleLog: LiveLifecycleLog
    let name: String
    private(set) var logView: LiveLogView?

    init(name: String, log: LiveLifecycleLog) {
        self.name = name
        self.lifecycleLog = log
        super.init(nibName: nil, bundle: nil)
        title = name
        log.record("\(name).init")
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    isolated deinit {
        lifecycleLog.record("\(name).deinit")
    }

    override func loadView() {
        lifecycleLog.record("\(name).loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        lifecycleLog.record("\(name).viewDidLoad")
        view.backgroundColor = .systemBackground
        let logView = LiveLogView(frame: CGRect(x: 12, y: 300, width: 351, height: 355), log: lifecycleLog)
        view.addSubview(logView)
        self.logView = logView
        // The Simulator's Debug ▸ Simulate Memory Warning: the application tells its delegate,
        // posts didReceiveMemoryWarningNotification, then calls every view controller's
        // didReceiveMemoryWarning().
        // The first screen has no second row (its Push and Present share the first).
        addButton("Simulate Memory Warning", row: self is LifecycleFirstViewController ? 1 : 2) {
            UIApplication.shared._receiveMemoryWarning()
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        lifecycleLog.record("\(name).viewWillAppear(\(animated))")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        lifecycleLog.record("\(name).viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        lifecycleLog.record("\(name).viewDidLayoutSubviews")
        // Inside the safe area (below a navigation bar): three rows of buttons at the top, the
        // log below them filling the rest, scrolling when its lines do not fit.
        let area = view.bounds.inset(by: view.safeAreaInsets)
        for (button, (row, column)) in buttonPlaces {
            let frame = Self.buttonFrame(row: row, column: column, in: area)
            if button.frame != frame { button.frame = frame }
        }
        let rows = (buttonPlaces.map { $0.1.0 }.max() ?? -1) + 1
        let top = area.minY + Self.rowTop(rows)
        let logFrame = CGRect(x: area.minX + 12, y: top, width: area.width - 24, height: max(60, area.maxY - 12 - top))
        if let logView, logView.frame != logFrame { logView.frame = logFrame }
    }

    /// The buttons and their places: (row, column), column nil for a full-width button.
    private var buttonPlaces: [(UIButton, (Int, Int?))] = []

    private static func rowTop(_ row: Int) -> CGFloat { 12 + CGFloat(row) * 52 }

    private static func buttonFrame(row: Int, column: Int?, in area: CGRect) -> CGRect {
        let y = area.minY + rowTop(row)
        guard let column else { return CGRect(x: area.minX + 20, y: y, width: area.width - 40, height: 44) }
        let width = (area.width - 55) / 2
        return CGRect(x: area.minX + 20 + CGFloat(column) * (width + 15), y: y, width: width, height: 44)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        lifecycleLog.record("\(name).viewDidAppear(\(animated))")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        lifecycleLog.record("\(name).viewWillDisappear(\(animated))")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        lifecycleLog.record("\(name).viewDidDisappear(\(animated))")
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        lifecycleLog.record("\(name).didReceiveMemoryWarning")
    }

    /// A system button titled `title` in row `row` (0 to 2) of the safe area's top, full width
    /// or in `column` 0 or 1, calling `action`.
    func addButton(_ title: String, row: Int, column: Int? = nil, action: @escaping () -> Void) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = Self.buttonFrame(row: row, column: column, in: view.bounds.inset(by: view.safeAreaInsets))
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        view.addSubview(button)
        buttonPlaces.append((button, (row, column)))
    }
}

/// Seed 000's first screen: pushes, presents, and simulates a memory warning; the second screen is
/// made fresh each time, so its `deinit` shows once it is popped or dismissed.
final class LifecycleFirstViewController: LifecycleLoggingViewController {
    init(log: LiveLifecycleLog) { super.init(name: "First", log: log) }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Push Second", row: 0, column: 0) { [unowned self] in
            navigationController?.pushViewController(LifecycleSecondViewController(log: lifecycleLog, presented: false),
                                                     animated: true)
        }
        addButton("Present Second", row: 0, column: 1) { [unowned self] in
            let second = LifecycleSecondViewController(log: lifecycleLog, presented: true)
            present(second, animated: true)
        }
    }
}

/// The second screen: "Close" pops or dismisses it.
final class LifecycleSecondViewController: LifecycleLoggingViewController {
    let presented: Bool
    init(log: LiveLifecycleLog, presented: Bool) {
        self.presented = presented
        super.init(name: "Second", log: log)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
        addButton(presented ? "Dismiss" : "Pop", row: 1) { [unowned self] in
            if presented { dismiss(animated: true) } else { navigationController?.popViewController(animated: true) }
        }
    }
}
