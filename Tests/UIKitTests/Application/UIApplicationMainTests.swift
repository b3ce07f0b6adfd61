import Foundation
import Testing
@testable import UIKit

/// Top-level classes, so `NSClassFromString` finds them by their module-qualified names.
final class MainTestsApplication: UIApplication {}
final class MainTestsDelegate: UIResponder, UIApplicationDelegate {}

@MainActor @Suite struct UIApplicationMainTests {
    @Test func classNamesAreResolvedByModuleQualifiedName() {
        let (application, delegate) = _UIApplicationClasses(principalClassName: "UIKitTests.MainTestsApplication",
                                                            delegateClassName: NSStringFromClass(MainTestsDelegate.self))
        #expect(application == MainTestsApplication.self)
        #expect(delegate == MainTestsDelegate.self)
        #expect(NSStringFromClass(MainTestsDelegate.self) == "UIKitTests.MainTestsDelegate")
    }

    @Test func withoutAPrincipalClassTheApplicationIsAUIApplication() {
        let (application, delegate) = _UIApplicationClasses(principalClassName: nil, delegateClassName: nil)
        #expect(application == UIApplication.self)
        #expect(delegate == nil)
    }

    @Test func aDelegateTypeHasAMainForAtMain() {
        // `@main` finds this `main()` (UIApplicationDelegate's extension); running it would open a window.
        let main: @MainActor () -> Void = MainTestsDelegate.main
        _ = main
    }

    @Test func aDisplayIsAvailableWithDISPLAYOrWaylandUnlessHeadlessIsForced() {
        #expect(_UIDisplayIsAvailable(environment: ["DISPLAY": ":0"]))
        #expect(_UIDisplayIsAvailable(environment: ["WAYLAND_DISPLAY": "wayland-0"]))
        #expect(!_UIDisplayIsAvailable(environment: [:]))
        #expect(!_UIDisplayIsAvailable(environment: ["DISPLAY": ""]))
        #expect(!_UIDisplayIsAvailable(environment: ["DISPLAY": ":0", "ROCKHOPPER_HEADLESS": "1"]))
    }
}
