import Foundation

/// The view inside a `UITextView` that draws its text (UIKit's `_UITextContainerView`): as wide
/// as the text view, as tall as the text plus the container insets, scrolled with the content.
/// It holds the caret and selection view.
final class _UITextContainerView: UIView {
    weak var textView: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        _rockhopperFailure("_UITextContainerView.init(coder:) is not supported")
    }

    override func draw(_ rect: CGRect) {
        guard let textView, let context = UIGraphicsGetCurrentContext() else { return }
        textView._textLayout().draw(in: context, at: textView._textOrigin)
    }
}
