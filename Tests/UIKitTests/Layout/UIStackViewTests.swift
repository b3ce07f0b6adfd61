import Testing
@testable import UIKitTesting
@testable import UIKit

/// A view with a fixed intrinsic content size (what a label or an image view has), for frames
/// computed by hand.
final class StackTestBox: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError() }

    override var intrinsicContentSize: CGSize { size }
}

/// Shared set-up of the stack view suites.
@MainActor
enum StackTesting {
    /// A host whose window holds a root view (375 × 667) holding `stack` at `frame` (the stack
    /// translates its autoresizing mask: its frame is fixed), laid out once.
    static func host(_ stack: UIStackView, frame: CGRect) -> UITestHost {
        let host = UITestHost()
        let root = UIView(frame: host.window.bounds)
        stack.frame = frame
        root.addSubview(stack)
        host.window.addSubview(root)
        host.settle()
        return host
    }

    /// The log says nothing about unsatisfiable constraints.
    static func logIsClean(_ host: UITestHost) -> Bool {
        !host.runtime.logMessages.contains { $0.contains("Unable to simultaneously satisfy") }
    }

    /// Equal within half a point (frames are rounded to the 2× screen's pixels).
    static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 0.5 }
}

/// UIStackView's API and its layouts, driven through a test host: every distribution and
/// alignment with views of known intrinsic sizes (frames computed by hand), labels, spacing,
/// margins, nesting, fitting sizes and lifetime.
@MainActor @Suite struct UIStackViewTests {
    // MARK: API

    @Test func theDefaultsAreUIKits() {
        let stack = UIStackView()
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(!stack.isBaselineRelativeArrangement)
        #expect(!stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIStackView.requiresConstraintBasedLayout)
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    }

    @Test func theEnumerationsHaveUIKitsRawValues() {
        #expect(UIStackView.Distribution.fill.rawValue == 0)
        #expect(UIStackView.Distribution.fillEqually.rawValue == 1)
        #expect(UIStackView.Distribution.fillProportionally.rawValue == 2)
        #expect(UIStackView.Distribution.equalSpacing.rawValue == 3)
        #expect(UIStackView.Distribution.equalCentering.rawValue == 4)
        #expect(UIStackView.Alignment.fill.rawValue == 0)
        #expect(UIStackView.Alignment.leading.rawValue == 1)
        #expect(UIStackView.Alignment.top == .leading)
        #expect(UIStackView.Alignment.firstBaseline.rawValue == 2)
        #expect(UIStackView.Alignment.center.rawValue == 3)
        #expect(UIStackView.Alignment.trailing.rawValue == 4)
        #expect(UIStackView.Alignment.bottom == .trailing)
        #expect(UIStackView.Alignment.lastBaseline.rawValue == 5)
    }

    @Test func arrangedSubviewsBecomeSubviewsWithoutAutoresizingConstraints() {
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        #expect(stack.subviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func addingAnExistingSubviewKeepsTheSubviewOrder() {
        let stack = UIStackView(), a = UIView(), b = UIView()
        stack.addSubview(a)
        stack.addSubview(b)
        stack.addArrangedSubview(b)
        stack.addArrangedSubview(a)
        #expect(stack.subviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [b, a].map(ObjectIdentifier.init))
    }

    @Test func insertingMovesAnArrangedViewInTheStackOnly() {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        #expect(stack.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        stack.insertArrangedSubview(b, at: 0)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        #expect(stack.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        stack.addArrangedSubview(b)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
    }

