import Foundation

/// A keyboard shortcut (`UIKeyCommand`, iOS 7): a key (`input`) with modifier keys and the action
/// it performs. Responders offer shortcuts through `keyCommands` (and view controllers through
/// `addKeyCommand(_:)`); when the keys are pressed on a hardware keyboard, UIKit looks for the
/// command along the key window's responder chain and sends its action along the same chain, from
/// the first responder, to the first responder that implements it (see
/// `UIApplication+Presses.swift` for the order of everything a key press goes through).
///
/// The action is a method reference, as for `UIControl` targets — `#selector` does not exist on
/// Linux: `UIKeyCommand(input: "s", modifierFlags: .command, action: Self.save)`, with a method
/// taking nothing, the command, or `Any?` (the form of the standard edit actions). The command
/// holds no target: the method's class says which responder of the chain performs it.
@MainActor
open class UIKeyCommand: UIMenuElement {
    private let _input: String?
    private let _modifierFlags: UIKeyModifierFlags
    /// Whether `responder` implements the action (is an instance of the method's class).
    let _accepts: (UIResponder) -> Bool
    /// Performs the action on a responder `_accepts` took, with the command as sender.
    let _perform: (UIResponder, UIKeyCommand) -> Void
    /// The method's class and parameters, for descriptions: `"EditorViewController.()"`.
    let _signature: String

    /// The key to press: its characters (`"s"`, `"/"`), or one of the special inputs
    /// (`UIKeyCommand.inputUpArrow`, …). Letters match in either case.
    open var input: String? { _input }

    /// The modifier keys to hold with it.
    open var modifierFlags: UIKeyModifierFlags { _modifierFlags }

    /// The command's title (shown in menus and the shortcut overlay). Default "".
    open override var title: String {
        get { _title }
        set { _title = newValue }
    }

    /// The command's image. Default nil.
    open override var image: UIImage? {
        get { _image }
        set { _image = newValue }
    }

    /// A longer title for the shortcut overlay. Default nil.
    open var discoverabilityTitle: String?

    /// Whether the command is tried before the text system and focus movement (iOS 15): by default
    /// a key the first responder's text input consumes (a letter, Return, Tab, Backspace) goes to
    /// the text first and the command gets it only when the text input does not. Default false.
    open var wantsPriorityOverSystemBehavior = false

    /// Whether the system may localize the command's input for the keyboard layout (iOS 15).
    /// Stored; Rockhopper's keyboard is a US one. Default true.
    open var allowsAutomaticLocalization = true

    /// Whether the system may mirror the command's input in right-to-left layouts (iOS 15).
    /// Stored. Default false.
    open var allowsAutomaticMirroring = false

    // MARK: Making commands

    init(title: String, image: UIImage?, input: String?, modifierFlags: UIKeyModifierFlags,
         discoverabilityTitle: String?, accepts: @escaping (UIResponder) -> Bool,
         perform: @escaping (UIResponder, UIKeyCommand) -> Void, signature: String) {
        _input = input
        _modifierFlags = modifierFlags
        _accepts = accepts
        _perform = perform
        _signature = signature
        self.discoverabilityTitle = discoverabilityTitle
        super.init(title: title, image: image)
    }

