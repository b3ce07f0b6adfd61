import Foundation
import UIKitTesting
import XCTest

/// The XCTest pattern (README, "Tests with XCTest"): test methods are `@MainActor … async`
/// (a synchronous `@MainActor` test method, or a `@MainActor` XCTestCase class, crashes
/// swift-corelibs-xctest with "Could not cast value of type … @Swift.MainActor () -> ()"), and
/// a host made in `setUp` is made there with `@MainActor override func setUp() async throws`.
final class UITestHostXCTestTests: XCTestCase {
    @MainActor var host: UITestHost!

    @MainActor override func setUp() async throws {
        host = UITestHost()
    }

    @MainActor override func tearDown() async throws {
        host = nil
    }

    @MainActor func testATapOnAButtonSendsItsActionInAnXCTestCase() async {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        host.window.addSubview(button)
        host.tap(button)
        XCTAssertEqual(taps, 1)
    }

    @MainActor func testMainQueueWorkRunsBetweenFramesInAnXCTestCase() async {
        let controller = DeferredLabelController()
        host.show(controller)
        host.tap(controller.button)
        await host.run(for: 1.0 / 60)
        XCTAssertEqual(controller.label.text, "Done")
    }

    @MainActor func testASnapshotHasTheScreensSizeInAnXCTestCase() async {
        let image = host.snapshot()
        XCTAssertEqual(image.size, CGSize(width: 375, height: 667))
    }
}
