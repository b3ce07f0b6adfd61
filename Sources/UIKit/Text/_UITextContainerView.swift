import Foundation

/// The view inside a `UITextView` that holds its text (UIKit's `_UITextContainerView`): as wide
/// as the text view, as tall as the text plus the container insets, scrolled with the content.
/// It holds the caret and selection view, and the canvas that draws the part of the text near the
/// visible area (`_UITextCanvasView`): it draws nothing itself, so long text costs a backing store
/// of about three screens, not one as tall as the text.
final class _UITextContainerView: UIView {
    weak var textView: UITextView?
    let canvas = _UITextCanvasView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        addSubview(canvas)
    }

    required init?(coder: NSCoder) {
        _rockhopperFailure("_UITextContainerView.init(coder:) is not supported")
    }

    /// Places the canvas around `visible` (in the container's coordinates) and redraws it, when
    /// what is visible has left the canvas or with `redraw` (the text or its layout changed). The
    /// canvas reaches one visible height above and below what is visible, at whole points, so
    /// scrolling redraws it only every screen or so.
    func updateCanvas(visible: CGRect, redraw: Bool) {
        let container = bounds
        var shown = visible.intersection(container)
        if shown.isNull || shown.isEmpty { shown = CGRect(x: 0, y: max(0, min(visible.minY, container.maxY)), width: container.width, height: 0) }
        let current = canvas.frame
        let covers = current.minX == 0 && current.width == container.width
            && current.minY <= shown.minY && current.maxY >= shown.maxY && current.height > 0
        if covers && !redraw { return }
        let margin = max(visible.height, 1)
        let top = max(container.minY, (shown.minY - margin).rounded(.down))
        let bottom = min(container.maxY, (shown.maxY + margin).rounded(.up))
        let frame = CGRect(x: 0, y: top, width: container.width, height: max(0, bottom - top))
        if frame != current { canvas.frame = frame }
        canvas.setNeedsDisplay()
    }
}

/// Draws the text of a `UITextView` for the part of its container it covers.
final class _UITextCanvasView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        _rockhopperFailure("_UITextCanvasView.init(coder:) is not supported")
    }

    override func draw(_ rect: CGRect) {
        guard let textView = (superview as? _UITextContainerView)?.textView,
              let context = UIGraphicsGetCurrentContext() else { return }
        let origin = textView._textOrigin
        textView._textLayout().draw(in: context, at: CGPoint(x: origin.x - frame.minX, y: origin.y - frame.minY))
    }
}
