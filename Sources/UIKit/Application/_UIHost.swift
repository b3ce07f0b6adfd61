import Foundation

/// Where an application runs: the one seam between UIKit and a platform. Two hosts implement it
/// as peers — the headless host behind `UITestHost` (UIKitTesting) and the SDL2 window host
/// (`Application/Hosts/_SDLHost.swift`) — and nothing above `Application/` knows which one runs. Not API.
///
/// A host makes the application's runtime (`_UIRuntime`) with its clock and screen, and drives
/// frames: it calls `UIApplication._runFrame()` when it is time for one (every 1/60 s of virtual
/// time in a test, at the display's refresh in a window). During a frame the application calls
/// back into the host, in the frame's order:
///
/// 1. `collectInput(for:)` — move platform input that arrived since the last frame into the
///    application's queue (`UIApplication._enqueue`); the frame delivers it at once;
/// 6. `present(_:)` — a window composited a new frame into its framebuffer; show it.
///
/// Between frames the host runs the main queue (`DispatchQueue.main`, `Timer`, main-actor tasks)
/// and waits for input or the next frame; how is its own business.
@MainActor
package protocol _UIHost: AnyObject {
    /// Moves input that arrived since the last frame into `application`'s queue. A host whose
    /// input arrives synchronously (the test host's fingers deliver as they move) has nothing to
    /// collect.
    func collectInput(for application: UIApplication)

    /// `window` has a new frame in its framebuffer (`window._framebuffer`): show it. Called only
    /// for visible windows whose pixels changed.
    func present(_ window: UIWindow)
}