    @Test func anArrangedViewAddedElsewhereLeavesTheArrangedList() {
        let a = UIView(), b = UIView(), other = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        other.addSubview(a)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(b)])
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty && stack.subviews.isEmpty)
    }

    @Test func customSpacingIsKeptPerArrangedView() {
        let a = UIView(), b = UIView(), stranger = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(12, after: a)
        stack.setCustomSpacing(30, after: stranger)
        #expect(stack.customSpacing(after: a) == 12)
        #expect(stack.customSpacing(after: stranger) == UIStackView.spacingUseDefault)
        stack.insertArrangedSubview(a, at: 1)
        #expect(stack.customSpacing(after: a) == 12)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: a)
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseSystem)
        stack.removeArrangedSubview(a)
        stack.addArrangedSubview(a)
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
    }

    // MARK: Distributions (a horizontal row of views 40, 60 and 80 points wide)

    @Test func fillStretchesTheViewThatHugsLeast() {
        let views = StackTestBox.rows([(40, 20), (60, 30), (80, 40)])
        views[0].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        views[1].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 100, width: 300, height: 50))
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 50),
                                       CGRect(x: 50, y: 0, width: 60, height: 50),
                                       CGRect(x: 120, y: 0, width: 180, height: 50)])
        #expect(StackTesting.logIsClean(host))
    }

    @Test func fillSqueezesTheViewThatResistsLeast() {
        let views = StackTestBox.rows([(200, 20), (200, 20)])
        views[1].setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: views)
        let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 0, width: 300, height: 20))
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 100, y: 0, width: 200, height: 20)])
        #expect(StackTesting.logIsClean(host))
    }

    @Test func fillEquallyGivesEveryViewTheSameSize() {
        let views = StackTestBox.rows([(40, 20), (60, 30), (80, 40)])
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 40),
                                       CGRect(x: 110, y: 0, width: 100, height: 40),
                                       CGRect(x: 220, y: 0, width: 100, height: 40)])
        #expect(StackTesting.logIsClean(host))
    }

    @Test func fillEquallyWithoutASizeTakesTheLargestIntrinsicSize() {
        let views = StackTestBox.rows([(40, 20), (60, 30), (80, 40)])
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        let size = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 260, height: 40))
    }

    @Test func fillProportionallySharesTheSpaceByIntrinsicSize() {
        let views = StackTestBox.rows([(40, 20), (60, 20), (80, 20)])
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillProportionally
        let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 0, width: 360, height: 20))
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 80, height: 20),
                                       CGRect(x: 80, y: 0, width: 120, height: 20),
                                       CGRect(x: 200, y: 0, width: 160, height: 20)])
        // A new intrinsic size makes new proportions.
        views[0].size = CGSize(width: 100, height: 20)
        host.settle()
        #expect(views.map(\.frame.width) == [150, 90, 120])
        #expect(StackTesting.logIsClean(host))
    }

    @Test func fillProportionallyCountsTheSpacingAndTheLastViewTakesTheRest() {
        // Shares of 200 (180 of views, 20 of gaps): 0.2, 0.3, 0.4 of 400 = 80, 120, 160; the
        // last constraint has the lowest priority (997) and gives way to the spacing.
        let views = StackTestBox.rows([(40, 20), (60, 20), (80, 20)])
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillProportionally
        stack.spacing = 10
        let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 0, width: 400, height: 20))
        #expect(views.map(\.frame.minX) == [0, 90, 220])
        #expect(views.map(\.frame.width) == [80, 120, 180])
        #expect(StackTesting.logIsClean(host))
    }

    @Test func equalSpacingDividesTheRestBetweenTheViews() {
        let views = StackTestBox.rows([(40, 20), (60, 20), (80, 20)])
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 0, width: 300, height: 20))
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 20),
                                       CGRect(x: 100, y: 0, width: 60, height: 20),
                                       CGRect(x: 220, y: 0, width: 80, height: 20)])
        #expect(StackTesting.logIsClean(host))
    }

    @Test func equalSpacingKeepsTheMinimumSpacingAndSqueezesByCompressionResistance() {
        let views = StackTestBox.rows([(100, 20), (100, 20), (100, 20)])
        views[0].setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        views[2].setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 0, width: 300, height: 20))
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 20),
                                       CGRect(x: 110, y: 0, width: 80, height: 20),
                                       CGRect(x: 200, y: 0, width: 100, height: 20)])
        #expect(StackTesting.logIsClean(host))
    }

    @Test func equalSpacingWithoutASizeIsAsSmallAsTheSpacingAllows() {
        let views = StackTestBox.rows([(40, 20), (60, 20)])
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.spacing = 8
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 108, height: 20))
    }

    @Test func equalCenteringSpacesTheCentersEqually() {
        let views = StackTestBox.rows([(40, 20), (60, 20), (80, 20)])
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalCentering
        let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 0, width: 300, height: 20))
        // Centers at 20 and 260, so the middle one at 140.
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 20),
                                       CGRect(x: 110, y: 0, width: 60, height: 20),
                                       CGRect(x: 220, y: 0, width: 80, height: 20)])
        #expect(StackTesting.logIsClean(host))
    }

    @Test func equalCenteringGivesUpEqualCentersBeforeTheMinimumSpacing() {
        let views = StackTestBox.rows([(40, 20), (100, 20), (140, 20)])
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalCentering
        stack.spacing = 10
        let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 0, width: 300, height: 20))
        // The centers would be 20, 125, 230, overlapping the last view; the middle view stops
        // 10 points before it.
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 20),
                                       CGRect(x: 50, y: 0, width: 100, height: 20),
                                       CGRect(x: 160, y: 0, width: 140, height: 20)])
        #expect(StackTesting.logIsClean(host))
    }

    @Test func labelsAreArrangedAtTheirIntrinsicSizes() {
        let name = UILabel(), value = UILabel()
        name.text = "Name"
        value.text = "A longer value"
        name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [name, value])
        stack.spacing = 8
        let host = StackTesting.host(stack, frame: CGRect(x: 16, y: 40, width: 343, height: 30))
        #expect(name.frame.origin == .zero && name.frame.height == 30)
        #expect(StackTesting.close(name.frame.width, name.intrinsicContentSize.width))
        #expect(StackTesting.close(value.frame.minX, name.frame.maxX + 8))
        #expect(value.frame.maxX == 343 && value.frame.height == 30)
        stack.distribution = .equalSpacing
        stack.alignment = .center
        host.settle()
        #expect(name.frame.minX == 0 && StackTesting.close(name.frame.width, name.intrinsicContentSize.width))
        #expect(StackTesting.close(value.frame.width, value.intrinsicContentSize.width))
        #expect(value.frame.maxX == 343)
        #expect(StackTesting.close(name.frame.midY, 15) && StackTesting.close(value.frame.midY, 15))
        #expect(StackTesting.logIsClean(host))
    }

    @Test func aVerticalStackDistributesAlongItsHeight() {
        let views = StackTestBox.rows([(40, 20), (60, 30), (80, 40)])
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.spacing = 5
        let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 0, width: 100, height: 130))
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 40),
                                       CGRect(x: 0, y: 45, width: 100, height: 40),
                                       CGRect(x: 0, y: 90, width: 100, height: 40)])
        stack.distribution = .equalSpacing
        host.settle()
        #expect(views.map(\.frame.minY) == [0, 40, 90])
        #expect(views.map(\.frame.height) == [20, 30, 40])
        #expect(StackTesting.logIsClean(host))
    }

    @Test func labelsInEveryDistributionStayInOrderInsideTheStack() {
        for distribution in [UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering] {
            let labels = ["One", "Two words", "Three"].map { text -> UILabel in
                let label = UILabel()
                label.text = text
                return label
            }
            labels[2].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
            let stack = UIStackView(arrangedSubviews: labels)
            stack.distribution = distribution
            stack.spacing = 8
            let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 0, width: 340, height: 40))
            let frames = labels.map(\.frame)
            #expect(frames[0].minX == 0, "\(distribution)")
            #expect(frames[2].maxX == 340, "\(distribution)")
            #expect(frames[1].minX >= frames[0].maxX + 8 && frames[2].minX >= frames[1].maxX + 8, "\(distribution) \(frames)")
            #expect(frames.allSatisfy { $0.minY == 0 && $0.height == 40 }, "\(distribution)")
            switch distribution {
            case .fillEqually:
                #expect(frames.allSatisfy { StackTesting.close($0.width, 108) }, "\(frames)")
            case .equalSpacing, .equalCentering:
                for (label, frame) in zip(labels, frames) {
                    #expect(StackTesting.close(frame.width, label.intrinsicContentSize.width), "\(distribution)")
                }
            default:
                break
            }
            #expect(StackTesting.logIsClean(host), "\(distribution)")
        }
    }

    // MARK: Alignments

    @Test func everyAlignmentOfAHorizontalStack() {
        // Views 50 wide, 20, 40 and 60 high, in a stack 150 × 100.
        let expected: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
            (.fill, [0, 0, 0], [100, 100, 100]),
            (.top, [0, 0, 0], [20, 40, 60]),
            (.center, [40, 30, 20], [20, 40, 60]),
            (.bottom, [80, 60, 40], [20, 40, 60]),
        ]
        for (alignment, ys, heights) in expected {
            let views = StackTestBox.rows([(50, 20), (50, 40), (50, 60)])
            let stack = UIStackView(arrangedSubviews: views)
            stack.alignment = alignment
            let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 0, width: 150, height: 100))
            #expect(views.map(\.frame.minY) == ys, "\(alignment)")
            #expect(views.map(\.frame.height) == heights, "\(alignment)")
            #expect(views.map(\.frame.minX) == [0, 50, 100], "\(alignment)")
            #expect(StackTesting.logIsClean(host), "\(alignment)")
        }
    }

    @Test func baselineAlignmentsLineUpTheBaselines() {
        // A plain view's baselines are its bottom (labels bring their own later).
        for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
            let views = StackTestBox.rows([(50, 20), (50, 40), (50, 60)])
            let stack = UIStackView(arrangedSubviews: views)
            stack.alignment = alignment
            let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 0, width: 150, height: 60))
            #expect(views.map(\.frame.maxY) == [60, 60, 60], "\(alignment)")
            #expect(views.map(\.frame.height) == [20, 40, 60], "\(alignment)")
            // Without a height, the stack is as high as the tallest view.
            #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 150, height: 60))
            #expect(StackTesting.logIsClean(host), "\(alignment)")
        }
    }

    @Test func everyAlignmentOfAVerticalStack() {
        // Views 20, 40 and 60 wide, 30 high, in a stack 100 × 90.
        let expected: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
            (.fill, [0, 0, 0], [100, 100, 100]),
            (.leading, [0, 0, 0], [20, 40, 60]),
            (.center, [40, 30, 20], [20, 40, 60]),
            (.trailing, [80, 60, 40], [20, 40, 60]),
        ]
        for (alignment, xs, widths) in expected {
            let views = StackTestBox.rows([(20, 30), (40, 30), (60, 30)])
            let stack = UIStackView(arrangedSubviews: views)
            stack.axis = .vertical
            stack.alignment = alignment
            let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 0, width: 100, height: 90))
            #expect(views.map(\.frame.minX) == xs, "\(alignment)")
            #expect(views.map(\.frame.width) == widths, "\(alignment)")
            #expect(views.map(\.frame.minY) == [0, 30, 60], "\(alignment)")
            #expect(StackTesting.logIsClean(host), "\(alignment)")
        }
    }

    @Test func labelsOfDifferentSizesLineUpOnTheirBaselines() {
        for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
            let small = UILabel(), large = UILabel(), box = StackTestBox(30, 10)
            small.text = "Small"
            small.font = UIFont.systemFont(ofSize: 12)
            large.text = "Large"
            large.font = UIFont.systemFont(ofSize: 30)
            let stack = UIStackView(arrangedSubviews: [small, large, box])
            stack.alignment = alignment
            stack.spacing = 4
            let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let baselines = [small, large].map { label in
                alignment == .firstBaseline ? label.frame.minY + label._firstBaselineOffsetFromTop
                                            : label.frame.maxY - label._lastBaselineOffsetFromBottom
            }
            #expect(abs(baselines[0] - baselines[1]) <= 0.5, "\(alignment) \(baselines)")
            #expect(StackTesting.close(box.frame.maxY, baselines[1]), "\(alignment)")   // a box's baseline is its bottom
            #expect(small.frame.height == small.intrinsicContentSize.height && large.frame.height == large.intrinsicContentSize.height)
            #expect(StackTesting.logIsClean(host))
        }
    }

    @Test func theBaselineViewIsTheTallestOfARowAndTheFirstOrLastOfAColumn() {
        let a = StackTestBox(10, 20), b = StackTestBox(10, 40), c = StackTestBox(10, 30)
        let row = UIStackView(arrangedSubviews: [a, b, c])
        #expect(row.forFirstBaselineLayout === b && row.forLastBaselineLayout === b)
        b.isHidden = true
        #expect(row.forFirstBaselineLayout === c)
        let x = StackTestBox(5, 5), y = StackTestBox(5, 5)
        let column = UIStackView(arrangedSubviews: [row, x, y])
        column.axis = .vertical
        #expect(column.forFirstBaselineLayout === c)
        #expect(column.forLastBaselineLayout === y)
        #expect(UIStackView().forFirstBaselineLayout is UIStackView)
    }

    @Test func aVerticalStackTreatsTheBaselineAlignmentsAsLeadingAndTrailing() {
        for (alignment, xs) in [(UIStackView.Alignment.firstBaseline, [CGFloat(0), 0]), (.lastBaseline, [80, 60])] {
            let views = StackTestBox.rows([(20, 30), (40, 30)])
            let stack = UIStackView(arrangedSubviews: views)
            stack.axis = .vertical
            stack.alignment = alignment
            let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            #expect(views.map(\.frame.minX) == xs, "\(alignment)")
            #expect(StackTesting.logIsClean(host))
        }
    }

    @Test func aViewWithoutIntrinsicSizeCollapsesAcrossAnAlignedStack() {
        let plain = UIView(), box = StackTestBox(50, 40)
        let stack = UIStackView(arrangedSubviews: [plain, box])
        stack.alignment = .center
        let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 0, width: 150, height: 100))
        #expect(plain.frame == CGRect(x: 0, y: 50, width: 100, height: 0))
        #expect(box.frame == CGRect(x: 100, y: 30, width: 50, height: 40))
        #expect(StackTesting.logIsClean(host))
    }

    // MARK: Spacing

    @Test func spacingAndCustomSpacingSeparateTheViews() {
        let views = StackTestBox.rows([(40, 10), (40, 20), (40, 30), (40, 40)])
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 5
        stack.setCustomSpacing(20, after: views[0])
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
        views[3].setContentHuggingPriority(UILayoutPriority(249), for: .vertical)   // takes what is left
        let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 0, width: 100, height: 133))
        #expect(views.map(\.frame.minY) == [0, 30, 58, 93])
        stack.spacing = UIStackView.spacingUseSystem
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        host.settle()
        #expect(views.map(\.frame.minY) == [0, 18, 46, 84])
        stack.spacing = -5
        host.settle()
        #expect(views.map(\.frame.minY) == [0, 5, 33, 58])
        #expect(StackTesting.logIsClean(host))
    }

    @Test func aStackWithoutASizeFitsItsViewsAndSpacing() {
        let views = StackTestBox.rows([(40, 10), (60, 20)])
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 6
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 60, height: 36))
        stack.axis = .horizontal
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 106, height: 20))
    }

    @Test func aStackPlacedByConstraintsSizesItselfFromItsViews() {
        let host = UITestHost()
        let root = UIView(frame: host.window.bounds)
        let views = StackTestBox.rows([(40, 10), (60, 20)])
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
        ])
        host.window.addSubview(root)
        host.settle()
        #expect(stack.frame == CGRect(x: 157.5, y: 50, width: 60, height: 34))
        #expect(views.map(\.frame) == [CGRect(x: 10, y: 0, width: 40, height: 10), CGRect(x: 0, y: 14, width: 60, height: 20)])
        #expect(StackTesting.logIsClean(host))
    }

    // MARK: Margins, nesting

    @Test func marginsRelativeArrangementInsetsTheViewsByTheLayoutMargins() {
        let views = StackTestBox.rows([(40, 20), (60, 20)])
        let stack = UIStackView(arrangedSubviews: views)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.distribution = .fillEqually
        let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 100, width: 216, height: 56))   // clear of the safe area
        let m = stack.layoutMarginsGuide.layoutFrame
        #expect(m == CGRect(x: 8, y: 8, width: 200, height: 40))
        #expect(views.map(\.frame) == [CGRect(x: 8, y: 8, width: 100, height: 40), CGRect(x: 108, y: 8, width: 100, height: 40)])
        stack.isLayoutMarginsRelativeArrangement = false
        host.settle()
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 108, height: 56), CGRect(x: 108, y: 0, width: 108, height: 56)])
        #expect(StackTesting.logIsClean(host))
    }

    @Test func aFormIsAVerticalStackOfHorizontalStacks() {
        var labels: [UILabel] = []
        var fields: [StackTestBox] = []
        var rows: [UIStackView] = []
        for title in ["Name", "Email", "Phone"] {
            let label = UILabel()
            label.text = title
            label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            let field = StackTestBox(100, 30)
            let row = UIStackView(arrangedSubviews: [label, field])
            row.spacing = 8
            row.alignment = .center
            labels.append(label)
            fields.append(field)
            rows.append(row)
        }
        let form = UIStackView(arrangedSubviews: rows)
        form.axis = .vertical
        form.spacing = 12
        let host = StackTesting.host(form, frame: CGRect(x: 16, y: 60, width: 343, height: 114))
        for (i, row) in rows.enumerated() {
            #expect(row.frame == CGRect(x: 0, y: CGFloat(i) * 42, width: 343, height: 30))
            #expect(labels[i].frame.minX == 0)
            #expect(StackTesting.close(labels[i].frame.width, labels[i].intrinsicContentSize.width))
            #expect(StackTesting.close(labels[i].frame.midY, 15))
            #expect(StackTesting.close(fields[i].frame.minX, labels[i].frame.maxX + 8))
            #expect(fields[i].frame.maxX == 343 && fields[i].frame.minY == 0 && fields[i].frame.height == 30)
        }
        // Without a height, the form is as tall as its rows.
        #expect(form.systemLayoutSizeFitting(CGSize(width: 343, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel).height == 114)
        #expect(StackTesting.logIsClean(host))
    }

    @Test func noConfigurationLogsUnsatisfiableConstraints() {
        let host = UITestHost()
        let root = UIView(frame: host.window.bounds)
        host.window.addSubview(root)
        var stacks: [(UIStackView, [UIView])] = []
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            for distribution in [UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering] {
                for alignment in [UIStackView.Alignment.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline] {
                    let label = UILabel()
                    label.text = "Label"
                    let views: [UIView] = [StackTestBox(30, 20), label, UIView(), StackTestBox(50, 40)]
                    let stack = UIStackView(arrangedSubviews: views)
                    stack.axis = axis
                    stack.distribution = distribution
                    stack.alignment = alignment
                    stack.spacing = 4
                    stack.isLayoutMarginsRelativeArrangement = distribution == .fill
                    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
                    root.addSubview(stack)
                    stacks.append((stack, views))
                }
            }
        }
        host.settle()
        for (stack, views) in stacks {
            views[1].isHidden = true
            stack.spacing = 6
        }
        host.settle()
        for (stack, views) in stacks {
            views[1].isHidden = false
            views[0].isHidden = true
            views[3].isHidden = true
            stack.axis = stack.axis == .horizontal ? .vertical : .horizontal
        }
        host.settle()
        UIView.animate(withDuration: 0.3) {
            for (_, views) in stacks { views.forEach { $0.isHidden = !$0.isHidden } }
        }
        host.settle()
        let log = host.runtime.logMessages.joined(separator: "\n")
        #expect(!log.contains("Unable to simultaneously satisfy"), "\(log.prefix(3000))")
    }

    @Test func hidingARowOfAFormCollapsesItWithoutConflicts() {
        let rows = (0..<3).map { _ -> UIStackView in
            let row = UIStackView(arrangedSubviews: [StackTestBox(60, 20), StackTestBox(100, 30)])
            row.spacing = 8
            row.alignment = .center
            return row
        }
        let form = UIStackView(arrangedSubviews: rows)
        form.axis = .vertical
        form.spacing = 12
        form.alignment = .leading
        let host = UITestHost()
        let root = UIView(frame: host.window.bounds)
        form.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(form)
        NSLayoutConstraint.activate([form.topAnchor.constraint(equalTo: root.topAnchor), form.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        host.window.addSubview(root)
        host.settle()
        #expect(rows.map(\.frame.minY) == [0, 42, 84])
        #expect(form.frame.size == CGSize(width: 168, height: 114))
        UIView.animate(withDuration: 0.25) { rows[1].isHidden = true }
        host.settle()
        #expect(rows[2].frame.minY == 42)
        #expect(rows[1].frame.height == 0)
        #expect(form.frame.height == 72)
        #expect(rows[1].layer.isHidden)
        #expect(StackTesting.logIsClean(host))
    }

    // MARK: Drawing, lifetime

    @Test func theStackDrawsItsBackgroundColorAsSinceIOS14() {
        let stack = UIStackView(arrangedSubviews: [StackTestBox(10, 10)])
        stack.backgroundColor = .red
        let host = StackTesting.host(stack, frame: CGRect(x: 10, y: 20, width: 50, height: 40))
        let image = host.snapshotCGImage()
        #expect(rgba(image, 60, 60) == [255, 0, 0, 255])     // (30, 30) pt at scale 2
        #expect(rgba(image, 19, 40) != [255, 0, 0, 255])
        #expect(rgba(image, 120, 120) != [255, 0, 0, 255])
    }

    @Test func stacksAndTheirViewsAreFreedWithTheirHierarchy() {
        weak var weakStack: UIStackView?
        weak var weakView: UIView?
        weak var weakInner: UIStackView?
        weak var weakConstraint: NSLayoutConstraint?
        let host = UITestHost()
        do {
            let view = StackTestBox(10, 10), hidden = StackTestBox(10, 10)
            let inner = UIStackView(arrangedSubviews: [StackTestBox(5, 5)])
            let stack = UIStackView(arrangedSubviews: [view, hidden, inner])
            stack.distribution = .equalCentering
            stack.alignment = .center
            stack.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
            host.window.addSubview(stack)
            host.settle()
            UIView.animate(withDuration: 0.3) { hidden.isHidden = true }
            host.settle()
            weakStack = stack
            weakView = view
            weakInner = inner
            weakConstraint = stack.constraints.first
            #expect(weakConstraint != nil)
            stack.removeFromSuperview()
        }
        host.settle()
        #expect(weakStack == nil)
        #expect(weakView == nil)
        #expect(weakInner == nil)
        #expect(weakConstraint == nil)
    }
}

extension StackTestBox {
    /// Boxes of the given (width, height) sizes.
    static func rows(_ sizes: [(CGFloat, CGFloat)]) -> [StackTestBox] {
        sizes.map { StackTestBox($0.0, $0.1) }
    }
}

/// Misuse UIKit raises on: stops the program with a message.
@MainActor @Suite struct UIStackViewMisuseTests {
    private static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func insertingPastTheEndStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stack = UIStackView(arrangedSubviews: [UIView()])
                stack.insertArrangedSubview(UIView(), at: 2)
            }
        }
        #expect(Self.stderr(result).contains("UIStackView.insertArrangedSubview(_:at:): index for item in layout arrangement is out of bounds (index 2, 1 arranged subviews)"), "\(Self.stderr(result))")
    }

    @Test func aSpacingThatIsNotANumberStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIStackView().spacing = .nan
            }
        }
        #expect(Self.stderr(result).contains("UIStackView.spacing must be a finite number (got nan)"), "\(Self.stderr(result))")
    }
}
