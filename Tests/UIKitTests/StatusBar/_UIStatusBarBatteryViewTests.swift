import Testing
@testable import UIKitTesting
@testable import UIKit

/// The battery glyph: a faint rounded outline, a fainter-than-fill nub, a solid full charge.
@MainActor @Suite struct _UIStatusBarBatteryViewTests {
    /// The battery drawn alone at scale 2, in `color`.
    func drawn(_ color: UIColor) throws -> (CGImage, CGSize) {
        _ = UITestHost()
        let battery = _UIStatusBarBatteryView()
        battery.contentColor = color
        battery.sizeToFit()
        let image = try #require(battery._renderedImage(scale: 2, afterScreenUpdates: true))
        return (image, battery.bounds.size)
    }

    @Test func itIsTheBodyTheGapAndTheNubSideBySide() {
        let battery = _UIStatusBarBatteryView()
        #expect(battery.sizeThatFits(.zero) == CGSize(width: 22 + 1 + 1.5, height: 11))
    }

    @Test func theChargeIsSolidTheOutlineAndNubFaint() throws {
        let (image, _) = try drawn(.black)
        #expect(rgba(image, 22, 11) == [0, 0, 0, 255])           // the middle of the charge
        let outline = rgba(image, 22, 0)                           // the top edge of the body
        #expect(abs(Int(outline[3]) - 89) <= 2)                   // 35 % of 255
        let nub = rgba(image, 47, 11)                              // the middle of the nub
        #expect(abs(Int(nub[3]) - 102) <= 2)                      // 40 % of 255
        #expect(rgba(image, 22, 3)[3] == 0)                        // between outline and charge
        #expect(rgba(image, 45, 11)[3] == 0)                       // the gap before the nub
    }

    @Test func itDrawsInItsContentColour() throws {
        let (image, _) = try drawn(.white)
        #expect(rgba(image, 22, 11) == [255, 255, 255, 255])
    }

    @Test func aNewColourRedrawsIt() {
        let host = UITestHost()
        let battery = _UIStatusBarBatteryView(frame: CGRect(x: 0, y: 100, width: 24.5, height: 11))
        host.window.addSubview(battery)
        host.advance(by: 1.0 / 60)
        #expect(!battery.layer.needsDisplay())
        battery.contentColor = .black
        #expect(!battery.layer.needsDisplay())   // the same colour: nothing to redraw
        battery.contentColor = .white
        #expect(battery.layer.needsDisplay())
    }
}
