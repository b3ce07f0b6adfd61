import Foundation

/// The view of a `UIAlertController`: it fills the presentation's container and holds, back to
/// front, the dimming view and `contentView` — what the presentation animation moves: the alert's
/// rounded panel, or the action sheet's groups (the actions, then the cancel action apart below).
///
/// Layout follows `AlertConstants` (UIKit's visual styles for the alert and the action sheet):
/// the labels sit on baselines measured from the top of the panel, the actions below a hairline.
/// Alert actions: two side by side (the cancel action on the left) when both titles fit, else
/// stacked (the cancel action at the bottom). Sheet actions: stacked, the cancel action in its own
/// group.
@MainActor
final class _UIAlertControllerView: UIView {
    private weak var alertController: UIAlertController?
    private let style: UIAlertController.Style

    /// Black at `AlertConstants.dimmingAlpha` over the whole view; for an action sheet a tap on it
    /// cancels.
    let dimmingView = UIView()
    /// The moving part: the alert panel, or the action sheet's groups.
    let contentView = UIView()
    /// The rounded panel holding the labels and the (non-cancel, for sheets) actions.
    let mainGroup = UIView()
    /// The action sheet's separate rounded panel for the cancel action.
    let cancelGroup = UIView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()

    private(set) var actionViews: [_UIAlertActionView] = []
    /// The white box under the message holding the alert's text fields (one row each).
    let textFieldBox = UIView()
    private var textFieldSeparators: [UIView] = []
    private var separators: [UIView] = []
    private var actionsNeedRebuild = true

    init(alertController: UIAlertController) {
        self.alertController = alertController
        self.style = alertController.preferredStyle
        super.init(frame: .zero)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: AlertConstants.dimmingAlpha)
        addSubview(dimmingView)
        addSubview(contentView)

