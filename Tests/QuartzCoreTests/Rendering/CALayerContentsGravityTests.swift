import Testing
@testable import QuartzCore

/// Where each gravity places content; vertical names are Core Animation's y-up ones.
@Suite struct CALayerContentsGravityTests {
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    let content = CGSize(width: 20, height: 10)

    @Test func resizeFillsTheBounds() {
        #expect(CALayerContentsGravity.resize._placement(of: content, in: bounds) == bounds)
    }

    @Test func unknownGravityBehavesAsResize() {
        #expect(CALayerContentsGravity(rawValue: "sideways")._placement(of: content, in: bounds) == bounds)
    }

    @Test func centerKeepsTheSizeInTheMiddle() {
        #expect(CALayerContentsGravity.center._placement(of: content, in: bounds) == CGRect(x: 40, y: 20, width: 20, height: 10))
    }

    @Test func topIsTheMaximumYEdgeAsInCoreAnimation() {
        #expect(CALayerContentsGravity.top._placement(of: content, in: bounds) == CGRect(x: 40, y: 40, width: 20, height: 10))
        #expect(CALayerContentsGravity.bottom._placement(of: content, in: bounds) == CGRect(x: 40, y: 0, width: 20, height: 10))
    }

    @Test func cornersCombineBothAxes() {
        #expect(CALayerContentsGravity.topLeft._placement(of: content, in: bounds) == CGRect(x: 0, y: 40, width: 20, height: 10))
        #expect(CALayerContentsGravity.topRight._placement(of: content, in: bounds) == CGRect(x: 80, y: 40, width: 20, height: 10))
        #expect(CALayerContentsGravity.bottomLeft._placement(of: content, in: bounds) == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(CALayerContentsGravity.bottomRight._placement(of: content, in: bounds) == CGRect(x: 80, y: 0, width: 20, height: 10))
        #expect(CALayerContentsGravity.left._placement(of: content, in: bounds) == CGRect(x: 0, y: 20, width: 20, height: 10))
        #expect(CALayerContentsGravity.right._placement(of: content, in: bounds) == CGRect(x: 80, y: 20, width: 20, height: 10))
    }

    @Test func resizeAspectFitsTheShorterRatio() {
        // Scale min(100/20, 50/10) = 5: 100 × 50, exactly the bounds.
        #expect(CALayerContentsGravity.resizeAspect._placement(of: content, in: bounds) == bounds)
        // A square 10 × 10 in 100 × 50: scale 5 → 50 × 50, centred at x 25.
        #expect(CALayerContentsGravity.resizeAspect._placement(of: CGSize(width: 10, height: 10), in: bounds)
                == CGRect(x: 25, y: 0, width: 50, height: 50))
    }

    @Test func resizeAspectFillCoversTheBounds() {
        // A square 10 × 10 in 100 × 50: scale 10 → 100 × 100, centred at y −25.
        #expect(CALayerContentsGravity.resizeAspectFill._placement(of: CGSize(width: 10, height: 10), in: bounds)
                == CGRect(x: 0, y: -25, width: 100, height: 100))
    }

    @Test func placementFollowsTheBoundsOrigin() {
        let shifted = bounds.offsetBy(dx: 7, dy: -3)
        #expect(CALayerContentsGravity.center._placement(of: content, in: shifted) == CGRect(x: 47, y: 17, width: 20, height: 10))
    }

    @Test func applesRawValues() {
        #expect(CALayerContentsGravity.resizeAspectFill.rawValue == "resizeAspectFill")
        #expect(CALayerContentsGravity.bottomLeft.rawValue == "bottomLeft")
    }
}
