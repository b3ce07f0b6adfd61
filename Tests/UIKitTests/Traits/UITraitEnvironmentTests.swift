import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct UITraitEnvironmentTests {
    @Test func aRegisteredHandlerRunsWhenOneOfItsTraitsChangesWithTheViewAndTheOldTraits() {
        let host = UITestHost()
        let view = UIView()
        host.window.addSubview(view)
        var calls: [(UIView, UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)] = []
        view.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (changed: UIView, previous: UITraitCollection) in
            calls.append((changed, previous.verticalSizeClass, UITraitCollection.current.verticalSizeClass))
        }
        host.resize(to: CGSize(width: 667, height: 375))
        #expect(calls.count == 1)
        #expect(calls.first?.0 === view)
        #expect(calls.first?.1 == .regular)
        #expect(calls.first?.2 == .compact)
    }

    @Test func aHandlerForTraitsThatDidNotChangeDoesNotRun() {
        let host = UITestHost()
        let view = UIView()
        host.window.addSubview(view)
        var calls = 0
        view.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: UIView, _) in calls += 1 }
        host.resize(to: CGSize(width: 667, height: 375))
        #expect(calls == 0)
    }

    @Test func aTargetActionRegistrationCallsTheMethodAndAnUnregisteredOneNothing() {
        final class Target { var calls = 0; func traitsChanged() { calls += 1 } }
        let host = UITestHost()
        let controller = UIViewController()
        host.show(controller)
        let target = Target()
        let registration = controller.registerForTraitChanges([UITraitVerticalSizeClass.self], target: target,
                                                              action: Target.traitsChanged)
        host.resize(to: CGSize(width: 667, height: 375))
        #expect(target.calls == 1)
        controller.unregisterForTraitChanges(registration)
        host.resize(to: CGSize(width: 375, height: 667))
        #expect(target.calls == 1)
    }

    @Test func theScreenIsToldWhenItsTraitsChange() {
        let host = UITestHost()
        var previous: UITraitCollection?
        host.window.screen.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (_: UIScreen, old: UITraitCollection) in
            previous = old
        }
        host.resize(to: CGSize(width: 667, height: 375))
        #expect(previous?.verticalSizeClass == .regular)
        #expect(host.window.screen.traitCollection.verticalSizeClass == .compact)
    }

    @Test func viewsWithRegistrationsAreFreedWithTheirRegistrationsAfterATraitChange() {
        let host = UITestHost()
        weak var weakView: UIView?
        weak var weakRegistration: AnyObject?
        var calls = 0
        do {
            let view = UIView()
            host.window.addSubview(view)
            weakRegistration = view.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (_: UIView, _) in calls += 1 }
            weakView = view
            host.resize(to: CGSize(width: 667, height: 375))
            view.removeFromSuperview()
        }
        host.resize(to: CGSize(width: 375, height: 667))
        #expect(calls == 1)
        #expect(weakView == nil)
        #expect(weakRegistration == nil)
    }

    @Test func makingRegisteringResizingAndDiscardingManyViewsLeavesNoneBehind() {
        let host = UITestHost()
        var released = 0
        let cycles = 50
        for i in 0..<cycles {
            weak var weakController: UIViewController?
            do {
                let controller = UIViewController()
                controller.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (c: UIViewController, _) in _ = c.view }
                controller.view.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (_: UIView, _) in }
                host.show(controller)
                host.resize(to: i % 2 == 0 ? CGSize(width: 667, height: 375) : CGSize(width: 375, height: 667))
                weakController = controller
                host.window.rootViewController = nil
            }
            host.settle()
            if weakController == nil { released += 1 }
        }
        #expect(released == cycles)
    }
}
