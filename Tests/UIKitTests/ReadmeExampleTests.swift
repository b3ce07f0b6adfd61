import Testing
import UIKitTesting

// The example of README.md, verbatim, so the README cannot drift from what works.

final class CounterViewController: UIViewController {
    let box = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
    private(set) var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        box.transform = CGAffineTransform(rotationAngle: .pi / 4)
        view.addSubview(box)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        taps += 1   // touches in `box` travel up the responder chain to here
    }
}

@MainActor @Suite struct CounterTests {
    @Test func tappingTheRotatedBoxReachesTheController() {
        let host = UITestHost()                 // 375×667 pt phone, scale 2
        let controller = CounterViewController()
        host.show(controller)                   // loads, appears, lays out
        host.tap(controller.box)                // down, 0.05 s, up — at the box's centre
        #expect(controller.taps == 1)
    }
}
