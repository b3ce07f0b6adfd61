import UIKit

/// A card with a rotated badge and a scrolled panel, as in the tutorials on `bounds` and
/// `CGAffineTransform`; every view traces its touches, the controller and the application's
/// delegate trace what reaches them.
final class ResponderChainViewController: UIViewController {
    let card = TracingView(name: "Card", frame: CGRect(x: 20, y: 100, width: 335, height: 200))
    let badge = TracingView(name: "Badge", frame: CGRect(x: 235, y: 20, width: 80, height: 40), handles: true)
    let panel = TracingView(name: "Panel", frame: CGRect(x: 20, y: 340, width: 335, height: 200))
    let row = TracingView(name: "Row", frame: CGRect(x: 0, y: 150, width: 335, height: 44), handles: true)
    /// Where the lines go; the scenario points it at its script before the view loads.
    var log: (String) -> Void = { print("  " + $0) } {
        didSet { for view in [card, badge, panel, row] { view.log = log } }
    }
    /// The application delegate installed for the run, kept here because the application holds
    /// its delegate weakly.
    var endOfChain: EndOfChainDelegate?

    override func loadView() {
        let root = TracingView(name: "RootView", frame: UIScreen.main.bounds)
        root.log = log
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "通讯录"
        log("viewDidLoad")
        view.addSubview(card)
        card.addSubview(badge)
        badge.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.addSubview(panel)
        panel.clipsToBounds = true
        panel.addSubview(row)
        panel.bounds.origin.y = 100   // scrolled: the row at y 150 shows at y 50 of the panel
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("viewWillAppear(\(animated))") }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); log("viewIsAppearing(\(animated))") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); log("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); log("viewDidLayoutSubviews") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("viewDidAppear(\(animated))") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("CatalogViewController.touchesBegan → next (the window, then the application)")
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("CatalogViewController.touchesEnded → next")
        super.touchesEnded(touches, with: event)
    }
}

/// An application delegate that is a `UIResponder`, so it ends the responder chain, and logs
/// what reaches it.
/// (`UIApplicationDelegate` requires `init()`, so the logging closure is set by a convenience
/// initializer: docs/DEVIATIONS.md 190.)
final class EndOfChainDelegate: UIResponder, UIApplicationDelegate {
    private(set) var log: (String) -> Void = { _ in }
    private(set) var began = 0

    convenience init(log: @escaping (String) -> Void) {
        self.init()
        self.log = log
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += 1
        log("AppDelegate.touchesBegan: the end of the responder chain")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("AppDelegate.touchesEnded: the end of the responder chain")
    }
}
