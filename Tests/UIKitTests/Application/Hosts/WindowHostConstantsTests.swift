import Foundation
import Testing
@testable import UIKit

/// The devices a window shows, and how one is chosen.
@MainActor @Suite struct UIDeviceProfileTests {
    @Test func theDefaultIsThe375By667PhoneOfUITestScreen() {
        let chosen = try? _UIDeviceProfile.chosen(arguments: ["app"], environment: [:]).get()
        #expect(chosen == .iPhoneSE)
        #expect(_UIDeviceProfile.iPhoneSE.size == CGSize(width: 375, height: 667))
        #expect(_UIDeviceProfile.iPhoneSE.scale == 2)
        #expect(_UIDeviceProfile.iPhoneSE.statusBarHeight == 20)
    }

    @Test func theDeviceOptionWinsOverTheEnvironment() throws {
        let env = ["ROCKHOPPER_DEVICE": "ipad"]
        #expect(try _UIDeviceProfile.chosen(arguments: ["app"], environment: env).get() == .iPadAir)
        #expect(try _UIDeviceProfile.chosen(arguments: ["app", "--device", "iphone-15"], environment: env).get() == .iPhone15)
        #expect(try _UIDeviceProfile.chosen(arguments: ["app", "--device=iPhone-SE"], environment: env).get() == .iPhoneSE)
    }

    @Test func theLargerPhoneHasItsSafeArea() {
        let p = _UIDeviceProfile.iPhone15
        #expect(p.size == CGSize(width: 393, height: 852))
        #expect(p.scale == 3)
        #expect(p.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(_UIDeviceProfile.iPadAir.size == CGSize(width: 820, height: 1180))
    }

    @Test func anUnknownNameIsAnErrorListingTheKnownOnes() {
        let result = _UIDeviceProfile.chosen(arguments: ["app", "--device", "nokia"], environment: [:])
        guard case let .failure(error) = result else { Issue.record("expected a failure"); return }
        #expect(error.description == "unknown device \"nokia\"; known devices: iphone-se, iphone-15, ipad-air")
    }
}
