import Foundation
import Testing
@testable import UIKit
@testable import QuartzCore

@MainActor @Suite struct _CATransitionDrawValuesTests {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in }.cgImage!

    func values(_ style: _CATransitionStyle, _ progress: Double) -> _CATransitionDrawValues {
        _CATransitionDrawValues(style: style, progress: progress, before: image)
    }

    @Test func aFlipScalesByTheAbsoluteCosineOfPiTimesProgress() {
        for p in [0.0, 0.1, 0.25, 0.4, 0.6, 0.75, 1.0] {
            #expect(abs(values(.flipAboutVerticalAxis, p).turnScale - abs(cos(Double.pi * p))) < 1e-12)
        }
        #expect(values(.crossDissolve, 0.5).turnScale == 1)
    }

    @Test func aFlipAboutTheVerticalAxisScalesXAboutTheCentre() {
        let bounds = CGRect(x: 10, y: 20, width: 100, height: 60)
        let t = values(.flipAboutVerticalAxis, 0.25).transform(in: bounds)
        let s = cos(Double.pi / 4)
        // The centre x = 60 stays; the left edge x = 10 moves to 60 − 50·s; y is untouched.
        #expect(abs(CGPoint(x: 60, y: 20).applying(t).x - 60) < 1e-9)
        #expect(abs(CGPoint(x: 10, y: 20).applying(t).x - (60 - 50 * s)) < 1e-9)
        #expect(abs(CGPoint(x: 10, y: 80).applying(t).y - 80) < 1e-9)
    }

    @Test func aFlipAboutTheHorizontalAxisScalesYAboutTheCentre() {
        let bounds = CGRect(x: 10, y: 20, width: 100, height: 60)
        let t = values(.flipAboutHorizontalAxis, 0.75).transform(in: bounds)
        let s = cos(Double.pi / 4)
        // Centre y = 50; the bottom edge y = 80 moves to 50 + 30·s.
        #expect(abs(CGPoint(x: 110, y: 80).applying(t).y - (50 + 30 * s)) < 1e-9)
        #expect(abs(CGPoint(x: 110, y: 80).applying(t).x - 110) < 1e-9)
    }

    @Test func aFlipShowsTheOldLookUntilHalfWayAndTheNewFromThere() {
        #expect(values(.flipAboutVerticalAxis, 0.49).showsBefore)
        #expect(!values(.flipAboutVerticalAxis, 0.49).showsAfter)
        #expect(!values(.flipAboutVerticalAxis, 0.5).showsBefore)
        #expect(values(.flipAboutVerticalAxis, 0.5).showsAfter)
        #expect(values(.crossDissolve, 0.3).showsBefore && values(.crossDissolve, 0.3).showsAfter)
    }

    @Test func aFlipIsEdgeOnOnlyNearHalfWay() {
        #expect(values(.flipAboutVerticalAxis, 0.5).isEdgeOn)
        #expect(!values(.flipAboutVerticalAxis, 0.49).isEdgeOn)
        #expect(!values(.crossDissolve, 0.5).isEdgeOn)
    }

    @Test func progressIsClampedToTheUnitInterval() {
        #expect(values(.crossDissolve, -0.2).progress == 0)
        #expect(values(.crossDissolve, 1.3).progress == 1)
    }

    @Test func viewTransitionFieldsMapToStyles() {
        #expect(_CATransitionAnimation.style(ofViewTransition: 1) == .flipAboutVerticalAxis)
        #expect(_CATransitionAnimation.style(ofViewTransition: 2) == .flipAboutVerticalAxis)
        #expect(_CATransitionAnimation.style(ofViewTransition: 6) == .flipAboutHorizontalAxis)
        #expect(_CATransitionAnimation.style(ofViewTransition: 7) == .flipAboutHorizontalAxis)
        for curlOrOther in [3, 4, 5, 8, 15] {
            #expect(_CATransitionAnimation.style(ofViewTransition: curlOrOther) == .crossDissolve)
        }
    }
}
