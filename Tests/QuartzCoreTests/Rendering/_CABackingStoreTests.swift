import Testing
import QuartzCore

@Suite struct _CABackingStoreTests {
    @Test func aNewStoreIsTransparent() throws {
        let store = try #require(_CABackingStore(pixelWidth: 3, pixelHeight: 2, opaque: false, scale: 2))
        #expect(store.isFullyTransparent)
        #expect(store.pixelWidth == 3 && store.pixelHeight == 2 && store.scale == 2)
    }

    @Test func oneDrawnPixelMakesItNonTransparentAndClearUndoesIt() throws {
        let store = try #require(_CABackingStore(pixelWidth: 4, pixelHeight: 4, opaque: false, scale: 1))
        let ctx = CGContext(cairoSurface: store.surface)
        ctx.setFillColor(red: 0, green: 0, blue: 0, alpha: 0.01)
        ctx.fill(CGRect(x: 3, y: 3, width: 1, height: 1))
        ctx.flush()
        #expect(!store.isFullyTransparent)
        store.clear()
        #expect(store.isFullyTransparent)
    }

    @Test func anOpaqueStoreIsNeverTransparent() throws {
        let store = try #require(_CABackingStore(pixelWidth: 2, pixelHeight: 2, opaque: true, scale: 1))
        #expect(!store.isFullyTransparent)
    }

    @Test func impossibleSizesMakeNoStore() {
        #expect(_CABackingStore(pixelWidth: 0, pixelHeight: 5, opaque: false, scale: 1) == nil)
        #expect(_CABackingStore(pixelWidth: 40_000, pixelHeight: 5, opaque: false, scale: 1) == nil)
    }
}
