import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit

@MainActor @Suite struct UIImageRenderingModeTests {
    private func square() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }
    }

    @Test func imagesStartAutomaticAndKeepTheirPixelsInAnotherMode() {
        _ = UITestHost()
        let image = square()
        #expect(image.renderingMode == .automatic)
        #expect(UIImage.RenderingMode.automatic.rawValue == 0)
        #expect(UIImage.RenderingMode.alwaysOriginal.rawValue == 1)
        #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(template.cgImage === image.cgImage)
        #expect(template.scale == 2)
        #expect(template.size == image.size)
        #expect(image.withRenderingMode(.automatic) === image)
        // A resizable copy keeps the mode.
        #expect(template.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)).renderingMode == .alwaysTemplate)
    }

    @Test func aTemplateIsDrawnAsItsAlphaFilledWithTheColour() {
        _ = UITestHost()
        let template = square().withRenderingMode(.alwaysTemplate)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
            template._drawAsTemplate(in: CGRect(x: 0, y: 0, width: 10, height: 10), color: .blue)
        }
        let pixels = PixelReader(drawn)
        #expect(pixels.matches(2, 5, [0, 0, 255, 255]))
        #expect(pixels.matches(8, 5, [0, 0, 0, 0]))
    }
}
