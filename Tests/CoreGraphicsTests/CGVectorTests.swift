import Testing
import CoreGraphics

@Suite struct CGVectorTests {
    @Test func memberwiseInitializerStoresDxAndDy() {
        let v = CGVector(dx: CGFloat(1.5), dy: CGFloat(-2))
        #expect(v.dx == 1.5 && v.dy == -2)
    }

    @Test func emptyInitializerAndZeroAreBothZero() {
        #expect(CGVector() == CGVector(dx: 0, dy: 0))
        #expect(CGVector.zero.dx == 0 && CGVector.zero.dy == 0)
    }

    @Test func intAndDoubleInitializersConvertToCGFloat() {
        #expect(CGVector(dx: 3, dy: -4) == CGVector(dx: CGFloat(3), dy: CGFloat(-4)))
        #expect(CGVector(dx: 0.25 as Double, dy: 8 as Double) == CGVector(dx: CGFloat(0.25), dy: CGFloat(8)))
    }

    @Test func equalityComparesBothComponents() {
        #expect(CGVector(dx: 1, dy: 2) != CGVector(dx: 2, dy: 1))
        #expect(CGVector(dx: 1, dy: 2) != CGVector(dx: 1, dy: 2.000000000000001))
    }

    @Test func equalVectorsHashAlike() {
        let vectors: Set<CGVector> = [CGVector(dx: 1, dy: 2), CGVector(dx: 1.0, dy: 2.0), CGVector(dx: 0, dy: -0.0), .zero]
        #expect(vectors.count == 2)
    }

    @Test func vectorPrintsAsATupleOfItsComponents() {
        let v = CGVector(dx: 3, dy: -4.5)
        #expect(v.debugDescription == "(3.0, -4.5)")
        #expect("\(v)" == "(3.0, -4.5)")
    }

    @Test func vectorEncodesAsAnUnkeyedPair() throws {
        let data = try JSONEncoder().encode(CGVector(dx: 1.5, dy: -2))
        #expect(String(decoding: data, as: UTF8.self) == "[1.5,-2]")
        #expect(try JSONDecoder().decode(CGVector.self, from: Data("[0.25,8]".utf8)) == CGVector(dx: 0.25, dy: 8))
    }

    @Test func decodingAVectorFromTooFewValuesThrows() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CGVector.self, from: Data("[1]".utf8)) }
    }
}
