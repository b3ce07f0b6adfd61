import Testing
@testable import UIKit
@testable import QuartzCore

@MainActor @Suite struct ContentModeLayoutTests {
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    let content = CGSize(width: 20, height: 10)

    private func rect(_ mode: UIView.ContentMode, _ size: CGSize? = nil) -> CGRect {
        _ContentModeLayout.rect(for: mode, contentSize: size ?? content, in: bounds)
    }

    @Test func scaleToFillAndRedrawFillTheBounds() {
        #expect(rect(.scaleToFill) == bounds)
        #expect(rect(.redraw) == bounds)
    }

    @Test func aspectFitScalesByTheSmallerRatioAndCentres() {
        // 100/20 = 5, 50/10 = 5 → exactly the bounds; a 10 × 10 square: min(10, 5) = 5 → 50 × 50,
        // centred: x = 50 − 25.
        #expect(rect(.scaleAspectFit) == bounds)
        #expect(rect(.scaleAspectFit, CGSize(width: 10, height: 10)) == CGRect(x: 25, y: 0, width: 50, height: 50))
    }

    @Test func aspectFillScalesByTheLargerRatioAndCentres() {
        // Square 10 × 10 in 100 × 50: max(10, 5) = 10 → 100 × 100, centred vertically at y −25.
        #expect(rect(.scaleAspectFill, CGSize(width: 10, height: 10)) == CGRect(x: 0, y: -25, width: 100, height: 100))
    }

    @Test func fixedModesKeepTheSizeAndPinEdges() {
        #expect(rect(.center) == CGRect(x: 40, y: 20, width: 20, height: 10))
        #expect(rect(.top) == CGRect(x: 40, y: 0, width: 20, height: 10))
        #expect(rect(.bottom) == CGRect(x: 40, y: 40, width: 20, height: 10))
        #expect(rect(.left) == CGRect(x: 0, y: 20, width: 20, height: 10))
        #expect(rect(.right) == CGRect(x: 80, y: 20, width: 20, height: 10))
        #expect(rect(.topLeft) == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(rect(.topRight) == CGRect(x: 80, y: 0, width: 20, height: 10))
        #expect(rect(.bottomLeft) == CGRect(x: 0, y: 40, width: 20, height: 10))
        #expect(rect(.bottomRight) == CGRect(x: 80, y: 40, width: 20, height: 10))
    }

    @Test func boundsOriginShiftsEverything() {
        let shifted = _ContentModeLayout.rect(for: .topLeft, contentSize: content, in: bounds.offsetBy(dx: 5, dy: 7))
        #expect(shifted.origin == CGPoint(x: 5, y: 7))
    }

    @Test func emptyContentFillsNothing() {
        #expect(rect(.scaleAspectFit, .zero).size == .zero)
    }
}
