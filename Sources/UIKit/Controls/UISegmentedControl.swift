import Foundation

/// A horizontal row of segments, each a button, drawn as iOS 13–17 draw it: a light grey rounded
/// track, a white rounded selection with a soft shadow over the selected segment, thin separators
/// between the others, titles in 13 pt system font (semibold when selected).
///
/// The parts are views, as on iOS: the track, the selection, one view per segment holding a
/// `UILabel` for its title or a `UIImageView` for its image, and the separators. Numbers:
/// `ControlConstants+SegmentedControl.swift`; managing segments: `UISegmentedControl+Segments.swift`;
/// title attributes: `UISegmentedControl+Appearance.swift`.
///
/// `selectedSegmentIndex` starts at `UISegmentedControl.noSegment` (−1); setting it in code sends
/// nothing. A user's tap on an enabled segment selects it when the finger lifts (inside the
/// control): the selection slides there, the segment's `UIAction` (iOS 14) is performed, and
/// `.valueChanged` (then `.primaryActionTriggered`) goes out, before `.touchUpInside`; a tap on the
/// selected segment changes nothing. A finger that lands on the selected segment grabs the
/// selection (it shrinks a little) and drags it from segment to segment; lifting commits where it
/// is, as iOS 13 does. While a finger is on an unselected segment its content fades. With
/// `isMomentary`, no segment stays selected: the selection shows under the touched segment only
/// while the finger is on it, and every tap sends `.valueChanged` (`selectedSegmentIndex` then
/// reads the tapped index).
/// Disabled segments ignore touches. An ancestor's single-tap recognizer does not take the
/// control's taps.
@MainActor
open class UISegmentedControl: UIControl {
    /// The `selectedSegmentIndex` of a control with no selection: −1.
    public class var noSegment: Int { -1 }

