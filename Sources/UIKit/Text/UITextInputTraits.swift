import Foundation

/// The text-input traits of a responder that takes typing: what keyboard it wants and what the
/// text system does to what is typed (`UITextInputTraits.h`).
///
/// Apple's protocol has optional settable properties; Swift on Linux has no optional
/// requirements, so here the traits are read-only requirements with UIKit's defaults in an
/// extension: a view adopting `UIKeyInput` gets them for free, and a class that stores them
/// (`UITextField`, `UITextView`) declares them as settable properties of its own (DEVIATIONS.md).
@MainActor
public protocol UITextInputTraits: AnyObject {
    /// When to capitalise typed text. Default `.sentences`.
    var autocapitalizationType: UITextAutocapitalizationType { get }
    /// Whether to autocorrect. Default `.default`.
    var autocorrectionType: UITextAutocorrectionType { get }
    /// Whether to check spelling. Default `.default`.
    var spellCheckingType: UITextSpellCheckingType { get }
    /// The keyboard to show. Default `.default`.
    var keyboardType: UIKeyboardType { get }
    /// The keyboard's look. Default `.default`.
    var keyboardAppearance: UIKeyboardAppearance { get }
    /// The title of the return key. Default `.default`.
    var returnKeyType: UIReturnKeyType { get }
    /// Whether the return key is disabled while there is no text. Default false.
    var enablesReturnKeyAutomatically: Bool { get }
    /// Whether the text is hidden as it is typed (bullets) and cannot be copied. Default false.
    var isSecureTextEntry: Bool { get }
    /// What the text means, for autofill. Default nil.
    var textContentType: UITextContentType? { get }
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    public var autocorrectionType: UITextAutocorrectionType { .default }
    public var spellCheckingType: UITextSpellCheckingType { .default }
    public var keyboardType: UIKeyboardType { .default }
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    public var returnKeyType: UIReturnKeyType { .default }
    public var enablesReturnKeyAutomatically: Bool { false }
    public var isSecureTextEntry: Bool { false }
    public var textContentType: UITextContentType? { nil }
}

/// When typed text is capitalised (`UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// Whether typed text is autocorrected (`UITextAutocorrectionType`).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Whether spelling is checked (`UITextSpellCheckingType`).
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}

/// The keyboard a text input asks for (`UIKeyboardType`, raw values of `UITextInputTraits.h`).
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// `.alphabet` is an older name of `.asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The keyboard's look (`UIKeyboardAppearance`).
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark, light
    /// `.alert` is an older name of `.dark`.
    public static var alert: UIKeyboardAppearance { .dark }
}

/// The title of the return key (`UIReturnKeyType`).
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// What a text input's text means, for autofill (`UITextContentType`).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let givenName = UITextContentType("given-name")
    public static let familyName = UITextContentType("family-name")
    public static let nickname = UITextContentType("nickname")
    public static let emailAddress = UITextContentType("email")
    public static let telephoneNumber = UITextContentType("tel")
    public static let URL = UITextContentType("url")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let postalCode = UITextContentType("postal-code")
    public static let countryName = UITextContentType("country-name")
    public static let organizationName = UITextContentType("organization")
    public static let jobTitle = UITextContentType("job-title")
}
