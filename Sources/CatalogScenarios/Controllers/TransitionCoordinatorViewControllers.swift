import UIKit

/// Seed 003's transition coordinator: a detail screen that animates a badge and the navigation
/// bar's tint alongside UIKit's push and pop (`animate(alongsideTransition:completion:)`), hears
/// an interactive pop (the edge swipe) change to animated with `notifyWhenInteractionChanges(_:)`,
/// and puts things back when the pop is cancelled. Every call is logged live on both screens.
final class CoordinatorRootViewController: UIViewController {
    let coordinatorLog: LiveLifecycleLog
    init(log: LiveLifecycleLog) {
        coordinatorLog = log
        super.init(nibName: nil, bundle: nil)
        title = "Coordinator"
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let button = UIButton(type: .system)
        button.setTitle("Push Detail", for: .normal)
        button.frame = CGRect(x: 20, y: 110, width: 335, height: 44)
        button.addTarget(self, action: Self.push, for: .touchUpInside)
        view.addSubview(button)
        view.addSubview(LiveLogView(frame: CGRect(x: 12, y: 300, width: 351, height: 355), log: coordinatorLog))
    }

    func push() {
        navigationController?.pushViewController(CoordinatorDetailViewController(log: coordinatorLog), animated: true)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else { return }
        coordinatorLog.record("Coordinator.viewWillAppear: transitionCoordinator is set")
        coordinator.animate(alongsideTransition: { [coordinatorLog] context in
            coordinatorLog.record("Coordinator alongside: interactive \(context.isInteractive)")
        }, completion: nil)
    }
}

final class CoordinatorDetailViewController: UIViewController {
    let coordinatorLog: LiveLifecycleLog
    /// Fades and grows in alongside the push; fades out alongside the pop.
    let badge = UILabel(frame: CGRect(x: 112, y: 120, width: 150, height: 150))
    /// The navigation bar's tint before this screen changed it.
    private var previousTint: UIColor?

    init(log: LiveLifecycleLog) {
        coordinatorLog = log
        super.init(nibName: nil, bundle: nil)
        title = "Detail"
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 1, green: 0.96, blue: 0.82, alpha: 1)
        badge.text = "★"
        badge.font = .systemFont(ofSize: 72)
        badge.textAlignment = .center
        badge.backgroundColor = .systemPink
        badge.textColor = .white
        badge.layer.cornerRadius = 75
        badge.clipsToBounds = true
        badge.alpha = 0
        badge.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
        view.addSubview(badge)
        view.addSubview(LiveLogView(frame: CGRect(x: 12, y: 300, width: 351, height: 355), log: coordinatorLog))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let bar = navigationController?.navigationBar
        previousTint = bar?.tintColor
        guard let coordinator = transitionCoordinator else {
            badge.alpha = 1
            badge.transform = .identity
            return
        }
        coordinatorLog.record("Detail.viewWillAppear: animate(alongsideTransition:) — badge in, bar tint pink")
        coordinator.animate(alongsideTransition: { [unowned self] context in
            badge.alpha = 1
            badge.transform = .identity
            bar?.tintColor = .systemPink
        }, completion: { [unowned self] context in
            coordinatorLog.record("push completion: isCancelled \(context.isCancelled)")
        })
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard let coordinator = transitionCoordinator else { return }
        let bar = navigationController?.navigationBar
        let tint = previousTint
        coordinatorLog.record("Detail.viewWillDisappear: animate(alongsideTransition:) — badge out, tint back")
        coordinator.animate(alongsideTransition: { [unowned self] context in
            coordinatorLog.record("pop alongside: interactive \(context.isInteractive)")
            badge.alpha = 0
            badge.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
            bar?.tintColor = tint
        }, completion: { [unowned self] context in
            coordinatorLog.record("pop completion: isCancelled \(context.isCancelled)")
            if context.isCancelled {
                // The pop was called off: the detail stays, so its badge and tint come back.
                badge.alpha = 1
                badge.transform = .identity
                bar?.tintColor = .systemPink
            }
        })
        coordinator.notifyWhenInteractionChanges { [unowned self] context in
            coordinatorLog.record("notifyWhenInteractionChanges: interactive \(context.isInteractive), isCancelled \(context.isCancelled), \(Int((context.percentComplete * 100).rounded())) %")
        }
    }
}
