import Testing
import QuartzCore

/// CATransform3D uses row vectors like CGAffineTransform: `(x, y, z, 1) × M`, translation in
/// `m41 m42 m43`, and `CATransform3DConcat(a, b)` applies `a` first. Every expected value is that of
/// its affine counterpart (the row-vector convention of Apple's `CGAffineTransform.h`).
@Suite struct CATransform3DTests {
    private func entries(_ t: CATransform3D) -> [CGFloat] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
         t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    /// Whether all sixteen entries of `t` are within `tolerance` of `u`'s.
    private func isClose(_ t: CATransform3D, _ u: CATransform3D, tolerance: CGFloat = 1e-12) -> Bool {
        zip(entries(t), entries(u)).allSatisfy { abs($0 - $1) < tolerance }
    }

    /// `(x, y, z, 1) × t`, divided by the resulting w.
    private func map(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ t: CATransform3D) -> (x: CGFloat, y: CGFloat, z: CGFloat) {
        let w = x * t.m14 + y * t.m24 + z * t.m34 + t.m44
        return ((x * t.m11 + y * t.m21 + z * t.m31 + t.m41) / w,
                (x * t.m12 + y * t.m22 + z * t.m32 + t.m42) / w,
                (x * t.m13 + y * t.m23 + z * t.m33 + t.m43) / w)
    }

    private let general = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

    // MARK: Identity

    @Test func identityHasOnesOnTheDiagonalAndZerosElsewhere() {
        #expect(entries(CATransform3DIdentity) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(CATransform3D() == CATransform3DIdentity)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    }

    @Test func changingAnyEntryMakesItNotTheIdentity() {
        let paths: [WritableKeyPath<CATransform3D, CGFloat>] = [
            \.m11, \.m12, \.m13, \.m14, \.m21, \.m22, \.m23, \.m24,
            \.m31, \.m32, \.m33, \.m34, \.m41, \.m42, \.m43, \.m44]
        for path in paths {
            var t = CATransform3DIdentity
            t[keyPath: path] += 1e-15
            #expect(!CATransform3DIsIdentity(t))
        }
    }

    @Test func equalToTransformComparesExactly() {
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect(CATransform3DEqualToTransform(t, CATransform3DMakeTranslation(1, 2, 3)))
        #expect(!CATransform3DEqualToTransform(t, CATransform3DMakeTranslation(1, 2, 3.000000000000001)))
    }

    // MARK: Constructors versus their affine counterparts

    @Test func makeTranslationPutsTheOffsetInTheFourthRow() {
        let t = CATransform3DMakeTranslation(7, -3, 11)
        #expect(entries(t) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 7, -3, 11, 1])
        #expect(CATransform3DMakeTranslation(7, -3, 0) ==
            CATransform3DMakeAffineTransform(CGAffineTransform(translationX: 7, y: -3)))
    }

