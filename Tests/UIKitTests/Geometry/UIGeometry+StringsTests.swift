import Foundation
import Testing
@testable import UIKit

/// UIKit's geometry strings: the formats iOS prints, and reading them back.
@Suite struct UIGeometryStringsTests {
    @Test func pointsSizesAndRectsPrintAsIOSPrintsThem() {
        #expect(NSStringFromCGPoint(CGPoint(x: 10, y: 20)) == "{10, 20}")
        #expect(NSStringFromCGSize(CGSize(width: 0.5, height: 320)) == "{0.5, 320}")
        #expect(NSStringFromCGRect(CGRect(x: 0, y: 0, width: 320, height: 568)) == "{{0, 0}, {320, 568}}")
        #expect(NSStringFromCGVector(CGVector(dx: -3, dy: 4)) == "{-3, 4}")
        #expect(NSStringFromUIOffset(UIOffset(horizontal: 1, vertical: -2)) == "{1, -2}")
    }

    @Test func numbersKeepSeventeenSignificantDigitsAsUIKitWritesThem() {
        #expect(NSStringFromCGPoint(CGPoint(x: 196, y: -95.999999999999986)) == "{196, -95.999999999999986}")
        #expect(NSStringFromCGPoint(CGPoint(x: 768, y: 4.702643708725836e-14)) == "{768, 4.702643708725836e-14}")
        #expect(NSStringFromCGPoint(CGPoint(x: 1.0 / 3, y: 0)) == "{0.33333333333333331, 0}")
    }

    @Test func transformsPrintTheirSixNumbersInBrackets() {
        #expect(NSStringFromCGAffineTransform(.identity) == "[1, 0, 0, 1, 0, 0]")
        #expect(NSStringFromCGAffineTransform(CGAffineTransform(translationX: 5, y: -7).scaledBy(x: 2, y: 3))
            == "[2, 0, 0, 3, 5, -7]")
    }

    @Test func insetsPrintTopLeftBottomRight() {
        #expect(NSStringFromUIEdgeInsets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        #expect(NSStringFromDirectionalEdgeInsets(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) == "{1, 2, 3, 4}")
    }

    @Test func everyStringReadsBackToTheSameValue() {
        let rect = CGRect(x: 1.0 / 3, y: -2.5, width: 1e-9, height: 12345.678)
        #expect(CGRectFromString(NSStringFromCGRect(rect)) == rect)
        let transform = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 4, y: -9)
        #expect(CGAffineTransformFromString(NSStringFromCGAffineTransform(transform)) == transform)
        let insets = UIEdgeInsets(top: 0.1, left: 0.2, bottom: 0.3, right: 0.4)
        #expect(UIEdgeInsetsFromString(NSStringFromUIEdgeInsets(insets)) == insets)
        #expect(CGPointFromString("{3,4}") == CGPoint(x: 3, y: 4))
        #expect(CGSizeFromString(" { 7 , 8 } ") == CGSize(width: 7, height: 8))
        #expect(UIOffsetFromString("{1, -2}") == UIOffset(horizontal: 1, vertical: -2))
        #expect(CGVectorFromString("{-3, 4}") == CGVector(dx: -3, dy: 4))
        #expect(NSDirectionalEdgeInsetsFromString("{1, 2, 3, 4}") == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test func malformedStringsGiveZerosForWhatIsMissing() {
        #expect(CGPointFromString("") == .zero)
        #expect(CGPointFromString("garbage") == .zero)
        #expect(CGRectFromString("{{1, 2}}") == CGRect(x: 1, y: 2, width: 0, height: 0))
        #expect(CGSizeFromString("{-, 5}") == CGSize(width: 5, height: 0))
    }

    @Test func theCoderFormsAreTheSameStrings() {
        #expect(NSCoder.string(for: CGPoint(x: 1, y: 2)) == "{1, 2}")
        #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
        #expect(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSCoder.cgAffineTransform(for: "[1, 0, 0, 1, 5, 6]") == CGAffineTransform(translationX: 5, y: 6))
        #expect(NSCoder.uiEdgeInsets(for: NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
            == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }
}
