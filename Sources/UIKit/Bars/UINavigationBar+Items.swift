import Foundation

// The item stack: push, pop, set, the back button, and the animated transitions between what the
// bar shows.
extension UINavigationBar {
    /// `pushItem(_:animated:)`.
    func _pushItem(_ item: UINavigationItem, animated: Bool) {
        _rockhopperPrecondition(!_items.contains { $0 === item },
            "UINavigationBar.pushItem(_:animated:): the item (title \(item.title.map { "\"\($0)\"" } ?? "nil")) is already in the bar's items; an item can be pushed only once")
        _finishPendingTransition()
        if let delegate, !delegate.navigationBar(self, shouldPush: item) { return }
        _items.append(item)
        item._navigationBar = self
        _applyAppearanceToItemsInWindow([item])
        _transition(.push, animated: animated) { [weak self, weak item] in
            guard let self, let item else { return }
            self.delegate?.navigationBar(self, didPush: item)
        }
    }

    /// `popItem(animated:)`.
    func _popItem(animated: Bool) -> UINavigationItem? {
        _finishPendingTransition()
        guard let top = _items.last else { return nil }
        if let delegate, !delegate.navigationBar(self, shouldPop: top) { return nil }
        _items.removeLast()
        top._navigationBar = nil
        _transition(.pop, animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.navigationBar(self, didPop: top)
        }
        return top
    }

    /// `setItems(_:animated:)`.
    func _setItems(_ items: [UINavigationItem]?, animated: Bool) {
        let newItems = items ?? []
        for (i, item) in newItems.enumerated() {
            _rockhopperPrecondition(!newItems[..<i].contains { $0 === item },
                "UINavigationBar.setItems(_:animated:): the item at index \(i) (title \(item.title.map { "\"\($0)\"" } ?? "nil")) is listed twice")
        }
        _finishPendingTransition()
        let oldItems = _items
        let oldTop = oldItems.last
        for item in oldItems where !newItems.contains(where: { $0 === item }) { item._navigationBar = nil }
        _items = newItems
        for item in newItems { item._navigationBar = self }
        _applyAppearanceToItemsInWindow(newItems.filter { item in !oldItems.contains { $0 === item } })
        let newTop = newItems.last
        let kind: _TransitionKind
        if newTop === oldTop { kind = .fade }
        else if let newTop, oldItems.contains(where: { $0 === newTop }) { kind = .pop }
        else { kind = .push }
        _transition(kind, animated: animated, completion: nil)
    }

    // MARK: - Back button

    /// What the back button does: the navigation controller's hook when one is set, else pop the
    /// top item (animated; the delegate may refuse).
    func _backButtonTapped() {
        if let _backButtonAction {
            _backButtonAction()
            return
        }
        guard _items.count >= 2 else { return }
        _ = popItem(animated: true)
    }

    // MARK: - Changes of items

    /// A bar button item shown by the bar changed: show it again.
    func _barItemDidChange(_ item: UIBarItem) {
        _setNeedsContentUpdate()
    }

    /// An item in the bar changed (`UINavigationItem` calls this): the bar shows it again when
    /// it is the top or back item, cross-fading when `animated`.
    func _navigationItemDidChange(_ item: UINavigationItem, animated: Bool) {
        guard item === topItem || item === backItem else { return }
        _applyAppearanceToItemsInWindow([item])
        if animated && window != nil {
            _finishPendingTransition()
            _transition(.fade, animated: true, completion: nil)
        } else {
            _setNeedsContentUpdate()
        }
    }

    /// The bar button items of `items` get the appearance proxy's values the first time they
    /// show in a window.
    func _applyAppearanceToItemsInWindow(_ items: [UINavigationItem]) {
        guard window != nil else { return }
        let storage = _application._runtime.appearance
        for item in items {
            for barButtonItem in item._allBarButtonItems where !barButtonItem._appearanceAppliedInWindow {
                barButtonItem._applyAppearance(from: storage)
                barButtonItem._appearanceAppliedInWindow = true
            }
        }
    }

    // MARK: - Content

    /// Makes the content again at the next layout.
    func _setNeedsContentUpdate() {
        _contentNeedsUpdate = true
        setNeedsLayout()
    }

    /// Replaces the content with one for the current items, at once.
    func _replaceContent() {
        _contentNeedsUpdate = false
        _content?.removeFromSuperview()
        _content = _makeContent()
        if let _content {
            _content.frame = bounds
            addSubview(_content)
        }
    }

    /// A content view for the current top and back items, or nil without items.
    func _makeContent() -> _UINavigationBarContentView? {
        guard let top = topItem else { return nil }
        let look = _resolvedAppearance()
        let configuration = _UINavigationBarContentView.Configuration(
            topItem: top, backItem: backItem,
            palette: _UIButtonBarButton.Palette(tint: tintColor, isDark: _isDark),
            titleAttributes: _titleAttributes(look),
            backIndicatorImage: look.backIndicatorImage,
            titleVerticalOffset: titleVerticalPositionAdjustment(for: .default),
            backAction: { [weak self] in self?._backButtonTapped() })
        let content = _UINavigationBarContentView(configuration: configuration) { item, button in
            item._sendAction(from: button)
        }
        for item in top._allBarButtonItems { item._host = self }
        backItem?.backBarButtonItem?._host = self
        return content
    }

    // MARK: - Transitions

    enum _TransitionKind { case push, pop, fade }

    /// Shows the current items: at once, or (animated, in a window) with the new content sliding
    /// and fading in over the old one; `completion` runs when the change is complete.
    func _transition(_ kind: _TransitionKind, animated: Bool, completion: (@MainActor () -> Void)?) {
        _transitionCount += 1
        guard animated, window != nil, let old = _content else {
            _setNeedsContentUpdate()
            completion?()
            return
        }
        _contentNeedsUpdate = false
        layoutIfNeeded()
        let new = _makeContent()
        _content = new
        old.isLeaving = true
        old.isUserInteractionEnabled = false
        _leavingContents.append(old)
        let duration = kind == .fade ? BarConstants.itemFadeDuration : BarConstants.transitionDuration
        let slide = kind == .fade ? 0 : bounds.width * BarConstants.titleSlideFraction * (kind == .push ? 1 : -1)
        var newTitle: UIView? = nil
        var newTitleCenter = CGPoint.zero
        if let new {
            new.frame = bounds
            insertSubview(new, aboveSubview: old)
            new.layoutIfNeeded()
            new.alpha = 0
            newTitle = new.titleView ?? new.titleLabel
            if let newTitle {
                newTitleCenter = newTitle.center
                newTitle.center.x += slide
            }
        }
        let oldTitle = old.titleView ?? old.titleLabel
        let finish: @MainActor () -> Void = { [weak self, weak old] in
            old?.removeFromSuperview()
            if let self, let old { self._leavingContents.removeAll { $0 === old } }
            completion?()
        }
        _pendingTransitionEnd = finish
        let count = _transitionCount
        UIView.animate(withDuration: duration, animations: {
            new?.alpha = 1
            newTitle?.center = newTitleCenter
            old.alpha = 0
            oldTitle?.center.x -= slide
        }, completion: { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, self._transitionCount == count, let end = self._pendingTransitionEnd else { return }
                self._pendingTransitionEnd = nil
                end()
            }
        })
    }

    /// Ends a running animated transition now: its old content goes and its delegate call runs.
    func _finishPendingTransition() {
        guard let end = _pendingTransitionEnd else { return }
        _pendingTransitionEnd = nil
        end()
    }
}
