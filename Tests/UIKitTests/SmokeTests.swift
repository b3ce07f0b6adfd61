import Testing
import UIKitTesting
import UIKitTestSupport

@MainActor @Suite struct SmokeTests {
    /// The box's calls as "began <touches> tap<tapCount>", "moved", "ended".
    static func log(_ view: TouchRecordingView) -> [String] {
        view.calls.map { $0.method == .began ? "began \($0.count) tap\($0.tapCounts[0])" : "\($0.method)" }
    }
    final class VC: UIViewController {
        var log: [String] = []
        let box = TouchRecordingView(frame: CGRect(x: 50, y: 100, width: 100, height: 100))
        override func viewDidLoad() { log.append("viewDidLoad"); view.addSubview(box) }
        override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
        override func viewIsAppearing(_ animated: Bool) { log.append("viewIsAppearing") }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
        override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    }

    @Test func aTapReachesTheViewAndTheControllerAppears() {
        let host = UITestHost()
        let vc = VC()
        host.show(vc)
        #expect(vc.log == ["viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
        host.tap(at: CGPoint(x: 100, y: 150), count: 2)
        #expect(Self.log(vc.box) == ["began 1 tap1", "ended", "began 1 tap2", "ended"])
        host.drag(from: CGPoint(x: 60, y: 110), to: CGPoint(x: 300, y: 110), duration: 0.05)
        #expect(Self.log(vc.box).suffix(5) == ["began 1 tap1", "moved", "moved", "moved", "ended"])
        #expect(vc.view.frame == host.window.bounds)
        #expect(vc.view.safeAreaInsets.top == 20)
    }
}
