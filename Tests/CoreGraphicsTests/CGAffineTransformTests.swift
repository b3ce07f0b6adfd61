import Testing
import CoreGraphics

/// Expected values come from Apple's header (`x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`,
/// `t1.concatenating(t2) = t1 × t2`, modifying methods prepend) and numbers worked from those rules
/// (Erica Sadun's "Concatenate got your tongue?", ericasadun.com, 2016, shows the same pairs).
@Suite struct CGAffineTransformTests {
    /// Whether all six values of `t` are within `tolerance` of `u`'s.
    private func isClose(_ t: CGAffineTransform, _ u: CGAffineTransform, tolerance: CGFloat = 1e-12) -> Bool {
        abs(t.a - u.a) < tolerance && abs(t.b - u.b) < tolerance && abs(t.c - u.c) < tolerance &&
            abs(t.d - u.d) < tolerance && abs(t.tx - u.tx) < tolerance && abs(t.ty - u.ty) < tolerance
    }

    private func isClose(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat, tolerance: CGFloat = 1e-12) -> Bool {
        abs(p.x - x) < tolerance && abs(p.y - y) < tolerance
    }

    // MARK: Initializers

    @Test func memberwiseInitializerStoresTheSixValuesInOrder() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t.a == 1 && t.b == 2 && t.c == 3 && t.d == 4 && t.tx == 5 && t.ty == 6)
    }

    @Test func emptyInitializerAndIdentityAreOneZeroZeroOneZeroZero() {
        let expected = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(CGAffineTransform() == expected)
        #expect(CGAffineTransform.identity == expected)
        #expect(CGAffineTransform.identity.isIdentity)
    }

    @Test func translationInitializerFillsOnlyTxAndTy() {
        #expect(CGAffineTransform(translationX: 7, y: -3) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 7, ty: -3))
    }

    @Test func scaleInitializerFillsOnlyTheDiagonal() {
        #expect(CGAffineTransform(scaleX: 2, y: -0.5) == CGAffineTransform(a: 2, b: 0, c: 0, d: -0.5, tx: 0, ty: 0))
    }

    @Test func rotationInitializerIsCosSinMinusSinCos() {
        // π/6: cos = √3/2, sin = 1/2.
        let t = CGAffineTransform(rotationAngle: .pi / 6)
        let cos30 = CGFloat(3).squareRoot() / 2
        #expect(isClose(t, CGAffineTransform(a: cos30, b: 0.5, c: -0.5, d: cos30, tx: 0, ty: 0)))
    }

    @Test func rotationByZeroIsTheIdentity() {
        #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
    }

    @Test func rotationByHalfPiHoldsTheIEEECosineOfHalfPi() {
        // cos(π/2) in IEEE double is 6.123233995736766e-17, not 0; Apple's values are the same.
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(t.a == 6.123233995736766e-17)
        #expect(t.b == 1.0)
        #expect(t.c == -1.0)
        #expect(t.d == 6.123233995736766e-17)
        #expect(t.tx == 0 && t.ty == 0)
        #expect(CGAffineTransform.identity.rotated(by: .pi / 2) == t)
    }

    @Test func descriptionMatchesSwiftsStructPrinting() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(t.description ==
            "CGAffineTransform(a: 6.123233995736766e-17, b: 1.0, c: -1.0, d: 6.123233995736766e-17, tx: 0.0, ty: 0.0)")
        #expect("\(CGAffineTransform.identity)" ==
            "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)")
    }

    // MARK: Identity and equality

    @Test func changingAnyOneValueMakesItNotTheIdentity() {
        let paths: [WritableKeyPath<CGAffineTransform, CGFloat>] = [\.a, \.b, \.c, \.d, \.tx, \.ty]
        for path in paths {
            var t = CGAffineTransform.identity
            t[keyPath: path] += 1e-15
            #expect(!t.isIdentity)
        }
    }

    @Test func equalityComparesAllSixValuesExactly() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(t != CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6.000000000000001))
        #expect(t != CGAffineTransform(a: 2, b: 1, c: 3, d: 4, tx: 5, ty: 6))
    }

    @Test func equalTransformsHashAlikeEvenWithNegativeZero() {
        // rotation by 0 has c == −0.0, which equals the identity's 0.0.
        let transforms: Set<CGAffineTransform> = [CGAffineTransform(rotationAngle: 0), .identity]
        #expect(transforms.count == 1)
    }

    // MARK: Concatenation order

    @Test func concatenatingIsTheRowVectorProductReceiverFirst() {
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        // [[1 2 0][3 4 0][5 6 1]] × [[7 8 0][9 10 0][11 12 1]], by hand.
        #expect(t1.concatenating(t2) == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
    }

    @Test func concatenatedTransformMapsPointsThroughTheReceiverThenTheArgument() {
        let t1 = CGAffineTransform(translationX: 10, y: 0)
        let t2 = CGAffineTransform(scaleX: 2, y: 2)
        // (1, 1) → translate → (11, 1) → scale → (22, 2).
        #expect(CGPoint(x: 1, y: 1).applying(t1.concatenating(t2)) == CGPoint(x: 22, y: 2))
        // The other order: (1, 1) → scale → (2, 2) → translate → (12, 2).
        #expect(CGPoint(x: 1, y: 1).applying(t2.concatenating(t1)) == CGPoint(x: 12, y: 2))
    }

    @Test func concatenatingWithTheIdentityChangesNothing() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t.concatenating(.identity) == t)
        #expect(CGAffineTransform.identity.concatenating(t) == t)
    }

    @Test func translatedByPrependsSoTheTranslationIsScaled() {
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
    }

    @Test func scaledByPrependsSoAnExistingTranslationIsNotScaled() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
    }

    @Test func rotatedByEqualsRotationConcatenatedWithTheReceiver() {
        let translation = CGAffineTransform(translationX: 5, y: 10)
        let rotation = CGAffineTransform(rotationAngle: .pi / 6)
        let rotated = translation.rotated(by: .pi / 6)
        #expect(rotation.concatenating(translation) == rotated)
        // The rotation happens first, so the translation comes through untouched.
        #expect(rotated.tx == 5 && rotated.ty == 10)
    }

    @Test func translationThenRotationRotatesTheTranslation() {
        let translation = CGAffineTransform(translationX: 5, y: 10)
        let rotation = CGAffineTransform(rotationAngle: .pi / 6)
        let t = translation.concatenating(rotation)
        #expect(t == rotation.translatedBy(x: 5, y: 10))
        // (5, 10) rotated by π/6: (5·cos − 10·sin, 5·sin + 10·cos).
        #expect(abs(t.tx - (-0.6698729810778055)) < 1e-12)
        #expect(abs(t.ty - 11.160254037844387) < 1e-12)
    }

    @Test func rotatedByRotatesPointsBeforeTheExistingTranslation() {
        let t = CGAffineTransform(translationX: 100, y: 0).rotated(by: .pi / 2)
        // (1, 0) → rotate → (0, 1) → translate → (100, 1).
        #expect(isClose(CGPoint(x: 1, y: 0).applying(t), 100, 1))
    }

    // MARK: Inversion

    @Test func invertedOfAGeneralMatrixMatchesTheHandComputedInverse() {
        // det = 2·3 − 1·1 = 5.
        let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 3, tx: 5, ty: -7)
        let expected = CGAffineTransform(a: 3.0 / 5, b: -1.0 / 5, c: -1.0 / 5, d: 2.0 / 5,
                                         tx: (1 * -7 - 3 * 5) / 5.0, ty: (1 * 5 - 2 * -7) / 5.0)
        #expect(isClose(t.inverted(), expected))
    }

    @Test func aTransformTimesItsInverseIsTheIdentity() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 3, y: -0.25).translatedBy(x: 12, y: -40)
        #expect(isClose(t.concatenating(t.inverted()), .identity))
        #expect(isClose(t.inverted().concatenating(t), .identity))
    }

    @Test func invertedUndoesAPointMapping() {
        let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 3, tx: 5, ty: -7)
        let back = CGPoint(x: 13, y: -4).applying(t).applying(t.inverted())
        #expect(isClose(back, 13, -4))
    }

    @Test func invertedOfASingularMatrixReturnsItUnchanged() {
        // Second row is twice the first: determinant 1·4 − 2·2 = 0.
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 4)
        #expect(singular.inverted() == singular)
        let flattened = CGAffineTransform(scaleX: 0, y: 1).translatedBy(x: 8, y: 9)
        #expect(flattened.inverted() == flattened)
    }

    // MARK: Applying

    @Test func pointApplyingIsAXPlusCYPlusTx() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // x' = 1·10 + 3·20 + 5, y' = 2·10 + 4·20 + 6.
        #expect(CGPoint(x: 10, y: 20).applying(t) == CGPoint(x: 75, y: 106))
    }

    @Test func sizeApplyingIgnoresTheTranslation() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CGSize(width: 10, height: 20).applying(t) == CGSize(width: 70, height: 100))
    }

    @Test func sizeApplyingMayProduceANegativeWidth() {
        let size = CGSize(width: 100, height: 50).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(size.width - -50) < 1e-12)
        #expect(abs(size.height - 100) < 1e-12)
    }

    @Test func positiveRotationTurnsThePlusXAxisTowardPlusY() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(quarter), 0, 1))
        #expect(isClose(CGPoint(x: 0, y: 1).applying(quarter), -1, 0))
        let small = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: 0.1))
        #expect(small.y > 0)
    }

    @Test func rectApplyingQuarterTurnGivesTheReferenceBoundingBox() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50).applying(CGAffineTransform(rotationAngle: .pi / 2))
        // 100 · cos(π/2) ≈ 6.1e-15 widens the box to 50 + 1 ulp.
        #expect(rect.origin.x == -50.0)
        #expect(rect.origin.y == 0.0)
        #expect(rect.size.width == 50.00000000000001)
        #expect(rect.size.height == 100.0)
    }

    @Test func rectApplyingRotationReturnsTheBoundingBoxOfTheFourCorners() {
        // A 100×100 square turned by π/4 about its top-left corner: corners at (0, 0),
        // (h, h), (−h, h) and (0, 2h) with h = 100/√2.
        let h = 100 / CGFloat(2).squareRoot()
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(abs(rect.minX - -h) < 1e-9)
        #expect(abs(rect.minY - 0) < 1e-9)
        #expect(abs(rect.width - 2 * h) < 1e-9)
        #expect(abs(rect.height - 2 * h) < 1e-9)
    }

    @Test func rectApplyingThenInvertingGrowsTheRectAsOnIOS() {
        // Stack Overflow 7585759 logs these from iOS: (50, 40, 10, 20) → (−7.1, −77.8, 21.2, 21.2)
        // → (40, 35, 30, 30). Exactly: the corners turned by π/4 span 30/√2 on each axis.
        let t = CGAffineTransform(translationX: -100, y: -100).concatenating(CGAffineTransform(rotationAngle: .pi / 4))
        let root2 = CGFloat(2).squareRoot()
        let midpoint = CGRect(x: 50, y: 40, width: 10, height: 20).applying(t)
        #expect(abs(midpoint.minX - -10 / root2) < 1e-9 && abs(midpoint.minY - -110 / root2) < 1e-9)
        #expect(abs(midpoint.width - 30 / root2) < 1e-9 && abs(midpoint.height - 30 / root2) < 1e-9)
        let finish = midpoint.applying(t.inverted())
        #expect(abs(finish.minX - 40) < 1e-9 && abs(finish.minY - 35) < 1e-9)
        #expect(abs(finish.width - 30) < 1e-9 && abs(finish.height - 30) < 1e-9)
    }

    @Test func rectApplyingScaleAndTranslationMapsOriginAndSize() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 6)
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40).applying(t)
        #expect(rect.origin == CGPoint(x: 25, y: 66))
        #expect(rect.size == CGSize(width: 60, height: 120))
    }

    @Test func rectApplyingAFlipReturnsAPositiveSize() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40).applying(CGAffineTransform(scaleX: -1, y: 1))
        #expect(rect.origin == CGPoint(x: -40, y: 20))
        #expect(rect.size == CGSize(width: 30, height: 40))
    }

    @Test func rectApplyingStandardizesANegativeSizeFirst() {
        let rect = CGRect(x: 40, y: 60, width: -30, height: -40).applying(.identity)
        #expect(rect.origin == CGPoint(x: 10, y: 20))
        #expect(rect.size == CGSize(width: 30, height: 40))
    }

    @Test func nullRectStaysNullUnderAnyTransform() {
        let t = CGAffineTransform(rotationAngle: 1).translatedBy(x: 10, y: 20)
        #expect(CGRect.null.applying(t).isNull)
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
    }

    @Test func infiniteRectStaysInfiniteUnderAnyTransform() {
        let t = CGAffineTransform(rotationAngle: 1).translatedBy(x: 10, y: 20)
        #expect(CGRect.infinite.applying(t).isInfinite)
        #expect(CGRect.infinite.applying(CGAffineTransform(scaleX: 2, y: 2)).isInfinite)
    }

    // MARK: Codable

    @Test func transformEncodesAsAnUnkeyedArrayOfTheSixValues() throws {
        let data = try JSONEncoder().encode(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5.5, ty: -6))
        #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4,5.5,-6]")
    }

    @Test func transformSurvivesAnEncodeDecodeRoundTrip() throws {
        let t = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 3, y: 4)
        let decoded = try JSONDecoder().decode(CGAffineTransform.self, from: JSONEncoder().encode(t))
        #expect(decoded == t)
    }
}
