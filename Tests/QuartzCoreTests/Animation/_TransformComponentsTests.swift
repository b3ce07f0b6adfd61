import Foundation
import Testing
@testable import QuartzCore

@Suite struct TransformComponentsTests {
    @Test func composingTheDecompositionGivesTheTransformBack() {
        let transforms = [
            CATransform3DMakeAffineTransform(CGAffineTransform(a: 2, b: 0.5, c: -0.3, d: 1.5, tx: 10, ty: -4)),
            CATransform3DMakeScale(-1, 1, 1),
            CATransform3DMakeRotation(2.5, 0, 0, 1),
            CATransform3DMakeRotation(0.7, 0, 1, 0),
        ]
        for t in transforms {
            let back = _TransformComponents.compose(_TransformComponents.decompose(t))
            for (a, b) in zip([back.m11, back.m12, back.m21, back.m22, back.m41, back.m42, back.m13, back.m31, back.m33],
                              [t.m11, t.m12, t.m21, t.m22, t.m41, t.m42, t.m13, t.m31, t.m33]) {
                #expect(abs(a - b) < 1e-12)
            }
        }
    }

    @Test func aRotationDecomposesIntoItsAngleWithUnitScale() {
        let v = _TransformComponents.decompose(CATransform3DMakeRotation(1.2, 0, 0, 1))
        #expect(abs(v[_TransformComponents.rotation] - 1.2) < 1e-12)
        #expect(abs(v[_TransformComponents.scaleX] - 1) < 1e-12 && abs(v[_TransformComponents.scaleY] - 1) < 1e-12)
    }

    @Test func aFlipIsANegativeScaleNotAHalfTurn() {
        let v = _TransformComponents.decompose(CATransform3DMakeScale(-1, 1, 1))
        #expect(v[_TransformComponents.scaleX] == -1 && v[_TransformComponents.rotation] == 0)
    }

    @Test func anglesAreAlignedTheShortWayRound() {
        #expect(abs(_TransformComponents.shortestAngle(1.5 * Double.pi) + 0.5 * Double.pi) < 1e-12)
        var from = _AnimVector(), to = _AnimVector()
        from[_TransformComponents.rotation] = 3
        to[_TransformComponents.rotation] = -3
        let aligned = _TransformComponents.alignRotation(to, with: from)
        #expect(abs(aligned[_TransformComponents.rotation] - (2 * Double.pi - 3)) < 1e-12)
    }
}
