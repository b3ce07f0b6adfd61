import UIKit

/// Seed 000's storage lesson: UserDefaults (偏好设置). "Save" writes, "Load" reads back, and the screen shows both.
public enum UserDefaultsStorageScenario: CatalogScenario {
    public static let title = "Storage: UserDefaults (偏好设置)"
    public static let section = CatalogSection.seed000
    public static let explanation = CatalogExplanation(
        chinese: "UserDefaults.standard 是应用的偏好设置：set(_:forKey:) 存字符串、数字、布尔值和数组，string(forKey:)、integer(forKey:)、bool(forKey:) 读回来；它们保存在 Library/Preferences 下以 bundle identifier 命名的 plist 里。synchronize() 已不再需要，应用进入后台时系统会保存。",
        english: "UserDefaults.standard holds the app's preferences: set(_:forKey:) stores strings, numbers, flags and arrays, and string(forKey:), integer(forKey:), bool(forKey:) read them back; they live in a plist named after the bundle identifier in Library/Preferences. synchronize() is no longer needed: the system saves them when the app goes to the background.")

    public static func makeViewController() -> UIViewController {
        StorageDemoViewController(demo: UserDefaultsDemo())
    }

    public static func run(_ script: any CatalogScript) {
        // The scripted runs have no sandbox: a suite of their own instead of the standard defaults.
        let suite = "org.rockhopper.catalog.storage-demo"
        let defaults = UserDefaults(suiteName: suite) ?? .standard
        defer { defaults.removePersistentDomain(forName: suite) }
        let controller = StorageDemoViewController(demo: UserDefaultsDemo(defaults: defaults), home: StorageDemoScript.scratchHome("defaults"))
        controller.title = "UserDefaults (偏好设置)"
        StorageDemoScript.run(script, controller, name: "storage-defaults") { written, read in
            read.contains("StorageDemoName → 张伟") && read.contains("StorageDemoAge → 28") && read.contains("true")
        }
    }
}
