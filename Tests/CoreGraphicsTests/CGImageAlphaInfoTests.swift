import Testing
import CoreGraphics

@Suite struct CGImageAlphaInfoTests {
    @Test func rawValuesAreApples() {
        let expected: [(CGImageAlphaInfo, UInt32)] = [(.none, 0), (.premultipliedLast, 1), (.premultipliedFirst, 2),
            (.last, 3), (.first, 4), (.noneSkipLast, 5), (.noneSkipFirst, 6), (.alphaOnly, 7)]
        for (info, raw) in expected { #expect(info.rawValue == raw) }
    }
}
