import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// An app as the tutorials make it: a window with a plain controller.
final class StorageAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

/// The sandbox a launched app gets, as the iOS Simulator gives it.
@MainActor @Suite struct _AppContainerTests {
    @Test func foundationsDirectoriesAreTheContainersWhileTheAppRuns() throws {
        let host = UITestHost(launching: StorageAppDelegate.self)
        let root = try #require(host.containerURL).path
        #expect(NSHomeDirectory() == root)
        #expect(FileManager.default.homeDirectoryForCurrentUser.path == root)
        #expect(NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true) == [root + "/Documents"])
        #expect(NSSearchPathForDirectoriesInDomains(.cachesDirectory, .userDomainMask, true) == [root + "/Library/Caches"])
        #expect(FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).map(\.path) == [root + "/Documents"])
        #expect(FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).map(\.path) == [root + "/Library/Caches"])
        #expect(FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).map(\.path)
                    == [root + "/Library/Application Support"])
        #expect(NSTemporaryDirectory() == root + "/tmp/")
        #expect(FileManager.default.temporaryDirectory.path == root + "/tmp")
        var isDirectory: ObjCBool = false
        for folder in ["Documents", "Library/Caches", "Library/Preferences", "Library/Application Support", "tmp"] {
            #expect(FileManager.default.fileExists(atPath: root + "/" + folder, isDirectory: &isDirectory) && isDirectory.boolValue,
                    "\(folder) exists")
        }
    }

    @Test func foundationHasNoLibraryDirectoryOnLinux() {
        // DEVIATIONS 203: swift-foundation maps no XDG directory to .libraryDirectory.
        let host = UITestHost(launching: StorageAppDelegate.self)
        #expect(NSSearchPathForDirectoriesInDomains(.libraryDirectory, .userDomainMask, true).isEmpty)
        #expect(FileManager.default.fileExists(atPath: host.containerURL!.path + "/Library"))
    }

    @Test func eachLaunchGetsAFreshContainer() throws {
        let first = UITestHost(launching: StorageAppDelegate.self)
        try Data("hello".utf8).write(to: URL(fileURLWithPath: NSHomeDirectory() + "/Documents/note.txt"))
        let second = UITestHost(launching: StorageAppDelegate.self)
        #expect(first.containerURL != second.containerURL)
        #expect(!FileManager.default.fileExists(atPath: NSHomeDirectory() + "/Documents/note.txt"))
        first.makeCurrent()
        #expect(NSHomeDirectory() == first.containerURL?.path)
        #expect(FileManager.default.fileExists(atPath: NSHomeDirectory() + "/Documents/note.txt"))
    }

    @Test func aTemporaryContainerIsRemovedWithItsHostAndTheEnvironmentComesBack() throws {
        let home = NSHomeDirectory(), tmp = NSTemporaryDirectory()
        let environment = ["HOME", "TMPDIR", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "CFFIXED_USER_HOME"]
            .map { ProcessInfo.processInfo.environment[$0] }
        weak var weakContainer: _AppContainer?
        var root = ""
        do {
            let host = UITestHost(launching: StorageAppDelegate.self)
            root = try #require(host.containerURL).path
            try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/tmp/scratch"))
            host.tap(at: CGPoint(x: 20, y: 20))
            weakContainer = host.appContainer
        }
        _ = UITestHost()
        #expect(weakContainer == nil)
        #expect(!FileManager.default.fileExists(atPath: root))
        #expect(NSHomeDirectory() == home)
        #expect(NSTemporaryDirectory() == tmp)
        #expect(["HOME", "TMPDIR", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "CFFIXED_USER_HOME"]
                    .map { ProcessInfo.processInfo.environment[$0] } == environment)
    }

    @Test func launchingManyAppsLeavesNoContainers() throws {
        var roots: [String] = []
        for _ in 0..<20 {
            let host = UITestHost(launching: StorageAppDelegate.self)
            UserDefaults.standard.set(1, forKey: "launches")
            host.terminate()
            roots.append(host.containerURL!.path)
        }
        _ = UITestHost()
        #expect(roots.filter { FileManager.default.fileExists(atPath: $0) }.isEmpty)
        #expect(_AppContainer.current == nil)
    }

    @Test func aNamedContainerKeepsItsFilesForTheNextLaunch() throws {
        try UITestHost.removeContainer(named: "files")
        defer { try? UITestHost.removeContainer(named: "files") }
        var root = ""
        do {
            let host = UITestHost(launching: StorageAppDelegate.self, container: .named("files"))
            root = host.containerURL!.path
            try Data("kept".utf8).write(to: URL(fileURLWithPath: NSHomeDirectory() + "/Documents/kept.txt"))
        }
        _ = UITestHost()
        let again = UITestHost(launching: StorageAppDelegate.self, container: .named("files"))
        #expect(again.containerURL?.path == root)
        let url = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("kept.txt")
        #expect(try String(contentsOf: url, encoding: .utf8) == "kept")
    }

    @Test func theBundleIdentifierDefaultsToTheExecutablesName() {
        // The test runner has no Info.plist: DEVIATIONS 201.
        let name = URL(fileURLWithPath: Bundle.main.executablePath!).deletingPathExtension().lastPathComponent
        #expect(Bundle.main.bundleIdentifier == nil)
        #expect(_AppContainer.defaultBundleIdentifier() == "org.rockhopper." + _AppContainer.sanitizedIdentifierComponent(name))
        #expect(_AppContainer.sanitizedIdentifierComponent("My App_2") == "My-App-2")
    }

    @Test func theContainersEnvironmentPointsFoundationIntoIt() throws {
        // What a window app is started again with (DEVIATIONS 202), and what a test host sets.
        let host = UITestHost(launching: StorageAppDelegate.self)
        let container = try #require(host.appContainer)
        let root = container.url.path
        #expect(container.environment == [
            "HOME": root, "CFFIXED_USER_HOME": root, "TMPDIR": root + "/tmp/",
            "XDG_CACHE_HOME": root + "/Library/Caches", "XDG_DATA_HOME": root + "/Library/Application Support",
            "XDG_CONFIG_HOME": root + "/Library/Preferences", "XDG_CONFIG_DIRS": root + "/Library/Preferences",
        ])
        for (name, value) in container.environment {
            #expect(ProcessInfo.processInfo.environment[name] == value, "\(name)")
        }
    }

    @Test func anAppsContainerLivesUnderTheUsersDataDirectory() {
        // The data directory as the process found it, also while another host's container is in use.
        let url = _AppContainer.applicationContainerURL(bundleIdentifier: "com.example.Contacts")
        #expect(url.path.hasSuffix("/Rockhopper/com.example.Contacts"))
        #expect(!url.path.contains("Rockhopper-container-"))
        let host = UITestHost(launching: StorageAppDelegate.self)
        #expect(_AppContainer.applicationContainerURL(bundleIdentifier: "com.example.Contacts") == url)
        #expect(!url.path.hasPrefix(host.containerURL!.path))
    }

    @Test func aReadOnlyContainerSurfacesAnError() throws {
        let host = UITestHost(launching: StorageAppDelegate.self)
        let documents = host.containerURL!.appendingPathComponent("Documents")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: documents.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: documents.path) }
        guard getuid() != 0 else {
            // root writes anywhere: check the error path with a file standing where a folder must be.
            let blocked = documents.appendingPathComponent("blocked")
            try Data().write(to: blocked)
            #expect(throws: (any Error).self) { try Data("x".utf8).write(to: blocked.appendingPathComponent("file"), options: .atomic) }
            #expect(!(NSDictionary(dictionary: ["a": 1]).write(to: blocked.appendingPathComponent("a.plist"), atomically: true)))
            return
        }
        #expect(throws: (any Error).self) { try Data("x".utf8).write(to: documents.appendingPathComponent("file"), options: .atomic) }
        #expect(!(NSDictionary(dictionary: ["a": 1]).write(to: documents.appendingPathComponent("a.plist"), atomically: true)))
    }
}
