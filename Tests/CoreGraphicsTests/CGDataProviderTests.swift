import Testing
import Foundation
import CoreGraphics

@Suite struct CGDataProviderTests {
    @Test func providesItsData() {
        #expect(CGDataProvider(data: Data([1, 2, 3]))?.data == Data([1, 2, 3]))
    }

    @Test func readsFilesAndFailsForMissingOnes() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cgdataprovider-\(UUID().uuidString)")
        try Data([9, 8, 7]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(CGDataProvider(filename: url.path)?.data == Data([9, 8, 7]))
        #expect(CGDataProvider(url: url)?.data == Data([9, 8, 7]))
        #expect(CGDataProvider(filename: "/nonexistent/file") == nil)
    }
}
