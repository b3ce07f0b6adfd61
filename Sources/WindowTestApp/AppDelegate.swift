import UIKit

// A small app started with `@main`, as on iOS, for the end-to-end test in a window
// (Scripts/window-e2e.sh): a square that turns from red to green when tapped, a text field that
// prints what is typed into it, and lines on stdout for each lifecycle step, window size change
// (`viewWillTransition`), trait change and layout at a new size, and for the main queue, a task
// and a timer run by the real run loop after the tap.

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = TestViewController()
        window.makeKeyAndVisible()
        self.window = window
        print("didFinishLaunching \(UIScreen.main.bounds.width)x\(UIScreen.main.bounds.height)@\(UIScreen.main.scale)")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { print("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { print("applicationWillResignActive") }
    func applicationWillTerminate(_ application: UIApplication) { print("applicationWillTerminate") }
}

final class TestViewController: UIViewController {
    let square = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    let field = UITextField(frame: CGRect(x: 20, y: 300, width: 335, height: 40))
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        square.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.tapped))
        view.addSubview(square)
        field.borderStyle = .roundedRect
        field.autocapitalizationType = .none
        field.addTarget(self, action: Self.edited, for: .editingChanged)
        view.addSubview(field)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("viewDidAppear")
    }

    private var laidOutSize = CGSize.zero

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        print("viewWillTransition \(Int(size.width))x\(Int(size.height))")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        print("traits \(traitCollection.horizontalSizeClass) \(traitCollection.verticalSizeClass)")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard view.bounds.size != laidOutSize else { return }
        laidOutSize = view.bounds.size
        print("layout \(Int(laidOutSize.width))x\(Int(laidOutSize.height))")
    }

    func tapped() {
        taps += 1
        square.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        field.becomeFirstResponder()
        print("tapped \(taps)")
        // The real run loop between frames: a main-queue block, a main-actor task and a timer,
        // each printing when it runs (the e2e test waits for the three lines).
        DispatchQueue.main.async { print("main queue ran") }
        Task { @MainActor in print("task ran") }
        Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in print("timer fired") }
    }

    func edited() {
        print("text \(field.text ?? "")")
    }
}
