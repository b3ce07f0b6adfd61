import Testing
import SnapshotTesting
import UIKitSnapshotTesting
@testable import UIKitTesting
@testable import UIKit

/// UISlider's colours and per-state images, and pictures of sliders in their states.
@MainActor @Suite struct UISliderAppearanceTests {
    private func image(_ size: CGSize, _ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    // MARK: Colours

    @Test func theMinimumTrackIsTheTintAndTheRestGreyAndWhite() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(slider.minimumTrackTintColor == nil && slider.maximumTrackTintColor == nil && slider.thumbTintColor == nil)
        #expect(slider._minimumTrackView.backgroundColor == .systemBlue)
        #expect(slider._maximumTrackView.backgroundColor == .systemFill)
        #expect(slider._thumbView.backgroundColor == .white)
        #expect(slider._thumbView.layer.shadowOpacity > 0)
    }

    @Test func theMinimumTrackFollowsAnInheritedTint() {
        let container = UIView()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        container.addSubview(slider)
        container.tintColor = .systemPink
        #expect(slider._minimumTrackView.backgroundColor == .systemPink)
        slider.minimumTrackTintColor = .systemGreen
        container.tintColor = .systemRed
        #expect(slider._minimumTrackView.backgroundColor == .systemGreen)
    }

    @Test func tintColoursColourTheirParts() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.maximumTrackTintColor = .systemYellow
        slider.thumbTintColor = .black
        #expect(slider._maximumTrackView.backgroundColor == .systemYellow)
        #expect(slider._thumbView.backgroundColor == .black)
    }

    // MARK: Images

    @Test func aThumbImageReplacesTheDrawnThumbAtItsOwnSize() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let thumb = image(CGSize(width: 20, height: 20), .red)
        slider.setThumbImage(thumb, for: .normal)
        #expect(slider.thumbImage(for: .normal) === thumb)
        #expect(slider.thumbImage(for: .highlighted) == nil)
        #expect(slider.currentThumbImage === thumb)
        slider.layoutIfNeeded()
        #expect(slider._thumbView.image === thumb)
        #expect(slider._thumbView.backgroundColor == nil && slider._thumbView.layer.shadowOpacity == 0)
        #expect(slider._thumbView.frame == CGRect(x: 0, y: 5.5, width: 20, height: 20))
        slider.value = 1
        #expect(slider._thumbView.frame.maxX == 200)
    }

    @Test func theHighlightedThumbImageShowsWhileDragging() {
        let host = UITestHost()
        let slider = UISlider(frame: CGRect(x: 50, y: 200, width: 200, height: 31))
        let normal = image(CGSize(width: 28, height: 28), .gray)
        let pressed = image(CGSize(width: 28, height: 28), .black)
        slider.setThumbImage(normal, for: .normal)
        slider.setThumbImage(pressed, for: .highlighted)
        host.window.addSubview(slider)
        host.settle()
        let finger = host.touchDown(at: slider.convert(CGPoint(x: 14, y: 15.5), to: nil))
        #expect(slider.currentThumbImage === pressed && slider._thumbView.image === pressed)
        host.lift(finger)
        #expect(slider.currentThumbImage === normal)
    }

    @Test func trackImagesAreStretchedAlongTheTrackAtTheirHeight() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let left = image(CGSize(width: 9, height: 6), .blue).resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
        let right = image(CGSize(width: 9, height: 6), .lightGray)
        slider.setMinimumTrackImage(left, for: .normal)
        slider.setMaximumTrackImage(right, for: .normal)
        slider.value = 0.5
        slider.layoutIfNeeded()
        #expect(slider.currentMinimumTrackImage === left && slider.currentMaximumTrackImage === right)
        #expect(slider._minimumTrackView.image === left && slider._minimumTrackView.backgroundColor == nil)
        #expect(slider._minimumTrackView.frame == CGRect(x: 2, y: 12.5, width: 98, height: 6))
        #expect(slider._maximumTrackView.frame == CGRect(x: 100, y: 12.5, width: 98, height: 6))
        slider.setMinimumTrackImage(nil, for: .normal)
        #expect(slider._minimumTrackView.image == nil && slider._minimumTrackView.backgroundColor == .systemBlue)
    }

    @Test func aDisabledStatesImagesAndDimmingApply() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let disabledThumb = image(CGSize(width: 28, height: 28), .gray)
        slider.setThumbImage(disabledThumb, for: .disabled)
        #expect(slider.currentThumbImage == nil)
        slider.isEnabled = false
        #expect(slider.currentThumbImage === disabledThumb)
        #expect(slider._contentView.alpha == 0.5)
    }

    @Test func aTallerThumbImageMakesTheSliderTaller() {
        let slider = UISlider(frame: .zero)
        slider.setThumbImage(image(CGSize(width: 44, height: 44), .red), for: .normal)
        #expect(slider.intrinsicContentSize.height == 44)
    }

    // MARK: Pictures

    @Test func goldenSlidersInTheirStates() {
        let host = UITestHost()
        func make(_ value: Float) -> UISlider {
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 240, height: 31))
            slider.value = value
            return slider
        }
        let atZero = make(0)
        let middle = make(0.4)
        let full = make(1)
        let disabled = make(0.6)
        disabled.isEnabled = false
        let coloured = make(0.7)
        coloured.minimumTrackTintColor = .systemOrange
        coloured.maximumTrackTintColor = .systemGray3
        coloured.thumbTintColor = .systemYellow
        let withImages = make(0.3)
        withImages.minimumValueImage = image(CGSize(width: 12, height: 12), .darkGray)
        withImages.maximumValueImage = image(CGSize(width: 18, height: 18), .darkGray)
        let canvas = ValueControlStage.canvas(CGSize(width: 264, height: 6 * 43 + 12),
                                              [atZero, middle, full, disabled, coloured, withImages])
        host.window.addSubview(canvas)
        host.settle()
        assertSnapshot(of: canvas, as: .image)
    }
}
