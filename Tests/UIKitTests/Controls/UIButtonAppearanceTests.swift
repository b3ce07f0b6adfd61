import Testing
@testable import UIKitTesting
@testable import UIKit

/// How legacy buttons look while touched, disabled and selected: the system fade over virtual
/// time, the tint, a `.custom` button's darkened and lightened images, the touch glow.
@MainActor @Suite struct UIButtonAppearanceTests {
    func stage(_ type: UIButton.ButtonType = .system) -> (UITestHost, UIButton) {
        let host = UITestHost()
        let button = UIButton(type: type)
        button.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
        button.setTitle("Push", for: .normal)
        host.window.addSubview(button)
        host.settle()
        return (host, button)
    }

    func presentedAlpha(_ view: UIView?) -> CGFloat {
        CGFloat(view?.layer.presentation()?.opacity ?? view?.layer.opacity ?? -1)
    }

    func image() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
            UIColor(red: 0.5, green: 0.5, blue: 1, alpha: 1).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    // MARK: The system fade

    @Test func touchDownDropsTheContentToPointTwoAtOnce() {
        let (host, button) = stage()
        button.setImage(image(), for: .normal)
        let finger = host.touchDown(at: CGPoint(x: 160, y: 222))
        #expect(abs(button.titleLabel!.alpha - 0.2) < 1e-6 && abs(button.imageView!.alpha - 0.2) < 1e-6)
        host.advance(by: 1.0 / 60)
        #expect(abs(presentedAlpha(button.titleLabel) - 0.2) < 0.001)
        host.lift(finger)
    }

