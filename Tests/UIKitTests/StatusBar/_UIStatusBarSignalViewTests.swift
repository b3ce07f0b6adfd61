import Testing
@testable import UIKitTesting
@testable import UIKit

/// The signal bars and the Wi-Fi fan, standing on the view's bottom edge.
@MainActor @Suite struct _UIStatusBarSignalViewTests {
    func drawn() throws -> CGImage {
        _ = UITestHost()
        let signal = _UIStatusBarSignalView()
        signal.sizeToFit()
        return try #require(signal._renderedImage(scale: 2, afterScreenUpdates: true))
    }

    @Test func itIsAsTallAsTheTallestBar() {
        let size = _UIStatusBarSignalView().sizeThatFits(.zero)
        #expect(size.height == 10.5)
        let bars: CGFloat = 4 * 3 + 3 * 1.5
        #expect(size.width > bars + 4.5 + 10)
    }

    @Test func fourBarsRiseToTheRight() throws {
        let image = try drawn()
        let bottom = image.height - 1
        for (i, height) in [4.0, 6, 8, 10.5].enumerated() {
            let x = Int((Double(i) * 4.5 + 1.5) * 2)              // the middle of bar i, in pixels
            #expect(rgba(image, x, bottom - 1)[3] == 255)
            #expect(rgba(image, x, bottom - Int(height * 2) + 2)[3] == 255)
            if height < 10.5 { #expect(rgba(image, x, bottom - Int(height * 2) - 2)[3] == 0) }
        }
    }

    @Test func theWifiFanOpensUpwardFromTheBaseLine() throws {
        let image = try drawn()
        let bottom = image.height - 1
        // The fan's axis: after the bars (16.5 pt) and the gap (4.5 pt), half the fan across.
        let halfFan = (7.5 - 0.75) * sin(Double.pi / 4) + 0.75
        let axis = Int((16.5 + 4.5 + halfFan) * 2)
        #expect(rgba(image, axis, bottom - 2)[3] == 255)     // the dot (2.5 pt tall)
        #expect(rgba(image, axis, bottom - 5)[3] == 0)       // between the dot and the middle arc
        #expect(rgba(image, axis, bottom - 8)[3] == 255)     // the middle arc, 3.5–5 pt up
        #expect(rgba(image, axis, bottom - 13)[3] == 255)    // the outer arc, 6–7.5 pt up
        #expect(rgba(image, axis, bottom - 16)[3] == 0)      // above the fan
    }
}
