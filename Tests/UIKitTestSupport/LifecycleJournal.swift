import UIKit

/// One ordered log shared by several view controllers, for tests comparing the interleaving of
/// their callbacks with UIKit's (reference §1.3). Entries read like the reference's listings:
/// `"A.viewWillDisappear(true)"`, `"B.willMove(toParent: nav)"`, `"B.didMove(toParent: nil)"`.
@MainActor
public final class LifecycleJournal {
    public private(set) var entries: [String] = []
    public init() {}
    public func record(_ entry: String) { entries.append(entry) }
    public func removeAll() { entries.removeAll() }
    /// The entries without the layout callbacks (`viewWillLayoutSubviews`/`viewDidLayoutSubviews`),
    /// whose count UIKit does not promise.
    public var withoutLayout: [String] { entries.filter { !$0.contains("LayoutSubviews") } }
    /// The entries of the appearance callbacks only (no loading, layout or containment).
    public var appearance: [String] {
        entries.filter { $0.contains("Appear") || $0.contains("Disappear") }
    }
}

/// The name a container or controller goes by in a journal.
@MainActor
public protocol JournalNamed: AnyObject {
    var journalName: String { get }
}

@MainActor
func nameInJournal(_ vc: UIViewController?) -> String {
    guard let vc else { return "nil" }
    if let named = vc as? JournalNamed { return named.journalName }
    return "\(type(of: vc))"
}

/// A view controller writing its loading, appearance, layout and containment callbacks into a
/// journal under its name.
open class JournalingViewController: UIViewController, JournalNamed {
    public let journalName: String
    public let journal: LifecycleJournal

    public init(_ name: String, journal: LifecycleJournal) {
        self.journalName = name
        self.journal = journal
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    public required init?(coder: NSCoder) { fatalError("not used") }

    private func record(_ what: String) { journal.record("\(journalName).\(what)") }

    open override func viewDidLoad() { super.viewDidLoad(); record("viewDidLoad") }
    open override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("viewWillAppear(\(animated))") }
    open override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); record("viewIsAppearing(\(animated))") }
    open override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear(\(animated))") }
    open override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); record("viewWillDisappear(\(animated))") }
    open override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); record("viewDidDisappear(\(animated))") }
    open override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); record("viewWillLayoutSubviews") }
    open override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); record("viewDidLayoutSubviews") }
    open override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        record("willMove(toParent: \(nameInJournal(parent)))")
    }
    open override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record("didMove(toParent: \(nameInJournal(parent)))")
    }
}

/// A navigation controller that goes by "nav" in journals and logs its delegate calls.
public final class JournalingNavigationController: UINavigationController, JournalNamed, UINavigationControllerDelegate {
    public let journalName = "nav"
    public let journal: LifecycleJournal

    public init(rootViewController: UIViewController, journal: LifecycleJournal) {
        self.journal = journal
        super.init(rootViewController: rootViewController)
        delegate = self
    }

    public required init?(coder: NSCoder) { fatalError("not used") }

    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        journal.record("nav.delegate.willShow(\(nameInJournal(viewController)))")
    }

    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        journal.record("nav.delegate.didShow(\(nameInJournal(viewController)))")
    }

    /// The animator the delegate supplies for pushes and pops (nil: UIKit's slide).
    public var customAnimator: (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller the delegate supplies for `customAnimator`.
    public var customInteraction: (any UIViewControllerInteractiveTransitioning)?

    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let customAnimator else { return nil }
        journal.record("nav.delegate.animationControllerFor(\(operation == .push ? "push" : "pop"), \(nameInJournal(fromVC)), \(nameInJournal(toVC)))")
        return customAnimator
    }

    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        journal.record("nav.delegate.interactionControllerFor")
        return customInteraction
    }
}
