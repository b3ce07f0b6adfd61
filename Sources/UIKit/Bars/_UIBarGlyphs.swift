import Foundation

/// The images bars draw themselves: the back chevron, the glyphs of the system bar button items,
/// and templates tinted with an item's colour. Not API.
///
/// iOS 13+ takes the glyphs from SF Symbols (`plus`, `trash`, `magnifyingglass`, …), which are
/// not available here; these are simple drawings of the same shapes at the bar's size
/// (`BarConstants.systemGlyphSize`), made at the main screen's scale.
@MainActor
enum _UIBarGlyphs {
    /// Drawn chevrons and glyphs by kind (-1: the chevron), colour and scale, so bars that are
    /// rebuilt (every push, pop or item change) draw each only once.
    private struct Key: Hashable {
        var kind: Int
        var color: UIColor
        var scale: CGFloat
    }
    private static var cache: [Key: UIImage] = [:]

    private static func cached(_ kind: Int, _ color: UIColor, _ make: () -> UIImage?) -> UIImage? {
        let key = Key(kind: kind, color: color, scale: UIScreen.main.scale)
        if let image = cache[key] { return image }
        let image = make()
        if let image { cache[key] = image }
        return image
    }

    /// The back chevron in `color`, `BarConstants.backIndicatorSize` points.
    static func backChevron(color: UIColor) -> UIImage {
        cached(-1, color) { drawBackChevron(color: color) }!
    }

