import Foundation

// What a scroll view moving by itself is doing, for `UITestHost.settle`'s failure message.
extension UIScrollView {
    package var _frameTickingDescription: String {
        var doing: [String] = []
        if _simulationX != nil || _simulationY != nil { doing.append(_isDecelerating ? "decelerating" : "bouncing") }
        if _offsetAnimation != nil { doing.append("animating its content offset") }
        if _zoomAnimation != nil { doing.append(_isZoomBouncing ? "bouncing its zoom back" : "animating its zoom") }
        if doing.isEmpty { doing.append("fading its scroll indicators") }
        return "a \(type(of: self)) \(doing.joined(separator: " and ")) (offset \(contentOffset), zoom \(_currentZoomScale))"
    }
}
