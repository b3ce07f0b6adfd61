import Testing
import CoreGraphics

@Suite struct CGGeometryTests {
    // MARK: Debug descriptions (Apple's overlay: bare tuples)

    @Test func pointPrintsAsATupleOfItsCoordinates() {
        let point = CGPoint(x: 1, y: 2.5)
        #expect(point.debugDescription == "(1.0, 2.5)")
        #expect(String(describing: point) == "(1.0, 2.5)")
        #expect("\(point)" == "(1.0, 2.5)")
    }

    @Test func sizePrintsAsATupleOfWidthAndHeight() {
        let size = CGSize(width: 100, height: 50)
        #expect(size.debugDescription == "(100.0, 50.0)")
        #expect(String(describing: size) == "(100.0, 50.0)")
    }

    @Test func rectPrintsOriginThenSizeAsOneTuple() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(rect.debugDescription == "(0.0, 0.0, 100.0, 50.0)")
        #expect(String(reflecting: rect) == "(0.0, 0.0, 100.0, 50.0)")
    }

    @Test func rectDescriptionShowsStoredValuesWithoutStandardizing() {
        #expect(CGRect(x: 10, y: 10, width: -10, height: -5).debugDescription == "(10.0, 10.0, -10.0, -5.0)")
    }

    @Test func nullRectPrintsInfiniteOriginAndZeroSize() {
        #expect(CGRect.null.debugDescription == "(inf, inf, 0.0, 0.0)")
    }

    @Test func descriptionsUseShortestRoundTripDigits() {
        // 0.1 + 0.2 is 0.30000000000000004 in IEEE double; Swift prints the shortest exact form.
        #expect(CGPoint(x: 0.1 + 0.2, y: -0.5).debugDescription == "(0.30000000000000004, -0.5)")
    }

    // MARK: equalTo

    @Test func pointEqualToComparesBothCoordinatesExactly() {
        let point = CGPoint(x: 3, y: 4)
        #expect(point.equalTo(CGPoint(x: 3, y: 4)))
        #expect(!point.equalTo(CGPoint(x: 3, y: 4.000000000000001)))
        #expect(!point.equalTo(CGPoint(x: 4, y: 3)))
    }

    @Test func sizeEqualToDoesNotIgnoreSign() {
        let size = CGSize(width: 1, height: 2)
        #expect(size.equalTo(CGSize(width: 1, height: 2)))
        #expect(!size.equalTo(CGSize(width: -1, height: 2)))
    }

    @Test func rectEqualToStandardizesBothRectangles() {
        let flipped = CGRect(x: 0, y: 0, width: -10, height: -10)
        #expect(flipped.equalTo(CGRect(x: -10, y: -10, width: 10, height: 10)))
        #expect(!flipped.equalTo(CGRect(x: 0, y: 0, width: 10, height: 10)))
    }

    @Test func anyTwoNullRectsAreEqual() {
        let alsoNull = CGRect(x: CGFloat.infinity, y: 7, width: 3, height: 3)
        #expect(alsoNull.isNull)
        #expect(CGRect.null.equalTo(alsoNull))
        #expect(!CGRect.null.equalTo(.zero))
    }
}
