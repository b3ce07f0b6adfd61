import Foundation

/// A place to put data for pasting: `UIPasteboard.general` is the one cut, copy and paste use.
///
/// A pasteboard holds items; each item maps type identifiers to values (a string under
/// `"public.utf8-plain-text"`, a URL under `"public.url"`, an image under `"public.png"`, a colour
/// under `"com.apple.uikit.color"`). The convenience properties read the first item that has
/// the type (`string`) or every such item (`strings`), and setting them replaces all items.
/// Every change adds one to `changeCount` and posts `UIPasteboard.changedNotification` with the
/// types added and removed.
///
/// Here the general pasteboard belongs to the running application (each `UITestHost` starts with
/// an empty one) and lives in memory, behind `_UIPasteboardBackend`: a window host can put the
/// system clipboard behind it (COMPATIBILITY.md). Named and unique pasteboards are in memory
/// only, as iOS keeps them to the app.
@MainActor
open class UIPasteboard {
    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name.
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    /// The type identifiers the convenience properties use.
    static let stringType = "public.utf8-plain-text"
    static let urlType = "public.url"
    static let imageType = "public.png"
    static let colorType = "com.apple.uikit.color"

    /// Posted when a pasteboard's contents change; `userInfo` has the types added
    /// (`changedTypesAddedUserInfoKey`) and removed (`changedTypesRemovedUserInfoKey`).
    public static let changedNotification = NSNotification.Name("UIPasteboardChangedNotification")
    /// Posted when a named pasteboard is removed.
    public static let removedNotification = NSNotification.Name("UIPasteboardRemovedNotification")
    /// `userInfo` key of `changedNotification`: the type identifiers added.
    public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// `userInfo` key of `changedNotification`: the type identifiers removed.
    public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The pasteboard's name.
    public let name: Name
    let _backend: any _UIPasteboardBackend

    init(_name: Name, backend: any _UIPasteboardBackend) {
        name = _name
        _backend = backend
    }

    /// The pasteboard cut, copy and paste use.
    open class var general: UIPasteboard { _UIRuntime.current.generalPasteboard }

