import Foundation
import Testing
@testable import CatalogScenarios

/// The SQLite C API demo: rows inserted with bound parameters come back from a query, and a file
/// that is not a database is an error.
@MainActor @Suite struct SQLiteDemoTests {
    @Test func theStudentsInsertedComeBackBestScoreFirstAndSavingTwiceDoesNotDuplicateThem() throws {
        let home = StorageDemoScript.scratchHome("sqlite-test")
        defer { try? FileManager.default.removeItem(at: home) }
        let demo = SQLiteDemo()
        _ = try demo.save(home: home)
        _ = try demo.save(home: home)
        #expect(try demo.load(home: home).hasSuffix("→ (李娜, 92), (刘洋, 85), (陈静, 78)"))
    }

    @Test func aFileThatIsNotADatabaseIsAnError() throws {
        let home = StorageDemoScript.scratchHome("sqlite-corrupt")
        defer { try? FileManager.default.removeItem(at: home) }
        try Data(repeating: 0x5A, count: 4096).write(to: home.appendingPathComponent("Documents/students.sqlite"))
        #expect(throws: SQLiteDemo.SQLiteError.self) { try SQLiteDemo().load(home: home) }
    }
}
