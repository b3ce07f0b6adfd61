import Benchmark
import UIKitTesting

// Scrolling (issue 17, "scrolling shifts pixels"):
//
// (a) A decelerating scroll view, one frame per iteration: the cost of a frame (`host.advance(by:
// 1/60)`: the fling's physics, the offset change, layout, display and compositing) with 10,000
// rows against the same scroll view with 100 rows (the baseline). The rows are 44 pt tall, one
// under the other from the top (alternately white and light grey), and the fling is gentle (a
// 100 pt flick in 0.05 s, about 1,000 pt of deceleration) and starts from the top, so both scroll
// views show the same rows all the time: only the number of offscreen rows differs. Goal: within
// 1.1× (offscreen content costs nothing per frame); `mallocCountTotal` per iteration is the
// allocations per frame (zero in steady state is the goal). The fling is restarted from the top
// (outside the measurement) whenever it has ended.
//
// (b) The Catalog's contacts list (ContactsScene, built as `ContactsViewController` builds it:
// 12 rows of 64 pt with round avatars, names and separators in a 587 pt scroll view) dragged by a
// finger, one frame an iteration (the finger moves 4 pt, then `advance(by: 1/60)`), against a full
// frame of the same screen (`recompositeWindow()`). Goal ≤ 25 %.

@MainActor
final class FlingScene {
    static let rowHeight: CGFloat = 44
    static var current: FlingScene?

    let host: UITestHost
    let scroll: UIScrollView
    let rows: Int

    init(rows: Int) {
        self.rows = rows
        host = UITestHost()
        let controller = UIViewController()
        host.show(controller)
        scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.backgroundColor = .white
        scroll.contentSize = CGSize(width: 375, height: CGFloat(rows) * FlingScene.rowHeight)
        for i in 0..<rows {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * FlingScene.rowHeight, width: 375, height: FlingScene.rowHeight))
            row.backgroundColor = i % 2 == 0 ? .white : .lightGray
            scroll.addSubview(row)
        }
        controller.view.addSubview(scroll)
        host.advance(by: 1.0 / 60)
    }

    /// The scene for `rows` rows, made once (a new host replaces the previous one).
    static func scene(rows: Int) -> FlingScene {
        if let scene = current, scene.rows == rows { return scene }
        let scene = FlingScene(rows: rows)
        current = scene
        return scene
    }

    /// Makes sure a fling is running: when it has stopped, back to the top and flicks again.
    func ensureDecelerating() {
        guard !scroll.isDecelerating else { return }
        scroll.contentOffset = .zero
        host.advance(by: 1.0 / 60)
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 500), duration: 0.05)
    }
}

/// The Catalog's contacts list (`ContactsViewController`, built the same way here: the Catalog's
/// scenarios are not a product of the package) in a 375 × 667 pt screen at scale 2.
@MainActor
final class ContactsScene {
    static let contacts: [(name: String, latin: String, color: UIColor)] = [
        ("张伟", "Zhang Wei", .systemBlue), ("王芳", "Wang Fang", .systemPink),
        ("李娜", "Li Na", .systemGreen), ("刘洋", "Liu Yang", .systemOrange),
        ("陈静", "Chen Jing", .systemPurple), ("杨敏", "Yang Min", .systemTeal),
        ("赵磊", "Zhao Lei", .systemIndigo), ("黄丽", "Huang Li", .systemRed),
        ("周杰", "Zhou Jie", .systemBrown), ("吴婷", "Wu Ting", .systemMint),
        ("徐强", "Xu Qiang", .systemCyan), ("孙悦", "Sun Yue", .systemYellow),
    ]
    let host: UITestHost
    let list = UIScrollView()
    private var finger: UITestFinger?
    private var fingerY: CGFloat = 500
    private var step: CGFloat = -4

    init() {
        host = UITestHost(screen: UITestScreen(size: CGSize(width: 375, height: 667), scale: 2))
        let controller = UIViewController()
        let view = controller.view!
        view.backgroundColor = .systemGroupedBackground
        let header = UILabel(frame: CGRect(x: 20, y: 28, width: 335, height: 44))
        header.text = "通讯录 · Contacts"
        header.font = .boldSystemFont(ofSize: 28)
        view.addSubview(header)
        list.frame = CGRect(x: 0, y: 80, width: 375, height: 587)
        list.backgroundColor = .systemBackground
        view.addSubview(list)
        let rowHeight: CGFloat = 64
        for (i, contact) in Self.contacts.enumerated() {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * rowHeight, width: 375, height: rowHeight))
            let avatar = UILabel(frame: CGRect(x: 16, y: 10, width: 44, height: 44))
            avatar.text = String(contact.name.prefix(1))
            avatar.textAlignment = .center
            avatar.textColor = .white
            avatar.font = .boldSystemFont(ofSize: 20)
            avatar.backgroundColor = contact.color
            avatar.layer.cornerRadius = 22
            avatar.layer.masksToBounds = true
            row.addSubview(avatar)
            let name = UILabel(frame: CGRect(x: 72, y: 10, width: 280, height: 24))
            name.text = contact.name
            name.font = .systemFont(ofSize: 17)
            row.addSubview(name)
            let latin = UILabel(frame: CGRect(x: 72, y: 34, width: 280, height: 20))
            latin.text = contact.latin
            latin.font = .systemFont(ofSize: 13)
            latin.textColor = .secondaryLabel
            row.addSubview(latin)
            let separator = UIView(frame: CGRect(x: 72, y: rowHeight - 0.5, width: 303, height: 0.5))
            separator.backgroundColor = .separator
            row.addSubview(separator)
            list.addSubview(row)
        }
        list.contentSize = CGSize(width: 375, height: CGFloat(Self.contacts.count) * rowHeight)
        host.show(controller)
        host.advance(by: 1.0 / 60)
    }

    /// One frame of a drag: the finger (put down and moved past the pan's slop the first time)
    /// moves 4 pt, up and down between y = 500 and 380, and a frame runs.
    func dragFrame() {
        if finger == nil {
            let f = host.touchDown(at: CGPoint(x: 200, y: fingerY))
            finger = f
            for _ in 0..<4 {
                fingerY += step
                host.move(f, to: CGPoint(x: 200, y: fingerY))
                host.advance(by: 1.0 / 60)
            }
        }
        if fingerY <= 380 || fingerY >= 500 { step = -step }
        fingerY += step
        host.move(finger!, to: CGPoint(x: 200, y: fingerY))
        host.advance(by: 1.0 / 60)
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )

    for rows in [100, 10_000] {
        Benchmark("decelerating frame, \(rows.formatted()) rows, same visible rows") { @MainActor benchmark async in
            let scene = FlingScene.scene(rows: rows)
            scene.ensureDecelerating()
            let host = scene.host
            benchmark.startMeasurement()
            host.advance(by: 1.0 / 60)
            benchmark.stopMeasurement()
        }
    }

    Benchmark("contacts list, a frame of a drag") { @MainActor benchmark async in
        let scene = ContactsScene.scene
        scene.dragFrame()
        benchmark.startMeasurement()
        scene.dragFrame()
        benchmark.stopMeasurement()
    }

    Benchmark("contacts list, full frame (baseline)") { @MainActor benchmark async in
        let scene = ContactsScene.scene
        benchmark.startMeasurement()
        scene.host.recompositeWindow()
        benchmark.stopMeasurement()
    }
}

extension ContactsScene {
    /// One scene for the process (a drag in progress stays in progress between iterations).
    static let scene = ContactsScene()
}
