import Testing
import CoreGraphics

@Suite struct CGColorSpaceTests {
    @Test func deviceRGBHasThreeComponentsAndTheRGBModel() {
        let space = CGColorSpaceCreateDeviceRGB()
        #expect(space.numberOfComponents == 3)
        #expect(space.model == .rgb)
        #expect(space.name == nil)
    }

    @Test func deviceGrayHasOneComponentAndTheMonochromeModel() {
        let space = CGColorSpaceCreateDeviceGray()
        #expect(space.numberOfComponents == 1)
        #expect(space.model == .monochrome)
    }

    @Test func namedSpacesExistOnlyForKnownNames() {
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.name == CGColorSpace.sRGB)
        #expect(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)?.numberOfComponents == 1)
        #expect(CGColorSpace(name: "kCGColorSpaceNoSuchSpace") == nil)
    }

    @Test func spacesWithTheSameModelAndNameAreEqual() {
        #expect(CGColorSpaceCreateDeviceRGB() == CGColorSpaceCreateDeviceRGB())
        #expect(CGColorSpace(name: CGColorSpace.sRGB) == CGColorSpace(name: CGColorSpace.sRGB))
        #expect(CGColorSpaceCreateDeviceRGB() != CGColorSpace(name: CGColorSpace.sRGB))
        #expect(CGColorSpaceCreateDeviceRGB() != CGColorSpaceCreateDeviceGray())
    }
}
