import Foundation
#if SnapshotTesting
@_implementationOnly import CSDL2  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CSDL2
#endif

/// The system clipboard behind `UIPasteboard.general` while a window host runs (the SDL host sets
/// it as its runtime's pasteboard backend). Not API.
///
/// - Writing: the items are kept (so URLs, images and colours read back as they were put), and
///   the first string item — else the first URL's absolute string — becomes the clipboard's text
///   (`SDL_SetClipboardText`); items without text leave the clipboard empty.
/// - Reading: when the clipboard's text is not the one last written (another application copied),
///   the items become one string item with that text, and `changeCount` goes up by one, as iOS
///   counts changes made by other apps.
@MainActor
final class _SDLClipboard: _UIPasteboardBackend {
    private var stored: [[String: Any]] = []
    private var storedChangeCount = 0
    /// The clipboard's text as last written or read (nil: empty).
    private var lastText: String?

    init() {
        lastText = Self.clipboardText()
        if let text = lastText { stored = [[UIPasteboard.stringType: text]] }
    }

    var items: [[String: Any]] {
        syncFromClipboard()
        return stored
    }

    var changeCount: Int {
        syncFromClipboard()
        return storedChangeCount
    }

    func replaceItems(_ items: [[String: Any]]) {
        stored = items
        storedChangeCount += 1
        let text = items.lazy.compactMap { $0[UIPasteboard.stringType] as? String }.first
            ?? items.lazy.compactMap { ($0[UIPasteboard.urlType] as? URL)?.absoluteString }.first
        _ = SDL_SetClipboardText(text ?? "")
        lastText = text
    }

    /// Takes another application's copy, if there was one.
    private func syncFromClipboard() {
        let text = Self.clipboardText()
        guard text != lastText else { return }
        lastText = text
        stored = text.map { [[UIPasteboard.stringType: $0]] } ?? []
        storedChangeCount += 1
    }

    /// Puts `text` on the clipboard as another application would (for tests).
    static func setClipboardText(_ text: String) {
        _ = SDL_SetClipboardText(text)
    }

    /// The clipboard's text (nil when it has none).
    static func clipboardText() -> String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let pointer = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(pointer) }
        let text = String(cString: pointer)
        return text.isEmpty ? nil : text
    }
}
