import Testing
@testable import UIKit

/// `NSDirectionalRectEdge` with the raw values of `UIGeometry.h`.
@MainActor @Suite struct NSDirectionalRectEdgeTests {
    @Test func theEdgesHaveUIKitsRawValues() {
        #expect(NSDirectionalRectEdge.top.rawValue == 1 && NSDirectionalRectEdge.leading.rawValue == 2)
        #expect(NSDirectionalRectEdge.bottom.rawValue == 4 && NSDirectionalRectEdge.trailing.rawValue == 8)
        #expect(NSDirectionalRectEdge.all == [.top, .leading, .bottom, .trailing])
        #expect(NSDirectionalRectEdge.all.rawValue == 15)
    }
}