    /// One segment's model. Not API.
    struct _Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        /// 0: automatic.
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
        var action: UIAction?
    }

    // MARK: Parts

    let _trackView = UIView()
    let _selectionView = UIView()
    /// One view per segment (its title label and image view inside), and the separators between.
    var _segmentViews: [_UISegmentView] = []
    var _separatorViews: [UIView] = []

    var _segments: [_Segment] = []
    var _selectedIndex = -1
    /// Title attributes by state (`UIControl.State.rawValue`).
    var _titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The segment a finger is on (fading its content), whether it grabbed the selection, and the
    /// segment the grabbed selection is over.
    private var _highlightedIndex: Int?
    private var _draggingSelection = false
    private var _dragIndex: Int?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        _trackView.isUserInteractionEnabled = false
        _trackView.backgroundColor = ControlConstants.segmentedTrackColor
        addSubview(_trackView)
        _selectionView.isUserInteractionEnabled = false
        _selectionView.layer.cornerRadius = ControlConstants.segmentedSelectionCornerRadius
        _selectionView.layer.shadowColor = UIColor.black.cgColor
        _selectionView.layer.shadowOpacity = ControlConstants.segmentedSelectionShadowOpacity
        _selectionView.layer.shadowOffset = ControlConstants.segmentedSelectionShadowOffset
        _selectionView.layer.shadowRadius = ControlConstants.segmentedSelectionShadowRadius
        _selectionView.layer.borderWidth = ControlConstants.segmentedSelectionBorderWidth
        _selectionView.layer.borderColor = UIColor(white: 0, alpha: ControlConstants.segmentedSelectionBorderAlpha).cgColor
        _selectionView.isHidden = true
        addSubview(_selectionView)
        _updateSelectionColor()
    }

    /// A control with a segment per item: a `String` is a title, a `UIImage` an image (other
    /// values stop the program: UIKit takes only strings and images). Sized to fit its segments.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for (i, item) in (items ?? []).enumerated() {
            if let title = item as? String {
                _insert(_Segment(title: title), at: i, animated: false)
            } else if let image = item as? UIImage {
                _insert(_Segment(image: image), at: i, animated: false)
            } else {
                _rockhopperFailure("UISegmentedControl(items:): item \(i) is a \(type(of: item)); items must be String or UIImage")
            }
        }
        bounds.size = intrinsicContentSize
    }

    /// A control with a segment per action (iOS 14): each shows its action's title (or image) and
    /// performs it when the user selects the segment.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for (i, action) in actions.enumerated() {
            _insert(_Segment(title: action.image == nil ? action.title : nil, image: action.image, action: action),
                    at: i, animated: false)
        }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Selection

    /// The selected segment, or `noSegment` (−1, the default). Setting it in code moves the
    /// selection at once and sends nothing; an index outside the segments means no selection.
    open var selectedSegmentIndex: Int {
        get { _selectedIndex }
        set {
            _selectedIndex = (0..<_segments.count).contains(newValue) ? newValue : UISegmentedControl.noSegment
            _layoutParts()
            _updateSegmentAppearance()
        }
    }

    /// Whether segments stay selected (false, the default) or only highlight while touched.
    open var isMomentary: Bool = false {
        didSet {
            _layoutParts()
            _updateSegmentAppearance()
        }
    }

    /// The colour of the selection; nil (default): white. (iOS 13 stopped using `tintColor` here.)
    open var selectedSegmentTintColor: UIColor? {
        didSet { _updateSelectionColor() }
    }

    /// Whether automatic segment widths follow their content (true) or are equal (false, the
    /// default).
    open var apportionsSegmentWidthsByContent: Bool = false {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The number of segments.
    open var numberOfSegments: Int { _segments.count }

    private func _updateSelectionColor() {
        _selectionView.backgroundColor = selectedSegmentTintColor ?? ControlConstants.segmentedDefaultSelectionColor
    }

    // MARK: Sizes

    /// Fixed widths plus the automatic ones: each the widest content plus 7 pt a side (equal
    /// widths) or its own content plus 7 pt a side (`apportionsSegmentWidthsByContent`); 32 pt
    /// high, or more for taller content.
    open override var intrinsicContentSize: CGSize {
        var fixed: CGFloat = 0
        var naturals: [CGFloat] = []
        var height = ControlConstants.segmentedHeight
        for (i, segment) in _segments.enumerated() {
            let content = _naturalContentSize(at: i)
            height = max(height, content.height + 2 * ControlConstants.segmentedSelectionInset + 8)
            if segment.width > 0 { fixed += segment.width } else { naturals.append(_naturalWidth(content)) }
        }
        let automatic = apportionsSegmentWidthsByContent ? naturals.reduce(0, +) : CGFloat(naturals.count) * (naturals.max() ?? 0)
        return CGSize(width: (fixed + automatic).rounded(.up), height: height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private func _naturalWidth(_ content: CGSize) -> CGFloat {
        content.width + 2 * ControlConstants.segmentedContentPadding
    }

    /// Each segment's width in `totalWidth`: fixed widths as set, the rest shared by the automatic
    /// segments, equally or in proportion to their content.
    func _segmentWidths(in totalWidth: CGFloat) -> [CGFloat] {
        let fixed = _segments.reduce(0) { $0 + max(0, $1.width) }
        let remaining = max(0, totalWidth - fixed)
        let automatic = _segments.indices.filter { _segments[$0].width <= 0 }
        var widths = _segments.map { max(0, $0.width) }
        guard !automatic.isEmpty else { return widths }
        if apportionsSegmentWidthsByContent {
            let naturals = automatic.map { _naturalWidth(_naturalContentSize(at: $0)) }
            let sum = naturals.reduce(0, +)
            for (k, i) in automatic.enumerated() {
                widths[i] = sum > 0 ? remaining * naturals[k] / sum : remaining / CGFloat(automatic.count)
            }
        } else {
            for i in automatic { widths[i] = remaining / CGFloat(automatic.count) }
        }
        return widths
    }

    /// Each segment's rectangle in the bounds.
    func _segmentFrames() -> [CGRect] {
        var x = bounds.minX
        return _segmentWidths(in: bounds.width).map { width in
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// The segment under `x` (clamped to the ends), nil without segments.
    func _segmentIndex(atX x: CGFloat) -> Int? {
        let frames = _segmentFrames()
        guard !frames.isEmpty else { return nil }
        if let i = frames.firstIndex(where: { x < $0.maxX }) { return i }
        return frames.count - 1
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutParts()
    }

    /// Places the track, the segments, the separators and the selection.
    func _layoutParts() {
        _trackView.frame = bounds
        _trackView.layer.cornerRadius = min(ControlConstants.segmentedTrackCornerRadius, bounds.height / 2)
        let frames = _segmentFrames()
        for (i, view) in _segmentViews.enumerated() {
            view.frame = frames[i]
            view._contentOffset = _segments[i].contentOffset
            view._layoutContent()
        }
        let shown = _shownSelectionIndex
        let separator = ControlConstants.segmentedSeparatorSize
        let separatorHeight = min(separator.height, bounds.height)
        for (i, view) in _separatorViews.enumerated() where i + 1 < frames.count {
            view.frame = CGRect(x: frames[i].maxX - separator.width / 2, y: bounds.midY - separatorHeight / 2,
                                width: separator.width, height: separatorHeight)
            view.alpha = shown == i || shown == i + 1 ? 0 : 1
        }
        if let shown, shown < frames.count {
            let inset = ControlConstants.segmentedSelectionInset
            let target = frames[shown].insetBy(dx: inset, dy: inset)
            // The frame is set through bounds and center so a pressed transform stays.
            _selectionView.bounds = CGRect(origin: .zero, size: target.size)
            _selectionView.center = CGPoint(x: target.midX, y: target.midY)
            _selectionView.isHidden = false
        } else {
            _selectionView.isHidden = true
        }
        let scale = _draggingSelection ? ControlConstants.segmentedPressedSelectionScale : 1
        _selectionView.transform = CGAffineTransform(scaleX: scale, y: scale)
    }

    /// The segment the selection is drawn on: where a grabbed selection is, else the selected one;
    /// for momentary controls, the segment under the finger.
    private var _shownSelectionIndex: Int? {
        if isMomentary { return _highlightedIndex }
        if _draggingSelection, let _dragIndex { return _dragIndex }
        return _selectedIndex >= 0 ? _selectedIndex : nil
    }

    /// Slides the selection (and the separators) to where they belong now.
    private func _animateSelection() {
        guard window != nil, !_selectionView.isHidden else {
            _layoutParts()
            _updateSegmentAppearance()
            return
        }
        UIView.animate(withDuration: ControlConstants.segmentedSelectionAnimationDuration, delay: 0,
                       usingSpringWithDamping: ControlConstants.segmentedSelectionAnimationDamping, initialSpringVelocity: 0,
                       options: [.beginFromCurrentState, .allowUserInteraction]) { [self] in
            _layoutParts()
        }
        _updateSegmentAppearance()
    }

    // MARK: State and tint

    override func _stateDidChange() {
        super._stateDidChange()
        _updateSegmentAppearance()
    }

    // MARK: Tracking

    /// A touch on an enabled segment: grabs the selection if it is the selected one, otherwise
    /// highlights the segment. On a disabled segment, nothing.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = _segmentIndex(atX: touch.location(in: self).x), _segments[index].isEnabled else { return false }
        if !isMomentary && index == _selectedIndex {
            _draggingSelection = true
            _dragIndex = index
            _animateSelection()
        } else {
            _highlightedIndex = index
            if isMomentary { _layoutParts() }
            _updateSegmentAppearance()
        }
        return true
    }

    /// A grabbed selection follows the finger to enabled segments; otherwise the highlight follows
    /// the segment under the finger while it is inside.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let index = _segmentIndex(atX: touch.location(in: self).x).flatMap { _segments[$0].isEnabled ? $0 : nil }
        if _draggingSelection {
            if let index, index != _dragIndex {
                _dragIndex = index
                _animateSelection()
            }
        } else {
            let highlighted = isTouchInside ? index : nil
            if highlighted != _highlightedIndex {
                _highlightedIndex = highlighted
                if isMomentary { _animateSelection() } else { _updateSegmentAppearance() }
            }
        }
        return true
    }

    /// Selects the segment the finger lifted on (or where the grabbed selection is), performs its
    /// action and sends `.valueChanged` when the selection changed (always, when momentary).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let target = _draggingSelection ? _dragIndex : _highlightedIndex
        _draggingSelection = false
        _dragIndex = nil
        _highlightedIndex = nil
        guard let target, isMomentary || target != _selectedIndex else {
            _animateSelection()
            return
        }
        _selectedIndex = target
        _animateSelection()
        if let action = _segments[target].action { sendAction(action) }
        _sendValueChanged(with: event)
    }

    /// The selection goes back; nothing is sent.
    open override func cancelTracking(with event: UIEvent?) {
        _draggingSelection = false
        _dragIndex = nil
        _highlightedIndex = nil
        _animateSelection()
    }

    // MARK: Gesture recognizers

    /// Refuses an ancestor's single tap: the control's own tap selects a segment (iOS 6+).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if _isOverlappingSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Segment appearance

    /// Gives each segment's title its attributes for the segment's state, and fades the content of
    /// the highlighted one.
    func _updateSegmentAppearance() {
        let shown = _shownSelectionIndex
        for (i, view) in _segmentViews.enumerated() {
            let segment = _segments[i]
            var state: UIControl.State = .normal
            if !isEnabled || !segment.isEnabled { state = .disabled }
            else if i == shown { state = .selected }
            else if i == _highlightedIndex { state = .highlighted }
            view._apply(title: segment.title, image: segment.image, attributes: _titleAttributes(for: state, selected: i == shown))
            view.alpha = state == .highlighted ? ControlConstants.segmentedHighlightedContentAlpha : 1
        }
    }
}

/// One segment: its title label or image view, centred (plus the content offset). Not API.
@MainActor
final class _UISegmentView: UIView {
    let label = UILabel()
    let imageView = UIImageView()
    var _contentOffset: CGSize = .zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        label.textAlignment = .center
        label.isHidden = true
        imageView.isHidden = true
        addSubview(label)
        addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The title (or the image) with these attributes; the image is tinted with their colour.
    func _apply(title: String?, image: UIImage?, attributes: [NSAttributedString.Key: Any]) {
        if let title {
            // The label's own font and colour are the title's (as UIKit's label reports the
            // attributes at the start of its attributed text); other attributes go in as such.
            if let font = attributes[.font] as? UIFont { label.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { label.textColor = color }
            if attributes.keys.allSatisfy({ $0 == .font || $0 == .foregroundColor }) {
                label.text = title
            } else {
                label.attributedText = NSAttributedString(string: title, attributes: attributes)
            }
            label.isHidden = false
        } else {
            label.attributedText = nil
            label.isHidden = true
        }
        imageView.image = title == nil ? image : nil
        imageView.isHidden = imageView.image == nil
        imageView.tintColor = attributes[.foregroundColor] as? UIColor
        _layoutContent()
    }

    /// The size of what the segment shows.
    var _contentSize: CGSize {
        if !label.isHidden { return label.intrinsicContentSize }
        if let image = imageView.image { return image.size }
        return .zero
    }

    func _layoutContent() {
        let size = _contentSize
        let rect = CGRect(x: (bounds.width - size.width) / 2 + _contentOffset.width,
                          y: (bounds.height - size.height) / 2 + _contentOffset.height,
                          width: size.width, height: size.height)
        label.frame = label.isHidden ? .zero : rect
        imageView.frame = imageView.isHidden ? .zero : rect
    }
}