    /// The pasteboard named `pasteboardName`, made when `create` is true and it does not exist
    /// yet (nil otherwise). `.general` gives the general pasteboard.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        let runtime = _UIRuntime.current
        if pasteboardName == .general {
            self.init(_name: .general, backend: runtime.generalPasteboard._backend)
            return
        }
        if let existing = runtime.namedPasteboards[pasteboardName] {
            self.init(_name: pasteboardName, backend: existing)
        } else if create {
            let backend = _UIMemoryPasteboard()
            runtime.namedPasteboards[pasteboardName] = backend
            self.init(_name: pasteboardName, backend: backend)
        } else {
            return nil
        }
    }

    /// A new pasteboard with a name no other has.
    open class func withUniqueName() -> UIPasteboard {
        UIPasteboard(name: Name(UUID().uuidString), create: true)!
    }

    /// Forgets the pasteboard named `pasteboardName` (not the general one).
    open class func remove(withName pasteboardName: Name) {
        guard pasteboardName != .general,
              _UIRuntime.current.namedPasteboards.removeValue(forKey: pasteboardName) != nil else { return }
        NotificationCenter.default.post(name: removedNotification, object: nil)
    }

    // MARK: - Items

    /// Goes up by one with every change of the contents.
    open var changeCount: Int { _backend.changeCount }

    /// The items, each mapping type identifiers to values. Setting it replaces them.
    open var items: [[String: Any]] {
        get { _backend.items }
        set { replaceItems(newValue) }
    }

    /// How many items there are.
    open var numberOfItems: Int { _backend.items.count }

    /// Adds `items` after the existing ones.
    open func addItems(_ items: [[String: Any]]) {
        replaceItems(self.items + items)
    }

    /// Replaces the items (options such as expiration are not kept: the contents stay until
    /// replaced).
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        replaceItems(items)
    }

    /// Keys of `setItems(_:options:)`'s options.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Keep the items on this device only.
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
        /// Remove the items at this date.
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
    }

    /// The type identifiers of the first item.
    open var types: [String] { _backend.items.first.map { Array($0.keys).sorted() } ?? [] }

    /// Whether the first item has any of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        let first = _backend.items.first ?? [:]
        return pasteboardTypes.contains { first[$0] != nil }
    }

    /// The first item's value of type `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? {
        _backend.items.first?[pasteboardType]
    }

    /// Replaces the items with one holding `value` as `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        replaceItems([[pasteboardType: value]])
    }

    /// The first item's value of type `pasteboardType` as data (strings as UTF-8).
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        switch value(forPasteboardType: pasteboardType) {
        case let data as Data: data
        case let string as String: Data(string.utf8)
        case let url as URL: Data(url.absoluteString.utf8)
        default: nil
        }
    }

    /// Replaces the items with one holding `data` as `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        replaceItems([[pasteboardType: data]])
    }

    private func replaceItems(_ newItems: [[String: Any]]) {
        let oldTypes = Set(_backend.items.flatMap(\.keys))
        _backend.replaceItems(newItems)
        let newTypes = Set(newItems.flatMap(\.keys))
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self, userInfo: [
            UIPasteboard.changedTypesAddedUserInfoKey: Array(newTypes.subtracting(oldTypes)).sorted(),
            UIPasteboard.changedTypesRemovedUserInfoKey: Array(oldTypes.subtracting(newTypes)).sorted(),
        ])
    }

    private func values<T>(_ type: String, as: T.Type) -> [T] {
        _backend.items.compactMap { $0[type] as? T }
    }

    // MARK: - Convenience

    /// The first string; setting it replaces the contents with it (nil empties the pasteboard).
    open var string: String? {
        get { values(UIPasteboard.stringType, as: String.self).first }
        set { strings = newValue.map { [$0] } }
    }

    /// Every string, one per item; nil when there is none.
    open var strings: [String]? {
        get { let all = values(UIPasteboard.stringType, as: String.self); return all.isEmpty ? nil : all }
        set { replaceItems((newValue ?? []).map { [UIPasteboard.stringType: $0] }) }
    }

    /// The first URL; setting it replaces the contents.
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// Every URL; nil when there is none.
    open var urls: [URL]? {
        get { let all = values(UIPasteboard.urlType, as: URL.self); return all.isEmpty ? nil : all }
        set { replaceItems((newValue ?? []).map { [UIPasteboard.urlType: $0] }) }
    }

    /// The first image; setting it replaces the contents.
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// Every image; nil when there is none.
    open var images: [UIImage]? {
        get { let all = values(UIPasteboard.imageType, as: UIImage.self); return all.isEmpty ? nil : all }
        set { replaceItems((newValue ?? []).map { [UIPasteboard.imageType: $0] }) }
    }

    /// The first colour; setting it replaces the contents.
    open var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }

    /// Every colour; nil when there is none.
    open var colors: [UIColor]? {
        get { let all = values(UIPasteboard.colorType, as: UIColor.self); return all.isEmpty ? nil : all }
        set { replaceItems((newValue ?? []).map { [UIPasteboard.colorType: $0] }) }
    }

    /// Whether some item has a string (without reading it).
    open var hasStrings: Bool { _backend.items.contains { $0[UIPasteboard.stringType] != nil } }
    /// Whether some item has a URL.
    open var hasURLs: Bool { _backend.items.contains { $0[UIPasteboard.urlType] != nil } }
    /// Whether some item has an image.
    open var hasImages: Bool { _backend.items.contains { $0[UIPasteboard.imageType] != nil } }
    /// Whether some item has a colour.
    open var hasColors: Bool { _backend.items.contains { $0[UIPasteboard.colorType] != nil } }
}

/// Where a pasteboard's items live: the seam a window host uses to put the system clipboard
/// behind `UIPasteboard.general` (reading the clipboard's text as a string item, writing string
/// items to it). Not API.
@MainActor
package protocol _UIPasteboardBackend: AnyObject {
    /// The items, each mapping type identifiers to values.
    var items: [[String: Any]] { get }
    /// Goes up by one with every `replaceItems`.
    var changeCount: Int { get }
    /// Replaces the items.
    func replaceItems(_ items: [[String: Any]])
}

/// Items kept in memory: named pasteboards, and the general one until a host connects a clipboard.
@MainActor
final class _UIMemoryPasteboard: _UIPasteboardBackend {
    private(set) var items: [[String: Any]] = []
    private(set) var changeCount = 0

    func replaceItems(_ items: [[String: Any]]) {
        self.items = items
        changeCount += 1
    }
}
