import Testing
import Foundation
@testable import UIKit
@testable import QuartzCore

@MainActor @Suite struct ImageResourceLookupTests {
    @Test func candidatesPreferTheScreenScaleThenHigherThenLower() {
        let names = _ImageResourceLookup.candidates(for: "icon", screenScale: 2).map(\.fileName)
        #expect(Array(names.prefix(3)) == ["icon@2x.png", "icon@3x.png", "icon.png"])
        #expect(names.contains("icon.jpg") && names.contains("icon@3x.jpeg"))
    }

    @Test func candidatesCarryTheirScale() {
        let first = _ImageResourceLookup.candidates(for: "icon", screenScale: 3)[0]
        #expect(first.fileName == "icon@3x.png" && first.scale == 3)
    }

    @Test func aNameWithAnExtensionKeepsIt() {
        let names = _ImageResourceLookup.candidates(for: "photo.jpg", screenScale: 1).map(\.fileName)
        #expect(names == ["photo.jpg", "photo@3x.jpg", "photo@2x.jpg"])
    }

    @Test func scaleOfFileName() {
        #expect(_ImageResourceLookup.scale(ofFileName: "a@2x.png") == 2)
        #expect(_ImageResourceLookup.scale(ofFileName: "a@3x.jpg") == 3)
        #expect(_ImageResourceLookup.scale(ofFileName: "a.png") == 1)
    }

    @Test func findTakesTheFirstFolderWithAMatch() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("lookup-\(UUID().uuidString)")
        let a = root.appendingPathComponent("a"), b = root.appendingPathComponent("b")
        try fm.createDirectory(at: a, withIntermediateDirectories: true)
        try fm.createDirectory(at: b, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: root) }
        try Data([1]).write(to: b.appendingPathComponent("icon@3x.png"))
        try Data([1]).write(to: b.appendingPathComponent("icon.png"))
        let found = _ImageResourceLookup.find("icon", in: [a.path, b.path], screenScale: 2)
        #expect(found?.path == b.appendingPathComponent("icon@3x.png").path)
        #expect(found?.scale == 3)
        #expect(_ImageResourceLookup.find("nothing", in: [a.path, b.path], screenScale: 2) == nil)
    }

    @Test func searchFoldersIncludeResourcesNextToTheExecutable() {
        let folders = _ImageResourceLookup.searchFolders
        #expect(folders.contains { $0.hasSuffix("/Resources") })
    }

    @Test func swiftPMBundlesOfTheExecutableAreFound() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("bundles-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        for name in ["Pkg_App.resources", "Pkg_Other.resources", "Pkg_App.txt"] {
            try fm.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let found = _ImageResourceLookup.swiftPMBundles(in: root.path, executableName: "App")
        #expect(found == [root.appendingPathComponent("Pkg_App.resources").path])
    }
}
