import Foundation

/// The caret and the selection highlight of an editable text, drawn over the text as UIKit's
/// `UITextSelectionView` is: the caret a 2-pt tint-coloured view, the selection one view per
/// rectangle in the tint colour at 20 % (`TextConstants`). It takes no touches.
///
/// The caret blinks on the frame clock: shown for `caretBlinkInterval`, faded out over
/// `caretBlinkFadeDuration`, hidden, faded back in, and so on — driven by framework timers that do
/// not keep the application busy (a blinking caret leaves the app idle, as on iOS). Every change
/// of the text or the caret (`showCaretSolid()`) shows it and restarts the cycle, so it stays
/// solid while the user types.
final class _UITextSelectionView: UIView {
    /// The caret.
    let caretView = UIView()
    private var rectViews: [UIView] = []
    private var blinkTimer: _FrameworkTimers.ID?
    private weak var blinkApplication: UIApplication?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        caretView.isUserInteractionEnabled = false
        caretView.isHidden = true
        addSubview(caretView)
        tintColorDidChange()
    }

    required init?(coder: NSCoder) {
        _rockhopperFailure("_UITextSelectionView.init(coder:) is not supported")
    }

    /// Shows the caret at `rect` (nil: hides it). The rect's width is replaced by the caret width
    /// and its x centred on the given one's left edge.
    func setCaret(_ rect: CGRect?) {
        guard let rect else {
            caretView.isHidden = true
            stopBlinking()
            return
        }
        let width = TextConstants.caretWidth
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let x = ((rect.minX - width / 2) * scale).rounded() / scale
        caretView.frame = CGRect(x: x, y: rect.minY, width: width, height: rect.height)
        caretView.isHidden = false
    }

    /// Shows the selection as `rects` (empty: none).
    func setSelectionRects(_ rects: [CGRect]) {
        while rectViews.count > rects.count { rectViews.removeLast().removeFromSuperview() }
        while rectViews.count < rects.count {
            let view = UIView()
            view.isUserInteractionEnabled = false
            view.backgroundColor = tintColor.withAlphaComponent(TextConstants.selectionAlpha)
            insertSubview(view, at: 0)
            rectViews.append(view)
        }
        for (view, rect) in zip(rectViews, rects) { view.frame = rect }
    }

    /// The rectangles of the selection highlight shown now.
    var selectionRects: [CGRect] { rectViews.map(\.frame) }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        caretView.backgroundColor = tintColor
        for view in rectViews { view.backgroundColor = tintColor.withAlphaComponent(TextConstants.selectionAlpha) }
    }

    // MARK: - Blinking

    /// Whether the blink cycle is running.
    var isBlinking: Bool { blinkTimer != nil }

    /// Shows the caret fully and restarts the blink cycle (after typing or moving the caret).
    func showCaretSolid() {
        caretView.layer.removeAllAnimations()
        caretView.alpha = 1
        stopBlinking()
        guard !caretView.isHidden, window != nil else { return }
        scheduleBlink(fadingOut: true)
    }

    /// Stops blinking, the caret shown as it is.
    func stopBlinking() {
        if let blinkTimer { blinkApplication?._timers.cancel(blinkTimer) }
        blinkTimer = nil
    }

    private func scheduleBlink(fadingOut: Bool) {
        let app = _application
        blinkApplication = app
        blinkTimer = app._timers.schedule(at: app._runtime.clock.now() + TextConstants.caretBlinkInterval, keepsBusy: false) { [weak self] _ in
            guard let self else { return }
            self.blinkTimer = nil
            guard !self.caretView.isHidden, self.window != nil else { return }
            UIView.animate(withDuration: TextConstants.caretBlinkFadeDuration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction]) {
                self.caretView.alpha = fadingOut ? 0 : 1
            }
            self.scheduleBlink(fadingOut: !fadingOut)
        }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopBlinking() }
    }
}
