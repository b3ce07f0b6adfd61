import Foundation

// The software keyboard's notifications and their `userInfo` keys (`UIWindow.h`'s
// `UIKeyboard…Notification` and `UIKeyboard…UserInfoKey`, in Swift on `UIResponder`). They are
// posted to `NotificationCenter.default` with a nil object, in this order (see
// `Keyboard/_UISoftwareKeyboard.swift`):
//   coming up:     keyboardWillChangeFrame, keyboardWillShow  … slide …  keyboardDidChangeFrame, keyboardDidShow
//   going down:    keyboardWillChangeFrame, keyboardWillHide  … slide …  keyboardDidChangeFrame, keyboardDidHide
//   another input: keyboardWillChangeFrame                    … slide …  keyboardDidChangeFrame
// The `will`s are posted inside the keyboard's animation block, after the text input became (or
// stopped being) first responder; the `did`s when the slide ends. Read the frames as iOS code does:
// `(note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue`.
extension UIResponder {
    /// The keyboard is about to come up.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// The keyboard came up.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// The keyboard is about to go down.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// The keyboard went down.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// The keyboard's frame is about to change (with every show and hide, and when another text
    /// input takes over).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// The keyboard's frame changed.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change: an `NSValue` of a `CGRect` in screen coordinates.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change: an `NSValue` of a `CGRect` in screen coordinates.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The keyboard's animation duration: an `NSNumber` of seconds (0.25).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The keyboard's animation curve: an `NSNumber` of a `UIView.AnimationCurve` raw value (7,
    /// the keyboard's own curve; `UIView.AnimationOptions(rawValue: UInt(curve) << 16)` animates
    /// with it).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app: an `NSNumber` of a `Bool` (always true here).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
    /// The keyboard's centre before the change (deprecated in iOS 3.2): an `NSValue` of a `CGPoint`.
    nonisolated public static let keyboardCenterBeginUserInfoKey = "UIKeyboardCenterBeginUserInfoKey"
    /// The keyboard's centre after the change (deprecated in iOS 3.2): an `NSValue` of a `CGPoint`.
    nonisolated public static let keyboardCenterEndUserInfoKey = "UIKeyboardCenterEndUserInfoKey"
    /// The keyboard's bounds (deprecated in iOS 3.2): an `NSValue` of a `CGRect`.
    nonisolated public static let keyboardBoundsUserInfoKey = "UIKeyboardBoundsUserInfoKey"
}
