import UIKit

/// Simple tab bar glyphs drawn with UIBezierPath (the tutorials use image assets): a speech
/// bubble, a contacts card and a person, 25 × 25 pt templates; and the Catalog's own tabs: an open
/// book (the tutorials) and four squares (the components).
@MainActor enum CatalogGlyphs {
    static func image(_ draw: @escaping (CGRect) -> UIBezierPath) -> UIImage {
        let size = CGSize(width: 25, height: 25)
        let image = UIGraphicsImageRenderer(size: size).image { _ in
            UIColor.black.setStroke()
            let path = draw(CGRect(origin: .zero, size: size).insetBy(dx: 2, dy: 2))
            path.lineWidth = 2
            path.stroke()
        }
        return image.withRenderingMode(.alwaysTemplate)
    }

    static let chats = image { r in
        let bubble = UIBezierPath(roundedRect: CGRect(x: r.minX, y: r.minY + 1, width: r.width, height: r.height - 6), cornerRadius: 6)
        bubble.move(to: CGPoint(x: r.minX + 5, y: r.maxY - 5))
        bubble.addLine(to: CGPoint(x: r.minX + 3, y: r.maxY))
        bubble.addLine(to: CGPoint(x: r.minX + 10, y: r.maxY - 5))
        return bubble
    }

    static let contacts = image { r in
        let card = UIBezierPath(roundedRect: r, cornerRadius: 3)
        card.append(UIBezierPath(ovalIn: CGRect(x: r.midX - 4, y: r.minY + 3, width: 8, height: 8)))
        card.move(to: CGPoint(x: r.minX + 4, y: r.maxY - 3))
        card.addQuadCurve(to: CGPoint(x: r.maxX - 4, y: r.maxY - 3), controlPoint: CGPoint(x: r.midX, y: r.midY - 2))
        return card
    }

    static let me = image { r in
        let person = UIBezierPath(ovalIn: CGRect(x: r.midX - 5, y: r.minY, width: 10, height: 10))
        person.move(to: CGPoint(x: r.minX + 1, y: r.maxY))
        person.addQuadCurve(to: CGPoint(x: r.maxX - 1, y: r.maxY), controlPoint: CGPoint(x: r.midX, y: r.minY + 6))
        return person
    }

    static let tutorials = image { r in
        let book = UIBezierPath()
        book.move(to: CGPoint(x: r.midX, y: r.minY + 3))
        book.addQuadCurve(to: CGPoint(x: r.minX, y: r.minY + 2), controlPoint: CGPoint(x: r.midX - 4, y: r.minY))
        book.addLine(to: CGPoint(x: r.minX, y: r.maxY - 2))
        book.addQuadCurve(to: CGPoint(x: r.midX, y: r.maxY - 1), controlPoint: CGPoint(x: r.midX - 4, y: r.maxY - 4))
        book.addQuadCurve(to: CGPoint(x: r.maxX, y: r.maxY - 2), controlPoint: CGPoint(x: r.midX + 4, y: r.maxY - 4))
        book.addLine(to: CGPoint(x: r.maxX, y: r.minY + 2))
        book.addQuadCurve(to: CGPoint(x: r.midX, y: r.minY + 3), controlPoint: CGPoint(x: r.midX + 4, y: r.minY))
        book.addLine(to: CGPoint(x: r.midX, y: r.maxY - 1))
        return book
    }

    static let components = image { r in
        let side = (r.width - 3) / 2
        let squares = UIBezierPath()
        for (x, y) in [(r.minX, r.minY), (r.minX + side + 3, r.minY), (r.minX, r.minY + side + 3), (r.minX + side + 3, r.minY + side + 3)] {
            squares.append(UIBezierPath(roundedRect: CGRect(x: x, y: y, width: side, height: side), cornerRadius: 2.5))
        }
        return squares
    }
}
