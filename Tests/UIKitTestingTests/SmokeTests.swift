import Testing
import UIKitTesting
@Suite struct SmokeTests { @Test func foundationGeometryIsReExported() { #expect(CGRect(x: 0, y: 0, width: 2, height: 2).midX == 1) } }
