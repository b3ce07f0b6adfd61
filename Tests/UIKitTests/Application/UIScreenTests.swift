import Testing
import UIKitTesting

/// `UIScreen.main`: the host's simulated screen, its size in points and pixels, and the safe-area
/// insets it gives windows.
@MainActor @Suite struct UIScreenTests {
    @Test func thePhoneScreenIs375By667PointsAtScale2() {
        _ = UITestHost()
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(UIScreen.main.scale == 2)
        #expect(UIScreen.main.nativeScale == 2)
    }

    @Test func nativeBoundsAreTheBoundsInPixels() {
        _ = UITestHost(screen: UITestScreen(size: CGSize(width: 320, height: 480), scale: 3))
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 320 * 3, height: 480 * 3))
    }

    @Test func mainIsTheHostsScreen() {
        let screen = UITestScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let host = UITestHost(screen: screen)
        #expect(UIScreen.main.bounds.size == CGSize(width: 1024, height: 768))
        #expect(UIScreen.main.scale == 1)
        #expect(host.window.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(host.window.screen === UIScreen.main)
    }

    @Test func aNewHostReplacesMain() {
        _ = UITestHost(screen: UITestScreen(size: CGSize(width: 100, height: 200), scale: 1))
        let first = UIScreen.main
        _ = UITestHost()
        #expect(UIScreen.main !== first)
        #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
    }

    @Test func theDefaultControllerViewHasTheScreensSize() {
        _ = UITestHost(screen: UITestScreen(size: CGSize(width: 400, height: 300), scale: 1))
        let vc = UIViewController()
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    @Test func theScreensUnsafeEdgesBecomeTheWindowsSafeArea() {
        let insets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 375, height: 812), scale: 3,
                                                   statusBarHeight: 44, safeAreaInsets: insets))
        #expect(host.window.safeAreaInsets == insets)
    }

    @Test func theTopInsetIsTheLargerOfStatusBarAndScreenEdge() {
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 375, height: 812), scale: 3,
                                                   statusBarHeight: 20,
                                                   safeAreaInsets: UIEdgeInsets(top: 10, left: 5, bottom: 34, right: 5)))
        #expect(host.window.safeAreaInsets == UIEdgeInsets(top: 20, left: 5, bottom: 34, right: 5))
        host.application.isStatusBarHidden = true
        #expect(host.window.safeAreaInsets == UIEdgeInsets(top: 10, left: 5, bottom: 34, right: 5))
    }

    @Test func aScreenWithoutStatusBarHasNoTopInset() {
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 300, height: 300), scale: 1, statusBarHeight: 0))
        #expect(host.window.safeAreaInsets == .zero)
    }

    @Test func aZeroScaleScreenStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UITestHost(screen: UITestScreen(size: CGSize(width: 100, height: 100), scale: 0))
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("UIScreen scale must be positive"))
    }
}
