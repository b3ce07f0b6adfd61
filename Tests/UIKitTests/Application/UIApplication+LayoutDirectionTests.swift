import Testing
import UIKitTesting

@MainActor @Suite struct UIApplicationLayoutDirectionTests {
    @Test func theApplicationLaysOutLeftToRight() {
        let host = UITestHost()
        #expect(host.application.userInterfaceLayoutDirection == .leftToRight)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    }
}
