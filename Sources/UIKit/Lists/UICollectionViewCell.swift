import Foundation

/// A collection view's cell ([A] `UICollectionViewCell`): a `contentView` for the app's subviews
/// (or a `contentConfiguration`'s view), a `backgroundView` behind it and a
/// `selectedBackgroundView` shown while the cell is selected or highlighted. There are no built-in
/// labels and no default look: the cell is clear until the app gives it one.
///
/// Order of subviews, back to front: `backgroundView`, `selectedBackgroundView` (while selected or
/// highlighted), `contentView`.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    private let _contentView: UIView
    private var _contentConfigurationView: (any UIView & UIContentView)?
    private var _needsConfigurationUpdate = false

    public required init(frame: CGRect) {
        _contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        _contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(_contentView)
    }

    public required init?(coder: NSCoder) {
        _rockhopperFailure("UICollectionViewCell.init(coder:): nibs and storyboards are not supported by Rockhopper; register the class and create cells in code")
    }

    /// The view to add the cell's own subviews to. It fills the cell.
    open var contentView: UIView { _contentView }

    /// A view behind the content. Default nil.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                backgroundView.frame = bounds
                insertSubview(backgroundView, at: 0)
            }
        }
    }

    /// A view shown above `backgroundView` while the cell is selected or highlighted. Default nil.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            _updateSelectionLook()
        }
    }

    /// Whether the cell is selected; set by the collection view. Changing it shows or hides
    /// `selectedBackgroundView`.
    open var isSelected = false {
        didSet {
            guard isSelected != oldValue else { return }
            _updateSelectionLook()
            _stateDidChange()
        }
    }

    /// Whether the cell is highlighted (a finger is on it); set by the collection view.
    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            _updateSelectionLook()
            _stateDidChange()
        }
    }

    /// Called before a dequeue hands the cell out again. The collection view then sets
    /// `isSelected` for the item the cell shows. The default does nothing; call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    // MARK: Content configuration (iOS 14)

    /// The configuration of the cell's content; its content view fills `contentView`.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { _applyContentConfiguration() }
    }

    /// Whether a change of state re-applies `contentConfiguration.updated(for:)`. Default true.
    open var automaticallyUpdatesContentConfiguration = true

    /// The cell's state now.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        _stateDidChange()
    }

    /// Applies `state`: the default re-applies `contentConfiguration.updated(for: state)`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
    }

    private func _stateDidChange() {
        _needsConfigurationUpdate = true
        setNeedsLayout()
    }

    private func _applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            _contentConfigurationView?.removeFromSuperview()
            _contentConfigurationView = nil
            return
        }
        if let view = _contentConfigurationView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            _contentConfigurationView?.removeFromSuperview()
            let view = configuration.makeContentView()
            view.frame = _contentView.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            _contentView.addSubview(view)
            _contentConfigurationView = view
        }
        setNeedsLayout()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        if _needsConfigurationUpdate {
            _needsConfigurationUpdate = false
            updateConfiguration(using: configurationState)
        }
        super.layoutSubviews()
        let b = bounds
        if _contentView.frame != b { _contentView.frame = b }
        backgroundView?.frame = b
        selectedBackgroundView?.frame = b
        _contentConfigurationView?.frame = _contentView.bounds
    }

    /// The content view's fitting size, when it has constraints or a configuration.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        if let view = _contentConfigurationView {
            return view.sizeThatFits(targetSize)
        }
        return _contentView.systemLayoutSizeFitting(targetSize)
    }

    private func _updateSelectionLook() {
        guard let view = selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            if view.superview !== self {
                view.frame = bounds
                if let background = backgroundView, background.superview === self {
                    insertSubview(view, aboveSubview: background)
                } else {
                    insertSubview(view, at: 0)
                }
            }
        } else {
            view.removeFromSuperview()
        }
    }
}
