import Foundation

/// The software keyboard of one application: when it comes up and goes down, its frame, its
/// notifications, and the panel drawn for it (`_UIKeyboardView`). Not API.
///
/// The keyboard is up while a responder adopting `UIKeyInput` is its window's first responder, as
/// on an iPhone without a hardware keyboard. Every change of a window's first responder reaches
/// `firstResponderDidChange(in:)` (through `UIWindow._setFirstResponder`), which decides:
///
/// - a text input became first responder with the keyboard down: the keyboard comes up —
///   `keyboardWillChangeFrame`, `keyboardWillShow`, the slide, then `keyboardDidChangeFrame`,
///   `keyboardDidShow` when it ends (the order iOS posts them in);
/// - another text input took over while it is up: `keyboardWillChangeFrame` and
///   `keyboardDidChangeFrame` only;
/// - the text input resigned (or left the window) and no other took over: the keyboard goes down —
///   `keyboardWillChangeFrame`, `keyboardWillHide`, the slide, `keyboardDidChangeFrame`,
///   `keyboardDidHide`.
///
/// A responder taking over from another (`UIResponder.becomeFirstResponder()`) defers the
/// decision (`deferUpdates`) while the old one resigns, so the keyboard never goes down and up in
/// between. The `will` notifications are posted inside the slide's animation block, so layout an
/// observer changes there moves with the keyboard, as on iOS; the `did` ones when the slide ends,
/// in the order of their `will`s. The window's keyboard layout guides follow in the same block
/// (`UIWindow._keyboardFrameDidChange()`).
///
/// The frames are in screen coordinates: up, the keyboard's height at the bottom of the screen
/// (`KeyboardConstants`); down, the same rectangle just below the screen.
@MainActor
final class _UISoftwareKeyboard {
    /// The window the keyboard is up in, or going down in.
    private(set) weak var window: UIWindow?
    /// The text input the keyboard is up for.
    private(set) weak var input: UIResponder?
    /// Whether the keyboard is up or coming up.
    private(set) var isUp = false
    /// Where the keyboard is or is going, in screen coordinates; `.zero` before it first came up.
    private(set) var frame: CGRect = .zero
    /// The panel, made the first time the keyboard comes up.
    private(set) var view: _UIKeyboardView?

    /// Above zero while a responder takes over from another: changes wait for the new one.
    var deferUpdates = 0
    /// The responder being made to resign whatever it answers (`UIView.endEditing(true)`, a view
    /// leaving its window); see `UIResponder._isBeingForcedToResign`.
    weak var forcedResignation: UIResponder?

    /// `did` notifications waiting for their slide to end, in the order of their `will`s.
    private var pendingDidNotifications: [(change: Int, names: [Notification.Name], userInfo: [AnyHashable: Any])] = []
    /// Counts the changes, so a slide's end posts the `did`s of its change and those before.
    private var changeCount = 0

    init() {}

