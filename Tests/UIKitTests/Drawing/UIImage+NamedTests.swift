import Testing
import Foundation
@testable import UIKit
@testable import QuartzCore

@MainActor @Suite struct UIImageNamedTests {
    @Test func unknownNamesGiveNil() {
        #expect(UIImage(named: "no-such-image-\(UUID().uuidString)") == nil)
        #expect(UIImage(named: "") == nil)
    }

    @Test func findsAnImageInTheResourcesFolderNextToTheExecutable() throws {
        guard let folder = _ImageResourceLookup.searchFolders.last(where: { $0.hasSuffix("/Resources") }) else {
            Issue.record("no Resources folder candidate")
            return
        }
        let fm = FileManager.default
        let existed = fm.fileExists(atPath: folder)
        try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let name = "named-test-\(UUID().uuidString)"
        let file = (folder as NSString).appendingPathComponent("\(name)@2x.png")
        try UIImageTests.sample().pngData()!.write(to: URL(fileURLWithPath: file))
        defer {
            try? fm.removeItem(atPath: file)
            if !existed { try? fm.removeItem(atPath: folder) }
        }
        let image = UIImage(named: name)
        #expect(image?.scale == 2)
        #expect(image?.size == CGSize(width: 2, height: 1))
    }
}
