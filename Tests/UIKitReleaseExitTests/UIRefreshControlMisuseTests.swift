import Testing
@testable import UIKitTesting
@testable import UIKit

/// Refresh-control misuse UIKit raises on: stops the program with UIKit's message (release
/// builds too).
@MainActor @Suite struct UIRefreshControlMisuseTests {
    @Test func aRefreshControlOutsideAnyScrollViewStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                view.addSubview(UIRefreshControl())
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("UIRefreshControl was unable to find its associated scroll view"), "\(stderr)")
    }
}
