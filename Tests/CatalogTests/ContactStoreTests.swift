import Foundation
import GRDB
import Testing
@testable import CatalogScenarios

/// The contacts app's SQLite store: what is written is read back, in the list's order, by page
/// and by search; a file that is not a database is an error, not a crash.
@MainActor @Suite struct ContactStoreTests {
    /// A fresh directory for a test's database file.
    static func scratchFile() -> URL {
        URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("rockhopper-contact-store-\(UUID().uuidString)", isDirectory: true)
            .appendingPathComponent(ContactStore.fileName)
    }

    static let three = [Contact(name: "张伟", phone: "138 0013 8000", pinyin: "Zhang Wei"),
                        Contact(name: "王芳", phone: "139 1111 2222", pinyin: "Wang Fang"),
                        Contact(name: "安娜", phone: "150 3333 4444", pinyin: "An Na")]

    @Test func contactsWrittenToAFileAreReadBackByAStoreOpenedAgain() throws {
        let file = Self.scratchFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        var inserted: [Contact] = []
        do {
            let store = try ContactStore(url: file)
            for contact in Self.three { inserted.append(try store.insert(contact)) }
            #expect(inserted.allSatisfy { $0.id != nil }, "insert gives the new ids")
            var edited = inserted[0]
            edited.phone = "186 0000 0000"
            try store.update(edited)
            #expect(try store.delete(id: inserted[1].id!))
            #expect(try store.delete(id: 9_999) == false, "deleting a missing id says so")
            try store.close()
        }
        let reopened = try ContactStore(url: file)
        let all = try reopened.all()
        #expect(all.map(\.name) == ["安娜", "张伟"], "in pinyin order, without the deleted one")
        #expect(all.first { $0.name == "张伟" }?.phone == "186 0000 0000", "the update was kept")
        #expect(try reopened.contact(id: inserted[2].id!) == inserted[2], "a contact round-trips whole")
        #expect(try reopened.count() == 2)
    }

    @Test func searchMatchesTheNameThePinyinOrThePhoneAndTakesWildcardsLiterally() throws {
        let store = try ContactStore(inMemory: Self.three)
        #expect(try store.search("王").map(\.name) == ["王芳"])
        #expect(try store.search("zhang").map(\.name) == ["张伟"], "pinyin, ignoring case")
        #expect(try store.search("139").map(\.name) == ["王芳"], "phone")
        #expect(try store.search(" 13 ").map(\.name) == ["王芳", "张伟"], "spaces around are ignored")
        #expect(try store.search("%").isEmpty, "% is a character, not a wildcard")
        #expect(try store.search("_").isEmpty, "_ is a character, not a wildcard")
        #expect(try store.search("").count == 3, "an empty search is every contact")
        #expect(try store.search("李").isEmpty)
    }

    @Test func pagesFollowTheListsOrderAndEndWhereTheContactsEnd() throws {
        let store = try ContactStore(inMemory: ContactsViewController.sampleContacts)
        let all = try store.all()
        #expect(all.count == ContactsViewController.contacts.count)
        #expect(all.map(\.pinyin) == all.map(\.pinyin).sorted(), "all() is in pinyin order")
        #expect(try store.page(limit: 10, offset: 0) == Array(all[0..<10]))
        #expect(try store.page(limit: 10, offset: 10) == Array(all[10..<20]))
        #expect(try store.page(limit: 10, offset: 30) == Array(all[30...]), "the last page is short")
        #expect(try store.page(limit: 10, offset: 100).isEmpty)
    }

    @Test func aFileThatIsNotADatabaseGivesAnErrorNotACrash() throws {
        let file = Self.scratchFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: 4096).write(to: file)
        #expect(throws: DatabaseError.self) { try ContactStore(url: file) }
    }

    @Test func aContactsSectionIsTheInitialOfItsPinyin() {
        #expect(Contact(name: "张伟", phone: "", pinyin: "Zhang Wei").initial == "Z")
        #expect(Contact(name: "alice", phone: "").initial == "A")
        #expect(Contact(name: "123", phone: "").initial == "#")
        #expect(Contact(name: "李娜", phone: "").pinyin == "Li Na", "Han characters to pinyin without tones")
    }
}
