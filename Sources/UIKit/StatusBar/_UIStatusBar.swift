import Foundation

/// The status bar a window draws over its top: the signal and Wi-Fi glyphs at the left, the time
/// ("9:41") in the middle, the battery at the right, in black (`.default`, `.darkContent`) or
/// white (`.lightContent`).
///
/// Owned by its window (`UIWindow._statusBar`, see `UIWindow+StatusBar.swift`) and nobody's
/// subview: its layer is the window layer's topmost sublayer, so it is laid out, drawn and
/// composited with the window, over the app's views, while `window.subviews`, hit-testing and the
/// responder chain never see it. Its layer (`_UIStatusBarLayer`) answers no `hitTest(_:)` either,
/// so touches at the top of the screen reach the app's views. The time is a real `UILabel`, so
/// tests find its text; the glyphs draw themselves.
///
/// Hiding and showing animate the view's `alpha` (`.fade`) or its `transform` (`.slide`, up by
/// its height); a hidden bar ends with `isHidden` set, so it costs nothing to composite.
final class _UIStatusBar: UIView {
    override class var layerClass: AnyClass { _UIStatusBarLayer.self }

    /// The time.
    let timeLabel = UILabel()
    /// The signal bars and the Wi-Fi fan, at the left.
    let signalView = _UIStatusBarSignalView()
    /// The battery, at the right.
    let batteryView = _UIStatusBarBatteryView()

    /// The style drawn.
    private(set) var style: UIStatusBarStyle = .default

    /// Counts visibility changes: an animation's completion hides the bar only if no later change
    /// came (a hide interrupted by a show must not hide the bar when it stops).
    private var visibilityChange = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        timeLabel.text = StatusBarConstants.time
        timeLabel.font = UIFont.systemFont(ofSize: StatusBarConstants.timeFontSize, weight: .semibold)
        timeLabel.textAlignment = .center
        addSubview(signalView)
        addSubview(timeLabel)
        addSubview(batteryView)
        applyContentColor()
        // Placed now, for the bar's own size: its first layout then changes no subview's size,
        // so it marks nothing again and a fresh window settles in the frame that shows it.
        placeContent()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The colour of the text and glyphs for `style`.
    static func contentColor(for style: UIStatusBarStyle) -> UIColor {
        style == .lightContent ? .white : .black
    }

    /// Sets the style; with `animated`, the bar cross-fades from its old look over
    /// `StatusBarConstants.styleChangeDuration`.
    func setStyle(_ style: UIStatusBarStyle, animated: Bool) {
        let recolours = Self.contentColor(for: style) != Self.contentColor(for: self.style)
        self.style = style
        guard recolours else { return }
        if animated {
            UIView.transition(with: self, duration: StatusBarConstants.styleChangeDuration,
                              options: [.transitionCrossDissolve, StatusBarConstants.curve, .allowUserInteraction],
                              animations: { self.applyContentColor() })
        } else {
            applyContentColor()
        }
    }

    private func applyContentColor() {
        let color = Self.contentColor(for: style)
        timeLabel.textColor = color
        signalView.contentColor = color
        batteryView.contentColor = color
    }

    /// Shows the bar: at once (`.none`), fading in, or sliding down from above the screen; an
    /// animation in flight (a hide) turns around from where it is.
    func show(with animation: UIStatusBarAnimation) {
        visibilityChange &+= 1
        if animation == .none {
            layer.removeAllAnimations()
            UIView.performWithoutAnimation {
                alpha = 1
                transform = .identity
            }
            isHidden = false
            return
        }
        if isHidden {
            // From fully hidden: start from the look the animation comes from.
            UIView.performWithoutAnimation {
                alpha = animation == .fade ? 0 : 1
                transform = animation == .slide ? slidOut : .identity
            }
            isHidden = false
        }
        UIView.animate(withDuration: StatusBarConstants.hideShowDuration, delay: 0,
                       options: [StatusBarConstants.curve, .beginFromCurrentState, .allowUserInteraction]) {
            self.alpha = 1
            self.transform = .identity
        }
    }

    /// Hides the bar: at once (`.none`), fading out, or sliding up off the screen, then sets
    /// `isHidden`.
    func hide(with animation: UIStatusBarAnimation) {
        visibilityChange &+= 1
        if animation == .none || isHidden {
            layer.removeAllAnimations()
            isHidden = true
            return
        }
        let change = visibilityChange
        UIView.animate(withDuration: StatusBarConstants.hideShowDuration, delay: 0,
                       options: [StatusBarConstants.curve, .beginFromCurrentState, .allowUserInteraction],
                       animations: {
                           if animation == .fade { self.alpha = 0 } else { self.transform = self.slidOut }
                       },
                       completion: { [weak self] _ in
                           guard let self, self.visibilityChange == change else { return }
                           self.isHidden = true
                       })
    }

    /// The transform of a bar slid up off the screen: up by its height.
    private var slidOut: CGAffineTransform {
        CGAffineTransform(translationX: 0, y: -bounds.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeContent()
    }

    /// The time across the whole bar (centred), the signal glyphs at the left, the battery at the
    /// right, both centred vertically.
    private func placeContent() {
        let b = bounds
        timeLabel.frame = b
        let signal = signalView.sizeThatFits(b.size)
        signalView.frame = CGRect(x: b.minX + StatusBarConstants.sideMargin, y: b.minY + (b.height - signal.height) / 2,
                                  width: signal.width, height: signal.height)
        let battery = batteryView.sizeThatFits(b.size)
        batteryView.frame = CGRect(x: b.maxX - StatusBarConstants.sideMargin - battery.width,
                                   y: b.minY + (b.height - battery.height) / 2,
                                   width: battery.width, height: battery.height)
    }
}

/// The status bar's layer: never the answer of `hitTest(_:)`, so that even `window.layer.hitTest`
/// finds the app's layers under the bar, as on iOS, where the bar is not in the app's layer tree.
final class _UIStatusBarLayer: CALayer {
    override func hitTest(_ p: CGPoint) -> CALayer? { nil }
}