    private static func drawBackChevron(color: UIColor) -> UIImage {
        let size = BarConstants.backIndicatorSize
        let inset = BarConstants.backIndicatorLineWidth / 2
        return UIGraphicsImageRenderer(size: size).image { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: size.width - inset - 0.5, y: inset))
            path.addLine(to: CGPoint(x: inset + 0.5, y: size.height / 2))
            path.addLine(to: CGPoint(x: size.width - inset - 0.5, y: size.height - inset))
            path.lineWidth = BarConstants.backIndicatorLineWidth
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            color.setStroke()
            path.stroke()
        }
    }

    /// `image`'s shape (its alpha) filled with `color`, at the image's size and scale: how bars
    /// draw item images (as templates).
    static func tinted(_ image: UIImage, color: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        return UIGraphicsImageRenderer(size: image.size, format: format).image { context in
            let rect = CGRect(origin: .zero, size: image.size)
            image.draw(in: rect)
            color.setFill()
            context.fill(rect, blendMode: .sourceIn)
        }
    }

    /// The glyph of `item` in `color`; nil for items with a title and for spaces.
    static func glyph(for item: UIBarButtonItem.SystemItem, color: UIColor) -> UIImage? {
        if item._title != nil || item._isSpace { return nil }
        return cached(item.rawValue, color) { drawGlyph(for: item, color: color) }
    }

    private static func drawGlyph(for item: UIBarButtonItem.SystemItem, color: UIColor) -> UIImage? {
        let size = BarConstants.systemGlyphSize
        let draw: ((UIBezierPath) -> Void, (UIBezierPath) -> Void) -> Void
        switch item {
        case .done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace:
            return nil
        case .add:
            draw = { stroke, _ in
                stroke(line(11, 3, 11, 19))
                stroke(line(3, 11, 19, 11))
            }
        case .stop:
            draw = { stroke, _ in
                stroke(line(5, 5, 17, 17))
                stroke(line(17, 5, 5, 17))
            }
        case .close:
            return UIGraphicsImageRenderer(size: size).image { _ in
                UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12).setFill()
                UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 20, height: 20)).fill()
                UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6).setStroke()
                for path in [line(7.5, 7.5, 14.5, 14.5), line(14.5, 7.5, 7.5, 14.5)] {
                    path.lineWidth = BarConstants.systemGlyphLineWidth
                    path.lineCapStyle = .round
                    path.stroke()
                }
            }
        case .search:
            draw = { stroke, _ in
                stroke(UIBezierPath(ovalIn: CGRect(x: 2.5, y: 2.5, width: 13, height: 13)))
                stroke(line(13.8, 13.8, 19.5, 19.5))
            }
        case .trash:
            draw = { stroke, _ in
                stroke(line(2.5, 5, 19.5, 5))
                let handle = UIBezierPath()
                handle.move(to: CGPoint(x: 8, y: 5))
                handle.addLine(to: CGPoint(x: 8.5, y: 2.5))
                handle.addLine(to: CGPoint(x: 13.5, y: 2.5))
                handle.addLine(to: CGPoint(x: 14, y: 5))
                stroke(handle)
                let can = UIBezierPath()
                can.move(to: CGPoint(x: 4.5, y: 5))
                can.addLine(to: CGPoint(x: 5.8, y: 19.5))
                can.addLine(to: CGPoint(x: 16.2, y: 19.5))
                can.addLine(to: CGPoint(x: 17.5, y: 5))
                stroke(can)
                stroke(line(9, 8.5, 9.3, 16))
                stroke(line(13, 8.5, 12.7, 16))
            }
        case .refresh:
            draw = { stroke, fill in
                stroke(UIBezierPath(arcCenter: CGPoint(x: 11, y: 12), radius: 7.5,
                                    startAngle: -.pi / 2 + 0.35, endAngle: -.pi / 2 - 0.1 + 2 * .pi, clockwise: true))
                let head = UIBezierPath()
                head.move(to: CGPoint(x: 9.5, y: 1))
                head.addLine(to: CGPoint(x: 14, y: 4.5))
                head.addLine(to: CGPoint(x: 9.5, y: 8))
                head.close()
                fill(head)
            }
        case .compose:
            draw = { stroke, _ in
                let box = UIBezierPath()
                box.move(to: CGPoint(x: 11, y: 4))
                box.addLine(to: CGPoint(x: 3, y: 4))
                box.addLine(to: CGPoint(x: 3, y: 19))
                box.addLine(to: CGPoint(x: 18, y: 19))
                box.addLine(to: CGPoint(x: 18, y: 11))
                stroke(box)
                stroke(line(9, 13, 19.5, 2.5))
            }
        case .reply:
            draw = { stroke, _ in
                let arrow = UIBezierPath()
                arrow.move(to: CGPoint(x: 9, y: 3.5))
                arrow.addLine(to: CGPoint(x: 3, y: 9.5))
                arrow.addLine(to: CGPoint(x: 9, y: 15.5))
                stroke(arrow)
                let tail = UIBezierPath()
                tail.move(to: CGPoint(x: 3, y: 9.5))
                tail.addLine(to: CGPoint(x: 12, y: 9.5))
                tail.addQuadCurve(to: CGPoint(x: 19.5, y: 18.5), controlPoint: CGPoint(x: 19.5, y: 9.5))
                stroke(tail)
            }
        case .action:
            draw = { stroke, _ in
                let box = UIBezierPath()
                box.move(to: CGPoint(x: 8, y: 8))
                box.addLine(to: CGPoint(x: 4, y: 8))
                box.addLine(to: CGPoint(x: 4, y: 20.5))
                box.addLine(to: CGPoint(x: 18, y: 20.5))
                box.addLine(to: CGPoint(x: 18, y: 8))
                box.addLine(to: CGPoint(x: 14, y: 8))
                stroke(box)
                stroke(line(11, 1.5, 11, 14))
                let head = UIBezierPath()
                head.move(to: CGPoint(x: 7, y: 5.5))
                head.addLine(to: CGPoint(x: 11, y: 1.5))
                head.addLine(to: CGPoint(x: 15, y: 5.5))
                stroke(head)
            }
        case .organize:
            draw = { stroke, _ in
                let folder = UIBezierPath()
                folder.move(to: CGPoint(x: 2, y: 18))
                folder.addLine(to: CGPoint(x: 2, y: 4))
                folder.addLine(to: CGPoint(x: 8, y: 4))
                folder.addLine(to: CGPoint(x: 10, y: 6.5))
                folder.addLine(to: CGPoint(x: 20, y: 6.5))
                folder.addLine(to: CGPoint(x: 20, y: 18))
                folder.close()
                stroke(folder)
                stroke(line(2, 9.5, 20, 9.5))
            }
        case .bookmarks:
            draw = { stroke, _ in
                let book = UIBezierPath()
                book.move(to: CGPoint(x: 11, y: 5))
                book.addQuadCurve(to: CGPoint(x: 1.5, y: 4), controlPoint: CGPoint(x: 6, y: 2.5))
                book.addLine(to: CGPoint(x: 1.5, y: 18))
                book.addQuadCurve(to: CGPoint(x: 11, y: 19), controlPoint: CGPoint(x: 6, y: 16.5))
                book.addQuadCurve(to: CGPoint(x: 20.5, y: 18), controlPoint: CGPoint(x: 16, y: 16.5))
                book.addLine(to: CGPoint(x: 20.5, y: 4))
                book.addQuadCurve(to: CGPoint(x: 11, y: 5), controlPoint: CGPoint(x: 16, y: 2.5))
                book.addLine(to: CGPoint(x: 11, y: 19))
                stroke(book)
            }
        case .camera:
            draw = { stroke, _ in
                let body = UIBezierPath(roundedRect: CGRect(x: 1.5, y: 6, width: 19, height: 13), cornerRadius: 2.5)
                stroke(body)
                let top = UIBezierPath()
                top.move(to: CGPoint(x: 6.5, y: 6))
                top.addLine(to: CGPoint(x: 8, y: 3))
                top.addLine(to: CGPoint(x: 14, y: 3))
                top.addLine(to: CGPoint(x: 15.5, y: 6))
                stroke(top)
                stroke(UIBezierPath(ovalIn: CGRect(x: 7, y: 8.5, width: 8, height: 8)))
            }
        case .play:
            draw = { _, fill in
                fill(polygon([(5, 2.5), (19, 11), (5, 19.5)]))
            }
        case .pause:
            draw = { _, fill in
                fill(UIBezierPath(rect: CGRect(x: 5, y: 3, width: 4, height: 16)))
                fill(UIBezierPath(rect: CGRect(x: 13, y: 3, width: 4, height: 16)))
            }
        case .rewind:
            draw = { _, fill in
                fill(polygon([(11, 4), (11, 18), (1, 11)]))
                fill(polygon([(21, 4), (21, 18), (11, 11)]))
            }
        case .fastForward:
            draw = { _, fill in
                fill(polygon([(1, 4), (1, 18), (11, 11)]))
                fill(polygon([(11, 4), (11, 18), (21, 11)]))
            }
        case .pageCurl:
            draw = { stroke, _ in
                let page = UIBezierPath()
                page.move(to: CGPoint(x: 3, y: 3))
                page.addLine(to: CGPoint(x: 19, y: 3))
                page.addLine(to: CGPoint(x: 19, y: 13))
                page.addLine(to: CGPoint(x: 13, y: 19))
                page.addLine(to: CGPoint(x: 3, y: 19))
                page.close()
                stroke(page)
                let curl = UIBezierPath()
                curl.move(to: CGPoint(x: 19, y: 13))
                curl.addLine(to: CGPoint(x: 13, y: 13))
                curl.addLine(to: CGPoint(x: 13, y: 19))
                stroke(curl)
            }
        }
        return UIGraphicsImageRenderer(size: size).image { _ in
            color.setStroke()
            color.setFill()
            draw({ path in
                path.lineWidth = BarConstants.systemGlyphLineWidth
                path.lineCapStyle = .round
                path.lineJoinStyle = .round
                path.stroke()
            }, { path in
                path.fill()
            })
        }
    }

    private static func line(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: x0, y: y0))
        path.addLine(to: CGPoint(x: x1, y: y1))
        return path
    }

    private static func polygon(_ points: [(CGFloat, CGFloat)]) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: points[0].0, y: points[0].1))
        for point in points.dropFirst() { path.addLine(to: CGPoint(x: point.0, y: point.1)) }
        path.close()
        return path
    }
}
