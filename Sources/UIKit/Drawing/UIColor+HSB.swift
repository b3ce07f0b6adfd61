import Foundation

extension UIColor {
    /// An sRGB colour from hue, saturation and brightness (the HSV model), each 0...1; hue 0 and 1
    /// are both red. Converted at creation with the standard hexcone formulas: with
    /// `h6 = 6·hue`, `c = brightness·saturation`, `x = c·(1 − |h6 mod 2 − 1|)`, `m = brightness − c`,
    /// the sector `⌊h6⌋` picks (c, x, 0), (x, c, 0), (0, c, x), (0, x, c), (x, 0, c) or (c, 0, x),
    /// and `m` is added to each. Hue outside 0...1 wraps around.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = UIColor._rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// Reads the colour as hue, saturation, brightness (HSV, each 0...1) and alpha; returns true.
    /// Greys report hue 0 and saturation 0. Any pointer may be nil.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let hsb = UIColor._hsb(red: _red, green: _green, blue: _blue)
        hue?.pointee = hsb.hue; saturation?.pointee = hsb.saturation; brightness?.pointee = hsb.brightness
        alpha?.pointee = _alpha
        return true
    }

    /// HSV to RGB (see `init(hue:saturation:brightness:alpha:)`).
    static func _rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat)
        -> (red: CGFloat, green: CGFloat, blue: CGFloat) {
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let h6 = h * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h6.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch Int(h6) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        return (r + m, g + m, b + m)
    }

    /// RGB to HSV: brightness = max, saturation = (max − min)/max (0 for black), hue from the
    /// sector of the largest component, in turns.
    static func _hsb(red: CGFloat, green: CGFloat, blue: CGFloat)
        -> (hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
        let maxC = max(red, green, blue), minC = min(red, green, blue)
        let delta = maxC - minC
        let saturation = maxC == 0 ? 0 : delta / maxC
        guard delta != 0 else { return (0, saturation, maxC) }
        var sector: CGFloat
        if maxC == red {
            sector = (green - blue) / delta
        } else if maxC == green {
            sector = (blue - red) / delta + 2
        } else {
            sector = (red - green) / delta + 4
        }
        if sector < 0 { sector += 6 }
        return (sector / 6, saturation, maxC)
    }
}