    @Test func releasingFadesTheContentBackOverAQuarterSecond() {
        let (host, button) = stage()
        let finger = host.touchDown(at: CGPoint(x: 160, y: 222))
        host.advance(by: 0.1)
        host.lift(finger)
        #expect(button.titleLabel?.alpha == 1)                  // the model value at once
        var samples: [CGFloat] = []
        for _ in 0..<6 {
            host.advance(by: 0.05)
            samples.append(presentedAlpha(button.titleLabel))
        }
        #expect(samples[0] > 0.2 && samples[0] < 0.5, "\(samples)")
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 < $1 || $1 == 1 }, "\(samples)")
        #expect(samples[2] < 1, "still fading at 0.15 s: \(samples)")
        #expect(samples[5] == 1, "done by 0.3 s: \(samples)")
    }

    @Test func aNewTouchDuringTheFadeDropsToPointTwoAgainAtOnce() {
        let (host, button) = stage()
        host.tap(button)
        host.advance(by: 0.1)
        #expect(presentedAlpha(button.titleLabel) > 0.3)
        let finger = host.touchDown(at: CGPoint(x: 160, y: 222))
        host.advance(by: 1.0 / 60)
        #expect(abs(presentedAlpha(button.titleLabel) - 0.2) < 0.001)
        host.lift(finger)
    }

    @Test func draggingOutUnhighlightsAndFadesBack() {
        let (host, button) = stage()
        let finger = host.touchDown(at: CGPoint(x: 160, y: 222))
        host.move(finger, to: CGPoint(x: 160, y: 400))
        host.advance(by: 0.5)
        #expect(presentedAlpha(button.titleLabel) == 1)
        host.lift(finger)
    }

    @Test func aCustomButtonDoesNotFade() {
        let (host, button) = stage(.custom)
        let finger = host.touchDown(at: CGPoint(x: 160, y: 222))
        #expect(button.titleLabel?.alpha == 1)
        host.lift(finger)
    }

    // MARK: Tint, disabled, selected

    @Test func aSystemButtonsTitleAndTemplateImageAreInTheTint() {
        let (host, button) = stage()
        button.setImage(image(), for: .normal)
        #expect(button.titleLabel?.textColor == UIColor.systemBlue)
        #expect(button.imageView?.image?.renderingMode == .alwaysTemplate)
        #expect(button.imageView?.tintColor == UIColor.systemBlue)
        host.window.tintColor = .systemRed
        #expect(button.titleLabel?.textColor == UIColor.systemRed)
        #expect(button.currentTitleColor == UIColor.systemRed)
    }

    @Test func anAlwaysOriginalImageKeepsItsColoursInASystemButton() {
        let (_, button) = stage()
        let original = image().withRenderingMode(.alwaysOriginal)
        button.setImage(original, for: .normal)
        #expect(button.imageView?.image === original)
    }

    @Test func aDisabledSystemButtonIsGrey() {
        let (_, button) = stage()
        button.setImage(image(), for: .normal)
        button.isEnabled = false
        #expect(button.currentTitleColor == UIColor.tertiaryLabel)
        #expect(button.titleLabel?.textColor == UIColor.tertiaryLabel)
        #expect(button.imageView?.tintColor == UIColor.tertiaryLabel)
        button.setTitleColor(.red, for: .disabled)
        #expect(button.titleLabel?.textColor == .red)
    }

    @Test func aSelectedSystemButtonShowsATintFillBehindAWhiteTitle() {
        let (host, button) = stage()
        button.isSelected = true
        host.settle()
        #expect(button.titleLabel?.textColor == .white)
        let fill = button.subviews.first { $0 !== button.titleLabel && $0 !== button.imageView && !$0.isHidden }
        #expect(fill?.backgroundColor == UIColor.systemBlue)
        #expect(fill?.frame.contains(button.titleLabel!.frame) == true)
        button.isSelected = false
        #expect(fill?.isHidden == true)
    }

    // MARK: Custom buttons

    @Test func aHighlightedCustomButtonShowsADarkerCopyOfItsImage() {
        let (host, button) = stage(.custom)
        let source = image()
        button.setImage(source, for: .normal)
        let finger = host.touchDown(at: CGPoint(x: 160, y: 222))
        let shown = button.imageView?.image
        #expect(shown !== source)
        #expect(button.currentImage === source)
        host.lift(finger)
        #expect(button.imageView?.image === source)
        let darker = pixel(shown), normal = pixel(source)
        #expect(darker.blue < normal.blue * 0.7 && darker.red < normal.red * 0.7)
    }

    @Test func adjustsImageWhenHighlightedFalseKeepsTheImage() {
        let (host, button) = stage(.custom)
        let source = image()
        button.setImage(source, for: .normal)
        button.adjustsImageWhenHighlighted = false
        let finger = host.touchDown(at: CGPoint(x: 160, y: 222))
        #expect(button.imageView?.image === source)
        host.lift(finger)
    }

    @Test func aHighlightedImageOfItsOwnIsShownAsItIs() {
        let (host, button) = stage(.custom)
        let highlighted = image()
        button.setImage(image(), for: .normal)
        button.setImage(highlighted, for: .highlighted)
        let finger = host.touchDown(at: CGPoint(x: 160, y: 222))
        #expect(button.imageView?.image === highlighted)
        host.lift(finger)
    }

    @Test func aDisabledCustomButtonShowsALighterImageUnlessTurnedOff() {
        let (_, button) = stage(.custom)
        let source = image()
        button.setImage(source, for: .normal)
        button.isEnabled = false
        #expect(pixel(button.imageView?.image).alpha < 0.6)
        button.adjustsImageWhenDisabled = false
        #expect(button.imageView?.image === source)
    }

    @Test func showsTouchWhenHighlightedShowsAGlowAtTheCentreWhileTouched() {
        let (host, button) = stage(.custom)
        button.showsTouchWhenHighlighted = true
        let finger = host.touchDown(at: CGPoint(x: 160, y: 222))
        host.settle()
        let glow = button.subviews.last
        #expect(glow is _UIButtonTouchGlow && glow?.isHidden == false)
        #expect(glow?.center == CGPoint(x: 60, y: 22) && glow?.bounds.size == CGSize(width: 40, height: 40))
        host.lift(finger)
        #expect(glow?.isHidden == true)
    }

    /// The middle pixel's straight (unpremultiplied) components, 0…1.
    func pixel(_ image: UIImage?) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard let image, image.cgImage != nil else { return (0, 0, 0, 0) }
        let reader = PixelReader(image)
        let p = reader.rgba(reader.width / 2, reader.height / 2)
        let a = CGFloat(p[3]) / 255
        guard a > 0 else { return (0, 0, 0, 0) }
        return (CGFloat(p[0]) / 255 / a, CGFloat(p[1]) / 255 / a, CGFloat(p[2]) / 255 / a, a)
    }
}