    @Test func makeScaleFillsTheDiagonal() {
        #expect(entries(CATransform3DMakeScale(2, -0.5, 4)) == [2, 0, 0, 0, 0, -0.5, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1])
        #expect(CATransform3DMakeScale(2, -0.5, 1) ==
            CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 2, y: -0.5)))
    }

    @Test func rotationAboutZEqualsTheAffineRotationExactly() {
        // Every angle, not a few: the z entry of a z rotation must be exactly 1, or the result
        // stops being affine and differs from CGAffineTransform(rotationAngle:).
        let angles = (0..<2000).map { CGFloat($0) * 0.005 - 5 }
        let differing = angles.filter {
            CATransform3DMakeRotation($0, 0, 0, 1) != CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: $0))
        }
        #expect(differing.isEmpty)
        #expect(angles.allSatisfy { CATransform3DIsAffine(CATransform3DMakeRotation($0, 0, 0, -3)) })
    }

    @Test func rotationAboutXTurnsPlusYTowardPlusZ() {
        let p = map(0, 1, 0, CATransform3DMakeRotation(.pi / 2, 1, 0, 0))
        #expect(abs(p.x) < 1e-12 && abs(p.y) < 1e-12 && abs(p.z - 1) < 1e-12)
        #expect(CATransform3DMakeRotation(.pi / 2, 1, 0, 0).m11 == 1)
    }

    @Test func rotationAboutYTurnsPlusZTowardPlusX() {
        let p = map(0, 0, 1, CATransform3DMakeRotation(.pi / 2, 0, 1, 0))
        #expect(abs(p.x - 1) < 1e-12 && abs(p.y) < 1e-12 && abs(p.z) < 1e-12)
        #expect(CATransform3DMakeRotation(.pi / 2, 0, 1, 0).m22 == 1)
    }

    @Test func theAxisEntryOfAnAxisRotationIsExactlyOne() {
        let angles = (0..<2000).map { CGFloat($0) * 0.005 - 5 }
        #expect(angles.allSatisfy { CATransform3DMakeRotation($0, 1, 0, 0).m11 == 1 })
        #expect(angles.allSatisfy { CATransform3DMakeRotation($0, 0, -2, 0).m22 == 1 })
    }

    @Test func rotationAxisLengthDoesNotMatter() {
        #expect(CATransform3DMakeRotation(0.8, 0, 0, 5) == CATransform3DMakeRotation(0.8, 0, 0, 1))
        let half = 1 / CGFloat(2).squareRoot()
        #expect(isClose(CATransform3DMakeRotation(0.8, 3, 3, 0), CATransform3DMakeRotation(0.8, half, half, 0)))
    }

    @Test func rotationAboutADiagonalAxisKeepsTheAxisAndSwapsXAndY() {
        // A half turn about (1, 1, 0) swaps the x and y axes and reverses z.
        let t = CATransform3DMakeRotation(.pi, 1, 1, 0)
        let x = map(1, 0, 0, t), axis = map(2, 2, 0, t), z = map(0, 0, 1, t)
        #expect(abs(x.x) < 1e-12 && abs(x.y - 1) < 1e-12 && abs(x.z) < 1e-12)
        #expect(abs(axis.x - 2) < 1e-12 && abs(axis.y - 2) < 1e-12 && abs(axis.z) < 1e-12)
        #expect(abs(z.x) < 1e-12 && abs(z.y) < 1e-12 && abs(z.z - -1) < 1e-12)
    }

    @Test func rotationAboutAZeroLengthAxisIsTheIdentity() {
        #expect(CATransform3DMakeRotation(1.2, 0, 0, 0) == CATransform3DIdentity)
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect(CATransform3DRotate(t, 1.2, 0, 0, 0) == t)
    }

    // MARK: Affine round trip

    @Test func makeAffineTransformPlacesTheSixValuesAndLeavesZAlone() {
        #expect(entries(CATransform3DMakeAffineTransform(general)) ==
            [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
    }

    @Test func affineTransformSurvivesTheRoundTrip() {
        let t = CATransform3DMakeAffineTransform(general)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == general)
    }

    @Test func getAffineTransformDropsDepthAndPerspective() {
        var t = CATransform3DMakeAffineTransform(general)
        t.m34 = -1.0 / 500
        t.m43 = 10
        t.m33 = 2
        #expect(CATransform3DGetAffineTransform(t) == general)
    }

    @Test func isAffineIsFalseForAnyDepthOrPerspectiveEntry() {
        #expect(CATransform3DIsAffine(CATransform3DIdentity))
        #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 1, 0, 0)))
        let paths: [WritableKeyPath<CATransform3D, CGFloat>] = [
            \.m13, \.m14, \.m23, \.m24, \.m31, \.m32, \.m33, \.m34, \.m43, \.m44]
        for path in paths {
            var t = CATransform3DIdentity
            t[keyPath: path] += 0.5
            #expect(!CATransform3DIsAffine(t))
        }
    }

    // MARK: Concatenation order

    @Test func concatAppliesTheFirstArgumentFirst() {
        // Translate (1, 2, 3), then scale (2, 3, 4): the translation is scaled.
        let t = CATransform3DConcat(CATransform3DMakeTranslation(1, 2, 3), CATransform3DMakeScale(2, 3, 4))
        #expect(entries(t) == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 2, 6, 12, 1])
        let u = CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), CATransform3DMakeTranslation(1, 2, 3))
        #expect(entries(u) == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 1, 2, 3, 1])
    }

    @Test func concatMatchesAffineConcatenating() {
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        let product = CATransform3DConcat(CATransform3DMakeAffineTransform(general), CATransform3DMakeAffineTransform(t2))
        #expect(CATransform3DGetAffineTransform(product) == general.concatenating(t2))
        #expect(CATransform3DIsAffine(product))
    }

    @Test func translatePrependsLikeTranslatedBy() {
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        #expect(t.m41 == 20)
        #expect(t == CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)))
    }

    @Test func scalePrependsLikeScaledBy() {
        let t = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1)
        #expect(t.m41 == 10)
        #expect(t == CATransform3DMakeAffineTransform(CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)))
    }

    @Test func rotatePrependsLikeRotatedBy() {
        let translation = CGAffineTransform(translationX: 5, y: 10)
        let t = CATransform3DRotate(CATransform3DMakeAffineTransform(translation), .pi / 6, 0, 0, 1)
        #expect(t == CATransform3DMakeAffineTransform(translation.rotated(by: .pi / 6)))
        #expect(t.m41 == 5 && t.m42 == 10)
        let u = CATransform3DTranslate(CATransform3DMakeRotation(.pi / 6, 0, 0, 1), 5, 10, 0)
        #expect(abs(u.m41 - -0.6698729810778055) < 1e-12)
        #expect(abs(u.m42 - 11.160254037844387) < 1e-12)
    }

    // MARK: Inversion

    @Test func invertOfScaleAndTranslationIsTheReverseSteps() {
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 4, 8), CATransform3DMakeTranslation(1, 2, 3))
        let expected = CATransform3DConcat(CATransform3DMakeTranslation(-1, -2, -3), CATransform3DMakeScale(0.5, 0.25, 0.125))
        #expect(isClose(CATransform3DInvert(t), expected))
    }

    @Test func aGeneralTransformTimesItsInverseIsTheIdentity() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(10, -20, 30), 0.9, 1, 2, 3)
        t = CATransform3DScale(t, 1.5, 0.5, 2)
        t.m34 = -1.0 / 500
        let inverse = CATransform3DInvert(t)
        #expect(isClose(CATransform3DConcat(t, inverse), CATransform3DIdentity, tolerance: 1e-9))
        #expect(isClose(CATransform3DConcat(inverse, t), CATransform3DIdentity, tolerance: 1e-9))
    }

    @Test func invertMatchesTheAffineInverseForAffineTransforms() {
        let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 3, tx: 5, ty: -7)
        let inverse = CATransform3DInvert(CATransform3DMakeAffineTransform(t))
        #expect(isClose(inverse, CATransform3DMakeAffineTransform(t.inverted())))
    }

    @Test func invertOfASingularTransformReturnsItUnchanged() {
        let flattened = CATransform3DTranslate(CATransform3DMakeScale(1, 0, 1), 4, 5, 6)
        #expect(CATransform3DInvert(flattened) == flattened)
        // Third row twice the first: determinant 0 although no entry is.
        var dependent = CATransform3DMakeTranslation(1, 2, 3)
        dependent.m31 = 2; dependent.m32 = 0; dependent.m33 = 0
        #expect(CATransform3DInvert(dependent) == dependent)
    }
}