    /// The keyboard's frame when up on `screen`, in screen coordinates.
    static func upFrame(on screen: UIScreen) -> CGRect {
        let bounds = screen.bounds
        let wide = bounds.width >= KeyboardConstants.wideScreenWidth
        var height = wide ? KeyboardConstants.keyAreaHeightWide : KeyboardConstants.keyAreaHeight
        height += wide ? KeyboardConstants.suggestionBarHeightWide : KeyboardConstants.suggestionBarHeight
        if screen._safeAreaInsets.bottom > 0 { height += KeyboardConstants.homeIndicatorAreaHeight }
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// The keyboard's frame when down on `screen`: the up frame moved just below the screen.
    static func downFrame(on screen: UIScreen) -> CGRect {
        let up = upFrame(on: screen)
        return CGRect(x: up.minX, y: screen.bounds.maxY, width: up.width, height: up.height)
    }

    /// Whether the keyboard covers `window` now (up, or sliding).
    func isShowing(in window: UIWindow) -> Bool {
        guard let view, self.window === window, !view.isHidden else { return false }
        return true
    }

    /// The first responder of `window` changed (or its resignation was refused): brings the
    /// keyboard up, moves it to the new input, or takes it down.
    func firstResponderDidChange(in window: UIWindow) {
        guard deferUpdates == 0 else { return }
        let responder = window._firstResponder
        if let responder, responder is UIKeyInput, !window.isHidden {
            if isUp, self.window === window {
                guard input !== responder else { return }
                input = responder
                slide(in: window, to: frame, names: ([UIResponder.keyboardWillChangeFrameNotification],
                                                       [UIResponder.keyboardDidChangeFrameNotification]))
                return
            }
            if isUp, let old = self.window { goDown(in: old) }
            self.window = window
            input = responder
            isUp = true
            slide(in: window, to: Self.upFrame(on: window.screen),
                  names: ([UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification],
                          [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification]))
        } else if isUp, self.window === window {
            goDown(in: window)
        }
    }

    private func goDown(in window: UIWindow) {
        isUp = false
        input = nil
        slide(in: window, to: Self.downFrame(on: window.screen),
              names: ([UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification],
                      [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification]))
    }

    /// Moves the keyboard to `end` with UIKit's keyboard animation, posting `names.will` inside the
    /// animation block and `names.did` when it ends.
    private func slide(in window: UIWindow, to end: CGRect, names: (will: [Notification.Name], did: [Notification.Name])) {
        let screen = window.screen
        let begin = (frame == .zero || view?.isHidden != false) ? Self.downFrame(on: screen) : frame
        frame = end
        let view = installedView(in: window)
        if view.isHidden {
            UIView.performWithoutAnimation {
                view.frame = window._rectFromScreen(begin)
                view.isHidden = false
            }
        }
        changeCount += 1
        let change = changeCount
        let userInfo = Self.userInfo(begin: begin, end: end)
        pendingDidNotifications.append((change, names.did, userInfo))
        let options = UIView.AnimationOptions(rawValue: UInt(KeyboardConstants.animationCurveRawValue) << 16)
            .union(.beginFromCurrentState)
        UIView.animate(withDuration: KeyboardConstants.animationDuration, delay: 0, options: options, animations: {
            view.frame = window._rectFromScreen(end)
            for name in names.will {
                NotificationCenter.default.post(name: name, object: nil, userInfo: userInfo)
            }
            window._keyboardFrameDidChange()
        }, completion: { [weak self] _ in
            self?.slideEnded(change)
        })
    }

    /// A slide ended: posts the `did`s of its change and of the changes before it, and hides the
    /// panel once the keyboard is down and no later change came.
    private func slideEnded(_ change: Int) {
        while let first = pendingDidNotifications.first, first.change <= change {
            pendingDidNotifications.removeFirst()
            for name in first.names {
                NotificationCenter.default.post(name: name, object: nil, userInfo: first.userInfo)
            }
        }
        if change == changeCount, !isUp, let view {
            view.isHidden = true
        }
    }

    /// The panel, made on first use, its layer among `window`'s sublayers (below the status bar).
    private func installedView(in window: UIWindow) -> _UIKeyboardView {
        let view: _UIKeyboardView
        if let existing = self.view {
            view = existing
        } else {
            view = _UIKeyboardView(frame: window._rectFromScreen(Self.downFrame(on: window.screen)))
            view.isHidden = true
            self.view = view
        }
        window._installKeyboardLayer(view.layer)
        return view
    }

    /// The keyboard notifications' `userInfo` for a move from `begin` to `end`: the frames (and the
    /// deprecated centres and bounds) as `NSValue`s, the duration, curve and locality as
    /// `NSNumber`s, under UIKit's keys.
    static func userInfo(begin: CGRect, end: CGRect) -> [AnyHashable: Any] {
        [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: KeyboardConstants.animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: KeyboardConstants.animationCurveRawValue),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
            UIResponder.keyboardCenterBeginUserInfoKey: NSValue(cgPoint: CGPoint(x: begin.midX, y: begin.midY)),
            UIResponder.keyboardCenterEndUserInfoKey: NSValue(cgPoint: CGPoint(x: end.midX, y: end.midY)),
            UIResponder.keyboardBoundsUserInfoKey: NSValue(cgRect: CGRect(origin: .zero, size: end.size)),
        ]
    }
}
