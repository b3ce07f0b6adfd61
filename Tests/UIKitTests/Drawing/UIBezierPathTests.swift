import Testing
import UIKit

@MainActor @Suite struct UIBezierPathTests {
    private func render(width: CGFloat = 20, height: CGFloat = 20, _ body: () -> Void) -> PixelReader {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        return PixelReader(UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: f).image { _ in body() })
    }

    private func elements(_ path: UIBezierPath) -> [(CGPathElementType, [CGPoint])] {
        var result: [(CGPathElementType, [CGPoint])] = []
        path.cgPath.applyWithBlock { e in
            let n = [CGPathElementType.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2, .addCurveToPoint: 3][e.pointee.type] ?? 0
            result.append((e.pointee.type, (0..<n).map { e.pointee.points[$0] }))
        }
        return result
    }

    @Test func rectPathHasTheRectAsBounds() {
        let path = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.contains(CGPoint(x: 2, y: 3)))
        #expect(!path.contains(CGPoint(x: 5, y: 3)))
    }

    @Test func ovalContainsItsCentreButNotItsCorners() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
    }

    @Test func clockwiseArcTurnsClockwiseOnScreen() {
        // From angle 0 (right of centre) to π/2 clockwise on screen (y down) passes through the
        // lower-right quadrant: its midpoint is at 45°, below and right of the centre.
        let path = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let b = path.cgPath.boundingBoxOfPath
        #expect(abs(b.minX - 10) < 1e-6 && abs(b.maxX - 15) < 1e-6)
        #expect(abs(b.minY - 10) < 1e-6 && abs(b.maxY - 15) < 1e-6)
        #expect(abs(path.currentPoint.x - 10) < 1e-9 && abs(path.currentPoint.y - 15) < 1e-9)
    }

    @Test func counterclockwiseArcGoesTheOtherWayRound() {
        let path = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        // Three quarters of the circle: the box spans the whole diameter.
        let b = path.cgPath.boundingBoxOfPath
        #expect(abs(b.width - 10) < 1e-6 && abs(b.height - 10) < 1e-6)
    }

    @Test func roundedRectCornersAreCut() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 5)
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 10, y: 10)))
    }

    @Test func cornerRadiusIsLimitedToHalfTheShorterSide() {
        // Radius 100 on 20 × 10: a capsule with radius 5; its flat top runs from x 5 to 15.
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 100)
        #expect(path.contains(CGPoint(x: 10, y: 0.2)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        let b = path.bounds
        #expect(abs(b.minX) < 1e-9 && abs(b.minY) < 1e-9 && abs(b.width - 20) < 1e-9 && abs(b.height - 10) < 1e-9)
    }

    @Test func onlyTheChosenCornersAreRounded() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20),
                                byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 6, height: 1))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))      // top-left rounded
        #expect(path.contains(CGPoint(x: 19.5, y: 0.5)))      // top-right square
        #expect(!path.contains(CGPoint(x: 19.5, y: 19.5)))    // bottom-right rounded
        // Only the width of cornerRadii counts: at radius 6, (1.5, 3) is outside the arc.
        #expect(!path.contains(CGPoint(x: 1, y: 2)))
    }

    @Test func buildingAPathRecordsItsElements() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 7, y: 12), controlPoint2: CGPoint(x: 3, y: 12))
        path.close()
        let kinds = elements(path).map(\.0)
        #expect(kinds == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(path.currentPoint == CGPoint(x: 0, y: 0))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 15, height: 12))   // control points included
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test func applyTransformsEveryPoint() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 3))
        path.apply(CGAffineTransform(translationX: 5, y: 1).scaledBy(x: 2, y: 2))
        #expect(path.bounds == CGRect(x: 5, y: 1, width: 4, height: 6))
    }

    @Test func appendAddsTheOtherPathsElements() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        path.append(UIBezierPath(rect: CGRect(x: 5, y: 5, width: 1, height: 1)))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 6, height: 6))
        #expect(elements(path).filter { $0.0 == .moveToPoint }.count == 2)
    }

    @Test func settingCGPathReplacesTheElements() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        path.cgPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(UIBezierPath(cgPath: path.cgPath).bounds == path.bounds)
    }

    @Test func evenOddRuleLeavesAHoleInNestedRects() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.append(UIBezierPath(rect: CGRect(x: 3, y: 3, width: 4, height: 4)))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 5, y: 5)))
        let pixels = render {
            UIColor.red.setFill()
            path.fill()
        }
        #expect(pixels.matches(1, 1, [255, 0, 0, 255]))
        #expect(pixels.matches(5, 5, [0, 0, 0, 0]))
    }

    @Test func attributesHaveUIKitsDefaults() {
        let path = UIBezierPath()
        #expect(path.lineWidth == 1)
        #expect(path.lineCapStyle == .butt)
        #expect(path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10)
        #expect(path.flatness == 0.6)
        #expect(!path.usesEvenOddFillRule)
    }

    @Test func strokeUsesTheLineWidthAndStrokeColour() {
        let pixels = render {
            UIColor.blue.setStroke()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 10))
            path.addLine(to: CGPoint(x: 20, y: 10))
            path.lineWidth = 4
            path.stroke()
        }
        #expect(pixels.matches(5, 8, [0, 0, 255, 255]))
        #expect(pixels.matches(5, 11, [0, 0, 255, 255]))
        #expect(pixels.matches(5, 12, [0, 0, 0, 0]))
    }

    @Test func dashLeavesGaps() {
        var pattern: [CGFloat] = [4, 4]
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 20, y: 10))
        path.lineWidth = 2
        path.setLineDash(&pattern, count: 2, phase: 0)
        var count = 0, phase: CGFloat = -1
        path.getLineDash(nil, count: &count, phase: &phase)
        #expect(count == 2 && phase == 0)
        let pixels = render {
            UIColor.black.setStroke()
            path.stroke()
        }
        #expect(pixels.matches(2, 10, [0, 0, 0, 255]))
        #expect(pixels.matches(6, 10, [0, 0, 0, 0]))
        #expect(pixels.matches(10, 10, [0, 0, 0, 255]))
    }

    @Test func fillWithAlphaBlendsHalfway() {
        let pixels = render {
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).fill(with: .normal, alpha: 0.5)
        }
        #expect(pixels.matches(10, 10, [128, 0, 0, 128]))
    }

    @Test func addClipLimitsLaterDrawing() {
        let pixels = render {
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).addClip()
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(pixels.matches(10, 10, [0, 255, 0, 255]))
        #expect(pixels.matches(0, 0, [0, 0, 0, 0]))
    }

    @Test func drawingOutsideAContextDoesNothing() {
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func roundedRectCornersAreCircularArcs() {
        // Deviation: iOS uses a continuous ("squircle") corner. Here the 45° point of the
        // top-left corner lies exactly one radius from the corner's centre (10, 10).
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 10)
        let d = 10 - 10 / 2.squareRoot()
        #expect(path.contains(CGPoint(x: d + 0.05, y: d + 0.05)))
        #expect(!path.contains(CGPoint(x: d - 0.05, y: d - 0.05)))
    }
}
