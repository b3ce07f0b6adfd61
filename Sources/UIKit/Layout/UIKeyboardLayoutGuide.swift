import Foundation

/// The guide for the part of a view the keyboard covers (iOS 15): across the view's bottom, its
/// top the keyboard's top while the keyboard is up, else the top of the view's bottom safe area.
/// Get it from `UIView.keyboardLayoutGuide` and pin views above it (`view.bottomAnchor.constraint(
/// equalTo: view.keyboardLayoutGuide.topAnchor)`); they move with the keyboard's animation.
///
/// The guide follows the keyboard of its view's window (`Keyboard/_UISoftwareKeyboard.swift`): it
/// changes inside the keyboard's animation block, which lays out the window, so views constrained
/// to it slide with the keyboard's curve. `UITrackingLayoutGuide`, the class Apple's derives from,
/// is not here; the keyboard is always docked.
@MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows the keyboard when it is undocked or floating (iPad). Stored: the
    /// keyboard here is always docked. Default false.
    open var followsUndockedKeyboard = false

    /// Whether the guide's top stays at the bottom safe area while the keyboard is down (iOS 17);
    /// false puts it at the view's bottom. Default true.
    open var usesBottomSafeArea = true {
        didSet {
            guard usesBottomSafeArea != oldValue else { return }
            _ownerGeometryDidChange()
            _owningView?.setNeedsLayout()
        }
    }

    /// The guide of `view` (made by `UIView.keyboardLayoutGuide`).
    init(_owningView view: UIView) {
        super.init(_system: .keyboard, identifier: "UIViewKeyboardLayoutGuide")
        _owningView = view
    }

    /// How tall the guide is in its view: what the keyboard covers of the view, at least the
    /// bottom safe-area inset (with `usesBottomSafeArea`), at most the view's height.
    var _height: CGFloat {
        guard let view = _owningView else { return 0 }
        var height = usesBottomSafeArea ? view.safeAreaInsets.bottom : 0
        if let window = view.window {
            let keyboard = window._application._softwareKeyboard
            if keyboard.isUp, keyboard.window === window {
                let top = view.convert(window._rectFromScreen(keyboard.frame), from: window).minY
                height = max(height, view.bounds.maxY - top)
            }
        }
        return min(max(height, 0), view.bounds.height)
    }
}

extension UIView {
    /// The guide for the part of the view the keyboard covers (iOS 15), made on first use.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = _keyboardLayoutGuideStorage { return guide }
        let guide = UIKeyboardLayoutGuide(_owningView: self)
        _keyboardLayoutGuideStorage = guide
        return guide
    }
}
