import Testing
import CoreGraphics

@Suite struct CGBlendModeTests {
    @Test func rawValuesAreApples() {
        #expect(CGBlendMode.normal.rawValue == 0)
        #expect(CGBlendMode.luminosity.rawValue == 15)
        #expect(CGBlendMode.clear.rawValue == 16)
        #expect(CGBlendMode.copy.rawValue == 17)
        #expect(CGBlendMode.xor.rawValue == 25)
        #expect(CGBlendMode.plusLighter.rawValue == 27)
    }

    @Test func plusLighterAddsAndClamps() {
        let context = makeContext()
        context.setFillColor(red: 0.6, green: 0.2, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setBlendMode(.plusLighter)
        context.setFillColor(red: 0.6, green: 0.2, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        // 0.6 + 0.6 clamps to 1; 0.2 + 0.2 = 0.4 → 102.
        #expect(close(rgbaAt(context, x: 0, y: 0), [255, 102, 0, 255]))
    }

    @Test func screenInvertsMultiplyOfInverses() {
        let context = makeContext()
        context.setFillColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setBlendMode(.screen)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        // 1 − (1 − 0.5)² = 0.75 → 191.
        #expect(close(rgbaAt(context, x: 0, y: 0), [191, 191, 191, 255], tolerance: 2))
    }

    @Test func sourceInKeepsOnlyWhereTheDestinationWasOpaque() {
        let context = makeContext()
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.setBlendMode(.sourceIn)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
        #expect(rgbaAt(context, x: 1, y: 0) == [255, 0, 0, 255])
        #expect(rgbaAt(context, x: 2, y: 0) == [0, 0, 0, 0])
    }
}
