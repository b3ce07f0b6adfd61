import Testing
import UIKitTesting
import UIKitTestSupport

/// The responder chain (`next`, touches forwarded up it by default) and first-responder status
/// (Apple's `UIResponder.next` and `touchesBegan(_:with:)` documentation and its article "Using
/// responders and the responder chain to handle events").
@MainActor @Suite struct UIResponderTests {
    /// A recording view that writes "<name> <method>" into a shared log for every touches call,
    /// forwarding to `super` (up the chain) when asked.
    static func loggingView(_ name: String, _ frame: CGRect, into log: Log, forwards: Bool = false) -> TouchRecordingView {
        let view = TouchRecordingView(frame: frame, name: name, forwardsToNextResponder: forwards)
        view.onCall = { [unowned view] call in log.lines.append("\(view.name) \(call.method)") }
        return view
    }
    final class Log { var lines: [String] = [] }

    final class LoggingController: UIViewController {
        var log: Log?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?.lines.append("vc began") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log?.lines.append("vc ended") }
    }

    /// A plain responder as the app delegate: the last link of the chain.
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began \(touches.count)") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended \(touches.count)") }
    }
    final class ViewDelegate: UIView, UIApplicationDelegate {}
    final class ControllerDelegate: UIViewController, UIApplicationDelegate {}
    final class PlainDelegate: UIApplicationDelegate {}

    /// A responder that may become first responder, logging resignations.
    final class Field: UIView {
        var canBecome = true
        var canResign = true
        var resignCount = 0
        override var canBecomeFirstResponder: Bool { canBecome }
        override var canResignFirstResponder: Bool { canResign }
        override func resignFirstResponder() -> Bool {
            let result = super.resignFirstResponder()
            if result { resignCount += 1 }
            return result
        }
    }

    final class FocusableController: UIViewController {
        override var canBecomeFirstResponder: Bool { true }
    }

    // MARK: The chain

    @Test func aPlainResponderHasNoNext() {
        #expect(UIResponder().next == nil)
    }

    @Test func aViewsNextIsItsSuperview() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(child.next === parent)
        #expect(parent.next == nil)
    }

    @Test func aControllersRootViewsNextIsTheController() {
        let container = UIView()
        let vc = UIViewController()
        container.addSubview(vc.view)
        #expect(vc.view.next === vc)
        #expect(vc.next === container)
    }

    @Test func theChainFromADeepViewReachesTheApplication() {
        let host = UITestHost()
        let vc = UIViewController()
        host.show(vc)
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        vc.view.addSubview(middle)
        middle.addSubview(leaf)
        var chain: [UIResponder] = []
        var r: UIResponder? = leaf
        while let current = r { chain.append(current); r = current.next }
        let expected: [UIResponder] = [leaf, middle, vc.view, vc, host.window, host.application]
        #expect(chain.count == expected.count)
        #expect(zip(chain, expected).allSatisfy { $0 === $1 })
    }

    @Test func thePlainResponderAppDelegateEndsTheChain() {
        let host = UITestHost()
        let delegate = AppDelegate()
        host.application.delegate = delegate
        #expect(host.application.next === delegate)
        #expect(delegate.next == nil)
    }

    @Test func anAppDelegateThatIsAViewIsNotInTheChain() {
        let host = UITestHost()
        let delegate = ViewDelegate()
        host.application.delegate = delegate
        #expect(host.application.next == nil)
    }

    @Test func anAppDelegateThatIsAViewControllerIsNotInTheChain() {
        let host = UITestHost()
        let delegate = ControllerDelegate()
        host.application.delegate = delegate
        #expect(host.application.next == nil)
    }

    @Test func anAppDelegateThatIsNoResponderIsNotInTheChain() {
        let host = UITestHost()
        let delegate = PlainDelegate()
        host.application.delegate = delegate
        #expect(host.application.next == nil)
    }

    // MARK: Default forwarding

    @Test func aSuperviewSeesTheTouchesASubviewDoesNotHandle() {
        let host = UITestHost()
        let log = Log()
        let parent = Self.loggingView("parent", CGRect(x: 0, y: 0, width: 200, height: 200), into: log)
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        parent.addSubview(child)
        host.window.addSubview(parent)
        host.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 70, y: 60), duration: 1.0 / 60.0)
        #expect(log.lines == ["parent began", "parent moved", "parent ended"])
    }

    @Test func aSubviewThatHandlesTouchesWithoutSuperKeepsThemFromItsSuperview() {
        let host = UITestHost()
        let log = Log()
        let parent = Self.loggingView("parent", CGRect(x: 0, y: 0, width: 200, height: 200), into: log)
        let child = Self.loggingView("child", CGRect(x: 50, y: 50, width: 50, height: 50), into: log)
        parent.addSubview(child)
        host.window.addSubview(parent)
        host.tap(at: CGPoint(x: 60, y: 60))
        #expect(log.lines == ["child began", "child ended"])
    }

    @Test func aSubviewCallingSuperPassesTouchesUpAfterHandlingThem() {
        let host = UITestHost()
        let log = Log()
        let parent = Self.loggingView("parent", CGRect(x: 0, y: 0, width: 200, height: 200), into: log)
        let child = Self.loggingView("child", CGRect(x: 50, y: 50, width: 50, height: 50), into: log, forwards: true)
        parent.addSubview(child)
        host.window.addSubview(parent)
        host.tap(at: CGPoint(x: 60, y: 60))
        #expect(log.lines == ["child began", "parent began", "child ended", "parent ended"])
    }

    @Test func cancelledTouchesAreForwardedUpTheChainToo() {
        let host = UITestHost()
        let log = Log()
        let parent = Self.loggingView("parent", CGRect(x: 0, y: 0, width: 200, height: 200), into: log)
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        parent.addSubview(child)
        host.window.addSubview(parent)
        let finger = host.touchDown(at: CGPoint(x: 60, y: 60))
        host.cancel([finger])
        #expect(log.lines == ["parent began", "parent cancelled"])
    }

    @Test func theControllerOfARootViewSeesItsUnhandledTouches() {
        let host = UITestHost()
        let log = Log()
        let vc = LoggingController()
        vc.log = log
        host.show(vc)
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.lines == ["vc began", "vc ended"])
    }

    @Test func touchesNobodyHandlesReachThePlainResponderAppDelegate() {
        let host = UITestHost()
        let delegate = AppDelegate()
        host.application.delegate = delegate
        host.show(UIViewController())
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(delegate.log == ["began 1", "ended 1"])
    }

    // MARK: First responder

    @Test func aPlainViewRefusesToBecomeFirstResponder() {
        let host = UITestHost()
        let view = UIView()
        host.window.addSubview(view)
        #expect(view.canBecomeFirstResponder == false)
        #expect(view.becomeFirstResponder() == false)
        #expect(view.isFirstResponder == false)
    }

    @Test func aResponderThatCanBecomeFirstResponderInAWindowBecomesIt() {
        let host = UITestHost()
        let field = Field()
        host.window.addSubview(field)
        #expect(field.isFirstResponder == false)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
    }

    @Test func becomingFirstResponderAgainSucceedsWithoutResigning() {
        let host = UITestHost()
        let field = Field()
        host.window.addSubview(field)
        field.becomeFirstResponder()
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        #expect(field.resignCount == 0)
    }

    @Test func aResponderOutsideAnyWindowRefusesToBecomeFirstResponder() {
        _ = UITestHost()
        let field = Field()
        #expect(field.becomeFirstResponder() == false)
        #expect(field.isFirstResponder == false)
    }

    @Test func becomingFirstResponderMakesTheCurrentOneResign() {
        let host = UITestHost()
        let first = Field(), second = Field()
        host.window.addSubview(first)
        host.window.addSubview(second)
        first.becomeFirstResponder()
        #expect(second.becomeFirstResponder())
        #expect(first.resignCount == 1)
        #expect(first.isFirstResponder == false)
        #expect(second.isFirstResponder)
    }

    @Test func aFirstResponderThatCannotResignKeepsItsStatus() {
        let host = UITestHost()
        let first = Field(), second = Field()
        host.window.addSubview(first)
        host.window.addSubview(second)
        first.becomeFirstResponder()
        first.canResign = false
        #expect(second.becomeFirstResponder() == false)
        #expect(first.isFirstResponder)
        #expect(second.isFirstResponder == false)
        #expect(first.resignFirstResponder() == false)
        #expect(first.isFirstResponder)
    }

    @Test func resigningGivesUpFirstResponderStatus() {
        let host = UITestHost()
        let field = Field()
        host.window.addSubview(field)
        field.becomeFirstResponder()
        #expect(field.resignFirstResponder())
        #expect(field.isFirstResponder == false)
    }

    @Test func removingTheFirstResponderFromItsWindowResignsIt() {
        let host = UITestHost()
        let field = Field()
        host.window.addSubview(field)
        field.becomeFirstResponder()
        field.removeFromSuperview()
        #expect(field.isFirstResponder == false)
        #expect(field.resignCount == 1)
    }

    @Test func removingAnAncestorOfTheFirstResponderResignsIt() {
        let host = UITestHost()
        let container = UIView()
        let field = Field()
        container.addSubview(field)
        host.window.addSubview(container)
        field.becomeFirstResponder()
        container.removeFromSuperview()
        #expect(field.isFirstResponder == false)
        #expect(field.resignCount == 1)
        // Back in the window it is not first responder again until asked.
        host.window.addSubview(container)
        #expect(field.isFirstResponder == false)
    }

    @Test func aViewControllerInAWindowCanBecomeFirstResponder() {
        let host = UITestHost()
        let vc = FocusableController()
        host.show(vc)
        #expect(vc.becomeFirstResponder())
        #expect(vc.isFirstResponder)
        let field = Field()
        vc.view.addSubview(field)
        field.becomeFirstResponder()
        #expect(vc.isFirstResponder == false)
    }
}
