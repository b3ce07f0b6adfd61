import Testing
import CoreGraphics

@Suite struct CGPathFillRuleTests {
    @Test func rawValuesAreApples() {
        #expect(CGPathFillRule.winding.rawValue == 0)
        #expect(CGPathFillRule.evenOdd.rawValue == 1)
    }
}
