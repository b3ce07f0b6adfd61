import Testing
import CoreGraphics

@Suite struct CGBitmapInfoTests {
    @Test func rawValuesAreApples() {
        #expect(CGBitmapInfo.alphaInfoMask.rawValue == 0x1F)
        #expect(CGBitmapInfo.floatComponents.rawValue == 0x100)
        #expect(CGBitmapInfo.byteOrderMask.rawValue == 0x7000)
        #expect(CGBitmapInfo.byteOrder16Little.rawValue == 0x1000)
        #expect(CGBitmapInfo.byteOrder32Little.rawValue == 0x2000)
        #expect(CGBitmapInfo.byteOrder16Big.rawValue == 0x3000)
        #expect(CGBitmapInfo.byteOrder32Big.rawValue == 0x4000)
    }

    @Test func hostOrderIsLittleOnLittleEndianMachines() {
        #expect(CGBitmapInfo.byteOrder32Host == (UInt32(1).littleEndian == 1 ? .byteOrder32Little : .byteOrder32Big))
    }

    @Test func alphaInfoCombinesWithByteOrder() {
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
        #expect(info.rawValue == 0x2002)
        #expect(info.rawValue & CGBitmapInfo.alphaInfoMask.rawValue == CGImageAlphaInfo.premultipliedFirst.rawValue)
    }
}
