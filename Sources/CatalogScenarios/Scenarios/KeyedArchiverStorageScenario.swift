import UIKit

/// Seed 000's storage lesson: NSKeyedArchiver (归档). "Save" writes, "Load" reads back, and the screen shows both.
public enum KeyedArchiverStorageScenario: CatalogScenario {
    public static let title = "Storage: NSKeyedArchiver (归档)"
    public static let section = CatalogSection.seed000
    public static let explanation = CatalogExplanation(
        chinese: "自定义对象要存到文件里，就让它继承 NSObject 并遵守 NSSecureCoding：encode(with:) 把属性按键写进 coder，init?(coder:) 按键读出来。NSKeyedArchiver.archivedData(withRootObject:requiringSecureCoding:) 把对象归档成数据写入 Documents，NSKeyedUnarchiver.unarchivedObject(ofClass:from:) 把它解档回来。",
        english: "To store an object of its own in a file, a class inherits from NSObject and adopts NSSecureCoding: encode(with:) writes its properties into the coder by key and init?(coder:) reads them back. NSKeyedArchiver.archivedData(withRootObject:requiringSecureCoding:) archives the object into data written to Documents, and NSKeyedUnarchiver.unarchivedObject(ofClass:from:) unarchives it.")

    public static func makeViewController() -> UIViewController {
        StorageDemoViewController(demo: KeyedArchiverDemo())
    }

    public static func run(_ script: any CatalogScript) {
        let controller = StorageDemoViewController(demo: KeyedArchiverDemo(), home: StorageDemoScript.scratchHome("archiver"))
        controller.title = "NSKeyedArchiver (归档)"
        StorageDemoScript.run(script, controller, name: "storage-archiver") { written, read in
            read.contains("ArchivedPerson(name: 王芳, age: 26)")
        }
    }
}
