import Foundation

extension UIBarButtonItem {
    /// The items the system provides, with their English titles or drawn glyphs; raw values of
    /// `UIBarButtonItem.h`.
    ///
    /// `.done`, `.cancel`, `.edit`, `.save`, `.undo` and `.redo` show their title (`.done` and
    /// `.save` in the `.done` style's semibold); the others show a glyph drawn in the item's tint
    /// colour, close to the SF Symbol iOS 13+ uses (see `_UIBarGlyphs`). `.flexibleSpace` and
    /// `.fixedSpace` show nothing: toolbars and navigation bars lay them out as space.
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
        case flexibleSpace = 5
        case fixedSpace = 6
        case compose = 7
        case reply = 8
        case action = 9
        case organize = 10
        case bookmarks = 11
        case search = 12
        case refresh = 13
        case stop = 14
        case camera = 15
        case trash = 16
        case play = 17
        case pause = 18
        case rewind = 19
        case fastForward = 20
        case undo = 21
        case redo = 22
        /// Deprecated on iOS 11: draws a page-curl glyph.
        case pageCurl = 23
        case close = 24

        /// The English title of the text items; nil for glyph and space items.
        var _title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }

        /// Whether the title is drawn in the `.done` style (iOS draws Done and Save emphasised).
        var _isEmphasised: Bool { self == .done || self == .save }

        /// Whether the item is space, not a button.
        var _isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }
    }
}
