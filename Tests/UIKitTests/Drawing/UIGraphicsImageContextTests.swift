import Testing
import UIKit

@MainActor @Suite struct UIGraphicsImageContextTests {
    @Test func beginDrawGetEnd() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 2)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image?.size == CGSize(width: 4, height: 2))
        #expect(image?.scale == 2)
        let pixels = PixelReader(image!)
        #expect(pixels.matches(3, 3, [255, 0, 0, 255]))
        #expect(pixels.matches(4, 3, [0, 0, 0, 0]))
    }

    @Test func scaleZeroMeansTheScreensScale() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), true, 0)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.scale == UIScreen.main.scale)
        #expect(image?.cgImage?.alphaInfo == .noneSkipFirst)
    }

    @Test func beginImageContextIsScaleOneAndTransparent() {
        UIGraphicsBeginImageContext(CGSize(width: 3, height: 3))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.scale == 1)
        #expect(image?.cgImage?.width == 3)
        #expect(PixelReader(image!).matches(1, 1, [0, 0, 0, 0]))
    }

    @Test func nestedContextsEndInnermostFirst() {
        UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
        let outer = UIGraphicsGetCurrentContext()
        UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size.width == 2)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func noImageWhenTheCurrentContextIsNotAnImageContext() {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        let other = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        UIGraphicsPushContext(other)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()   // ignored: not an image context
        #expect(UIGraphicsGetCurrentContext() === other)
        UIGraphicsPopContext()
    }

    @Test func rectFrameDrawsAOnePointBorderInsideWithTheFillColour() {
        UIGraphicsBeginImageContext(CGSize(width: 5, height: 5))
        UIColor.blue.setFill()
        UIColor.red.setStroke()
        UIRectFrame(CGRect(x: 0, y: 0, width: 5, height: 5))
        let pixels = PixelReader(UIGraphicsGetImageFromCurrentImageContext()!)
        UIGraphicsEndImageContext()
        #expect(pixels.matches(0, 2, [0, 0, 255, 255]))
        #expect(pixels.matches(4, 4, [0, 0, 255, 255]))
        #expect(pixels.matches(1, 1, [0, 0, 0, 0]))
    }

    @Test func rectClipLimitsFills() {
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        UIRectClip(CGRect(x: 2, y: 0, width: 2, height: 4))
        UIColor.red.setFill()
        UIRectFillUsingBlendMode(CGRect(x: 0, y: 0, width: 4, height: 4), .normal)
        let pixels = PixelReader(UIGraphicsGetImageFromCurrentImageContext()!)
        UIGraphicsEndImageContext()
        #expect(pixels.matches(0, 0, [0, 0, 0, 0]))
        #expect(pixels.matches(3, 0, [255, 0, 0, 255]))
    }

    @Test func anEmptyImageContextStops() async {
        await #expect(processExitsWith: .failure) {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 0, height: 10), false, 1)
        }
    }
}
