import Foundation
#if SnapshotTesting
@_implementationOnly import CSDL2  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CSDL2
#endif
#if SnapshotTesting
@_implementationOnly import CoreFoundation
#else
internal import CoreFoundation
#endif

/// The SDL2 window host: an application in a real window on the real clock, the peer of the
/// headless host behind `UITestHost` (both implement `_UIHost`). `UIApplicationMain` launches apps
/// on it. Not API.
///
/// - **Window**: titled with the app's name, the device's screen in points; with
///   `SDL_WINDOW_ALLOW_HIGHDPI` its drawable has the display's pixels per point, which becomes
///   `UIScreen.nativeScale` (the framebuffer is rendered at the device's `scale` and scaled into
///   it with linear filtering).
/// - **Input**: SDL events, collected at the start of each frame (`collectInput(for:)`) and
///   translated by `_WindowInputTranslator` (pure; see there): the mouse is one finger (SDL's
///   mouse↔touch emulation is off, so nothing arrives twice), touch-device fingers are fingers,
///   keys are presses carrying the text SDL typed, input-method composition is marked text;
///   focus, minimizing and closing change the app's state; the wheel scrolls; resizing the
///   window resizes the screen; the cursor is a text beam over editable text.
/// - **Frames** (`run()`): while the app has work (input, animations, layout, display links,
///   gesture timers) a frame runs every display refresh; between frames `RunLoop.main` runs
///   (`Timer`, `DispatchQueue.main`, main-actor tasks) in the default mode, or in UIKit's tracking
///   mode while a scroll view is scrolled by the user (`RunLoop.Mode.tracking`). Idle, the host sleeps in SDL's event wait
///   until input, the next `Timer`, or at most `WindowHostConstants.idleWakeInterval`.
/// - **Clipboard**: `UIPasteboard.general` is the system clipboard (`_SDLClipboard`).
/// - **Presenting**: only the rectangles the compositor redrew are uploaded into a streaming
///   texture; then the texture is drawn and presented, with vsync where the renderer offers it. An idle app presents nothing.
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
    /// Pixels uploaded to the texture since the host was made.
    private(set) var uploadedPixelCount = 0
    /// True once the app terminated (its window closed): `run()` returns.
    private(set) var quitRequested = false
    /// Seconds between frames: one refresh of the window's display (`SDL_GetCurrentDisplayMode`;
    /// `WindowHostConstants.fallbackRefreshRate` when it reports none).
    let frameInterval: TimeInterval
    /// Whether presenting waits for the display's vertical blank (the renderer offers vsync);
    /// either way frames start at most once per `frameInterval`.
    let presentsWithVSync: Bool

    /// The run loop the host runs between frames: that of the thread that made it (`RunLoop.main`
    /// in an app, whose `UIApplicationMain` runs on the main thread).
    private let runLoop = RunLoop.current
    private let sdlWindow: OpaquePointer
    private let renderer: OpaquePointer
    private var textures: [ObjectIdentifier: (texture: OpaquePointer, width: Int, height: Int, redrawCount: UInt64)] = [:]
    private var translator: _WindowInputTranslator
    private var events: [_WindowEvent] = []
    private var needsRepresent = false
    /// The Option-key emulation's finger circles (screen points), drawn over the app.
    package private(set) var fingerIndicators: [CGPoint] = []
    /// The arrow and text-beam cursors (made on first use) and whether the beam shows.
    private var cursors: (arrow: OpaquePointer?, beam: OpaquePointer?) = (nil, nil)
    private(set) var showsTextCursor = false
    /// Frame measurements, kept when `ROCKHOPPER_FRAME_STATS=1` and printed when the app ends.
    private(set) var statistics: _WindowFrameStatistics?
    /// Whether every present uploads the whole framebuffer (`ROCKHOPPER_FULL_UPLOAD=1`, to measure
    /// what uploading only the damage saves).
    var uploadsFullFrames: Bool
    /// The current frame's earliest input event (SDL ticks, ms), its upload and whether it presented.
    private var frameInput: UInt32?
    private var frameUpload: (seconds: TimeInterval, pixels: Int) = (0, 0)
    private var framePresented = false

    /// Opens a window titled `title` showing `screen` and makes the application's runtime, which
    /// becomes current. `screen.nativeScale` becomes the display's pixels per point.
    init(screen: UIScreen, title: String) throws(Failure) {
        SDL_SetHint("SDL_MOUSE_TOUCH_EVENTS", "0")
        SDL_SetHint("SDL_TOUCH_MOUSE_EVENTS", "0")
        SDL_SetHint("SDL_RENDER_SCALE_QUALITY", "1")
        SDL_SetHint("SDL_IME_SHOW_UI", "1")
        if SDL_WasInit(UInt32(SDL_INIT_VIDEO)) == 0, SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) != 0 {
            throw Failure(description: "SDL could not start its video subsystem: \(String(cString: SDL_GetError()))")
        }
        let size = screen.bounds.size
        guard let window = SDL_CreateWindow(title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
                                            Int32(size.width), Int32(size.height),
                                            SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue) else {
            throw Failure(description: "SDL could not open a window: \(String(cString: SDL_GetError()))")
        }
        // Vsync where a renderer offers it; else any renderer, paced at the refresh rate below.
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(window, -1, 0)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            SDL_DestroyWindow(window)
            throw Failure(description: "SDL could not make a renderer: \(String(cString: SDL_GetError()))")
        }
        sdlWindow = window
        self.renderer = renderer
        var info = SDL_RendererInfo()
        presentsWithVSync = SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        if w > 0, pw > 0 { screen._nativeScale = CGFloat(pw) / CGFloat(w) }
        var mode = SDL_DisplayMode()
        let index = SDL_GetWindowDisplayIndex(window)
        let refresh = index >= 0 && SDL_GetCurrentDisplayMode(index, &mode) == 0 && mode.refresh_rate > 0
            ? Double(mode.refresh_rate) : WindowHostConstants.fallbackRefreshRate
        frameInterval = 1 / refresh
        let environment = ProcessInfo.processInfo.environment
        statistics = environment["ROCKHOPPER_FRAME_STATS"] == "1" ? _WindowFrameStatistics(frameInterval: frameInterval) : nil
        uploadsFullFrames = environment["ROCKHOPPER_FULL_UPLOAD"] == "1"
        translator = _WindowInputTranslator(windowSize: CGSize(width: Int(w), height: Int(h)), screenSize: size)
        SDL_StartTextInput()
        // UIKit's tracking mode is one of the common modes, so `.common` timers fire in it.
        CFRunLoopAddCommonMode(CFRunLoopGetCurrent(),
                               CFStringCreateWithCString(nil, RunLoop.Mode.tracking.rawValue, CFStringBuiltInEncodings.UTF8.rawValue))
        runtime = _UIRuntime(clock: .real, screen: screen, host: nil)
        runtime.host = self
        runtime.pasteboardBackend = _SDLClipboard()
        runtime.makeCurrent()
    }

    isolated deinit {
        if let arrow = cursors.arrow { SDL_FreeCursor(arrow) }
        if let beam = cursors.beam { SDL_FreeCursor(beam) }
        for entry in textures.values { SDL_DestroyTexture(entry.texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(sdlWindow)
    }

    /// The application this host runs.
    var application: UIApplication { runtime.application }

    /// Launches the app in this host's runtime, as `UIApplicationMain` does.
    func launch(_ applicationClass: UIApplication.Type, delegateClass: (any UIApplicationDelegate.Type)?) {
        _ = UIApplication._launch(applicationClass, delegateClass: delegateClass, in: runtime)
    }

    // MARK: _UIHost

    func collectInput(for application: UIApplication) {
        var event = SDL_Event()
        events.removeAll(keepingCapacity: true)
        // Not SDL_PollEvent: with SDL 2.26 it can leave an event pushed since the last poll for
        // the next one, a frame late.
        SDL_PumpEvents()
        while SDL_PeepEvents(&event, 1, SDL_GETEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) > 0 {
            if let converted = convert(event) {
                events.append(converted)
                if statistics != nil, converted.isInput, frameInput == nil { frameInput = event.common.timestamp }
            }
        }
        guard !events.isEmpty else { return }
        for input in translator.translate(events) {
            switch input {
            case let .touch(touch): enqueue(touch, in: application)
            case let .key(key): application._enqueue(key)
            case .becomeActive: if application._isLaunched { application._becomeActive() }
            case .resignActive: if application._isLaunched { application._resignActive() }
            case .enterBackground: if application._isLaunched { application._enterBackground() }
            case let .pointer(point):
                updateCursor(editableText: application._isEditableText(at: point))
            case let .fingerIndicators(points):
                if points != fingerIndicators {
                    fingerIndicators = points
                    needsRepresent = true
                }
            case let .scroll(point, delta):
                application._deliverQueuedInput()
                application._scrollWheel(at: point, by: delta)
            case let .resize(size):
                application._deliverQueuedInput()
                application._resizeScreen(to: size)
            case .terminate:
                if !quitRequested, application._isLaunched { application._terminate() }
                quitRequested = true
            }
        }
    }

    /// The two-finger emulation's circles, as the iOS Simulator draws them: translucent grey discs
    /// `WindowHostConstants.fingerIndicatorDiameter` across with a light rim, drawn a row of
    /// pixels at a time (SDL's renderer has no circles).
    private func drawFingerIndicators() {
        guard !fingerIndicators.isEmpty else { return }
        var outW: Int32 = 0, outH: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &outW, &outH)
        let screen = application.windows.first?.screen.bounds.size ?? CGSize(width: 1, height: 1)
        let scale = Double(outW) / max(1, Double(screen.width))
        let r = WindowHostConstants.fingerIndicatorDiameter / 2 * scale
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        for p in fingerIndicators {
            let cx = Double(p.x) * scale, cy = Double(p.y) * Double(outH) / max(1, Double(screen.height))
            var dy = -r
            while dy <= r {
                let half = (r * r - dy * dy).squareRoot()
                let y = Int32(cy + dy), x0 = Int32(cx - half), x1 = Int32(cx + half)
                if abs(dy) > r - 2 {
                    SDL_SetRenderDrawColor(renderer, 245, 245, 245, 230)
                    SDL_RenderDrawLine(renderer, x0, y, x1, y)
                } else {
                    SDL_SetRenderDrawColor(renderer, 110, 110, 110, 130)
                    SDL_RenderDrawLine(renderer, x0 + 2, y, x1 - 2, y)
                    SDL_SetRenderDrawColor(renderer, 245, 245, 245, 230)
                    SDL_RenderDrawLine(renderer, x0, y, x0 + 1, y)
                    SDL_RenderDrawLine(renderer, x1 - 1, y, x1, y)
                }
                dy += 1
            }
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    }

    /// Shows the text beam over editable text, the arrow elsewhere (SDL's system cursors).
    private func updateCursor(editableText: Bool) {
        guard editableText != showsTextCursor else { return }
        showsTextCursor = editableText
        if editableText {
            if cursors.beam == nil { cursors.beam = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_IBEAM) }
            if let beam = cursors.beam { SDL_SetCursor(beam) }
        } else {
            if cursors.arrow == nil { cursors.arrow = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_ARROW) }
            if let arrow = cursors.arrow { SDL_SetCursor(arrow) }
        }
    }

    /// Posts a pointer move with no button held to `point` (window points).
    func postPointer(at point: CGPoint) {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.x = Int32(point.x.rounded()); event.motion.y = Int32(point.y.rounded())
        event.motion.windowID = SDL_GetWindowID(sdlWindow)
        _ = SDL_PushEvent(&event)
    }

    /// Queues a touch for the frame's delivery. A finger's changes that arrived together (a
    /// click's down and up within one frame) go out as separate events, in order, so each phase
    /// is seen; moves of a finger in a row keep only the last.
    private func enqueue(_ touch: _TouchInput, in application: UIApplication) {
        let queue = application._inputQueue
        if touch.kind == .move, let last = queue.last, last.kind == .move, last.finger == touch.finger {
            application._inputQueue[queue.count - 1] = touch
            return
        }
        if queue.contains(where: { $0.finger == touch.finger }) { application._deliverQueuedInput() }
        application._enqueue(touch)
    }

    func present(_ window: UIWindow) {
        guard let compositor = window._compositor else { return }
        let w = compositor.pixelWidth, h = compositor.pixelHeight
        let key = ObjectIdentifier(window)
        var fresh = false
        if textures[key] == nil || textures[key]!.width != w || textures[key]!.height != h {
            if let old = textures[key] { SDL_DestroyTexture(old.texture) }
            guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                                  Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(w), Int32(h)) else { return }
            textures[key] = (texture, w, h, 0)
            fresh = true
        }
        let texture = textures[key]!.texture
        // A composite this host did not see (a snapshot's): its damage is unknown, upload all.
        if compositor.redrawCount != textures[key]!.redrawCount + 1 || uploadsFullFrames { fresh = true }
        let uploadStart = statistics != nil ? runtime.clock.now() : 0
        let uploadedBefore = uploadedPixelCount
        defer {
            if statistics != nil {
                frameUpload.seconds += runtime.clock.now() - uploadStart
                frameUpload.pixels += uploadedPixelCount - uploadedBefore
            }
        }
        textures[key]!.redrawCount = compositor.redrawCount
        compositor.withFramebufferPixels { pixels, bytesPerRow in
            if fresh {
                _ = SDL_UpdateTexture(texture, nil, pixels, Int32(bytesPerRow))
                uploadedPixelCount += w * h
            } else {
                compositor.forEachDamagedRect { r in
                    var rect = SDL_Rect(x: Int32(r.x0), y: Int32(r.y0), w: Int32(r.width), h: Int32(r.height))
                    let start = pixels + r.y0 * bytesPerRow + r.x0 * 4
                    _ = SDL_UpdateTexture(texture, &rect, start, Int32(bytesPerRow))
                    uploadedPixelCount += r.area
                }
            }
        }
        needsRepresent = true
    }

    /// Draws every visible window's texture, back to front, and presents.
    private func representIfNeeded() {
        guard needsRepresent else { return }
        needsRepresent = false
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        var first = true
        for window in application.windows where !window.isHidden {
            guard let entry = textures[ObjectIdentifier(window)] else { continue }
            SDL_SetTextureBlendMode(entry.texture, first ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
            SDL_RenderCopy(renderer, entry.texture, nil, nil)
            first = false
        }
        drawFingerIndicators()
        SDL_RenderPresent(renderer)
        presentedFrameCount += 1
        framePresented = true
    }

    // MARK: Running

    /// Runs the application until it terminates: a frame every display refresh while it has
    /// work, the main run loop between frames, and a sleep in SDL's event wait while it is idle.
    func run() {
        defer {
            if let statistics {
                print(statistics.report + (uploadsFullFrames ? "\nupload: whole frames (ROCKHOPPER_FULL_UPLOAD=1)" : "\nupload: damaged rectangles"))
                fflush(nil)   // every output stream, stdout among them
            }
        }
        var lastFrame = -Double.infinity
        while !quitRequested {
            SDL_PumpEvents()
            let hasEvents = SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE
            let now = runtime.clock.now()
            if hasEvents || needsRepresent || application._hasPendingWork {
                let due = lastFrame + frameInterval
                if now >= due - 0.0005 {
                    lastFrame = now
                    runFrame()
                } else if hasEvents {
                    usleep(UInt32((due - now) * 1_000_000))
                } else {
                    _ = SDL_WaitEventTimeout(nil, Int32(((due - now) * 1000).rounded(.up)))
                }
            } else {
                // Idle: timers and main-queue blocks run, then sleep until input or the next timer.
                let nextTimer = runLoop.limitDate(forMode: .default)
                if application._hasPendingWork { continue }
                var timeout = WindowHostConstants.idleWakeInterval
                if let nextTimer { timeout = min(timeout, max(0, nextTimer.timeIntervalSinceNow)) }
                _ = SDL_WaitEventTimeout(nil, Int32((timeout * 1000).rounded(.up)))
            }
        }
    }

    /// One frame now, presented, then one pass of the main run loop in the frame's mode: UIKit's
    /// tracking mode while a scroll view is scrolled by the user (timers added for `.default`
    /// wait, `.common` ones and the main queue run), else the default mode.
    func runFrame() {
        if statistics != nil {
            statistics!.frameStarted(at: runtime.clock.now())
            frameInput = nil
            frameUpload = (0, 0)
            framePresented = false
        }
        application._runFrame()
        representIfNeeded()
        if statistics != nil {
            let latency = framePresented ? frameInput.map { Double(SDL_GetTicks() &- $0) / 1000 } : nil
            statistics!.frameEnded(at: runtime.clock.now(), presented: framePresented, uploadTime: frameUpload.seconds,
                                   pixels: frameUpload.pixels, inputLatency: latency, leftWork: application._hasPendingWork)
        }
        _ = runLoop.limitDate(forMode: application._runLoopModes.mode)
    }


    /// One turn of the loop for tests: a frame, then the main run loop.
    func runOnce() {
        runFrame()
    }

    // MARK: Posting events (tests, scripted demos)

    /// Posts a left-button mouse event at `point` (window points), as if the user clicked there:
    /// it arrives with the next frame's input.
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

    /// Posts a wheel turn of (dx, dy) units with the pointer at `point` (window points).
    func postWheel(dx: Double, dy: Double, at point: CGPoint) {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.windowID = SDL_GetWindowID(sdlWindow)
        event.wheel.preciseX = Float(dx); event.wheel.preciseY = Float(dy)
        event.wheel.x = Int32(dx.rounded()); event.wheel.y = Int32(dy.rounded())
        event.wheel.mouseX = Int32(point.x.rounded()); event.wheel.mouseY = Int32(point.y.rounded())
        _ = SDL_PushEvent(&event)
    }

    /// Posts the window's close request (SDL_QUIT), as if the user closed it.
    func postQuit() {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        _ = SDL_PushEvent(&event)
    }

    /// Posts a window event (`SDL_WINDOWEVENT_*`) for this window.
    func postWindowEvent(_ kind: _WindowEvent) {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = SDL_GetWindowID(sdlWindow)
        switch kind {
        case .focusGained: event.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_GAINED.rawValue)
        case .focusLost: event.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        case .minimized: event.window.event = UInt8(SDL_WINDOWEVENT_MINIMIZED.rawValue)
        case .restored: event.window.event = UInt8(SDL_WINDOWEVENT_RESTORED.rawValue)
        case .closed: event.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
        case let .resized(width, height):
            event.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
            event.window.data1 = Int32(width)
            event.window.data2 = Int32(height)
        default: return
        }
        _ = SDL_PushEvent(&event)
    }

    /// Posts a key down (with the text it types, if any) or up, by USB HID usage.
    func postKey(_ code: UIKeyboardHIDUsage, down: Bool, text: String? = nil) {
        var event = SDL_Event()
        event.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
        event.key.windowID = SDL_GetWindowID(sdlWindow)
        event.key.keysym.scancode = SDL_Scancode(rawValue: UInt32(code.rawValue))
        _ = SDL_PushEvent(&event)
        if let text { postText(text) }
    }

    /// Posts text as an input method commits it (SDL_TEXTINPUT; at most 31 bytes).
    func postText(_ text: String) {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        event.text.windowID = SDL_GetWindowID(sdlWindow)
        withUnsafeMutableBytes(of: &event.text.text) { buffer in
            let bytes = Array(text.utf8.prefix(buffer.count - 1))
            for (i, b) in bytes.enumerated() { buffer[i] = b }
            buffer[bytes.count] = 0
        }
        _ = SDL_PushEvent(&event)
    }

    // MARK: SDL events

    /// SDL's event as a `_WindowEvent` (nil: not one the app sees).
    private func convert(_ event: SDL_Event) -> _WindowEvent? {
        let mine = SDL_GetWindowID(sdlWindow)
        let touchMouse = UInt32(bitPattern: -1)   // SDL_TOUCH_MOUSEID: a mouse event made from touch
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .closed
        case SDL_WINDOWEVENT where event.window.windowID == mine:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_FOCUS_GAINED: return .focusGained
            case SDL_WINDOWEVENT_FOCUS_LOST: return .focusLost
            case SDL_WINDOWEVENT_MINIMIZED: return .minimized
            case SDL_WINDOWEVENT_RESTORED: return .restored
            case SDL_WINDOWEVENT_CLOSE: return .closed
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                return .resized(width: Double(event.window.data1), height: Double(event.window.data2))
            case SDL_WINDOWEVENT_EXPOSED: needsRepresent = true; return nil
            default: return nil
            }
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            guard event.button.windowID == mine, event.button.which != touchMouse else { return nil }
            return .mouseButton(down: event.type == SDL_MOUSEBUTTONDOWN.rawValue, button: Int(event.button.button),
                                x: Double(event.button.x), y: Double(event.button.y))
        case SDL_MOUSEMOTION:
            guard event.motion.windowID == mine, event.motion.which != touchMouse else { return nil }
            return .mouseMotion(x: Double(event.motion.x), y: Double(event.motion.y),
                                leftButtonHeld: event.motion.state & (1 << (UInt32(SDL_BUTTON_LEFT) - 1)) != 0)
        case SDL_MOUSEWHEEL:
            guard event.wheel.windowID == mine, event.wheel.which != touchMouse else { return nil }
            let flip: Float = event.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            return .wheel(dx: Double(event.wheel.preciseX * flip), dy: Double(event.wheel.preciseY * flip),
                          x: Double(event.wheel.mouseX), y: Double(event.wheel.mouseY))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let phase: _WindowEvent.FingerPhase = event.type == SDL_FINGERDOWN.rawValue ? .down
                : event.type == SDL_FINGERUP.rawValue ? .up : .move
            return .finger(phase: phase, id: event.tfinger.fingerId, x: Double(event.tfinger.x), y: Double(event.tfinger.y))
        case SDL_KEYDOWN, SDL_KEYUP:
            guard event.key.windowID == mine || event.key.windowID == 0 else { return nil }
            return .key(down: event.type == SDL_KEYDOWN.rawValue, scancode: Int(event.key.keysym.scancode.rawValue),
                        modifiers: event.key.keysym.mod, isRepeat: event.key.repeat != 0)
        case SDL_TEXTINPUT:
            return .text(Self.string(fromCText: event.text.text))
        case SDL_TEXTEDITING:
            return .editing(Self.string(fromCText: event.edit.text), start: Int(event.edit.start), length: Int(event.edit.length))
        default:
            return nil
        }
    }

    private static func string<T>(fromCText tuple: T) -> String {
        withUnsafeBytes(of: tuple) { buffer in
            let bytes = buffer.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
