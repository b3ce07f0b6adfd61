import UIKit

/// Seed 000's storage lesson: Sandbox (沙盒). "Save" writes, "Load" reads back, and the screen shows both.
public enum SandboxStorageScenario: CatalogScenario {
    public static let title = "Storage: Sandbox (沙盒)"
    public static let section = CatalogSection.seed000
    public static let explanation = CatalogExplanation(
        chinese: "每个 iOS 应用都有自己的沙盒：NSHomeDirectory() 是它的根目录，Documents 存用户的数据（会备份），Library/Caches 存可以重新下载的缓存，Library/Preferences 是 UserDefaults 的 plist 所在，tmp 存临时文件。FileManager.default.urls(for: .documentDirectory, in: .userDomainMask) 找到 Documents；这里用 String 的 write(to:atomically:encoding:) 写一个文本文件再读回来。",
        english: "Every iOS app has its own sandbox: NSHomeDirectory() is its root, Documents holds the user's data (backed up), Library/Caches what can be downloaded again, Library/Preferences the plist behind UserDefaults, and tmp temporary files. FileManager.default.urls(for: .documentDirectory, in: .userDomainMask) finds Documents; here String's write(to:atomically:encoding:) writes a text file there and String(contentsOf:encoding:) reads it back.")

    public static func makeViewController() -> UIViewController {
        StorageDemoViewController(demo: SandboxDemo())
    }

    public static func run(_ script: any CatalogScript) {
        let controller = StorageDemoViewController(demo: SandboxDemo(), home: StorageDemoScript.scratchHome("sandbox"))
        controller.title = "Sandbox (沙盒)"
        StorageDemoScript.run(script, controller, name: "storage-sandbox") { written, read in
            written.contains("hello.txt") && read.contains(SandboxDemo.text)
        }
    }
}
