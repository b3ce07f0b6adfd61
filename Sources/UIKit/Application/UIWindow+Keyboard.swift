import Foundation

// The window's side of first responders and the software keyboard.
//
// Every change of the window's first responder goes through `_setFirstResponder(_:)`, which tells
// the application's keyboard (`Keyboard/_UISoftwareKeyboard.swift`). The keyboard's panel is drawn
// like the status bar (`UIWindow+StatusBar.swift`): a view that is nobody's subview, whose layer is
// a sublayer of the window's layer, above the app's views and below the status bar, so the frame
// pipeline lays it out, draws and composites it with the window while `subviews`, hit-testing and
// the responder chain never see it. Touches that land on it reach no view of the app
// (`UIApplication+Events.swift`), as the keyboard's own window takes them on iOS.
extension UIWindow {
    /// Makes `responder` the window's first responder (nil: none) and tells the keyboard.
    func _setFirstResponder(_ responder: UIResponder?) {
        _firstResponder = responder
        _application._softwareKeyboard.firstResponderDidChange(in: self)
    }

    /// Makes `responder` resign whatever it answers: `_isBeingForcedToResign` is true for it while
    /// its `resignFirstResponder()` runs, and if it is still first responder after, it stops being.
    /// True when it was first responder.
    @discardableResult
    func _forceResignation(of responder: UIResponder) -> Bool {
        guard _firstResponder === responder else { return false }
        let keyboard = _application._softwareKeyboard
        let previous = keyboard.forcedResignation
        keyboard.forcedResignation = responder
        _ = responder.resignFirstResponder()
        keyboard.forcedResignation = previous
        if _firstResponder === responder { _setFirstResponder(nil) }
        return true
    }

    /// `rect` in screen coordinates, in the window's.
    func _rectFromScreen(_ rect: CGRect) -> CGRect {
        layer.convert(rect, from: nil)
    }

    /// Puts the keyboard panel's layer among the window's sublayers, below the status bar.
    func _installKeyboardLayer(_ keyboardLayer: CALayer) {
        if keyboardLayer.superlayer === layer, _keyboardLayerIsPlaced(keyboardLayer) { return }
        if let bar = _statusBarLayerOnTop {
            layer.insertSublayer(keyboardLayer, below: bar)
        } else {
            layer.addSublayer(keyboardLayer)
        }
    }

    /// Whether the keyboard's layer is where it belongs: last, or just below the status bar.
    private func _keyboardLayerIsPlaced(_ keyboardLayer: CALayer) -> Bool {
        let sublayers = layer._sublayers
        guard let last = sublayers.last else { return false }
        if last === keyboardLayer { return true }
        return last === _statusBarLayerOnTop && sublayers.count >= 2 && sublayers[sublayers.count - 2] === keyboardLayer
    }

    /// The keyboard panel's layer while it is one of the window's sublayers.
    var _keyboardLayerInWindow: CALayer? {
        guard let view = _application._softwareKeyboard.view, view.layer.superlayer === layer else { return nil }
        return view.layer
    }

    /// The lowest of the layers kept above the app's views (the keyboard's, the status bar's):
    /// where subviews' layers go below (`UIView+Hierarchy`).
    var _lowestOverlayLayer: CALayer? {
        _keyboardLayerInWindow ?? _statusBarLayerOnTop
    }

    /// Keeps the keyboard's layer above the app's views; run with every layout of the window,
    /// before the status bar is raised.
    func _layoutKeyboard() {
        guard let keyboardLayer = _keyboardLayerInWindow, !_keyboardLayerIsPlaced(keyboardLayer) else { return }
        _installKeyboardLayer(keyboardLayer)
    }

    /// Whether a touch at `screenPoint` lands on the keyboard shown in this window (where it is
    /// on screen now, mid-slide included).
    func _keyboardCovers(_ screenPoint: CGPoint) -> Bool {
        let keyboard = _application._softwareKeyboard
        guard keyboard.isShowing(in: self), let view = keyboard.view else { return false }
        let frame = view.layer.presentation()?.frame ?? view.frame
        return frame.contains(layer.convert(screenPoint, from: nil))
    }

    /// The keyboard moved (inside its animation block): the keyboard layout guides of the window's
    /// views follow, and the window is laid out, so views constrained to them move with it.
    func _keyboardFrameDidChange() {
        var found = false
        _forEachInSubtree { view in
            guard let guide = view._keyboardLayoutGuideStorage else { return }
            found = true
            guide._ownerGeometryDidChange()
            view.setNeedsLayout()
        }
        if found { layoutIfNeeded() }
    }
}
