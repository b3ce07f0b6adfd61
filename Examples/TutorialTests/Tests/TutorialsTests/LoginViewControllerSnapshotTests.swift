import Foundation
import Testing
import Tutorials
import UIKitTesting

/// A picture test without swift-snapshot-testing: the screen as the compositor drew it, compared
/// with a PNG kept beside this file (recorded on the first run). With the package's SnapshotTesting
/// trait, `assertSnapshot(of: view, as: .image)` from UIKitSnapshotTesting does the same.
@MainActor @Suite struct LoginViewControllerSnapshotTests {
    @Test func theLoginScreenLooksAsRecorded() throws {
        let host = UITestHost()
        let login = LoginViewController()
        host.show(login)
        host.tap(login.accountField)
        host.type("rockhopper")
        let png = try #require(host.snapshot(scale: 1).pngData())
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        let reference = folder.appendingPathComponent("login-screen.png")
        guard let recorded = try? Data(contentsOf: reference) else {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try png.write(to: reference)
            Issue.record("Recorded \(reference.path); run the test again")
            return
        }
        if png != recorded {
            let failed = folder.appendingPathComponent("login-screen.failed.png")
            try png.write(to: failed)
            Issue.record("The screen differs from \(reference.lastPathComponent); see \(failed.path)")
        }
    }
}
