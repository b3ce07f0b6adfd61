import Foundation
import Testing
@testable import UIKit
@testable import UIKitSDL
@testable import QuartzCore

/// The SDL window host, on SDL's offscreen video driver (no display needed): it runs an application
/// on the real clock, turns the mouse into a finger, presents frames only when pixels change, and
/// stops when the window is closed.
@MainActor @Suite(.serialized) struct _SDLHostTests {
    @MainActor final class Taps {
        var count = 0
        func tap() { count += 1 }
    }

    func makeHost() throws -> _SDLHost {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 240), scale: 1,
                              statusBarHeight: 0, safeAreaInsets: .zero)
        return try _SDLHost(screen: screen, title: "Rockhopper test")
    }

    @Test func itRunsOnTheRealClock() throws {
        let host = try makeHost()
        #expect(!host.runtime.clock.isVirtual)
        #expect(UIApplication.shared === host.application)
        #expect(UIScreen.main.bounds.size == CGSize(width: 320, height: 240))
    }

    @Test func aMouseClickIsATapOnTheViewUnderIt() throws {
        let host = try makeHost()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let taps = Taps()
        view.addGestureRecognizer(UITapGestureRecognizer(target: taps, action: Taps.tap))
        window.addSubview(view)
        window.makeKeyAndVisible()
        host.runOnce()
        host.postMouse(.down, at: CGPoint(x: 150, y: 150))
        host.runOnce()
        host.postMouse(.up, at: CGPoint(x: 150, y: 150))
        host.runOnce()
        #expect(taps.count == 1)
        // Outside the view: nothing.
        host.postMouse(.down, at: CGPoint(x: 10, y: 10))
        host.postMouse(.up, at: CGPoint(x: 10, y: 10))
        host.runOnce()
        #expect(taps.count == 1)
    }

    @Test func itPresentsAFrameOnlyWhenPixelsChange() throws {
        let host = try makeHost()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        host.runOnce()
        let first = host.presentedFrameCount
        #expect(first == 1)
        host.runOnce()
        host.runOnce()
        #expect(host.presentedFrameCount == first)
        window.backgroundColor = .black
        host.runOnce()
        #expect(host.presentedFrameCount == first + 1)
    }

    @Test func closingTheWindowEndsTheRunLoop() throws {
        let host = try makeHost()
        host.postQuit()
        host.run()   // returns after the turn that saw the close request
        #expect(host.quitRequested)
    }

    /// Hosts opened, clicked, animated and dropped over and over: each goes with its window,
    /// application and runtime.
    @Test func hostsOpenedAndDroppedRepeatedlyLeaveNothingBehind() throws {
        let cycles = ProcessInfo.processInfo.environment["ROCKHOPPER_LEAK_CYCLES"].flatMap(Int.init).map { min($0, 500) } ?? 10
        var watched: [() -> AnyObject?] = []
        for _ in 0..<cycles {
            do {
                let host = try makeHost()
                let window = UIWindow(frame: UIScreen.main.bounds)
                let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
                let taps = Taps()
                view.addGestureRecognizer(UITapGestureRecognizer(target: taps, action: Taps.tap))
                window.addSubview(view)
                window.makeKeyAndVisible()
                host.runOnce()
                host.postMouse(.down, at: CGPoint(x: 150, y: 150))
                host.runOnce()
                host.postMouse(.up, at: CGPoint(x: 150, y: 150))
                host.runOnce()
                #expect(taps.count == 1)
                UIView.animate(withDuration: 10) { view.alpha = 0 }   // still running when dropped
                host.runOnce()
                weak var weakHost = host, runtime = host.runtime, app = host.application, weakWindow = window
                watched += [{ weakHost }, { runtime }, { app }, { weakWindow }]
            }
        }
        _ = try makeHost()   // the last runtime is no longer current
        let alive = watched.compactMap { $0() }
        #expect(alive.isEmpty, "still alive: \(alive.map { type(of: $0) })")
    }
}
