import Foundation
import SQLite3
import Testing
import UIKit
import UIKitTesting

/// `import SQLite3` as on iOS: the tutorials' C calls, unchanged, on a database in the sandbox.
@MainActor @Suite struct SQLite3Tests {
    /// SQLite's `SQLITE_TRANSIENT` (a macro Swift cannot import): copy the bound text.
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    @Test func theContactsTutorialsCallsRunOnADatabaseInDocuments() throws {
        let host = UITestHost(launching: StorageAppDelegate.self)
        let documents = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)[0]
        let path = (documents as NSString).appendingPathComponent("contacts.sqlite")
        #expect(path.hasPrefix(host.containerURL!.path))

        var db: OpaquePointer?
        #expect(sqlite3_open(path, &db) == SQLITE_OK)
        var message: UnsafeMutablePointer<CChar>?
        let create = "CREATE TABLE IF NOT EXISTS t_contact (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT, phone TEXT);"
        #expect(sqlite3_exec(db, create, nil, nil, &message) == SQLITE_OK)
        #expect(message == nil)

        var statement: OpaquePointer?
        for (name, phone) in [("张三", "13800000000"), ("Li Si", "555-0101")] {
            #expect(sqlite3_prepare_v2(db, "INSERT INTO t_contact (name, phone) VALUES (?, ?);", -1, &statement, nil) == SQLITE_OK)
            sqlite3_bind_text(statement, 1, name, -1, transient)
            sqlite3_bind_text(statement, 2, phone, -1, transient)
            #expect(sqlite3_step(statement) == SQLITE_DONE)
            sqlite3_finalize(statement)
        }

        #expect(sqlite3_prepare_v2(db, "SELECT id, name, phone FROM t_contact ORDER BY id;", -1, &statement, nil) == SQLITE_OK)
        var rows: [String] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            let id = sqlite3_column_int(statement, 0)
            let name = String(cString: sqlite3_column_text(statement, 1))
            let phone = String(cString: sqlite3_column_text(statement, 2))
            rows.append("\(id) \(name) \(phone)")
        }
        #expect(sqlite3_finalize(statement) == SQLITE_OK)
        #expect(sqlite3_close(db) == SQLITE_OK)
        #expect(rows == ["1 张三 13800000000", "2 Li Si 555-0101"])
        #expect(FileManager.default.fileExists(atPath: host.containerURL!.path + "/Documents/contacts.sqlite"))
    }

    @Test func aBadStatementReportsItsErrorMessage() {
        let host = UITestHost(launching: StorageAppDelegate.self)
        defer { withExtendedLifetime(host) {} }
        var db: OpaquePointer?
        #expect(sqlite3_open(NSTemporaryDirectory() + "bad.sqlite", &db) == SQLITE_OK)
        var message: UnsafeMutablePointer<CChar>?
        #expect(sqlite3_exec(db, "SELEC nothing;", nil, nil, &message) == SQLITE_ERROR)
        #expect(message.map { String(cString: $0) }?.contains("syntax error") == true)
        sqlite3_free(message)
        sqlite3_close(db)
    }

    @Test func aDatabaseSurvivesARelaunchInTheSameContainer() throws {
        try UITestHost.removeContainer(named: "sqlite")
        defer { try? UITestHost.removeContainer(named: "sqlite") }
        func open() -> OpaquePointer? {
            var db: OpaquePointer?
            let path = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("db.sqlite").path
            #expect(sqlite3_open(path, &db) == SQLITE_OK)
            return db
        }
        do {
            let host = UITestHost(launching: StorageAppDelegate.self, container: .named("sqlite"))
            let db = open()
            #expect(sqlite3_exec(db, "CREATE TABLE t (v INTEGER); INSERT INTO t VALUES (7);", nil, nil, nil) == SQLITE_OK)
            sqlite3_close(db)
            host.terminate()
        }
        _ = UITestHost()
        let host = UITestHost(launching: StorageAppDelegate.self, container: .named("sqlite"))
        defer { withExtendedLifetime(host) {} }
        let db = open()
        var statement: OpaquePointer?
        sqlite3_prepare_v2(db, "SELECT v FROM t;", -1, &statement, nil)
        #expect(sqlite3_step(statement) == SQLITE_ROW)
        #expect(sqlite3_column_int(statement, 0) == 7)
        sqlite3_finalize(statement)
        sqlite3_close(db)
    }
}
