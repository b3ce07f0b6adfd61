import Testing
@testable import UIKitTesting
@testable import UIKit

/// UIStepper's per-state images: backgrounds over the whole control shown half by half, dividers
/// chosen by both halves' states, and the glyphs.
@MainActor @Suite struct UIStepperImagesTests {
    private func image(_ size: CGSize, _ color: UIColor, template: Bool = false) -> UIImage {
        let image = UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
        return template ? image.withRenderingMode(.alwaysTemplate) : image
    }

    @Test func theDefaultGlyphsAreDrawnMinusAndPlus() {
        let stepper = UIStepper(frame: .zero)
        #expect(stepper.incrementImage(for: .normal) === _UIStepperGlyphs.plus)
        #expect(stepper.decrementImage(for: .highlighted) === _UIStepperGlyphs.minus)
        #expect(stepper.incrementImage(for: .normal)?.size == CGSize(width: 14, height: 14))
        #expect(stepper.incrementImage(for: .normal)?.renderingMode == .alwaysTemplate)
        #expect(stepper.backgroundImage(for: .normal) == nil)
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal) == nil)
    }

    @Test func customGlyphsReplaceTheDrawnOnesAndFallBackToNormal() {
        let stepper = UIStepper(frame: .zero)
        stepper.value = 50
        let up = image(CGSize(width: 10, height: 10), .black, template: true)
        let upPressed = image(CGSize(width: 12, height: 12), .black, template: true)
        stepper.setIncrementImage(up, for: .normal)
        stepper.setIncrementImage(upPressed, for: .highlighted)
        #expect(stepper.incrementImage(for: .disabled) === up)
        #expect(stepper.incrementImage(for: .highlighted) === upPressed)
        #expect(stepper._incrementGlyph.image === up)
        stepper.layoutIfNeeded()
        #expect(stepper._incrementGlyph.frame == CGRect(x: 18.5, y: 11, width: 10, height: 10))
    }

    @Test func customTemplateGlyphsTakeTheTintColour() {
        let container = UIView()
        let stepper = UIStepper(frame: .zero)
        container.addSubview(stepper)
        container.tintColor = .systemPurple
        stepper.value = 50
        stepper.setDecrementImage(image(CGSize(width: 10, height: 10), .black, template: true), for: .normal)
        #expect(stepper._decrementGlyph.tintColor == .systemPurple)
        #expect(stepper._incrementGlyph.tintColor == .label)
    }

    @Test func aDisabledHalfWithoutAnImageOfItsOwnDimsItsCustomGlyph() {
        let stepper = UIStepper(frame: .zero)
        stepper.setDecrementImage(image(CGSize(width: 10, height: 10), .black), for: .normal)
        #expect(abs(stepper._decrementGlyph.alpha - 0.35) < 1e-6)
        stepper.value = 1
        #expect(stepper._decrementGlyph.alpha == 1)
    }

    @Test func aBackgroundImageCoversTheControlAndEachHalfShowsItsState() {
        let host = UITestHost()
        let stepper = UIStepper(frame: CGRect(x: 100, y: 200, width: 0, height: 0))
        stepper.value = 50
        let normal = image(CGSize(width: 9, height: 9), .lightGray).resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        let pressed = image(CGSize(width: 9, height: 9), .darkGray)
        stepper.setBackgroundImage(normal, for: .normal)
        stepper.setBackgroundImage(pressed, for: .highlighted)
        #expect(stepper.backgroundImage(for: .normal) === normal)
        host.window.addSubview(stepper)
        host.settle()
        #expect(stepper._backgroundView.layer.cornerRadius == 0)
        #expect(stepper._decrementBackground.image === normal && stepper._incrementBackground.image === normal)
        #expect(stepper._incrementBackground.frame == CGRect(x: -47, y: 0, width: 94, height: 32))
        #expect(stepper._incrementHalf.clipsToBounds)
        let finger = host.touchDown(at: stepper.convert(CGPoint(x: 70, y: 16), to: nil))
        #expect(stepper._incrementBackground.image === pressed && stepper._decrementBackground.image === normal)
        host.lift(finger)
        #expect(stepper._incrementBackground.image === normal)
    }

    @Test func theDividerImageIsChosenByBothHalvesStates() {
        let stepper = UIStepper(frame: .zero)
        let plain = image(CGSize(width: 2, height: 10), .gray)
        let leftDisabled = image(CGSize(width: 3, height: 10), .red)
        stepper.setDividerImage(plain, forLeftSegmentState: .normal, rightSegmentState: .normal)
        stepper.setDividerImage(leftDisabled, forLeftSegmentState: .disabled, rightSegmentState: .normal)
        #expect(stepper.dividerImage(forLeftSegmentState: .disabled, rightSegmentState: .normal) === leftDisabled)
        #expect(stepper._dividerView.image === leftDisabled)   // value 0: the − half is disabled
        stepper.value = 10
        #expect(stepper._dividerView.image === plain)
        stepper.layoutIfNeeded()
        #expect(stepper._dividerView.frame == CGRect(x: 46, y: 0, width: 2, height: 32))
        #expect(stepper._dividerView.backgroundColor == nil)
    }
}
