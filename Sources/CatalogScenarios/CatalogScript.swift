import UIKit

/// What a scenario's scripted interaction may do: show a controller, touch the screen, move the
/// clock, take pictures, log, and check expectations.
///
/// Implementations differ in where the touches and the clock come from and where the log and the
/// pictures go: the headless tour drives a `UITestHost` on its virtual clock, prints, and writes
/// PNG files; the smoke tests drive a `UITestHost` and turn failed expectations into test issues.
/// Each run of a scenario gets a fresh script with a fresh application.
@MainActor public protocol CatalogScript: AnyObject {
    /// The current time of the run's clock (`CACurrentMediaTime()`), in seconds.
    var now: TimeInterval { get }
    /// Makes `viewController` the window's root view controller and lets it appear.
    func show(_ viewController: UIViewController)
    /// `count` quick taps at `point` (window coordinates), each 0.05 s long.
    func tap(at point: CGPoint, count: Int)
    /// Types `text` into the first responder on a hardware keyboard, a key (and a frame) per
    /// character.
    func type(_ text: String)
    /// One finger from `start` to `end` over `duration` seconds, one move per frame, then lifted.
    func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval)
    /// A finger held still at `point` for `duration` seconds, then lifted.
    func longPress(at point: CGPoint, duration: TimeInterval)
    /// Two fingers on a horizontal line through `center`, from `startDistance` to `endDistance`
    /// apart over `duration` seconds, then lifted.
    func pinch(center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, duration: TimeInterval)
    /// Two fingers `radius` from `center` on opposite sides, turning by `angle` radians (positive:
    /// clockwise on screen) over `duration` seconds, then lifted.
    func rotate(center: CGPoint, radius: CGFloat, by angle: CGFloat, duration: TimeInterval)
    /// Lets `seconds` pass, frame by frame.
    func advance(by seconds: TimeInterval)
    /// Runs frames until nothing is animating or pending; returns how many frames that took.
    @discardableResult func settle() -> Int
    /// A picture of the screen as it is now, named for the scenario's list of pictures.
    func snapshot(named name: String)
    /// Starts recording a filmstrip named `name`: every frame the script's actions run from now
    /// on is kept until `endFilmstrip()`, which makes one picture of six of them, evenly spaced,
    /// side by side (for a transition or a gesture). One filmstrip records at a time.
    func beginFilmstrip(named name: String)
    /// Ends the filmstrip begun last and makes its picture.
    func endFilmstrip()
    /// Starts a new step of the interaction, titled `title`.
    func step(_ title: String)
    /// One line of what happened.
    func log(_ line: String)
    /// A check of the scenario's own: `message` says what should have held.
    func expect(_ condition: Bool, _ message: @autoclosure () -> String)
}

extension CatalogScript {
    /// One tap at `point`.
    public func tap(at point: CGPoint) { tap(at: point, count: 1) }
}
