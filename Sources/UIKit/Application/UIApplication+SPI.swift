import Foundation

// `UIApplication`'s SPI: the package members other modules of Rockhopper use (see docs/API.md,
// "Access levels"). Stored properties stay in the type's declaration.
extension UIApplication {
    /// A tap on the status bar: the one on-screen scroll view with `scrollsToTop` in the key window
    /// scrolls to its top; with none or several, nothing happens (iPhone behaviour). Nothing
    /// happens either when the key window shows no status bar (hidden, or a screen without one).
    package func _statusBarTapped() {
        guard let window = _keyWindow, !window.isHidden, window._showsStatusBar else { return }
        var candidates: [UIScrollView] = []
        func collect(_ view: UIView) {
            guard !view.isHidden, view.alpha >= 0.01 else { return }
            if let scrollView = view as? UIScrollView, scrollView.scrollsToTop { candidates.append(scrollView) }
            for sub in view._subviews { collect(sub) }
        }
        collect(window)
        if candidates.count == 1 { candidates[0]._scrollToTop() }
    }

    /// Queues one finger's change for the next delivery.
    package func _enqueue(_ input: _TouchInput) {
        _inputQueue.append(input)
    }

    /// Queues one hardware keyboard change for the next frame's delivery.
    package func _enqueue(_ input: _KeyInput) {
        _keyInputQueue.append(input)
    }
}