        for group in [mainGroup, cancelGroup] {
            group.layer.cornerRadius = AlertConstants.cornerRadius
            group.clipsToBounds = true
        }
        mainGroup.backgroundColor = UIColor(white: AlertConstants.panelWhite, alpha: 1)
        // [R] `_UIAlertControlleriOSActionSheetCancelBackgroundView`: the cancel button is opaque.
        cancelGroup.backgroundColor = .systemBackground
        contentView.addSubview(mainGroup)
        if style == .actionSheet {
            contentView.addSubview(cancelGroup)
            dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: _UIAlertControllerView.dimmingViewTapped))
        }

        for label in [titleLabel, messageLabel] {
            label.textAlignment = .center
            label.numberOfLines = 0
            label.lineBreakMode = .byWordWrapping
            mainGroup.addSubview(label)
        }
        if style == .alert {
            textFieldBox.backgroundColor = .white
            textFieldBox.layer.cornerRadius = AlertConstants.alertTextFieldBoxCornerRadius
            textFieldBox.layer.borderColor = AlertConstants.separatorColor.cgColor
            textFieldBox.clipsToBounds = true
            textFieldBox.isHidden = true
            mainGroup.addSubview(textFieldBox)
            titleLabel.font = UIFont.systemFont(ofSize: AlertConstants.alertTitleFontSize, weight: .semibold)
            titleLabel.textColor = .label
            messageLabel.textColor = .label
        } else {
            titleLabel.font = UIFont.systemFont(ofSize: AlertConstants.sheetHeaderFontSize, weight: .semibold)
            titleLabel.textColor = AlertConstants.sheetHeaderColor
            messageLabel.textColor = AlertConstants.sheetHeaderColor
        }
    }

    required init?(coder: NSCoder) {
        _rockhopperFailure("_UIAlertControllerView.init(coder:): not supported")
    }

    private func dimmingViewTapped(_ recognizer: UITapGestureRecognizer) {
        alertController?._dimmingViewTapped()
    }

    // MARK: - Changes

    /// The title or message changed.
    func _contentDidChange() {
        setNeedsLayout()
    }

    /// A text field was added.
    func _textFieldsDidChange() {
        guard let fields = alertController?.textFields else { return }
        for field in fields where field.superview !== textFieldBox { textFieldBox.addSubview(field) }
        setNeedsLayout()
    }

    /// Actions were added or the preferred action changed.
    func _actionsDidChange() {
        actionsNeedRebuild = true
        setNeedsLayout()
    }

    /// An action's `isEnabled` changed.
    func _actionEnabledDidChange(_ action: UIAlertAction) {
        for view in actionViews where view.action === action { view.updateAppearance() }
    }

    /// The visible action button at `point` (in this view's coordinates), if any.
    func _actionView(at point: CGPoint) -> _UIAlertActionView? {
        actionViews.first { view in
            !view.isHidden && view.superview?.isHidden == false
                && view.convert(view.bounds, to: self).contains(point)
        }
    }

    private func rebuildActionViews() {
        actionsNeedRebuild = false
        for view in actionViews { view.removeFromSuperview() }
        for separator in separators { separator.removeFromSuperview() }
        actionViews.removeAll()
        separators.removeAll()
        guard let alertController else { return }
        let fontSize = style == .alert ? AlertConstants.alertActionFontSize : AlertConstants.sheetActionFontSize
        let emphasized = alertController._emphasizedAction
        for action in alertController.actions {
            let view = _UIAlertActionView(action: action, alertController: alertController, fontSize: fontSize)
            view.isEmphasized = action === emphasized
            let inCancelGroup = style == .actionSheet && action.style == .cancel
            (inCancelGroup ? cancelGroup : mainGroup).addSubview(view)
            actionViews.append(view)
        }
    }

    /// A hairline separator, reused from the last layout when there is one.
    private func separator(_ index: Int) -> UIView {
        if index < separators.count { return separators[index] }
        let line = UIView()
        line.backgroundColor = AlertConstants.separatorColor
        line.isUserInteractionEnabled = false
        mainGroup.addSubview(line)
        separators.append(line)
        return line
    }

    // MARK: - Layout

    private var hairline: CGFloat { 1 / max(1, window?.screen.scale ?? UIScreen.main.scale) }

    private func roundToPixels(_ value: CGFloat) -> CGFloat {
        let scale = max(1, window?.screen.scale ?? UIScreen.main.scale)
        return (value * scale).rounded() / scale
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if actionsNeedRebuild { rebuildActionViews() }
        dimmingView.frame = bounds
        titleLabel.text = alertController?.title
        messageLabel.text = alertController?.message
        let size = style == .alert ? layoutAlert() : layoutSheet()
        // Bounds and centre rather than frame: the presentation animation may have transformed
        // the content view.
        let insets = safeAreaInsets
        let center: CGPoint
        if style == .alert {
            // Centred in what the keyboard leaves of the safe area (its guide moves the alert up
            // inside the keyboard's animation when a text field of the alert starts editing).
            var area = bounds.inset(by: insets)
            area.size.height = max(0, min(area.maxY, bounds.maxY - keyboardLayoutGuide._height) - area.minY)
            center = CGPoint(x: roundToPixels(area.midX), y: roundToPixels(area.midY))
        } else {
            let bottom = max(AlertConstants.sheetMargin, insets.bottom)
            center = CGPoint(x: roundToPixels(bounds.midX + (max(AlertConstants.sheetMargin, insets.left) - max(AlertConstants.sheetMargin, insets.right)) / 2),
                             y: roundToPixels(bounds.maxY - bottom - size.height / 2))
        }
        let contentBounds = CGRect(origin: .zero, size: size)
        if contentView.bounds != contentBounds { contentView.bounds = contentBounds }
        if !_isAnimatingContent, contentView.center != center { contentView.center = center }
    }

    /// True while the presentation animation moves the content view (layout leaves its centre
    /// alone then).
    var _isAnimatingContent = false

    /// The first and last baselines and the height of `label`'s text wrapped at `width`.
    private func measure(_ label: UILabel, width: CGFloat) -> (first: CGFloat, last: CGFloat, height: CGFloat)? {
        guard let text = label._textStorage, text.length > 0 else { return nil }
        let metrics = _TextLayout(text: text, width: width, maxLines: 0, lineBreakMode: .byWordWrapping,
                                  semantics: .label).measure()
        guard metrics.visibleLines > 0 else { return nil }
        let lineHeight = metrics.size.height / CGFloat(metrics.visibleLines)
        let last = metrics.firstBaseline + CGFloat(metrics.visibleLines - 1) * lineHeight
        return (metrics.firstBaseline, last, metrics.size.height)
    }

    /// Places the title and message in `mainGroup` of `width`; returns the header's height (0
    /// without title and message).
    private func layoutHeader(width: CGFloat, titleTop: CGFloat, titleToMessage: CGFloat,
                              belowMessage: CGFloat, belowLone: CGFloat) -> CGFloat {
        let labelWidth = max(0, width - 2 * AlertConstants.labelHorizontalInset)
        let x = AlertConstants.labelHorizontalInset
        let hasTitle = !(titleLabel.text ?? "").isEmpty
        let hasMessage = !(messageLabel.text ?? "").isEmpty
        // Without a title the message takes its place and its font ([R] messageLabelFont).
        let messageSize = style == .alert ? AlertConstants.alertMessageFontSize : AlertConstants.sheetHeaderFontSize
        messageLabel.font = hasTitle ? UIFont.systemFont(ofSize: messageSize) : titleLabel.font
        titleLabel.isHidden = !hasTitle
        messageLabel.isHidden = !hasMessage
        var lastBaseline: CGFloat?
        if hasTitle, let m = measure(titleLabel, width: labelWidth) {
            let top = roundToPixels(titleTop - m.first)
            titleLabel.frame = CGRect(x: x, y: top, width: labelWidth, height: m.height)
            lastBaseline = top + m.last
        }
        if hasMessage, let m = measure(messageLabel, width: labelWidth) {
            let baseline = lastBaseline.map { $0 + titleToMessage } ?? titleTop
            let top = roundToPixels(baseline - m.first)
            messageLabel.frame = CGRect(x: x, y: top, width: labelWidth, height: m.height)
            lastBaseline = top + m.last
        }
        guard let lastBaseline else { return 0 }
        let below = hasTitle && hasMessage ? belowMessage : belowLone
        return roundToPixels(lastBaseline + below)
    }

    /// Lays out the alert panel; returns its size.
    private func layoutAlert() -> CGSize {
        let width = AlertConstants.alertWidth
        let height = AlertConstants.alertActionHeight
        let headerHeight = layoutHeader(width: width, titleTop: AlertConstants.alertTitleTopToBaseline,
                                        titleToMessage: AlertConstants.alertTitleToMessageBaseline,
                                        belowMessage: AlertConstants.alertLastBaselineToActions,
                                        belowLone: AlertConstants.alertLastBaselineToActions)
        var separatorCount = 0
        func addSeparator(_ frame: CGRect) {
            let line = separator(separatorCount)
            line.frame = frame
            line.isHidden = false
            separatorCount += 1
        }
        let views = actionViews
        let cancel = views.filter { $0.action.style == .cancel }
        let others = views.filter { $0.action.style != .cancel }
        var y = layoutTextFields(width: width, headerHeight: headerHeight)
        if !views.isEmpty && y > 0 { addSeparator(CGRect(x: 0, y: y, width: width, height: hairline)) }
        if views.count == AlertConstants.alertMaximumSideBySideActions && titlesFitSideBySide(views, width: width) {
            // Side by side, the cancel action on the left.
            let ordered = cancel + others
            let half = width / 2
            ordered[0].frame = CGRect(x: 0, y: y, width: half, height: height)
            ordered[1].frame = CGRect(x: half, y: y, width: width - half, height: height)
            addSeparator(CGRect(x: half - hairline / 2, y: y, width: hairline, height: height))
            y += height
        } else {
            // Stacked, the cancel action at the bottom.
            for (index, view) in (others + cancel).enumerated() {
                if index > 0 { addSeparator(CGRect(x: 0, y: y, width: width, height: hairline)) }
                view.frame = CGRect(x: 0, y: y, width: width, height: height)
                y += height
            }
        }
        hideSeparators(from: separatorCount)
        for view in views { mainGroup.bringSubviewToFront(view) }
        for line in separators { mainGroup.bringSubviewToFront(line) }
        let size = CGSize(width: width, height: y)
        mainGroup.frame = CGRect(origin: .zero, size: size)
        return size
    }

    /// Places the text fields' box under the header (16 pt below the last baseline, rows of 30 pt
    /// separated by hairlines) and returns where the actions start: the header's height without
    /// text fields.
    private func layoutTextFields(width: CGFloat, headerHeight: CGFloat) -> CGFloat {
        let fields = alertController?.textFields ?? []
        guard !fields.isEmpty else {
            textFieldBox.isHidden = true
            return headerHeight
        }
        textFieldBox.isHidden = false
        for field in fields where field.superview !== textFieldBox { textFieldBox.addSubview(field) }
        textFieldBox.layer.borderWidth = hairline
        let top = headerHeight > 0
            ? headerHeight - AlertConstants.alertLastBaselineToActions + AlertConstants.alertTextFieldTopSpacing
            : AlertConstants.alertTextFieldTopSpacing
        let boxWidth = width - 2 * AlertConstants.alertTextFieldBoxInset
        let row = AlertConstants.alertTextFieldRowHeight
        while textFieldSeparators.count < fields.count - 1 {
            let line = UIView()
            line.backgroundColor = AlertConstants.separatorColor
            line.isUserInteractionEnabled = false
            textFieldBox.addSubview(line)
            textFieldSeparators.append(line)
        }
        for (index, field) in fields.enumerated() {
            let inset = AlertConstants.alertTextFieldTextInset
            field.frame = CGRect(x: inset, y: CGFloat(index) * row, width: boxWidth - 2 * inset, height: row)
            if index > 0 {
                textFieldSeparators[index - 1].frame = CGRect(x: 0, y: CGFloat(index) * row - hairline / 2, width: boxWidth, height: hairline)
                textFieldBox.bringSubviewToFront(textFieldSeparators[index - 1])
            }
        }
        textFieldBox.frame = CGRect(x: AlertConstants.alertTextFieldBoxInset, y: roundToPixels(top),
                                    width: boxWidth, height: CGFloat(fields.count) * row)
        return roundToPixels(textFieldBox.frame.maxY + AlertConstants.alertTextFieldBottomSpacing)
    }

    /// Whether both titles fit in half the alert's width.
    private func titlesFitSideBySide(_ views: [_UIAlertActionView], width: CGFloat) -> Bool {
        let available = width / 2 - 2 * AlertConstants.actionTitleHorizontalInset
        return views.allSatisfy { view in
            view.titleLabel.sizeThatFits(CGSize(width: 0, height: 0)).width <= available
        }
    }

    private func hideSeparators(from index: Int) {
        for line in separators.dropFirst(index) { line.isHidden = true }
    }

    /// Lays out the action sheet's groups; returns their size.
    private func layoutSheet() -> CGSize {
        let insets = safeAreaInsets
        let width = max(0, bounds.width - max(AlertConstants.sheetMargin, insets.left) - max(AlertConstants.sheetMargin, insets.right))
        let height = AlertConstants.sheetActionHeight
        let headerHeight = layoutHeader(width: width, titleTop: AlertConstants.sheetTitleTopToBaseline,
                                        titleToMessage: AlertConstants.sheetTitleToMessageBaseline,
                                        belowMessage: AlertConstants.sheetMessageBaselineToActions,
                                        belowLone: AlertConstants.sheetLastBaselineToActions)
        var separatorCount = 0
        let others = actionViews.filter { $0.action.style != .cancel }
        let cancel = actionViews.first { $0.action.style == .cancel }
        var y = headerHeight
        for (index, view) in others.enumerated() {
            if index > 0 || headerHeight > 0 {
                let line = separator(separatorCount)
                line.frame = CGRect(x: 0, y: y, width: width, height: hairline)
                line.isHidden = false
                separatorCount += 1
            }
            view.frame = CGRect(x: 0, y: y, width: width, height: height)
            y += height
        }
        hideSeparators(from: separatorCount)
        for line in separators { mainGroup.bringSubviewToFront(line) }
        mainGroup.isHidden = y == 0
        mainGroup.frame = CGRect(x: 0, y: 0, width: width, height: y)
        var total = y
        if let cancel {
            let top = y > 0 ? y + AlertConstants.sheetCancelGap : 0
            cancelGroup.isHidden = false
            cancelGroup.frame = CGRect(x: 0, y: top, width: width, height: height)
            cancel.frame = cancelGroup.bounds
            total = top + height
        } else {
            cancelGroup.isHidden = true
        }
        return CGSize(width: width, height: total)
    }
}
