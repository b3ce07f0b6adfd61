import Testing
@testable import UIKit

@MainActor @Suite struct StatusBarConstantsTests {
    @Test func hidingShowingAndRestylingTakeUIKitsThirtyFiveHundredthsEaseInOut() {
        #expect(StatusBarConstants.hideShowDuration == 0.35)
        #expect(StatusBarConstants.styleChangeDuration == 0.35)
        #expect(StatusBarConstants.curve == .curveEaseInOut)
    }

    @Test func theTimeIsAppleTime() {
        #expect(StatusBarConstants.time == "9:41")
    }

    @Test func theGlyphsFitTheClassicTwentyPointBar() {
        #expect((StatusBarConstants.signalBarHeights.max() ?? 0) <= 20 - 2 * 4)
        #expect(StatusBarConstants.batteryBodySize.height <= 20 - 2 * 4)
        #expect(StatusBarConstants.wifiRadius <= StatusBarConstants.signalBarHeights.max() ?? 0)
    }
}
