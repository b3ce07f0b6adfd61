import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `UserDefaults.standard` in a launched app: the container's `Library/Preferences/<bundle id>.plist`.
@MainActor @Suite struct _AppContainerDefaultsTests {
    /// The values the seed's storage chapter keeps: a name, a switch and a number.
    @Test func theSeedsDefaultsSurviveARelaunchInTheSameContainer() throws {
        try UITestHost.removeContainer(named: "defaults")
        defer { try? UITestHost.removeContainer(named: "defaults") }
        var plist = URL(fileURLWithPath: "/")
        do {
            let host = UITestHost(launching: StorageAppDelegate.self, container: .named("defaults"))
            let defaults = UserDefaults.standard
            defaults.set("sunny", forKey: "name")
            defaults.set(true, forKey: "isBool")
            defaults.set(42, forKey: "num")
            defaults.synchronize()
            host.terminate()
            plist = host.appContainer!.preferencesFileURL
        }
        _ = UITestHost()
        #expect(UserDefaults.standard.object(forKey: "name") == nil, "the values left with their container")
        let saved = try #require(NSDictionary(contentsOf: plist))
        #expect(saved["name"] as? String == "sunny")
        #expect(plist.lastPathComponent == _AppContainer.defaultBundleIdentifier() + ".plist")
        #expect(plist.deletingLastPathComponent().path.hasSuffix("/Library/Preferences"))

        let again = UITestHost(launching: StorageAppDelegate.self, container: .named("defaults"))
        #expect(UserDefaults.standard.string(forKey: "name") == "sunny")
        #expect(UserDefaults.standard.bool(forKey: "isBool"))
        #expect(UserDefaults.standard.integer(forKey: "num") == 42)
        _ = again
    }

    @Test func goingToTheBackgroundSavesWithoutSynchronize() throws {
        let host = UITestHost(launching: StorageAppDelegate.self)
        UserDefaults.standard.set("unsynchronized", forKey: "draft")
        host.moveToBackground()
        let saved = try #require(NSDictionary(contentsOf: host.appContainer!.preferencesFileURL))
        #expect(saved["draft"] as? String == "unsynchronized")
    }

    @Test func aFreshContainerStartsWithNoDefaults() {
        let first = UITestHost(launching: StorageAppDelegate.self)
        UserDefaults.standard.set("first", forKey: "owner")
        let second = UITestHost(launching: StorageAppDelegate.self)
        #expect(UserDefaults.standard.object(forKey: "owner") == nil)
        UserDefaults.standard.set("second", forKey: "owner")
        first.makeCurrent()
        #expect(UserDefaults.standard.string(forKey: "owner") == "first")
        second.makeCurrent()
        #expect(UserDefaults.standard.string(forKey: "owner") == "second")
    }

    @Test func registeredDefaultsAnswerUntilAValueIsSetAndAreNeverSaved() throws {
        let host = UITestHost(launching: StorageAppDelegate.self)
        let defaults = UserDefaults.standard
        defaults.register(defaults: ["storage.fontSize": 17, "storage.autoLogin": true])
        #expect(defaults.integer(forKey: "storage.fontSize") == 17)
        #expect(defaults.bool(forKey: "storage.autoLogin"))
        defaults.set(20, forKey: "storage.fontSize")
        #expect(defaults.integer(forKey: "storage.fontSize") == 20)
        host.moveToBackground()
        let saved = try #require(NSDictionary(contentsOf: host.appContainer!.preferencesFileURL))
        #expect(saved["storage.fontSize"] as? Int == 20)
        #expect(saved["storage.autoLogin"] == nil)
        defaults.removeObject(forKey: "storage.fontSize")
        #expect(defaults.integer(forKey: "storage.fontSize") == 17)
    }

    @Test func missingValuesReadAsZeroFalseAndNil() {
        let host = UITestHost(launching: StorageAppDelegate.self)
        defer { withExtendedLifetime(host) {} }
        let defaults = UserDefaults.standard
        #expect(defaults.integer(forKey: "absent") == 0)
        #expect(defaults.bool(forKey: "absent") == false)
        #expect(defaults.double(forKey: "absent") == 0)
        #expect(defaults.string(forKey: "absent") == nil)
        #expect(defaults.object(forKey: "absent") == nil)
    }

    @Test func aSuiteWithAnAbsolutePathPersistsInTheContainersPreferences() throws {
        let host = UITestHost(launching: StorageAppDelegate.self)
        let path = host.appContainer!.preferencesURL.appendingPathComponent("group.example.shared").path
        let suite = try #require(UserDefaults(suiteName: path))
        suite.set("shared", forKey: "value")
        #expect(suite.synchronize())
        let saved = try #require(NSDictionary(contentsOf: URL(fileURLWithPath: path + ".plist")))
        #expect(saved["value"] as? String == "shared")
        #expect(UserDefaults(suiteName: path)?.string(forKey: "value") == "shared")
    }

    @Test func aCorruptPreferencesFileIsKeptAndTheDefaultsStartEmpty() throws {
        try UITestHost.removeContainer(named: "corrupt-defaults")
        defer { try? UITestHost.removeContainer(named: "corrupt-defaults") }
        var plist = URL(fileURLWithPath: "/")
        do {
            let host = UITestHost(launching: StorageAppDelegate.self, container: .named("corrupt-defaults"))
            UserDefaults.standard.set("v", forKey: "k")
            host.terminate()
            plist = host.appContainer!.preferencesFileURL
        }
        _ = UITestHost()
        let garbage = Data("<?xml version=\"1.0\"?><plist><dict><key>k</key>".utf8)
        try garbage.write(to: plist)
        let host = UITestHost(launching: StorageAppDelegate.self, container: .named("corrupt-defaults"))
        #expect(UserDefaults.standard.object(forKey: "k") == nil)
        #expect(try Data(contentsOf: plist) == garbage)
        #expect(host.loggedMessages.contains { $0.contains("cannot be read") })
    }

    @Test func preferencesThatCannotBeWrittenSurfaceInTheLog() throws {
        let host = UITestHost(launching: StorageAppDelegate.self)
        let container = try #require(host.appContainer)
        // A folder where the file must go: the atomic write fails, whoever runs the test.
        try FileManager.default.createDirectory(at: container.preferencesFileURL, withIntermediateDirectories: true)
        UserDefaults.standard.set(1, forKey: "k")
        host.moveToBackground()
        #expect(host.loggedMessages.contains { $0.contains("could not be saved") })
        #expect(container.saveStandardDefaults() == false)
    }

    @Test func writesFromBackgroundQueuesAllArrive() throws {
        let host = UITestHost(launching: StorageAppDelegate.self)
        // The main thread waits (it does not suspend: another test's host would take the
        // process's defaults meanwhile, DEVIATIONS 204) while four background queues write.
        let group = DispatchGroup()
        for worker in 0..<4 {
            DispatchQueue.global().async(group: group) {
                for index in 0..<50 { UserDefaults.standard.set(index, forKey: "worker\(worker).key\(index)") }
            }
        }
        group.wait()
        host.moveToBackground()
        let saved = try #require(NSDictionary(contentsOf: host.appContainer!.preferencesFileURL))
        #expect(saved.count == 200)
        #expect(saved["worker3.key49"] as? Int == 49)
    }
}
