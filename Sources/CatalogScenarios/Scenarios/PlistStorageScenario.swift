import UIKit

/// Seed 000's storage lesson: Property lists (plist 存储). "Save" writes, "Load" reads back, and the screen shows both.
public enum PlistStorageScenario: CatalogScenario {
    public static let title = "Storage: Property lists (plist 存储)"
    public static let section = CatalogSection.seed000
    public static let explanation = CatalogExplanation(
        chinese: "属性列表（plist）只能存 NSArray、NSDictionary、NSString、NSNumber、NSData、NSDate 这些类型。NSArray 和 NSDictionary 的 write(to:atomically:) 把自己写成 plist 文件，init(contentsOf:) 读回来；PropertyListSerialization 在对象和 XML 或二进制数据之间转换。",
        english: "A property list (plist) holds only NSArray, NSDictionary, NSString, NSNumber, NSData and NSDate. NSArray's and NSDictionary's write(to:atomically:) write themselves as plist files and init(contentsOf:) reads them back; PropertyListSerialization converts between such objects and XML or binary data.")

    public static func makeViewController() -> UIViewController {
        StorageDemoViewController(demo: PlistDemo())
    }

    public static func run(_ script: any CatalogScript) {
        let controller = StorageDemoViewController(demo: PlistDemo(), home: StorageDemoScript.scratchHome("plist"))
        controller.title = "Property lists (plist 存储)"
        StorageDemoScript.run(script, controller, name: "storage-plist") { written, read in
            read.contains("张伟") && read.contains("age 28") && read.contains("serialized.plist → name 张伟")
        }
    }
}
