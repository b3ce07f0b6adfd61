import Benchmark
import CatalogScenarios
import Foundation
import GRDB
import UIKitTesting

// Storage (issue 19, the contacts app on SQLite). Each subject is measured against a baseline in
// the same run; compare the ratios.
//
// (a) 10,000 contacts through the contacts app's `ContactStore` against plain GRDB code doing the
// same on the same schema (one table, an index on pinyin, name): inserting all of them in one
// transaction into a new in-memory database; fetching a page (50 rows from offset 5,000 in the
// list's order); searching ("139" in name, pinyin or phone; a tenth of them match). Goal: the
// store within 1.2× of plain GRDB.
//
// (b) Launch to first frame: `UITestHost(launching: CatalogAppDelegate.self)` (the Catalog: its
// list of scenarios in a navigation controller) against a bare app whose delegate shows a plain
// `UIViewController`. Both in a fresh temporary container, the host freed after each iteration.

/// The 10,000 contacts: names in Latin letters (the pinyin given, so no transliteration is
/// measured), a phone with "139" in one of ten.
let contacts: [Contact] = (0..<10_000).map { i in
    let name = "Contact \(String(format: "%05d", (i * 7_919) % 10_000))"
    return Contact(name: name, phone: i % 10 == 0 ? "139 \(i)" : "138 \(i)", pinyin: name)
}

/// The same work in plain GRDB: rows of a struct inserted with a cached statement, fetched with SQL.
struct PlainContact: Codable, FetchableRecord, PersistableRecord {
    var id: Int64?
    var name: String
    var phone: String
    var pinyin: String
    static let databaseTableName = "contact"
}

func plainDatabase() throws -> DatabaseQueue {
    let dbQueue = try DatabaseQueue()
    try dbQueue.write { db in
        try db.execute(sql: """
            CREATE TABLE contact (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL,
                                  phone TEXT NOT NULL DEFAULT '', pinyin TEXT NOT NULL DEFAULT '');
            CREATE INDEX contact_on_pinyin ON contact (pinyin, name);
            """)
    }
    return dbQueue
}

func plainInsert(_ dbQueue: DatabaseQueue) throws {
    try dbQueue.write { db in
        let statement = try db.cachedStatement(sql: "INSERT INTO contact (name, phone, pinyin) VALUES (?, ?, ?)")
        for contact in contacts {
            try statement.execute(arguments: [contact.name, contact.phone, contact.pinyin])
        }
    }
}

/// A bare app: a window showing a plain view controller.
final class BareAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 200
    )

    // (a) Inserting.
    Benchmark("contacts, insert 10,000 (ContactStore)") { benchmark in
        let store = try ContactStore(inMemory: [])
        benchmark.startMeasurement()
        try store.insert(contentsOf: contacts)
        benchmark.stopMeasurement()
    }
    Benchmark("contacts, insert 10,000 (plain GRDB, baseline)") { benchmark in
        let dbQueue = try plainDatabase()
        benchmark.startMeasurement()
        try plainInsert(dbQueue)
        benchmark.stopMeasurement()
    }

    // (a) Reading a page and searching, on a database filled once.
    nonisolated(unsafe) var filledStore: ContactStore?
    nonisolated(unsafe) var filledPlain: DatabaseQueue?
    func store() throws -> ContactStore {
        if let filledStore { return filledStore }
        let store = try ContactStore(inMemory: contacts)
        filledStore = store
        return store
    }
    func plain() throws -> DatabaseQueue {
        if let filledPlain { return filledPlain }
        let dbQueue = try plainDatabase()
        try plainInsert(dbQueue)
        filledPlain = dbQueue
        return dbQueue
    }
    Benchmark("contacts, page of 50 at 5,000 of 10,000 (ContactStore)") { benchmark in
        let store = try store()
        benchmark.startMeasurement()
        blackHole(try store.page(limit: 50, offset: 5_000))
    }
    Benchmark("contacts, page of 50 at 5,000 of 10,000 (plain GRDB, baseline)") { benchmark in
        let dbQueue = try plain()
        benchmark.startMeasurement()
        blackHole(try dbQueue.read { db in
            try PlainContact.fetchAll(db, sql: "SELECT * FROM contact ORDER BY pinyin, name, id LIMIT 50 OFFSET 5000")
        })
    }
    Benchmark("contacts, search \"139\" in 10,000 (ContactStore)") { benchmark in
        let store = try store()
        benchmark.startMeasurement()
        blackHole(try store.search("139"))
    }
    Benchmark("contacts, search \"139\" in 10,000 (plain GRDB, baseline)") { benchmark in
        let dbQueue = try plain()
        benchmark.startMeasurement()
        blackHole(try dbQueue.read { db in
            try PlainContact.fetchAll(db, sql: """
                SELECT * FROM contact WHERE name LIKE ? OR pinyin LIKE ? OR phone LIKE ?
                ORDER BY pinyin, name, id
                """, arguments: ["%139%", "%139%", "%139%"])
        })
    }

    // (b)
    Benchmark("launch to first frame, Catalog app") { @MainActor benchmark async in
        benchmark.startMeasurement()
        let host = UITestHost(launching: CatalogAppDelegate.self)
        benchmark.stopMeasurement()
        blackHole(host)
    }
    Benchmark("launch to first frame, bare app with a plain UIViewController (baseline)") { @MainActor benchmark async in
        benchmark.startMeasurement()
        let host = UITestHost(launching: BareAppDelegate.self)
        benchmark.stopMeasurement()
        blackHole(host)
    }
}
