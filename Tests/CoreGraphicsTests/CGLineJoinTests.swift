import Testing
import CoreGraphics

@Suite struct CGLineJoinTests {
    @Test func rawValuesAreApples() {
        #expect(CGLineJoin.miter.rawValue == 0 && CGLineJoin.round.rawValue == 1 && CGLineJoin.bevel.rawValue == 2)
    }

    /// A right-angle corner at (10, 10) stroked 6 wide: a miter fills the outer corner square up to
    /// (13, 13); a bevel cuts it along the diagonal, leaving (12.5, 12.5) empty.
    private func corner(_ join: CGLineJoin) -> CGContext {
        let context = makeContext(width: 20, height: 20)
        context.setLineWidth(6)
        context.setLineJoin(join)
        context.move(to: CGPoint(x: 0, y: 10))
        context.addLine(to: CGPoint(x: 10, y: 10))
        context.addLine(to: CGPoint(x: 10, y: 0))
        context.strokePath()
        return context
    }

    @Test func miterFillsTheOuterCorner() {
        #expect(rgbaAt(corner(.miter), x: 12, y: 12)[3] == 255)
    }

    @Test func bevelCutsTheOuterCorner() {
        #expect(rgbaAt(corner(.bevel), x: 12, y: 12)[3] == 0)
    }

    @Test func miterLimitTurnsSharpMitersIntoBevels() {
        // A right angle's miter ratio is 1 / sin(45°) = √2 ≈ 1.414 > 1.2.
        let context = makeContext(width: 20, height: 20)
        context.setLineWidth(6)
        context.setMiterLimit(1.2)
        context.move(to: CGPoint(x: 0, y: 10))
        context.addLine(to: CGPoint(x: 10, y: 10))
        context.addLine(to: CGPoint(x: 10, y: 0))
        context.strokePath()
        #expect(rgbaAt(context, x: 12, y: 12)[3] == 0)
    }
}
