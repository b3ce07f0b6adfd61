import Testing
@testable import QuartzCore

/// `render(in:)`, `display()`, `draw(in:)` and the appearance properties, read back through an
/// RGBA bitmap context as UIKit code does.
@MainActor @Suite struct CALayerRenderingTests {
    final class FillLayer: CALayer {
        var draws = 0
        var lastCTM = CGAffineTransform.identity
        override func draw(in ctx: CGContext) {
            draws += 1
            lastCTM = ctx.ctm
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))   // the top-left point
        }
    }

    final class Painter: CALayerDelegate {
        var calls = 0
        func draw(_ layer: CALayer, in ctx: CGContext) {
            calls += 1
            ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            ctx.fill(layer.bounds)
        }
    }

    // MARK: Defaults

    @Test func appearanceDefaultsAreApples() {
        let layer = CALayer()
        #expect(layer.backgroundColor == nil)
        #expect(layer.cornerRadius == 0)
        #expect(layer.borderWidth == 0)
        #expect(layer.borderColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.contents == nil)
        #expect(layer.contentsGravity == .resize)
        #expect(layer.contentsScale == 1)
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.isOpaque == false)
        #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowPath == nil)
        #expect(layer.needsDisplayOnBoundsChange == false)
    }

    // MARK: render(in:)

    @Test func backgroundFillsTheBounds() {
        let ctx = rendered(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), red), width: 12, height: 12)
        #expect(pixel(ctx, 0, 0) == [255, 0, 0, 255])
        #expect(pixel(ctx, 9, 9) == [255, 0, 0, 255])
        #expect(pixel(ctx, 10, 10) == [0, 0, 0, 0])
    }

    @Test func renderUsesTheLayersBoundsNotItsPositionOrTransform() {
        let layer = solidLayer(CGRect(x: 500, y: 500, width: 4, height: 4), red)
        layer.setAffineTransform(CGAffineTransform(scaleX: 3, y: 3))
        let ctx = rendered(layer, width: 8, height: 8)
        #expect(pixel(ctx, 3, 3) == [255, 0, 0, 255])
        #expect(pixel(ctx, 4, 4) == [0, 0, 0, 0])
    }

    @Test func aYUpBitmapContextIsNotFlipped() {
        // Core Animation draws in the context's user space as it is: in a fresh (y-up) bitmap
        // context the layer's top row lands in the bottom row of memory.
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 4, height: 4), blue)
        layer.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 4, height: 2), red))
        let ctx = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        layer.render(in: ctx)
        #expect(pixel(ctx, 0, 3) == [255, 0, 0, 255])
        #expect(pixel(ctx, 0, 0) == [0, 0, 255, 255])
    }

    @Test func theOnePixelContextIdiomReadsTheColourAtAPoint() {
        // let ctx = CGContext(1 × 1 RGBA); ctx.translateBy(-x, -y); layer.render(in: ctx)
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), white)
        layer.addSublayer(solidLayer(CGRect(x: 10, y: 5, width: 5, height: 5), red))
        var bytes: [UInt8] = [0, 0, 0, 0]
        bytes.withUnsafeMutableBytes { raw in
            let ctx = CGContext(data: raw.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            ctx.translateBy(x: -12, y: -7)
            layer.render(in: ctx)
        }
        #expect(bytes == [255, 0, 0, 255])
    }

    @Test func cornerRadiusRoundsTheBackground() {
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
        layer.cornerRadius = 8
        let ctx = rendered(layer, width: 20, height: 20)
        #expect(pixel(ctx, 0, 0) == [0, 0, 0, 0])
        #expect(pixel(ctx, 19, 19) == [0, 0, 0, 0])
        #expect(pixel(ctx, 10, 0) == [255, 0, 0, 255])
        #expect(pixel(ctx, 10, 10) == [255, 0, 0, 255])
    }

    @Test func aHugeCornerRadiusIsClampedToHalfTheShorterSide() {
        // Radius 100 on 20 × 10 draws as radius 5: a stadium, whose middle rows reach both ends.
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 10), red)
        layer.cornerRadius = 100
        let ctx = rendered(layer, width: 20, height: 10)
        #expect(pixel(ctx, 10, 0) == [255, 0, 0, 255])
        #expect(near(pixel(ctx, 0, 4), [255, 0, 0, 255], 40))
        #expect(pixel(ctx, 0, 0) == [0, 0, 0, 0])
    }

    @Test func theBorderIsDrawnInsideTheBounds() {
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
        layer.borderWidth = 4
        layer.borderColor = blue
        let ctx = rendered(layer, width: 24, height: 24)
        #expect(pixel(ctx, 0, 10) == [0, 0, 255, 255])
        #expect(pixel(ctx, 3, 10) == [0, 0, 255, 255])
        #expect(pixel(ctx, 4, 10) == [255, 0, 0, 255])
        #expect(pixel(ctx, 19, 10) == [0, 0, 255, 255])
        #expect(pixel(ctx, 20, 10) == [0, 0, 0, 0])
    }

    @Test func theBorderIsAboveTheSublayers() {
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
        layer.borderWidth = 2
        layer.borderColor = blue
        layer.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), green))
        let ctx = rendered(layer, width: 20, height: 20)
        #expect(pixel(ctx, 1, 10) == [0, 0, 255, 255])
        #expect(pixel(ctx, 10, 10) == [0, 255, 0, 255])
    }

    @Test func masksToBoundsClipsSublayers() {
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), nil)
        layer.addSublayer(solidLayer(CGRect(x: 5, y: 5, width: 20, height: 20), green))
        #expect(pixel(rendered(layer, width: 30, height: 30), 15, 15) == [0, 255, 0, 255])
        layer.masksToBounds = true
        let ctx = rendered(layer, width: 30, height: 30)
        #expect(pixel(ctx, 15, 15) == [0, 0, 0, 0])
        #expect(pixel(ctx, 9, 9) == [0, 255, 0, 255])
    }

    @Test func masksToBoundsClipsToTheRoundedShape() {
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), nil)
        layer.cornerRadius = 10
        layer.masksToBounds = true
        layer.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), green))
        let ctx = rendered(layer, width: 20, height: 20)
        #expect(pixel(ctx, 1, 1) == [0, 0, 0, 0])
        #expect(pixel(ctx, 10, 10) == [0, 255, 0, 255])
        #expect(pixel(ctx, 10, 0) == [0, 255, 0, 255] || near(pixel(ctx, 10, 0), [0, 255, 0, 255], 60))
    }

    @Test func cornerRadiusWithoutMasksToBoundsLeavesContentsSquare() {
        // Apple: the radius applies to background and border; contents are clipped only with masksToBounds.
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.contents = gradientImage(width: 4, height: 4)
        layer.cornerRadius = 2
        #expect(pixel(rendered(layer, width: 4, height: 4), 0, 0)[3] == 255)
        layer.masksToBounds = true
        #expect(pixel(rendered(layer, width: 4, height: 4), 0, 0)[3] < 255)
    }

    @Test func clippingFollowsARotatedLayer() {
        // A 20 × 20 layer centred at (20, 20) turned 45°: a diamond with half-diagonal 10√2 ≈ 14.1.
        let root = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        let turned = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), nil)
        turned.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
        turned.masksToBounds = true
        turned.addSublayer(solidLayer(CGRect(x: -20, y: -20, width: 60, height: 60), green))
        root.addSublayer(turned)
        let ctx = rendered(root, width: 40, height: 40)
        // (32.5, 20.5): |dx| + |dy| = 13 < 14.1, inside the diamond.
        #expect(pixel(ctx, 32, 20) == [0, 255, 0, 255])
        // (28.5, 28.5): |dx| + |dy| = 17 > 14.1, outside, though inside the unturned square.
        #expect(pixel(ctx, 28, 28) == [0, 0, 0, 0])
    }

    @Test func opacityCompositesTheLayerAsOneGroup() {
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 30, height: 10), nil)
        layer.opacity = 0.5
        layer.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 10), red))
        layer.addSublayer(solidLayer(CGRect(x: 10, y: 0, width: 20, height: 10), blue))
        let ctx = rendered(layer, width: 30, height: 10)
        // Overlap: only the blue on top shows, at half alpha (premultiplied 127.5 → 128 ± 1).
        #expect(near(pixel(ctx, 15, 5), [0, 0, 128, 128]))
        #expect(near(pixel(ctx, 5, 5), [128, 0, 0, 128]))
        #expect(near(pixel(ctx, 25, 5), [0, 0, 128, 128]))
    }

    @Test func opacityOfALoneBackgroundIsItsAlpha() {
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 4, height: 4), red)
        layer.opacity = 0.25
        #expect(near(pixel(rendered(layer, width: 4, height: 4), 1, 1), [64, 0, 0, 64]))
    }

    @Test func hiddenAndTransparentSublayersAreNotDrawn() {
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), nil)
        let hidden = solidLayer(CGRect(x: 0, y: 0, width: 5, height: 5), red)
        hidden.isHidden = true
        let clear = solidLayer(CGRect(x: 5, y: 5, width: 5, height: 5), red)
        clear.opacity = 0
        layer.addSublayer(hidden)
        layer.addSublayer(clear)
        let ctx = rendered(layer, width: 10, height: 10)
        #expect(pixel(ctx, 2, 2) == [0, 0, 0, 0])
        #expect(pixel(ctx, 7, 7) == [0, 0, 0, 0])
    }

    @Test func higherZPositionIsDrawnOnTop() {
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 4, height: 4), nil)
        let front = solidLayer(CGRect(x: 0, y: 0, width: 4, height: 4), red)
        front.zPosition = 1
        layer.addSublayer(front)
        layer.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 4, height: 4), blue))
        #expect(pixel(rendered(layer, width: 4, height: 4), 2, 2) == [255, 0, 0, 255])
    }

    // MARK: contents

    @Test func contentsAtWholePixelsAreCopiedExactly() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.contents = gradientImage(width: 4, height: 4)
        let ctx = rendered(layer, width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 { #expect(pixel(ctx, x, y) == [UInt8(x * 16), UInt8(y * 16), 0, 255]) } }
    }

    @Test func contentsScaleMakesImagePixelsSmallerPoints() {
        // An 8 × 8 pixel image at contentsScale 2 is 4 × 4 points; rendered at scale 2, centred in
        // a 10 × 10 layer it covers points 3...7, pixels 6...13, copied one to one.
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.contents = gradientImage(width: 8, height: 8)
        layer.contentsScale = 2
        layer.contentsGravity = .center
        let ctx = rendered(layer, width: 20, height: 20, scale: 2)
        #expect(pixel(ctx, 5, 5) == [0, 0, 0, 0])
        #expect(pixel(ctx, 6, 6) == [0, 0, 0, 255])
        #expect(pixel(ctx, 13, 8) == [112, 32, 0, 255])
        #expect(pixel(ctx, 14, 14) == [0, 0, 0, 0])
    }

    @Test func contentsRectShowsPartOfTheImage() {
        // The right half of a 4 × 4 image stretched over a 2 × 4 layer: columns 2 and 3, one to one.
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 2, height: 4)
        layer.contents = gradientImage(width: 4, height: 4)
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        let ctx = rendered(layer, width: 2, height: 4)
        #expect(pixel(ctx, 0, 1) == [32, 16, 0, 255])
        #expect(pixel(ctx, 1, 3) == [48, 48, 0, 255])
    }

    @Test func contentsThatAreNotImagesAreIgnored() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.contents = "not an image"
        #expect(pixel(rendered(layer, width: 4, height: 4), 1, 1) == [0, 0, 0, 0])
    }

    // MARK: display

    @Test func displayRunsDrawInWithATopLeftContextAtContentsScale() {
        let layer = FillLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 3)
        layer.contentsScale = 2
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.draws == 1)
        #expect(!layer.needsDisplay())
        // Apple's convention for a flipped context at scale 2 on a 6-pixel-high store: (2, 0, 0, −2, 0, 6).
        #expect(layer.lastCTM == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 6))
        let ctx = rendered(layer, width: 8, height: 6, scale: 2)
        #expect(pixel(ctx, 0, 0) == [0, 0, 255, 255])
        #expect(pixel(ctx, 1, 1) == [0, 0, 255, 255])
        #expect(pixel(ctx, 2, 2) == [0, 0, 0, 0])
    }

    @Test func anOpaqueLayersUndrawnPixelsAreBlack() {
        let layer = FillLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.isOpaque = true
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let ctx = rendered(layer, width: 4, height: 4)
        #expect(pixel(ctx, 0, 0) == [0, 0, 255, 255])
        #expect(pixel(ctx, 3, 3) == [0, 0, 0, 255])
    }

    @Test func aZeroSizedLayerDisplaysOnceItHasASize() {
        let layer = FillLayer()
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.draws == 0)
        #expect(layer._rendering.backingStore == nil)
        #expect(layer.needsDisplay())
        layer.bounds.size = CGSize(width: 2, height: 2)
        layer.displayIfNeeded()
        #expect(layer.draws == 1)
        #expect(layer._rendering.backingStore != nil)
    }

    @Test func displayIfNeededDoesNothingWithoutSetNeedsDisplay() {
        let layer = FillLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.displayIfNeeded()
        #expect(layer.draws == 0)
        layer.setNeedsDisplay()
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        layer.displayIfNeeded()
        layer.displayIfNeeded()
        #expect(layer.draws == 1)
    }

    @Test func theDefaultDrawAsksTheDelegate() {
        let painter = Painter()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.delegate = painter
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(painter.calls == 1)
        #expect(pixel(rendered(layer, width: 4, height: 4), 3, 3) == [0, 255, 0, 255])
    }

    @Test func drawnContentReplacesContentsAndSitsAboveTheBackground() {
        let painter = Painter()
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 4, height: 4), red)
        layer.contents = gradientImage(width: 4, height: 4)
        layer.delegate = painter
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(pixel(rendered(layer, width: 4, height: 4), 0, 0) == [0, 255, 0, 255])
    }

    @Test func needsDisplayOnBoundsChangeRedrawsAtTheNewSize() {
        let layer = FillLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.setNeedsDisplay()
        layer._displaySubtreeIfNeeded()
        layer.bounds.size = CGSize(width: 6, height: 6)
        layer._displaySubtreeIfNeeded()
        #expect(layer.draws == 1)
        layer.needsDisplayOnBoundsChange = true
        layer._displaySubtreeIfNeeded()
        #expect(layer.draws == 2)
        layer._displaySubtreeIfNeeded()
        #expect(layer.draws == 2)
    }

    @Test func drawnContentKeepsItsSizeAndStretchesWithResizeGravity() {
        // Drawn 4 × 4 with the top-left point blue, then the layer doubles: the point becomes 2 × 2.
        let layer = FillLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        layer.bounds.size = CGSize(width: 8, height: 8)
        let ctx = rendered(layer, width: 8, height: 8)
        #expect(near(pixel(ctx, 0, 0), [0, 0, 255, 255], 2))
        #expect(pixel(ctx, 5, 5) == [0, 0, 0, 0])
        #expect(layer.draws == 1)
    }

    @Test func theDisplayPassSkipsHiddenSubtrees() {
        let parent = CALayer()
        parent.isHidden = true
        let child = FillLayer()
        child.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        parent.addSublayer(child)
        child.setNeedsDisplay()
        parent._displaySubtreeIfNeeded()
        #expect(child.draws == 0)
        parent.isHidden = false
        parent._displaySubtreeIfNeeded()
        #expect(child.draws == 1)
    }

    // MARK: shadows

    @Test func theShadowIsOffsetDownForPositiveHeights() {
        let root = solidLayer(CGRect(x: 0, y: 0, width: 50, height: 50), nil)
        let layer = solidLayer(CGRect(x: 20, y: 10, width: 10, height: 10), red)
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = CGSize(width: 0, height: 15)
        root.addSublayer(layer)
        let ctx = rendered(root, width: 50, height: 50)
        #expect(pixel(ctx, 25, 15) == [255, 0, 0, 255])
        #expect(pixel(ctx, 25, 30) == [0, 0, 0, 255])
        #expect(pixel(ctx, 25, 5) == [0, 0, 0, 0])
        #expect(pixel(ctx, 25, 40) == [0, 0, 0, 0])
    }

    @Test func aGroupFadedLayerKeepsTheShadowsOfItsSublayers() {
        let root = solidLayer(CGRect(x: 0, y: 0, width: 50, height: 50), nil)
        let group = solidLayer(CGRect(x: 0, y: 0, width: 50, height: 20), nil)
        group.opacity = 0.5
        let knob = solidLayer(CGRect(x: 20, y: 5, width: 10, height: 10), red)
        knob.shadowOpacity = 1
        knob.shadowRadius = 0
        knob.shadowOffset = CGSize(width: 0, height: 15)
        group.addSublayer(knob)
        root.addSublayer(group)
        let ctx = rendered(root, width: 50, height: 50)
        // The shadow (y 20…30) lies outside the group's and the knob's bounds, faded with the group.
        #expect(near(pixel(ctx, 25, 27), [0, 0, 0, 128]))
        #expect(near(pixel(ctx, 25, 10), [128, 0, 0, 128]))
    }

    @Test func shadowOpacityAndColourTintTheShadow() {
        let root = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), red)
        layer.shadowOpacity = 0.5
        layer.shadowColor = blue
        layer.shadowRadius = 0
        layer.shadowOffset = CGSize(width: 20, height: 20)
        root.addSublayer(layer)
        #expect(near(pixel(rendered(root, width: 40, height: 40), 25, 25), [0, 0, 128, 128]))
    }

    @Test func aBlurredShadowFadesOut() {
        let root = solidLayer(CGRect(x: 0, y: 0, width: 60, height: 60), nil)
        let layer = solidLayer(CGRect(x: 20, y: 20, width: 20, height: 20), red)
        layer.shadowOpacity = 1
        layer.shadowRadius = 4
        layer.shadowOffset = .zero
        root.addSublayer(layer)
        let ctx = rendered(root, width: 60, height: 60)
        // Just outside the edge, about half the coverage of a Gaussian edge; ≥ 3σ out, nothing.
        let edge = Int(pixel(ctx, 41, 30)[3])
        #expect(edge > 60 && edge < 200)
        #expect(pixel(ctx, 53, 30)[3] == 0)
    }

    @Test func aShadowPathCastsTheShadowOfThePath() {
        let root = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), nil)
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = .zero
        layer.shadowPath = CGPath(rect: CGRect(x: 25, y: 25, width: 10, height: 10), transform: nil)
        root.addSublayer(layer)
        let ctx = rendered(root, width: 40, height: 40)
        #expect(pixel(ctx, 30, 30) == [0, 0, 0, 255])
        #expect(pixel(ctx, 10, 10) == [0, 0, 0, 0])
    }
}