    /// A command for `input` with `modifierFlags` performing `action`, which takes nothing.
    public convenience init<T: UIResponder>(input: String, modifierFlags: UIKeyModifierFlags,
                                            action: @escaping (T) -> () -> Void) {
        self.init(title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A command for `input` with `modifierFlags` performing `action`, which takes the command.
    public convenience init<T: UIResponder>(input: String, modifierFlags: UIKeyModifierFlags,
                                            action: @escaping (T) -> (UIKeyCommand) -> Void) {
        self.init(title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A command for `input` with `modifierFlags` performing `action`, which takes `Any?` (the
    /// form of the standard edit actions, `copy(_:)`, `paste(_:)`).
    public convenience init<T: UIResponder>(input: String, modifierFlags: UIKeyModifierFlags,
                                            action: @escaping (T) -> (Any?) -> Void) {
        self.init(title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A titled command (iOS 13), its action taking nothing.
    public convenience init<T: UIResponder>(title: String = "", image: UIImage? = nil, action: @escaping (T) -> () -> Void,
                                            input: String, modifierFlags: UIKeyModifierFlags = [],
                                            discoverabilityTitle: String? = nil) {
        self.init(title: title, image: image, input: input, modifierFlags: modifierFlags,
                  discoverabilityTitle: discoverabilityTitle, accepts: { $0 is T },
                  perform: { responder, _ in action(responder as! T)() }, signature: "\(T.self).()")
    }

    /// A titled command (iOS 13), its action taking the command.
    public convenience init<T: UIResponder>(title: String = "", image: UIImage? = nil, action: @escaping (T) -> (UIKeyCommand) -> Void,
                                            input: String, modifierFlags: UIKeyModifierFlags = [],
                                            discoverabilityTitle: String? = nil) {
        self.init(title: title, image: image, input: input, modifierFlags: modifierFlags,
                  discoverabilityTitle: discoverabilityTitle, accepts: { $0 is T },
                  perform: { responder, command in action(responder as! T)(command) }, signature: "\(T.self).(UIKeyCommand)")
    }

    /// A titled command (iOS 13), its action taking `Any?`.
    public convenience init<T: UIResponder>(title: String = "", image: UIImage? = nil, action: @escaping (T) -> (Any?) -> Void,
                                            input: String, modifierFlags: UIKeyModifierFlags = [],
                                            discoverabilityTitle: String? = nil) {
        self.init(title: title, image: image, input: input, modifierFlags: modifierFlags,
                  discoverabilityTitle: discoverabilityTitle, accepts: { $0 is T },
                  perform: { responder, command in action(responder as! T)(command) }, signature: "\(T.self).(Any?)")
    }

    /// The iOS 9 form with a discoverability title (deprecated in iOS 13), its action taking
    /// nothing.
    public convenience init<T: UIResponder>(input: String, modifierFlags: UIKeyModifierFlags,
                                            action: @escaping (T) -> () -> Void, discoverabilityTitle: String) {
        self.init(title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags,
                  discoverabilityTitle: discoverabilityTitle)
    }

    /// The iOS 9 form with a discoverability title (deprecated in iOS 13), its action taking the
    /// command.
    public convenience init<T: UIResponder>(input: String, modifierFlags: UIKeyModifierFlags,
                                            action: @escaping (T) -> (UIKeyCommand) -> Void, discoverabilityTitle: String) {
        self.init(title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags,
                  discoverabilityTitle: discoverabilityTitle)
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            "<UIKeyCommand: input=\((_input ?? "").debugDescription), modifierFlags=\(_modifierFlags.rawValue), action=\(_signature), title=\(_title.debugDescription)>"
        }
    }

    // MARK: Special inputs

    /// The Up Arrow key. [H] UIResponder.h `UIKeyInputUpArrow`; its value is the constant's name,
    /// as on iOS.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The Down Arrow key.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The Left Arrow key.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The Right Arrow key.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key: the escape character.
    nonisolated public static let inputEscape = "\u{1B}"
    /// The Page Up key (iOS 8).
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key (iOS 8).
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key (iOS 13.4).
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// The End key (iOS 13.4).
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The Delete key (iOS 15): Backspace, the key Apple's keyboards label "delete"; its
    /// characters, the backspace character (docs/DEVIATIONS.md).
    nonisolated public static let inputDelete = "\u{8}"
    /// The function keys F1–F12 (iOS 13.4).
    nonisolated public static let f1 = "UIKeyInputF1"
    nonisolated public static let f2 = "UIKeyInputF2"
    nonisolated public static let f3 = "UIKeyInputF3"
    nonisolated public static let f4 = "UIKeyInputF4"
    nonisolated public static let f5 = "UIKeyInputF5"
    nonisolated public static let f6 = "UIKeyInputF6"
    nonisolated public static let f7 = "UIKeyInputF7"
    nonisolated public static let f8 = "UIKeyInputF8"
    nonisolated public static let f9 = "UIKeyInputF9"
    nonisolated public static let f10 = "UIKeyInputF10"
    nonisolated public static let f11 = "UIKeyInputF11"
    nonisolated public static let f12 = "UIKeyInputF12"
}
