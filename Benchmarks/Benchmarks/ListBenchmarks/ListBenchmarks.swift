import Benchmark
import UIKitTesting

// Lists (issue 16, "Lists: UITableView, UICollectionView, diffable data sources"). Each subject is
// measured against a baseline in the same run; compare the ratios.
//
// (a) A decelerating table, one frame per iteration (`host.advance(by: 1/60)`: the fling, the
// rows coming and going, layout, display and compositing), with 100,000 rows against the same
// table with 100 rows. The fling is gentle and restarts from the top, so both show the same rows:
// only the number of rows off screen differs. Goal ≤ 1.2× (the cost follows what is visible).
//
// (b) Cells created while a fresh table is flung through all of its 100,000 rows (scrolled 5,000 pt
// a frame, top to bottom), reported as the custom metric "cells created", beside "visible rows"
// (the rows on screen at the end): the goal is visible + a small constant. The baseline is a fresh
// table that is only shown (its cells created = its visible rows).
//
// (c) `UITableViewDiffableDataSource.apply` of a snapshot of 10,000 items that differs from the
// shown one by 100 changes (50 deletions, 50 insertions), without animation, then the table's
// layout, against `reloadData()` of the same table and its layout.
//
// (d) Allocations per frame while scrolling through reused cells of one type: a 10,000-row table
// moved 132 pt (three rows) a frame, one frame per iteration; `mallocCountTotal` per iteration is
// the number (goal: zero). Baseline: a frame of the same table at rest.

/// A plain table of `rows` rows ("Row 0", "Row 1", …) in a 375 × 667 pt screen, counting the cells
/// it makes.
@MainActor
final class TableScene: NSObject, UITableViewDataSource {
    let host: UITestHost
    let table: UITableView
    let rows: Int
    var cellsMade = 0

    init(rows: Int) {
        self.rows = rows
        host = UITestHost()
        let controller = UIViewController()
        host.show(controller)
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        super.init()
        table.contentInsetAdjustmentBehavior = .never
        table.dataSource = self
        controller.view.addSubview(table)
        host.advance(by: 1.0 / 60)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row") ?? {
            cellsMade += 1
            return UITableViewCell(style: .default, reuseIdentifier: "Row")
        }()
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    static var current: TableScene?

    /// The scene for `rows` rows, made once (a new host replaces the previous one).
    static func scene(rows: Int) -> TableScene {
        if let scene = current, scene.rows == rows { return scene }
        let scene = TableScene(rows: rows)
        current = scene
        return scene
    }

    /// Makes sure a fling is running: when it has stopped, back to the top and flicks again.
    func ensureDecelerating() {
        guard !table.isDecelerating else { return }
        table.contentOffset = .zero
        host.advance(by: 1.0 / 60)
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 500), duration: 0.05)
    }

    /// Scrolls `step` pt down, back to the top past the end, and runs a frame.
    func scrollFrame(by step: CGFloat) {
        var y = table.contentOffset.y + step
        if y > table.contentSize.height - table.bounds.height { y = 0 }
        table.contentOffset = CGPoint(x: 0, y: y)
        host.advance(by: 1.0 / 60)
    }
}

/// A table fed by a diffable data source with one section of 10,000 integers, and two snapshots
/// that differ by 100 changes.
@MainActor
final class DiffableScene {
    let host = UITestHost()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
    let dataSource: UITableViewDiffableDataSource<Int, Int>
    let snapshots: [NSDiffableDataSourceSnapshot<Int, Int>]
    private var next = 1

    init() {
        let controller = UIViewController()
        host.show(controller)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        dataSource = UITableViewDiffableDataSource(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = "Item \(item)"
            return cell
        }
        controller.view.addSubview(table)
        var a = NSDiffableDataSourceSnapshot<Int, Int>()
        a.appendSections([0])
        a.appendItems(Array(0..<10_000))
        // B: every 200th item deleted (50) and 50 new ones inserted at other places.
        var b = a
        b.deleteItems(stride(from: 100, to: 10_000, by: 200).map { $0 })
        for (n, before) in stride(from: 150, to: 10_000, by: 200).enumerated() {
            b.insertItems([20_000 + n], beforeItem: before)
        }
        snapshots = [a, b]
        dataSource.apply(a, animatingDifferences: false)
        host.advance(by: 1.0 / 60)
    }

    /// Applies the other snapshot (100 changes from the one shown) and lays the table out.
    func applyNext() {
        dataSource.apply(snapshots[next], animatingDifferences: false)
        table.layoutIfNeeded()
        next = 1 - next
    }

    static let shared = DiffableScene()
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )

    // (a)
    for rows in [100, 100_000] {
        Benchmark("table, decelerating frame, \(rows.formatted()) rows, same visible rows") { @MainActor benchmark async in
            let scene = TableScene.scene(rows: rows)
            scene.ensureDecelerating()
            benchmark.startMeasurement()
            scene.host.advance(by: 1.0 / 60)
            benchmark.stopMeasurement()
        }
    }

    // (b)
    let cellMetrics: [BenchmarkMetric] = [.wallClock, .custom("cells created"), .custom("visible rows")]
    Benchmark("table, cells created by a fling through 100,000 rows",
              configuration: .init(metrics: cellMetrics, maxDuration: .seconds(10), maxIterations: 5)) { @MainActor benchmark async in
        let scene = TableScene(rows: 100_000)
        let end = scene.table.contentSize.height - scene.table.bounds.height
        while scene.table.contentOffset.y < end {
            scene.table.contentOffset = CGPoint(x: 0, y: min(end, scene.table.contentOffset.y + 5_000))
            scene.host.advance(by: 1.0 / 60)
        }
        benchmark.measurement(.custom("cells created"), scene.cellsMade)
        benchmark.measurement(.custom("visible rows"), scene.table.visibleCells.count)
    }
    Benchmark("table, cells created showing 100,000 rows without scrolling (baseline)",
              configuration: .init(metrics: cellMetrics, maxDuration: .seconds(10), maxIterations: 5)) { @MainActor benchmark async in
        let scene = TableScene(rows: 100_000)
        benchmark.measurement(.custom("cells created"), scene.cellsMade)
        benchmark.measurement(.custom("visible rows"), scene.table.visibleCells.count)
    }

    // (c)
    Benchmark("diffable apply, 10,000 items, 100 changes") { @MainActor benchmark async in
        let scene = DiffableScene.shared
        benchmark.startMeasurement()
        scene.applyNext()
        benchmark.stopMeasurement()
    }
    Benchmark("diffable apply, 10,000 items, reloadData() (baseline)") { @MainActor benchmark async in
        let scene = DiffableScene.shared
        benchmark.startMeasurement()
        scene.table.reloadData()
        scene.table.layoutIfNeeded()
        benchmark.stopMeasurement()
    }

    // (d)
    Benchmark("table, scrolling frame through reused cells (mallocs per frame)") { @MainActor benchmark async in
        let scene = TableScene.scene(rows: 10_000)
        scene.scrollFrame(by: 132)
        benchmark.startMeasurement()
        scene.scrollFrame(by: 132)
        benchmark.stopMeasurement()
    }
    Benchmark("table, frame at rest (baseline)") { @MainActor benchmark async in
        let scene = TableScene.scene(rows: 10_000)
        benchmark.startMeasurement()
        scene.host.advance(by: 1.0 / 60)
        benchmark.stopMeasurement()
    }
}
