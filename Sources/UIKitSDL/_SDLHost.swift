import Foundation
internal import CSDL2
import UIKit

/// The SDL2 window host: an application in a real window on the real clock, the peer of the
/// headless host behind `UITestHost` (both implement `_UIHost`). Not API yet: `UIApplicationMain`
/// and scenes will launch apps on it.
///
/// - **Clock**: the monotonic system clock (`_CAClock.real`).
/// - **Input**: SDL events, polled at the start of each frame (`collectInput(for:)`). The left
///   mouse button is one finger: pressed, moved while pressed, released. Closing the window asks
///   the run loop to stop.
/// - **Frames**: `run()` runs a frame every display refresh (1/60 s), then the main queue
///   (`RunLoop.main`, so `DispatchQueue.main`, `Timer` and main-actor tasks run), then waits for
///   input or the next frame. A window whose pixels changed is presented by copying its
///   framebuffer into an SDL texture; an idle application presents nothing.
///
/// The window's size is the screen's in points; the framebuffer (points × scale pixels) is scaled
/// into it.
@MainActor
final class _SDLHost: _UIHost {
    /// Why a window could not be made (SDL's own message).
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The application's runtime (real clock, this host's screen).
    let runtime: _UIRuntime
    /// Frames presented since the host was made.
    private(set) var presentedFrameCount = 0
    /// True once the window was closed: `run()` returns.
    private(set) var quitRequested = false

    private let sdlWindow: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)
    /// The mouse's finger while the left button is down.
    private var mouseFingerDown = false
    private static let mouseFinger = 1

    /// Opens a window titled `title` showing `screen` and makes the application's runtime, which
    /// becomes current.
    init(screen: UIScreen, title: String) throws(Failure) {
        if SDL_WasInit(UInt32(SDL_INIT_VIDEO)) == 0, SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) != 0 {
            throw Failure(description: "SDL could not start its video subsystem: \(String(cString: SDL_GetError()))")
        }
        let size = screen.bounds.size
        guard let window = SDL_CreateWindow(title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
                                            Int32(size.width), Int32(size.height), 0) else {
            throw Failure(description: "SDL could not open a window: \(String(cString: SDL_GetError()))")
        }
        guard let renderer = SDL_CreateRenderer(window, -1, 0) else {
            SDL_DestroyWindow(window)
            throw Failure(description: "SDL could not make a renderer: \(String(cString: SDL_GetError()))")
        }
        sdlWindow = window
        self.renderer = renderer
        runtime = _UIRuntime(clock: .real, screen: screen, host: nil)
        runtime.host = self
        runtime.makeCurrent()
    }

    isolated deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(sdlWindow)
    }

    /// The application this host runs.
    var application: UIApplication { runtime.application }

    // MARK: _UIHost

    func collectInput(for application: UIApplication) {
        var event = SDL_Event()
        // Not SDL_PollEvent: with SDL 2.26 it can leave an event pushed since the last poll for
        // the next one, a frame late.
        SDL_PumpEvents()
        while SDL_PeepEvents(&event, 1, SDL_GETEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) > 0 {
            handle(event, application)
        }
    }

    func present(_ window: UIWindow) {
        guard let compositor = window._compositor else { return }
        let w = compositor.pixelWidth, h = compositor.pixelHeight
        if texture == nil || textureSize != (w, h) {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(w), Int32(h))
            textureSize = (w, h)
        }
        guard let texture else { return }
        compositor.withFramebufferPixels { pixels, bytesPerRow in
            _ = SDL_UpdateTexture(texture, nil, pixels, Int32(bytesPerRow))
        }
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
        presentedFrameCount += 1
    }

    // MARK: Running

    /// Runs the application until the window closes: one frame per display refresh, the main
    /// queue between frames.
    func run() {
        while !quitRequested { runOnce() }
    }

    /// One turn of the loop: a frame, the main queue, then a wait for input until the next frame
    /// is due.
    func runOnce() {
        let start = runtime.clock.now()
        application._runFrame()
        RunLoop.main.run(until: Date())
        let next = start + FrameConstants.frameInterval
        let wait = next - runtime.clock.now()
        if wait > 0 { _ = SDL_WaitEventTimeout(nil, Int32((wait * 1000).rounded(.up))) }
    }


    /// Posts a left-button mouse event at `point` (window points), as if the user clicked there:
    /// it arrives with the next frame's input. For tests and scripted demos.
    func postMouse(_ kind: _TouchInput.Kind, at point: CGPoint) {
        var event = SDL_Event()
        switch kind {
        case .down, .up:
            event.type = kind == .down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.x = Int32(point.x.rounded()); event.button.y = Int32(point.y.rounded())
            event.button.windowID = SDL_GetWindowID(sdlWindow)
        case .move:
            event.type = SDL_MOUSEMOTION.rawValue
            event.motion.x = Int32(point.x.rounded()); event.motion.y = Int32(point.y.rounded())
            event.motion.state = 1 << (UInt32(SDL_BUTTON_LEFT) - 1)   // SDL_BUTTON_LMASK
            event.motion.windowID = SDL_GetWindowID(sdlWindow)
        case .cancel:
            return
        }
        _ = SDL_PushEvent(&event)
    }

    /// Posts the window's close request (SDL_QUIT), as if the user closed it.
    func postQuit() {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        _ = SDL_PushEvent(&event)
    }

    private func handle(_ event: SDL_Event, _ application: UIApplication) {
        let mine = SDL_GetWindowID(sdlWindow)
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            quitRequested = true
        case SDL_MOUSEBUTTONDOWN where event.button.windowID == mine && event.button.button == UInt8(SDL_BUTTON_LEFT) && !mouseFingerDown:
            mouseFingerDown = true
            application._enqueue(_TouchInput(finger: Self.mouseFinger, kind: .down,
                                             location: CGPoint(x: Int(event.button.x), y: Int(event.button.y))))
        case SDL_MOUSEMOTION where event.motion.windowID == mine && mouseFingerDown:
            application._enqueue(_TouchInput(finger: Self.mouseFinger, kind: .move,
                                             location: CGPoint(x: Int(event.motion.x), y: Int(event.motion.y))))
        case SDL_MOUSEBUTTONUP where event.button.windowID == mine && event.button.button == UInt8(SDL_BUTTON_LEFT) && mouseFingerDown:
            mouseFingerDown = false
            application._enqueue(_TouchInput(finger: Self.mouseFinger, kind: .up,
                                             location: CGPoint(x: Int(event.button.x), y: Int(event.button.y))))
        default:
            break
        }
    }
}
