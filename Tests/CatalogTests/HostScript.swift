import Foundation
import Testing
import CatalogScenarios
import UIKitTesting
import UIKit

/// A `CatalogScript` over a given `UITestHost` (a launched app's), so the Catalog's drivers
/// (`ContactsDriver`) work in tests: expectations that fail become test issues.
@MainActor final class HostScript: CatalogScript {
    let host: UITestHost
    init(host: UITestHost) { self.host = host }

    var now: TimeInterval { host.now }
    func show(_ viewController: UIViewController) { host.show(viewController) }
    func tap(at point: CGPoint, count: Int) { host.tap(at: point, count: count) }
    func type(_ text: String) { host.type(text) }
    func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval) { host.drag(from: start, to: end, duration: duration) }
    func longPress(at point: CGPoint, duration: TimeInterval) { host.longPress(at: point, duration: duration) }
    func pinch(center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, duration: TimeInterval) {
        host.pinch(center: center, from: startDistance, to: endDistance, duration: duration)
    }
    func rotate(center: CGPoint, radius: CGFloat, by angle: CGFloat, duration: TimeInterval) {
        host.rotate(center: center, radius: radius, by: angle, duration: duration)
    }
    func advance(by seconds: TimeInterval) { host.advance(by: seconds) }
    @discardableResult func settle() -> Int { host.settle() }
    func snapshot(named name: String) { _ = host.snapshot() }
    func beginFilmstrip(named name: String) {}
    func endFilmstrip() {}
    func step(_ title: String) {}
    func log(_ line: String) {}
    func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { Issue.record("expected \(message())") }
    }
}
