import Foundation

/// What a platform window reports, in its own units (the SDL host converts SDL's events to these):
/// the pure input of `_WindowInputTranslator`. Not API.
package enum _WindowEvent: Equatable, Sendable {
    /// A mouse button went down or up at (x, y) in window points. `button` 1 is the left one.
    case mouseButton(down: Bool, button: Int, x: Double, y: Double)
    /// The mouse moved to (x, y), with the left button held or not.
    case mouseMotion(x: Double, y: Double, leftButtonHeld: Bool)
    /// A finger of a touch device: `x`, `y` in 0…1 across the window.
    case finger(phase: FingerPhase, id: Int64, x: Double, y: Double)
    /// A key went down or up: its USB HID usage (SDL's scancodes are those), SDL's modifier bits.
    case key(down: Bool, scancode: Int, modifiers: UInt16, isRepeat: Bool)
    /// Text the keyboard or an input method committed.
    case text(String)
    /// An input method's composition: its text, the caret at `start` (in characters) and
    /// `length` characters selected. Empty text: composition over.
    case editing(String, start: Int, length: Int)
    case focusGained, focusLost, minimized, restored, closed
    /// The mouse wheel or a trackpad's two-finger scroll turned by (dx, dy) wheel units (SDL's
    /// precise values: dx positive to the right, dy positive away from the user, in the
    /// "natural" direction already), with the pointer at (x, y) in window points.
    case wheel(dx: Double, dy: Double, x: Double, y: Double)
    /// The window's size changed (the user resized it) to width × height window points.
    case resized(width: Double, height: Double)

    package enum FingerPhase: Sendable { case down, move, up }

    /// The user's input (pointer, fingers, keys, text, the wheel), as opposed to the window's
    /// state changing: what input-to-present latency is measured from.
    package var isInput: Bool {
        switch self {
        case .mouseButton, .mouseMotion, .finger, .key, .text, .editing, .wheel: true
        case .focusGained, .focusLost, .minimized, .restored, .closed, .resized: false
        }
    }
}

/// What the window's events mean to the application. Not API.
package enum _WindowInput: Equatable, Sendable {
    case touch(_TouchInput)
    case key(_KeyInput)
    case becomeActive, resignActive, enterBackground, terminate
    /// The screen (the window's content) becomes this size in points.
    case resize(CGSize)
    /// Scroll the content under the point (screen points) by the vector (points added to the
    /// content offset).
    case scroll(at: CGPoint, by: CGVector)
    /// The pointer moved to the point (screen points) with no button held: the host updates
    /// its cursor.
    case pointer(CGPoint)
    /// The two-finger emulation's finger circles (screen points) for the host to draw over the
    /// app; empty: none.
    case fingerIndicators([CGPoint])
}

