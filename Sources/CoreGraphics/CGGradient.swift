import Foundation

/// An immutable colour ramp for `CGContext.drawLinearGradient` and `drawRadialGradient`.
///
/// Colours are interpolated by Cairo in RGB between the stops (gray colours are expanded to RGB).
/// Apple's colour-array initialiser takes a `CFArray`; swift-corelibs-foundation has none, so here it
/// takes `[CGColor]` (write `colors: [a, b]` instead of `colors: [a, b] as CFArray`).
public final class CGGradient: Sendable {
    /// The stops: location 0...1 and premultiplication-free RGBA, sorted by location.
    let stops: [Stop]
    public let colorSpace: CGColorSpace?

    struct Stop: Sendable {
        var location: CGFloat
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    }

    init(space: CGColorSpace?, stops: [Stop]) {
        colorSpace = space
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// A gradient through `colors` at `locations` (each 0...1, as many as colours), or evenly spaced
    /// from 0 to 1 when `locations` is nil. Nil when there are no colours.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else { return nil }
        let stops = colors.enumerated().map { i, color in
            let location = locations?[i] ?? (colors.count == 1 ? 0 : CGFloat(i) / CGFloat(colors.count - 1))
            return Stop(location: location, red: color.rgba.red, green: color.rgba.green, blue: color.rgba.blue,
                        alpha: color.rgba.alpha)
        }
        self.init(space: space, stops: stops)
    }

    /// A gradient from `count` colours given as components in `space` (each colour
    /// `space.numberOfComponents + 1` values, the last alpha) at `locations` (or evenly spaced).
    /// Nil when `count` is below 1 or the space is neither RGB nor gray.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count >= 1, space.model == .rgb || space.model == .monochrome else { return nil }
        let n = space.numberOfComponents + 1
        let stops = (0..<count).map { i -> Stop in
            let c = components + i * n
            let location = locations?[i] ?? (count == 1 ? 0 : CGFloat(i) / CGFloat(count - 1))
            return space.model == .rgb
                ? Stop(location: location, red: c[0], green: c[1], blue: c[2], alpha: c[3])
                : Stop(location: location, red: c[0], green: c[0], blue: c[0], alpha: c[1])
        }
        self.init(space: space, stops: stops)
    }
}
