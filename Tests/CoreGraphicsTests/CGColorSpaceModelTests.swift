import Testing
import CoreGraphics

@Suite struct CGColorSpaceModelTests {
    @Test func rawValuesAreApples() {
        #expect(CGColorSpaceModel.unknown.rawValue == -1)
        #expect(CGColorSpaceModel.monochrome.rawValue == 0)
        #expect(CGColorSpaceModel.rgb.rawValue == 1)
        #expect(CGColorSpaceModel.cmyk.rawValue == 2)
        #expect(CGColorSpaceModel.XYZ.rawValue == 7)
    }
}
