import UIKit

extension UIView {
    /// The first label (depth first, in subview order) whose text is `text`, visible and in a
    /// window; the way the scenarios find bar titles, back buttons, tab items and alert actions.
    func descendantLabel(withText text: String) -> UILabel? {
        if let label = self as? UILabel, label.text == text, !label.isHidden, label.alpha > 0.01 { return label }
        for subview in subviews where !subview.isHidden {
            if let found = subview.descendantLabel(withText: text) { return found }
        }
        return nil
    }

    /// The centre of the first visible label showing `text`, in window coordinates.
    func centerOfLabel(withText text: String) -> CGPoint? {
        guard let label = descendantLabel(withText: text) else { return nil }
        return label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: nil)
    }
}

/// Controllers of the scenarios write their lifecycle callbacks here, for the log.
@MainActor final class LifecycleLog {
    var lines: [String] = []
    func record(_ line: String) { lines.append(line) }
    func take() -> [String] { defer { lines.removeAll() }; return lines }
}

/// A screen that logs its appearance callbacks under its title.
class LoggingViewController: UIViewController {
    let log: LifecycleLog
    init(title: String, log: LifecycleLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    /// The view's background, set when it loads.
    var backgroundColor: UIColor = .systemBackground
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = backgroundColor
        log.record("\(title ?? "").viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.record("\(title ?? "").viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.record("\(title ?? "").viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.record("\(title ?? "").viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.record("\(title ?? "").viewDidDisappear(\(animated))") }
}
