import Foundation
import Testing
@testable import QuartzCore

/// A translucent group (a layer with sublayers at opacity < 1) is drawn once into an image kept
/// with the layer and composited with its opacity afterwards, with exactly the pixels of drawing
/// the group: every test compares the framebuffer with a fresh compositor that draws groups
/// directly. Changes are made with actions disabled.
@MainActor @Suite struct _CAGroupImageTests {
    /// A 120 × 100 pt white root at scale 2 with a group at a fractional position holding rounded,
    /// bordered, translucent and shadowed sublayers and an image.
    @MainActor struct Scene {
        let compositor = _CACompositor(pixelWidth: 240, pixelHeight: 200, scale: 2)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 120, height: 100), white)
        let group = solidLayer(CGRect(x: 10.25, y: 8.5, width: 90, height: 70), CGColor(red: 0.9, green: 0.8, blue: 0.2, alpha: 1))
        var boxes: [CALayer] = []

        init() {
            group.cornerRadius = 8
            group.borderWidth = 1.5
            group.opacity = 0.6
            for i in 0..<6 {
                let box = solidLayer(CGRect(x: 4 + CGFloat(i % 3) * 27.3, y: 5 + CGFloat(i / 3) * 30.5, width: 24, height: 25),
                                     CGColor(red: CGFloat(i) / 5, green: 0.3, blue: 0.6, alpha: i == 4 ? 0.5 : 1))
                box.cornerRadius = 5
                box.borderWidth = 1
                box.borderColor = blue
                if i == 2 {
                    box.shadowOpacity = 0.5
                    box.shadowRadius = 2
                }
                if i == 5 { box.contents = gradientImage(width: 8, height: 8) }
                group.addSublayer(box)
                boxes.append(box)
            }
            root.addSublayer(group)
        }

        /// One frame with the group at `opacity`.
        func frame(opacity: Float) {
            group.opacity = opacity
            compositor.composite(root)
        }

        /// The framebuffer equals a fresh compositor's that draws every group and fill directly.
        func matchesDirectDrawing() -> Bool {
            _CAGroupImage.isEnabled = false
            defer { _CAGroupImage.isEnabled = true }
            let fresh = _CACompositor(pixelWidth: compositor.pixelWidth, pixelHeight: compositor.pixelHeight,
                                      scale: compositor.scale)!
            fresh.composite(root)
            return sameFramebuffers(compositor, fresh)
        }
    }

    @Test func aFadingGroupIsDrawnOnceAndCompositedFromItsImage() {
        withoutActions {
            let scene = Scene()
            scene.compositor.composite(scene.root)
            let before = _CAGroupImage.renderCount
            for step in 1...8 {
                scene.frame(opacity: 0.6 - Float(step) * 0.05)
                #expect(scene.matchesDirectDrawing())
            }
            #expect(_CAGroupImage.renderCount - before == 1)
            #expect(scene.group._rendering.groupImage?.surface != nil)
        }
    }

    @Test(arguments: ["colour", "border", "radius", "bounds", "sublayer move", "contents", "shadow", "hidden",
                      "zPosition", "new sublayer", "group colour"])
    func aChangeInsideTheGroupDrawsItAgain(_ change: String) {
        withoutActions {
            let scene = Scene()
            for step in 0..<3 { scene.frame(opacity: 0.5 + Float(step) * 0.1) }
            let box = scene.boxes[1]
            switch change {
            case "colour": box.backgroundColor = red
            case "border": box.borderColor = green
            case "radius": box.cornerRadius = 9
            case "bounds": box.bounds.size.height += 2.5
            case "sublayer move": box.position.x += 0.5
            case "contents": scene.boxes[5].contents = gradientImage(width: 4, height: 4)
            case "shadow": scene.boxes[2].shadowColor = red
            case "hidden": box.isHidden = true
            case "zPosition": box.zPosition = 5
            case "new sublayer": box.addSublayer(solidLayer(CGRect(x: 2, y: 2, width: 5, height: 5), red))
            default: scene.group.backgroundColor = green
            }
            let before = _CAGroupImage.renderCount
            for step in 0..<3 {
                scene.frame(opacity: 0.4 - Float(step) * 0.1)
                #expect(scene.matchesDirectDrawing())
            }
            #expect(_CAGroupImage.renderCount - before == 1)
        }
    }

    @Test(arguments: ["rounded", "fractional"])
    func aGroupUnderAnInexactClipIsDrawnDirectly(_ clip: String) {
        withoutActions {
            // The group's superlayer masks it with partly covered edge pixels: drawing directly
            // clips both the group's content and the group, which an image drawn without the
            // clip cannot give.
            let scene = Scene()
            let mask = CALayer()
            mask.frame = clip == "rounded" ? CGRect(x: 0, y: 0, width: 120, height: 100) : CGRect(x: 0.25, y: 0.25, width: 60.5, height: 50.5)
            mask.masksToBounds = true
            if clip == "rounded" { mask.cornerRadius = 30 }
            scene.group.removeFromSuperlayer()
            mask.addSublayer(scene.group)
            scene.root.addSublayer(mask)
            scene.compositor.composite(scene.root)
            let before = _CAGroupImage.renderCount
            for step in 1...4 {
                scene.frame(opacity: 0.6 - Float(step) * 0.05)
                #expect(scene.matchesDirectDrawing(), "step \(step)")
            }
            #expect(_CAGroupImage.renderCount == before)
        }
    }

    /// An exact clip (a scroll view at whole pixels) cutting through a translucent masking row at
    /// a fractional position, with a child crossing the cut: drawn directly, the child is clipped
    /// by the row's fractional edge and the cut together and Cairo rounds the child's partly
    /// covered bottom row one level differently than in an image drawn without the cut. The group
    /// is drawn directly while the clip cuts it. Found by the scroll shift's fuzz (30 rows).
    @Test func aGroupCutByAnExactClipIsDrawnDirectly() {
        withoutActions {
            let compositor = _CACompositor(pixelWidth: 200, pixelHeight: 200, scale: 2)!
            let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), white)
            let scroll = solidLayer(CGRect(x: 10, y: 20, width: 80, height: 60), white)
            scroll.masksToBounds = true
            let row = solidLayer(CGRect(x: 0, y: 20, width: 80, height: 10), CGColor(red: 0.5, green: 1, blue: 0.5, alpha: 1))
            row.opacity = 0.5
            row.masksToBounds = true
            row.addSublayer(solidLayer(CGRect(x: 44, y: -3, width: 6, height: 6), red))
            scroll.addSublayer(row)
            root.addSublayer(scroll)
            scroll.bounds.origin = CGPoint(x: 6, y: 20.89189189189189)
            let before = _CAGroupImage.compositeCount
            for step in 0..<4 {
                compositor.invalidateAll()
                compositor.composite(root)
                let same = compositor._framebufferWords() == compositor._fullRedrawWords(of: root)
                #expect(same, "step \(step)")
            }
            #expect(_CAGroupImage.compositeCount == before)
        }
    }

    @Test func aGroupMovedByWholeDevicePixelsKeepsItsImage() {
        withoutActions {
            let scene = Scene()
            for step in 0..<3 { scene.frame(opacity: 0.5 + Float(step) * 0.1) }
            let before = _CAGroupImage.renderCount
            scene.group.position.x += 6.5
            scene.group.position.y -= 2
            scene.frame(opacity: 0.3)
            #expect(_CAGroupImage.renderCount == before)
            #expect(scene.matchesDirectDrawing())
            scene.group.position.x += 0.25
            for step in 0..<3 {
                scene.frame(opacity: 0.4 - Float(step) * 0.1)
                #expect(scene.matchesDirectDrawing())
            }
            #expect(_CAGroupImage.renderCount == before + 1)
        }
    }

    @Test func aGroupWhoseInsideChangesEveryFrameIsDrawnDirectly() {
        withoutActions {
            let scene = Scene()
            let before = _CAGroupImage.renderCount
            for step in 0..<6 {
                scene.boxes[0].backgroundColor = CGColor(red: CGFloat(step) / 6, green: 0, blue: 0, alpha: 1)
                scene.frame(opacity: 0.5 + Float(step) * 0.05)
                #expect(scene.matchesDirectDrawing())
            }
            #expect(_CAGroupImage.renderCount == before)
        }
    }

    @Test func aPartlyDamagedGroupEqualsDirectDrawing() {
        withoutActions {
            let scene = Scene()
            for step in 0..<3 { scene.frame(opacity: 0.5 + Float(step) * 0.1) }
            let dot = solidLayer(CGRect(x: 50, y: 85, width: 30, height: 10), red)
            scene.root.addSublayer(dot)
            scene.compositor.composite(scene.root)
            dot.position.y -= 20     // over the group: damage inside it
            scene.compositor.composite(scene.root)
            #expect(scene.matchesDirectDrawing())
        }
    }

    @Test func aCrossDissolveCompositesTheNewLookFromItsImage() {
        let runtime = _CARuntime(clock: .virtual(startingAt: 0))
        runtime.makeCurrent()
        let scene = withoutActions { () -> Scene in
            let scene = Scene()
            scene.group.opacity = 1
            return scene
        }
        scene.compositor.composite(scene.root)
        let transition = _CATransitionAnimation(style: .crossDissolve, kind: 5, before: gradientImage(width: 12, height: 10))
        transition.duration = 1
        scene.group.add(transition, forKey: "transition")
        let before = _CAGroupImage.renderCount
        for frame in 1...6 {
            runtime.clock.setVirtualTime(Double(frame) / 10)
            scene.compositor.composite(scene.root)
            #expect(scene.matchesDirectDrawing())
        }
        #expect(_CAGroupImage.renderCount - before == 1)
    }

    @Test func aFreedGroupFreesItsImage() {
        weak var weakGroup: CALayer?
        weak var weakImage: _CAGroupImage?
        withoutActions {
            let scene = Scene()
            for step in 0..<3 { scene.frame(opacity: 0.5 + Float(step) * 0.1) }
            weakGroup = scene.group
            weakImage = scene.group._rendering.groupImage
            #expect(weakImage?.surface != nil)
            scene.group.removeFromSuperlayer()
        }
        #expect(weakGroup == nil)
        #expect(weakImage == nil)
    }

    @Test func fadingAndFreeingGroupsKeepsTheCacheFlat() {
        withoutActions {
            do {
                let scene = Scene()
                for step in 0..<3 { scene.frame(opacity: 0.5 + Float(step) * 0.1) }
            }
            let live = _CARasterCacheEntry.liveCount, bytes = _CARasterCacheEntry.totalBytes
            for _ in 0..<20 {
                let scene = Scene()
                for step in 0..<3 { scene.frame(opacity: 0.5 + Float(step) * 0.1) }
            }
            #expect(_CARasterCacheEntry.liveCount == live)
            #expect(_CARasterCacheEntry.totalBytes == bytes)
        }
    }
}
