import Foundation

// What a scroll view moving by itself is doing, for `UITestHost.settle`'s failure message.
extension UIScrollView {
    package var _frameTickingDescription: String {
        let doing: String
        switch _activity {
        case .decelerating(let motion) where !motion.isFinished: doing = "decelerating"
        case .released(let motion) where !motion.isFinished: doing = "about to decelerate"
        case .animatingOffset: doing = "animating its content offset"
        case .animatingZoom: doing = "animating its zoom"
        case .zoomBouncing: doing = "bouncing its zoom back"
        default: doing = "fading its scroll indicators"
        }
        return "a \(type(of: self)) \(doing) (offset \(contentOffset), zoom \(_currentZoomScale))"
    }
}
