import UIKit

/// Seed 000's storage lesson: SQLite (C API). "Save" writes, "Load" reads back, and the screen shows both.
public enum SQLiteStorageScenario: CatalogScenario {
    public static let title = "Storage: SQLite (C API)"
    public static let section = CatalogSection.seed000
    public static let explanation = CatalogExplanation(
        chinese: "import SQLite3 后可以直接调用 SQLite 的 C 函数：sqlite3_open 打开 Documents 里的数据库文件，sqlite3_exec 执行建表语句，sqlite3_prepare_v2 编译带 ? 的语句，sqlite3_bind_text、sqlite3_bind_int 绑定参数，sqlite3_step 执行或取下一行，sqlite3_column_text、sqlite3_column_int 读列，最后 sqlite3_finalize 和 sqlite3_close 释放资源。",
        english: "With import SQLite3 the app calls SQLite's C functions directly: sqlite3_open opens the database file in Documents, sqlite3_exec runs the CREATE TABLE statement, sqlite3_prepare_v2 compiles a statement with ? placeholders, sqlite3_bind_text and sqlite3_bind_int bind its parameters, sqlite3_step runs it or steps to the next row, sqlite3_column_text and sqlite3_column_int read the columns, and sqlite3_finalize and sqlite3_close release it all.")

    public static func makeViewController() -> UIViewController {
        StorageDemoViewController(demo: SQLiteDemo())
    }

    public static func run(_ script: any CatalogScript) {
        let controller = StorageDemoViewController(demo: SQLiteDemo(), home: StorageDemoScript.scratchHome("sqlite"))
        controller.title = "SQLite (C API)"
        StorageDemoScript.run(script, controller, name: "storage-sqlite") { written, read in
            read.contains("(李娜, 92), (刘洋, 85), (陈静, 78)")
        }
    }
}
