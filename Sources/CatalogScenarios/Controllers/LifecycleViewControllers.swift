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

/// A label showing the last lines of a `LiveLifecycleLog`, updated as they arrive.
final class LiveLogView: UIView {
    let label = UILabel()
    static let visibleLines = 16

    init(frame: CGRect, log: LiveLifecycleLog) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 8
        label.frame = bounds.insetBy(dx: 8, dy: 6)
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 12)
        addSubview(label)
        show(log.lines)
        log.watch(self) { view in (view as? LiveLogView)?.show(log.lines) }
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func show(_ lines: [String]) {
        label.text = lines.suffix(Self.visibleLines).joined(separator: "\n")
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
        logView.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(logView)
        self.logView = logView
        // The Simulator's Debug ▸ Simulate Memory Warning: the application tells its delegate,
        // posts didReceiveMemoryWarningNotification, then calls every view controller's
        // didReceiveMemoryWarning().
        addButton("Simulate Memory Warning", frame: CGRect(x: 20, y: 230, width: 335, height: 44)) {
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

    /// A system button titled `title` at `frame`, calling `action`.
    func addButton(_ title: String, frame: CGRect, action: @escaping () -> Void) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = frame
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        view.addSubview(button)
    }
}

/// Seed 000's first screen: pushes, presents, and simulates a memory warning; the second screen is
/// made fresh each time, so its `deinit` shows once it is popped or dismissed.
final class LifecycleFirstViewController: LifecycleLoggingViewController {
    init(log: LiveLifecycleLog) { super.init(name: "First", log: log) }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Push Second", frame: CGRect(x: 20, y: 110, width: 160, height: 44)) { [unowned self] in
            navigationController?.pushViewController(LifecycleSecondViewController(log: lifecycleLog, presented: false),
                                                     animated: true)
        }
        addButton("Present Second", frame: CGRect(x: 195, y: 110, width: 160, height: 44)) { [unowned self] in
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
        addButton(presented ? "Dismiss" : "Pop", frame: CGRect(x: 20, y: 170, width: 335, height: 44)) { [unowned self] in
            if presented { dismiss(animated: true) } else { navigationController?.popViewController(animated: true) }
        }
    }
}