/// Turns a window's events into touches, key presses, text and lifecycle changes, as pure
/// functions of the events and the state between them (which finger is down). Not API.
///
/// - The left mouse button is one finger (id 1): down, moved while held, up. Other buttons make
///   nothing; motion without a button held moves the pointer (for the cursor's shape).
/// - Holding Option (Alt) makes the mouse two fingers, as in the iOS Simulator: the second
///   (id 2) mirrored through the screen's centre, so dragging pinches and rotates around it;
///   with Shift too when the button goes down, the second keeps its offset from the first, so
///   both move together (a two-finger pan). While Option is held the two fingers' circles are
///   shown (`fingerIndicators`).
/// - Each finger of a touch device is a finger of its own (ids from 1000), at its normalized
///   position times the screen's size.
/// - Window points become screen points by the ratio of the two sizes (they are equal unless the
///   platform scaled the window).
/// - A key down followed at once by the text it typed (SDL sends `SDL_TEXTINPUT` right after the
///   `SDL_KEYDOWN` of a character key) is one press carrying that text, so the keyboard layout the
///   user chose decides the characters; text with no key before it (an input method's commit) is
///   committed text. An input method's composition is marked text.
/// - Modifiers: Shift, Control, Alt as Option, the Super (Windows) key as Command, Caps Lock,
///   as a PC keyboard on an iPad maps them.
/// - Focus lost/gained: resign/become active; minimized: background; restored: active again;
///   closed: terminate.
/// - The wheel scrolls the content under the pointer: each wheel unit is
///   `WindowHostConstants.wheelPointsPerUnit` points; turning it away from the user (dy > 0)
///   shows content further up (the offset decreases), to the right (dx > 0) further right.
/// - A resized window resizes the screen: its new size in window points becomes the screen's
///   size in points (and window and screen points are the same from then on).
package struct _WindowInputTranslator: Sendable {
    /// The window's size in points and the screen's.
    package var windowSize: CGSize
    package var screenSize: CGSize

    private var mouseDown = false
    private var fingers: [Int64: Int] = [:]
    /// Option and Shift as the last key event left them.
    private var optionHeld = false
    private var shiftHeld = false
    /// While the mouse is two fingers: the second finger's offset from the first (Option+Shift),
    /// or nil for the mirror through the centre (Option).
    private var pair: (offset: CGVector?, active: Bool) = (nil, false)
    private var lastPointer: CGPoint?
    private var nextFinger = WindowHostConstants.firstTouchFinger

    package static let mouseFinger = 1
    /// The second finger of the Option-key emulation.
    package static let mirrorFinger = 2

    package init(windowSize: CGSize, screenSize: CGSize) {
        self.windowSize = windowSize
        self.screenSize = screenSize
    }

    /// True while the mouse's finger is down.
    package var isMouseFingerDown: Bool { mouseDown }

    /// The inputs `events` (in the order they happened) make.
    package mutating func translate(_ events: [_WindowEvent]) -> [_WindowInput] {
        var out: [_WindowInput] = []
        var i = 0
        while i < events.count {
            let event = events[i]
            switch event {
            case let .mouseButton(down, button, x, y):
                guard button == 1 else { break }
                let p = screenPoint(x, y)
                lastPointer = p
                if down, !mouseDown {
                    mouseDown = true
                    if optionHeld {
                        let q = mirrored(p)
                        pair = (shiftHeld ? CGVector(dx: q.x - p.x, dy: q.y - p.y) : nil, true)
                        out.append(.touch(_TouchInput(finger: Self.mouseFinger, kind: .down, location: p)))
                        out.append(.touch(_TouchInput(finger: Self.mirrorFinger, kind: .down, location: q)))
                        out.append(.fingerIndicators([p, q]))
                    } else {
                        out.append(.touch(_TouchInput(finger: Self.mouseFinger, kind: .down, location: p)))
                    }
                } else if !down, mouseDown {
                    liftMouse(at: p, into: &out)
                }
            case let .mouseMotion(x, y, held):
                let p = screenPoint(x, y)
                lastPointer = p
                guard mouseDown else {
                    if !held {
                        out.append(.pointer(p))
                        if optionHeld { out.append(.fingerIndicators([p, mirrored(p)])) }
                    }
                    break
                }
                if held {
                    out.append(.touch(_TouchInput(finger: Self.mouseFinger, kind: .move, location: p)))
                    if pair.active {
                        let q = secondFinger(for: p)
                        out.append(.touch(_TouchInput(finger: Self.mirrorFinger, kind: .move, location: q)))
                        out.append(.fingerIndicators([p, q]))
                    }
                } else {
                    // The button came up where the window could not see it (outside): lift there.
                    liftMouse(at: p, into: &out)
                }
            case let .finger(phase, id, x, y):
                let location = CGPoint(x: x * Double(screenSize.width), y: y * Double(screenSize.height))
                switch phase {
                case .down:
                    guard fingers[id] == nil else { break }
                    let finger = nextFinger
                    nextFinger += 1
                    fingers[id] = finger
                    out.append(.touch(_TouchInput(finger: finger, kind: .down, location: location)))
                case .move:
                    if let finger = fingers[id] { out.append(.touch(_TouchInput(finger: finger, kind: .move, location: location))) }
                case .up:
                    if let finger = fingers.removeValue(forKey: id) {
                        out.append(.touch(_TouchInput(finger: finger, kind: .up, location: location)))
                    }
                }
            case let .key(down, scancode, modifiers, _):
                let option = modifiers & 0x0300 != 0
                shiftHeld = modifiers & 0x0003 != 0
                if option != optionHeld {
                    optionHeld = option
                    if !mouseDown, let p = lastPointer { out.append(.fingerIndicators(option ? [p, mirrored(p)] : [])) }
                }
                guard let code = UIKeyboardHIDUsage(rawValue: scancode) else { break }
                let flags = Self.modifierFlags(modifiers)
                if down {
                    var text: String?
                    if i + 1 < events.count, case let .text(typed) = events[i + 1] {
                        text = typed
                        i += 1
                    }
                    out.append(.key(_KeyInput(kind: .down, keyCode: code, modifierFlags: flags, text: text)))
                } else {
                    out.append(.key(_KeyInput(kind: .up, keyCode: code, modifierFlags: flags)))
                }
            case let .text(text):
                guard !text.isEmpty else { break }
                out.append(.key(_KeyInput(kind: .text, keyCode: .keyboardErrorUndefined, text: text)))
            case let .editing(text, start, length):
                out.append(.key(_KeyInput(markedText: text, selectedRange: Self.utf16Range(in: text, start: start, length: length))))
            case .focusGained, .restored:
                out.append(.becomeActive)
            case .focusLost:
                out.append(.resignActive)
            case .minimized:
                out.append(.enterBackground)
            case .closed:
                out.append(.terminate)
            case let .wheel(dx, dy, x, y):
                let unit = WindowHostConstants.wheelPointsPerUnit
                guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { break }
                out.append(.scroll(at: screenPoint(x, y), by: CGVector(dx: dx * unit, dy: -dy * unit)))
            case let .resized(width, height):
                guard width > 0, height > 0, width.isFinite, height.isFinite else { break }
                let size = CGSize(width: width, height: height)
                windowSize = size
                screenSize = size
                out.append(.resize(size))
            }
            i += 1
        }
        return out
    }

    /// Lifts the mouse's finger (and the emulation's second finger) at `p`.
    private mutating func liftMouse(at p: CGPoint, into out: inout [_WindowInput]) {
        mouseDown = false
        out.append(.touch(_TouchInput(finger: Self.mouseFinger, kind: .up, location: p)))
        if pair.active {
            out.append(.touch(_TouchInput(finger: Self.mirrorFinger, kind: .up, location: secondFinger(for: p))))
            pair = (nil, false)
            out.append(.fingerIndicators(optionHeld ? [p, mirrored(p)] : []))
        }
    }

    /// The emulation's second finger for the first at `p`.
    private func secondFinger(for p: CGPoint) -> CGPoint {
        if let offset = pair.offset { return CGPoint(x: p.x + offset.dx, y: p.y + offset.dy) }
        return mirrored(p)
    }

    /// `p` mirrored through the screen's centre.
    private func mirrored(_ p: CGPoint) -> CGPoint {
        CGPoint(x: screenSize.width - p.x, y: screenSize.height - p.y)
    }

    /// A point in window points as screen points.
    private func screenPoint(_ x: Double, _ y: Double) -> CGPoint {
        let sx = windowSize.width > 0 ? screenSize.width / windowSize.width : 1
        let sy = windowSize.height > 0 ? screenSize.height / windowSize.height : 1
        return CGPoint(x: CGFloat(x) * sx, y: CGFloat(y) * sy)
    }

    /// UIKit's modifier flags for SDL's modifier bits (`SDL_Keymod`): Shift 0x0003, Control
    /// 0x00C0, Alt 0x0300 (Option), GUI 0x0C00 (Command), Caps Lock 0x2000.
    package static func modifierFlags(_ sdl: UInt16) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if sdl & 0x0003 != 0 { flags.insert(.shift) }
        if sdl & 0x00C0 != 0 { flags.insert(.control) }
        if sdl & 0x0300 != 0 { flags.insert(.alternate) }
        if sdl & 0x0C00 != 0 { flags.insert(.command) }
        if sdl & 0x2000 != 0 { flags.insert(.alphaShift) }
        return flags
    }

    /// A range of `length` characters from `start` (in Unicode scalars, as SDL counts) as UTF-16
    /// offsets into `text`, clamped to it.
    static func utf16Range(in text: String, start: Int, length: Int) -> NSRange {
        let scalars = text.unicodeScalars
        func offset(_ n: Int) -> Int {
            var utf16 = 0
            for (k, scalar) in scalars.enumerated() where k < n { utf16 += scalar.utf16.count }
            return utf16
        }
        let count = scalars.count
        let s = min(max(0, start), count), e = min(max(s, start + max(0, length)), count)
        let location = offset(s)
        return NSRange(location: location, length: offset(e) - location)
    }
}
