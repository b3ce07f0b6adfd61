import Foundation
import Testing
@testable import CatalogScenarios
@testable import UIKitTesting
@testable import UIKit

/// Seed 000's storage demos: each writes and reads back the same data; in an app's sandbox the
/// files go to its Documents and the defaults to its standard defaults.
@MainActor @Suite struct StorageDemosTests {
    /// The sandbox app: a window on a storage demo.
    final class SandboxAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = StorageDemoViewController(demo: SandboxDemo())
            window.makeKeyAndVisible()
            self.window = window
            return true
        }
    }

    func roundTrip(_ demo: any StorageDemo) throws -> (written: String, read: String) {
        let home = StorageDemoScript.scratchHome("test")
        defer { try? FileManager.default.removeItem(at: home) }
        return (try demo.save(home: home), try demo.load(home: home))
    }

    @Test func eachDemoReadsBackWhatItWrote() throws {
        #expect(try roundTrip(SandboxDemo()).read.contains(SandboxDemo.text))
        let plist = try roundTrip(PlistDemo()).read
        #expect(plist.contains("names.plist → [\"张伟\", \"王芳\", \"李娜\"]"), "\(plist)")
        #expect(plist.contains("person.plist → name 张伟, age 28"), "\(plist)")
        #expect(plist.contains("serialized.plist → name 张伟, age 28"), "\(plist)")
        let suite = "org.rockhopper.catalog.tests.storage-demo"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let read = try roundTrip(UserDefaultsDemo(defaults: defaults)).read
        #expect(read.contains("StorageDemoName → 张伟") && read.contains("StorageDemoAge → 28")
                && read.contains("StorageDemoRemember → true") && read.contains("[A, B, C]"), "\(read)")
        #expect(try roundTrip(KeyedArchiverDemo()).read.contains("ArchivedPerson(name: 王芳, age: 26)"))
    }

    @Test func loadingBeforeSavingShowsTheErrorOnScreen() throws {
        let host = UITestHost()
        let controller = StorageDemoViewController(demo: PlistDemo(), home: StorageDemoScript.scratchHome("empty"))
        defer { try? FileManager.default.removeItem(at: controller.home) }
        host.show(controller)
        host.settle()
        host.tap(controller.loadButton)
        host.settle()
        #expect(controller.read?.hasPrefix("✗") == true, "a missing file is an error: \(controller.read ?? "nil")")
        #expect(controller.outputLabel.text?.contains("✗") == true)
    }

    @Test func inAnAppTheSandboxDemoWritesToTheContainersDocuments() throws {
        let host = UITestHost(launching: SandboxAppDelegate.self)
        let controller = try #require(host.window.rootViewController as? StorageDemoViewController)
        host.tap(controller.saveButton)
        host.settle()
        host.tap(controller.loadButton)
        host.settle()
        let container = try #require(host.containerURL)
        #expect(controller.home.standardizedFileURL.path == container.standardizedFileURL.path,
                "the demo's home is NSHomeDirectory(), the container")
        #expect(FileManager.default.fileExists(atPath: container.appendingPathComponent("Documents/hello.txt").path))
        #expect(controller.read?.contains(SandboxDemo.text) == true)
        #expect(controller.written?.contains("missing") == false, "the sandbox has every folder: \(controller.written ?? "")")
    }
}
