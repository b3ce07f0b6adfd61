import Foundation

extension UIColor {
    /// The colour as a `CGColor`: in the grey space (`[white, alpha]`) for grey colours, in sRGB
    /// (`[r, g, b, a]`) otherwise, components as stored. A new object on each call (cheap); compare
    /// with `==`, not `===`.
    public var cgColor: CGColor {
        _isGrey ? CGColor(gray: _red, alpha: _alpha) : CGColor(srgbRed: _red, green: _green, blue: _blue, alpha: _alpha)
    }

    /// A colour with `cgColor`'s components: grey for a colour in a monochrome space, RGB otherwise.
    /// `UIColor(cgColor: c).cgColor == c` for grey and sRGB colours.
    public convenience init(cgColor: CGColor) {
        let components = cgColor.components ?? [0, 1]
        if cgColor.colorSpace?.model == .monochrome || components.count == 2 {
            self.init(white: components[0], alpha: components[components.count - 1])
        } else {
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        }
    }

    /// Makes this colour the fill colour of the current context (`UIGraphicsGetCurrentContext()`):
    /// later `UIRectFill`, `UIBezierPath.fill()` and `CGContext.fill(_:)` use it. Does nothing
    /// outside drawing. (On iOS, text drawn without a foreground colour is black, not this colour.)
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes this colour the stroke colour of the current context. Does nothing outside drawing.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// Makes this colour both the fill and the stroke colour of the current context.
    public func set() {
        setFill()
        setStroke()
    }
}
