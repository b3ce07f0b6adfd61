import Testing
@testable import QuartzCore
import UIKitTestSupport

/// A waiting display request holds its layer's token weakly, not the layer: the token lives
/// exactly as long as the layer, and neither keeps the other alive.
@MainActor @Suite(.serialized) struct _CADisplayRequestTokenTests {
    @Test func aLayerWaitingForDisplayIsFreedWithItsTokenAtItsLastReference() {
        weak var weakLayer: CALayer?
        weak var weakToken: _CADisplayRequestToken?
        do {
            let layer = CALayer()
            layer.setNeedsDisplay()
            weakLayer = layer
            weakToken = layer._displayRequestToken
            #expect(weakToken != nil)
            #expect(weakToken?.layer === layer)
        }
        #expect(weakLayer == nil)
        #expect(weakToken == nil)
    }

    @Test func aLayerAskingAgainKeepsItsToken() {
        let layer = CALayer()
        layer.setNeedsDisplay()
        let token = layer._displayRequestToken
        layer._displayRequest = 0   // as if served
        layer.setNeedsDisplay()
        #expect(layer._displayRequestToken === token)
    }

    /// 20,000 layers asking for display and dropped with no frame between: their tokens go with
    /// them (a token keeping its layer alive leaks about 50 MB here). The bound is above what the
    /// tests running alongside move resident memory by (up to about 4 MB seen).
    @Test func layersAskingForDisplayAndDroppedKeepMemoryFlat() {
        func cycle() {
            for _ in 0..<1_000 {
                let layer = CALayer()
                layer.setNeedsDisplay()
            }
        }
        for _ in 0..<5 { cycle() }
        let start = ResidentMemory.kilobytes()
        for _ in 0..<20 { cycle() }
        let growth = ResidentMemory.kilobytes() - start
        #expect(growth < 16 * 1024, "\(growth) kB")
    }
}
