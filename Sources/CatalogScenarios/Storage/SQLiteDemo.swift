import Foundation
import SQLite3

/// SQLite through its C API, as the lesson does in Objective-C: `sqlite3_open`, `sqlite3_exec`
/// (create the table, delete old rows), `sqlite3_prepare_v2` + `sqlite3_bind_*` +
/// `sqlite3_step` + `sqlite3_finalize` per insert, a query read with `sqlite3_column_*`, and
/// `sqlite3_close`. The database is Documents/students.sqlite.
final class SQLiteDemo: StorageDemo {
    static let students: [(name: String, score: Int)] = [("李娜", 92), ("刘洋", 85), ("陈静", 78)]

    /// SQLite's error, with its message.
    struct SQLiteError: Error, CustomStringConvertible {
        let code: Int32
        let message: String
        var description: String { "SQLite error \(code): \(message)" }
    }

    /// `SQLITE_TRANSIENT`: SQLite copies the bound text (a macro Swift does not import).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    private func open(_ home: URL) throws -> OpaquePointer {
        var db: OpaquePointer?
        let path = home.appendingPathComponent("Documents/students.sqlite").path
        let code = sqlite3_open(path, &db)
        guard code == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(db)
            throw SQLiteError(code: code, message: message)
        }
        return db
    }

    private func check(_ code: Int32, _ db: OpaquePointer, _ expected: Int32 = SQLITE_OK) throws {
        guard code == expected else { throw SQLiteError(code: code, message: String(cString: sqlite3_errmsg(db))) }
    }

    func save(home: URL) throws -> String {
        let db = try open(home)
        defer { sqlite3_close(db) }
        try check(sqlite3_exec(db, "CREATE TABLE IF NOT EXISTS t_student (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, score INTEGER NOT NULL); DELETE FROM t_student;", nil, nil, nil), db)
        var statement: OpaquePointer?
        try check(sqlite3_prepare_v2(db, "INSERT INTO t_student (name, score) VALUES (?, ?);", -1, &statement, nil), db)
        defer { sqlite3_finalize(statement) }
        for student in Self.students {
            sqlite3_reset(statement)
            sqlite3_bind_text(statement, 1, student.name, -1, Self.transient)
            sqlite3_bind_int(statement, 2, Int32(student.score))
            try check(sqlite3_step(statement), db, SQLITE_DONE)
        }
        return "Documents/students.sqlite, t_student ← "
            + Self.students.map { "(\($0.name), \($0.score))" }.joined(separator: ", ")
    }

    func load(home: URL) throws -> String {
        let db = try open(home)
        defer { sqlite3_close(db) }
        var statement: OpaquePointer?
        try check(sqlite3_prepare_v2(db, "SELECT name, score FROM t_student WHERE score >= ? ORDER BY score DESC;", -1, &statement, nil), db)
        defer { sqlite3_finalize(statement) }
        sqlite3_bind_int(statement, 1, 60)
        var rows: [String] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            let name = sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? ""
            rows.append("(\(name), \(sqlite3_column_int(statement, 1)))")
        }
        return "SELECT name, score … ORDER BY score DESC → " + rows.joined(separator: ", ")
    }
}
