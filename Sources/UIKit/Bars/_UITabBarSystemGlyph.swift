import Foundation

/// The glyphs of the system tab bar items, drawn by Rockhopper in a 25-pt square as template
/// images (iOS 13+ shows SF Symbols there, which are not available here): three dots for More,
/// a star for Favorites / Top Rated (outlined for Featured), a clock for Recents (filled),
/// History and Most Recent, a person in a circle for Contacts, an open book for Bookmarks, a
/// magnifying glass for Search, an arrow into a tray for Downloads and a bulleted list for Most
/// Viewed. Each is drawn once per screen scale and cached.
@MainActor
enum _UITabBarSystemGlyph {
    private struct Key: Hashable {
        let item: UITabBarItem.SystemItem
        let scale: CGFloat
    }

    private static var cache: [Key: UIImage] = [:]

    /// The template glyph of `item` at the main screen's scale.
    static func image(for item: UITabBarItem.SystemItem) -> UIImage {
        let scale = UIScreen.main.scale
        let key = Key(item: item, scale: scale)
        if let image = cache[key] { return image }
        let side = TabBarConstants.systemGlyphSize
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { _ in
            UIColor.black.setFill()
            UIColor.black.setStroke()
            draw(item)
        }.withRenderingMode(.alwaysTemplate)
        cache[key] = image
        return image
    }

    /// Draws `item`'s glyph in the 25 × 25 square with the current fill and stroke colours.
    private static func draw(_ item: UITabBarItem.SystemItem) {
        switch item {
        case .more:
            for x in [5.0, 12.5, 20.0] {
                UIBezierPath(ovalIn: CGRect(x: x - 2.25, y: 10.25, width: 4.5, height: 4.5)).fill()
            }
        case .favorites, .topRated:
            star().fill()
        case .featured:
            let path = star()
            path.lineWidth = 1.6
            path.lineJoinStyle = .round
            path.stroke()
        case .recents:
            clock(filled: true)
        case .history, .mostRecent:
            clock(filled: false)
        case .contacts:
            let circle = CGRect(x: 1, y: 1, width: 23, height: 23)
            let clip = UIBezierPath(ovalIn: circle)
            clip.addClip()
            let path = UIBezierPath(ovalIn: circle)
            path.append(UIBezierPath(ovalIn: CGRect(x: 8.25, y: 5, width: 8.5, height: 8.5)))
            path.append(UIBezierPath(ovalIn: CGRect(x: 4.5, y: 15.5, width: 16, height: 14)))
            path.usesEvenOddFillRule = true
            path.fill()
        case .bookmarks:
            // An open book seen from the front: two pages whose top and bottom edges curve
            // down towards the spine.
            for side in [-1.0, 1.0] {
                func x(_ offset: CGFloat) -> CGFloat { 12.5 + side * offset }
                let page = UIBezierPath()
                page.move(to: CGPoint(x: x(0.75), y: 7))
                page.addQuadCurve(to: CGPoint(x: x(11), y: 4.5), controlPoint: CGPoint(x: x(5), y: 3.5))
                page.addLine(to: CGPoint(x: x(11), y: 19.5))
                page.addQuadCurve(to: CGPoint(x: x(0.75), y: 21.5), controlPoint: CGPoint(x: x(5), y: 18.5))
                page.close()
                page.fill()
            }
        case .search:
            let lens = UIBezierPath(ovalIn: CGRect(x: 3, y: 3, width: 14, height: 14))
            lens.lineWidth = 2.2
            lens.stroke()
            let handle = UIBezierPath()
            handle.move(to: CGPoint(x: 15.2, y: 15.2))
            handle.addLine(to: CGPoint(x: 22, y: 22))
            handle.lineWidth = 2.6
            handle.lineCapStyle = .round
            handle.stroke()
        case .downloads:
            let arrow = UIBezierPath()
            arrow.move(to: CGPoint(x: 12.5, y: 2.5))
            arrow.addLine(to: CGPoint(x: 12.5, y: 15))
            arrow.move(to: CGPoint(x: 7.5, y: 10))
            arrow.addLine(to: CGPoint(x: 12.5, y: 15))
            arrow.addLine(to: CGPoint(x: 17.5, y: 10))
            arrow.move(to: CGPoint(x: 3, y: 14))
            arrow.addLine(to: CGPoint(x: 3, y: 21.5))
            arrow.addLine(to: CGPoint(x: 22, y: 21.5))
            arrow.addLine(to: CGPoint(x: 22, y: 14))
            arrow.lineWidth = 2
            arrow.lineCapStyle = .round
            arrow.lineJoinStyle = .round
            arrow.stroke()
        case .mostViewed:
            for y in [6.0, 12.5, 19.0] {
                UIBezierPath(ovalIn: CGRect(x: 2.5, y: y - 1.75, width: 3.5, height: 3.5)).fill()
                let line = UIBezierPath()
                line.move(to: CGPoint(x: 9, y: y))
                line.addLine(to: CGPoint(x: 22.5, y: y))
                line.lineWidth = 2
                line.lineCapStyle = .round
                line.stroke()
            }
        }
    }

    /// A five-pointed star centred in the square, point up.
    private static func star() -> UIBezierPath {
        let center = CGPoint(x: 12.5, y: 13.2)
        let outer: CGFloat = 11.5, inner: CGFloat = 4.9
        let path = UIBezierPath()
        for i in 0..<10 {
            let radius = i.isMultiple(of: 2) ? outer : inner
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    }

    /// A clock face showing ten past ten: a filled disc with the hands cut out, or a ring with
    /// the hands drawn.
    private static func clock(filled: Bool) {
        let face = CGRect(x: 1.5, y: 1.5, width: 22, height: 22)
        let hands = UIBezierPath()
        hands.move(to: CGPoint(x: 12.5, y: 5.5))
        hands.addLine(to: CGPoint(x: 12.5, y: 12.5))
        hands.addLine(to: CGPoint(x: 17.5, y: 15.5))
        hands.lineWidth = 2
        hands.lineCapStyle = .round
        hands.lineJoinStyle = .round
        if filled {
            UIBezierPath(ovalIn: face).fill()
            hands.stroke(with: .clear, alpha: 1)
        } else {
            let ring = UIBezierPath(ovalIn: face.insetBy(dx: 0.9, dy: 0.9))
            ring.lineWidth = 1.8
            ring.stroke()
            hands.stroke()
        }
    }
}
