import Foundation
import GRDB

/// The contacts app's storage: a SQLite database (through GRDB's `DatabaseQueue`), by default at
/// `Documents/contacts.sqlite` in the app's container, migrated to the current schema when opened.
///
/// Every call reads or writes at once in its own transaction (nothing is pending in memory), so
/// an app that goes to the background or is terminated has nothing to flush; `close()` releases
/// the file.
public final class ContactStore: Sendable {
    /// The database connection (serial: one statement at a time).
    public let dbQueue: DatabaseQueue

    /// The file's name in Documents.
    public static let fileName = "contacts.sqlite"

    /// `Documents/contacts.sqlite` of the current container (`NSHomeDirectory()`'s Documents).
    public static var defaultURL: URL {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Documents", isDirectory: true)
        return documents.appendingPathComponent(fileName)
    }

    /// Opens (creating when missing) the database at `url` and migrates it. Throws GRDB's
    /// `DatabaseError` when the file is not a database (SQLITE_NOTADB) or cannot be opened.
    public init(url: URL = ContactStore.defaultURL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        dbQueue = try DatabaseQueue(path: url.path)
        try Self.migrator.migrate(dbQueue)
    }

    /// A database in memory, gone with the store (the Catalog's scenarios and the tests).
    public init(inMemory contacts: [Contact]) throws {
        dbQueue = try DatabaseQueue()
        try Self.migrator.migrate(dbQueue)
        try dbQueue.write { db in
            for var contact in contacts { try contact.insert(db) }
        }
    }

    /// The schema, one migration per version.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: contact") { db in
            try db.create(table: Contact.databaseTableName) { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("name", .text).notNull()
                table.column("phone", .text).notNull().defaults(to: "")
                table.column("pinyin", .text).notNull().defaults(to: "")
            }
            try db.create(index: "contact_on_pinyin", on: Contact.databaseTableName, columns: ["pinyin", "name"])
        }
        return migrator
    }

    /// The order of the list: by pinyin, then name, then id.
    private static func ordered(_ request: QueryInterfaceRequest<Contact>) -> QueryInterfaceRequest<Contact> {
        request.order(Contact.Columns.pinyin, Contact.Columns.name, Contact.Columns.id)
    }

    // MARK: Writing

    /// Inserts `contact` and returns it with its new id.
    @discardableResult
    public func insert(_ contact: Contact) throws -> Contact {
        try dbQueue.write { db in
            var inserted = contact
            inserted.id = nil
            try inserted.insert(db)
            return inserted
        }
    }

    /// Inserts all of `contacts` (new ids, theirs ignored) in one transaction, through one
    /// prepared statement (a record's `insert` per row costs 3× as much for 10,000 rows:
    /// StorageBenchmarks).
    public func insert(contentsOf contacts: [Contact]) throws {
        try dbQueue.write { db in
            let statement = try db.cachedStatement(sql: "INSERT INTO contact (name, phone, pinyin) VALUES (?, ?, ?)")
            for contact in contacts {
                try statement.execute(arguments: [contact.name, contact.phone, contact.pinyin])
            }
        }
    }

    /// Saves the changes of an inserted contact (found by its id).
    public func update(_ contact: Contact) throws {
        try dbQueue.write { db in try contact.update(db) }
    }

    /// Deletes the contact whose id is `id`; returns whether there was one.
    @discardableResult
    public func delete(id: Int64) throws -> Bool {
        try dbQueue.write { db in try Contact.deleteOne(db, key: id) }
    }

    /// Deletes every contact.
    public func deleteAll() throws {
        _ = try dbQueue.write { db in try Contact.deleteAll(db) }
    }

    // MARK: Reading

    /// How many contacts there are.
    public func count() throws -> Int {
        try dbQueue.read { db in try Contact.fetchCount(db) }
    }

    /// Every contact, in the list's order (pinyin, name).
    public func all() throws -> [Contact] {
        try dbQueue.read { db in try Self.ordered(Contact.all()).fetchAll(db) }
    }

    /// The contact whose id is `id`, if any.
    public func contact(id: Int64) throws -> Contact? {
        try dbQueue.read { db in try Contact.fetchOne(db, key: id) }
    }

    /// At most `limit` contacts from `offset` on, in the list's order.
    public func page(limit: Int, offset: Int) throws -> [Contact] {
        try dbQueue.read { db in try Self.ordered(Contact.all()).limit(limit, offset: offset).fetchAll(db) }
    }

    /// The contacts whose name, pinyin or phone contains `text` (ASCII letters ignoring case), in
    /// the list's order; every contact for an empty text.
    public func search(_ text: String) throws -> [Contact] {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return try all() }
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_")
        let pattern = "%\(escaped)%"
        return try dbQueue.read { db in
            try Self.ordered(Contact.filter(sql: "name LIKE ? ESCAPE '\\' OR pinyin LIKE ? ESCAPE '\\' OR phone LIKE ? ESCAPE '\\'",
                                            arguments: [pattern, pattern, pattern])).fetchAll(db)
        }
    }

    /// Closes the database; the store cannot be used afterwards.
    public func close() throws {
        try dbQueue.close()
    }
}
