import Testing
import Foundation
@testable import UIKitTesting
@testable import UIKit

/// `UIPasteboard`: items, the convenience properties, change counts and notifications; the
/// general pasteboard belongs to the running application.
@MainActor @Suite struct UIPasteboardTests {
    @Test func eachApplicationStartsWithAnEmptyGeneralPasteboard() {
        _ = UITestHost()
        let board = UIPasteboard.general
        #expect(board.string == nil && board.strings == nil && !board.hasStrings)
        #expect(board.numberOfItems == 0 && board.changeCount == 0)
        board.string = "copied"
        _ = UITestHost()
        #expect(UIPasteboard.general.string == nil)
    }

    @Test func stringsAreItemsAndReplaceTheContents() {
        _ = UITestHost()
        let board = UIPasteboard.general
        board.strings = ["one", "two"]
        #expect(board.numberOfItems == 2)
        #expect(board.string == "one")
        #expect(board.items.first?["public.utf8-plain-text"] as? String == "one")
        #expect(board.types == ["public.utf8-plain-text"])
        board.url = URL(string: "https://swift.org")
        #expect(board.strings == nil && !board.hasStrings)
        #expect(board.hasURLs && board.url?.host == "swift.org")
        #expect(board.changeCount == 2)
        board.image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        #expect(board.hasImages && board.images?.count == 1 && !board.hasURLs)
        board.color = .red
        #expect(board.hasColors && board.color == .red)
        board.addItems([["public.utf8-plain-text": "more"]])
        #expect(board.numberOfItems == 2 && board.string == "more" && board.color == .red)
        board.string = nil
        #expect(board.numberOfItems == 0)
    }

    @Test func valuesAndDataByType() {
        _ = UITestHost()
        let board = UIPasteboard.general
        board.setValue("text", forPasteboardType: "public.utf8-plain-text")
        #expect(board.data(forPasteboardType: "public.utf8-plain-text") == Data("text".utf8))
        #expect(board.contains(pasteboardTypes: ["public.png", "public.utf8-plain-text"]))
        board.setData(Data([1, 2]), forPasteboardType: "com.example.raw")
        #expect(board.data(forPasteboardType: "com.example.raw") == Data([1, 2]))
        #expect(board.value(forPasteboardType: "public.utf8-plain-text") == nil)
    }

    @Test func changesArePostedWithTheTypesAddedAndRemoved() {
        _ = UITestHost()
        let board = UIPasteboard.general
        final class Box: @unchecked Sendable { var infos: [[AnyHashable: Any]] = [] }
        let box = Box()
        let token = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: board, queue: nil) { note in
            box.infos.append(note.userInfo ?? [:])
        }
        defer { NotificationCenter.default.removeObserver(token) }
        board.string = "a"
        board.url = URL(string: "https://example.com")
        #expect(box.infos.count == 2)
        #expect(box.infos[0][UIPasteboard.changedTypesAddedUserInfoKey] as? [String] == ["public.utf8-plain-text"])
        #expect(box.infos[1][UIPasteboard.changedTypesRemovedUserInfoKey] as? [String] == ["public.utf8-plain-text"])
        #expect(box.infos[1][UIPasteboard.changedTypesAddedUserInfoKey] as? [String] == ["public.url"])
    }

    @Test func namedPasteboardsAreSeparateAndRemovable() {
        _ = UITestHost()
        let name = UIPasteboard.Name("com.example.board")
        #expect(UIPasteboard(name: name, create: false) == nil)
        let board = UIPasteboard(name: name, create: true)!
        board.string = "private"
        #expect(UIPasteboard(name: name, create: false)?.string == "private")
        #expect(UIPasteboard.general.string == nil)
        UIPasteboard.remove(withName: name)
        #expect(UIPasteboard(name: name, create: false) == nil)
        #expect(UIPasteboard.withUniqueName().name != UIPasteboard.withUniqueName().name)
        #expect(UIPasteboard(name: .general, create: false)?.name == .general)
    }
}
