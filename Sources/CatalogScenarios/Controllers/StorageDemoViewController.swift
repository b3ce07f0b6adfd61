import UIKit

/// One way of storing data from seed 000's storage lesson (the sandbox, plists, UserDefaults,
/// NSKeyedArchiver, SQLite's C API): what "Save" writes and what "Load" reads back, each
/// described in a line or more of text for the screen.
@MainActor protocol StorageDemo: AnyObject {
    /// Writes the demo's data under `home` (the app's `NSHomeDirectory()`) and says what it wrote.
    func save(home: URL) throws -> String
    /// Reads the data back from under `home` and says what it read.
    func load(home: URL) throws -> String
}

/// The screen of a storage demo: a "Save" and a "Load" button side by side, and below them a
/// label with what was written and read (or the error).
final class StorageDemoViewController: UIViewController {
    let demo: any StorageDemo
    /// Where the demo's files go: the app's home (the sandbox) in the app; a scratch directory in
    /// the Catalog's scripted runs, which have no sandbox.
    let home: URL
    let saveButton = UIButton(type: .system)
    let loadButton = UIButton(type: .system)
    /// What was written and read, one paragraph each.
    let outputLabel = UILabel()
    /// The last texts, for the scripts' checks.
    private(set) var written: String?
    private(set) var read: String?

    init(demo: any StorageDemo, home: URL = URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)) {
        self.demo = demo
        self.home = home
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        saveButton.setTitle("保存 Save", for: .normal)
        saveButton.addTarget(self, action: StorageDemoViewController.saveTapped, for: .touchUpInside)
        loadButton.setTitle("读取 Load", for: .normal)
        loadButton.addTarget(self, action: StorageDemoViewController.loadTapped, for: .touchUpInside)
        for button in [saveButton, loadButton] {
            button.titleLabel?.font = .boldSystemFont(ofSize: 18)
            button.heightAnchor.constraint(equalToConstant: 44).isActive = true
        }
        let buttons = UIStackView(arrangedSubviews: [saveButton, loadButton])
        buttons.axis = .horizontal
        buttons.distribution = .fillEqually
        outputLabel.numberOfLines = 0
        outputLabel.font = .systemFont(ofSize: 13)
        outputLabel.text = "点“保存”写入，点“读取”读回。Tap Save to write, Load to read back."
        ComponentLayout.pinStack([buttons, outputLabel], in: view, spacing: 16, top: 24, margin: 16)
    }

    func saveTapped() {
        do {
            written = try demo.save(home: home)
        } catch {
            written = "✗ \(error)"
        }
        read = nil
        show()
    }

    func loadTapped() {
        do {
            read = try demo.load(home: home)
        } catch {
            read = "✗ \(error)"
        }
        show()
    }

    private func show() {
        var text = "写入 Written:\n\(written ?? "—")"
        if let read { text += "\n\n读取 Read:\n\(read)" }
        outputLabel.text = text
    }
}

/// What the storage scenarios' scripts share: the demo on screen, Save then Load tapped, and the
/// round trip checked.
@MainActor enum StorageDemoScript {
    /// A fresh scratch home for a scripted run (the runs have no app sandbox), with the sandbox's
    /// folders.
    static func scratchHome(_ name: String) -> URL {
        let home = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("rockhopper-storage-\(name)-\(UUID().uuidString)", isDirectory: true)
        for folder in ["Documents", "Library/Caches", "Library/Preferences", "tmp"] {
            try? FileManager.default.createDirectory(at: home.appendingPathComponent(folder, isDirectory: true),
                                                     withIntermediateDirectories: true)
        }
        return home
    }

    /// Shows `controller`, taps Save, then Load, takes pictures named after `name`, and expects
    /// `check` of what was written and read.
    static func run(_ script: any CatalogScript, _ controller: StorageDemoViewController, name: String,
                    check: (_ written: String, _ read: String) -> Bool) {
        func center(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }
        script.step("The demo: a Save and a Load button, and what they did")
        script.show(UINavigationController(rootViewController: controller))
        script.settle()
        script.snapshot(named: "\(name)-1-empty")
        script.step("Save writes the data")
        script.tap(at: center(controller.saveButton))
        script.settle()
        script.log(controller.written ?? "nothing written")
        script.expect(controller.written.map { !$0.hasPrefix("✗") } == true, "Save wrote without an error: \(controller.written ?? "")")
        script.step("Load reads it back")
        script.tap(at: center(controller.loadButton))
        script.settle()
        script.log(controller.read ?? "nothing read")
        script.snapshot(named: "\(name)-2-round-trip")
        script.expect(controller.outputLabel.text?.contains("读取 Read:") == true, "the screen shows what was read")
        script.expect(check(controller.written ?? "", controller.read ?? ""),
                      "what was read is what was written (\(controller.read ?? "nothing"))")
        try? FileManager.default.removeItem(at: controller.home)
    }
}
