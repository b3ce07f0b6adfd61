import Testing
@testable import UIKitTesting
@testable import UIKit

final class ExitTestsWindowlessDelegate: UIResponder, UIApplicationDelegate {}
final class ExitTestsNotADelegate: UIResponder {}
final class ExitTestsBadSceneClassDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Bad", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = ExitTestsNotADelegate.self
        return configuration
    }
}

/// Misuse of the app's start-up that UIKit raises on: stops the program with a message naming it.
@MainActor @Suite struct UIApplicationMainMisuseTests {
    private static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func aDelegateClassNameThatFindsNoClassStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = _UIApplicationClasses(principalClassName: nil, delegateClassName: "NoSuchModule.AppDelegate")
            }
        }
        #expect(Self.stderr(result).contains("Unable to instantiate the UIApplication delegate instance. No class named NoSuchModule.AppDelegate is loaded."), "\(Self.stderr(result))")
    }

    @Test func aPrincipalClassThatIsNotAnApplicationStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = _UIApplicationClasses(principalClassName: "UIKitReleaseExitTests.ExitTestsNotADelegate", delegateClassName: nil)
            }
        }
        #expect(Self.stderr(result).contains("is not UIApplication or a subclass of it"), "\(Self.stderr(result))")
    }

    @Test func makingAnApplicationOutsideTheLaunchStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = UIApplication() }
        }
        #expect(Self.stderr(result).contains("There can only be one UIApplication instance"), "\(Self.stderr(result))")
    }

    @Test func launchingAnAppThatMakesNoWindowInATestHostStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = UITestHost(launching: ExitTestsWindowlessDelegate.self) }
        }
        #expect(Self.stderr(result).contains("the app made no key window during its launch"), "\(Self.stderr(result))")
    }

    @Test func aSceneDelegateClassThatIsNotASceneDelegateStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = UITestHost(launching: ExitTestsBadSceneClassDelegate.self) }
        }
        #expect(Self.stderr(result).contains("does not adopt UISceneDelegate"), "\(Self.stderr(result))")
    }
}
