import Foundation
import Testing
import SnapshotTesting
import UIKitSnapshotTesting
@testable import UIKitTesting
@testable import UIKit

/// `UITableViewCell`: the four styles' labels and metrics, accessories, selection and highlight,
/// and pictures of the styles.
@MainActor @Suite struct UITableViewCellTests {
    func laidOut(_ cell: UITableViewCell, width: CGFloat = 375) -> UITableViewCell {
        cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
        cell.layoutIfNeeded()
        return cell
    }

    @Test func theStylesHaveUIKitsRawValuesAndLabels() {
        #expect(UITableViewCell.CellStyle.default.rawValue == 0)
        #expect(UITableViewCell.CellStyle.value1.rawValue == 1)
        #expect(UITableViewCell.CellStyle.value2.rawValue == 2)
        #expect(UITableViewCell.CellStyle.subtitle.rawValue == 3)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        for style in [UITableViewCell.CellStyle.subtitle, .value1, .value2] {
            #expect(UITableViewCell(style: style, reuseIdentifier: nil).detailTextLabel != nil)
        }
        let cell = UITableViewCell(style: .default, reuseIdentifier: "R")
        #expect(cell.reuseIdentifier == "R")
        #expect(cell.textLabel?.isDescendant(of: cell.contentView) == true)
        #expect(cell.selectionStyle == .default)
        #expect(cell.accessoryType == .none)
    }

    @Test func aDefaultCellsTextStartsAtTheContentMarginIn17PointType() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        _ = laidOut(cell)
        #expect(cell.textLabel?.frame.minX == 16)
        #expect(cell.textLabel?.font.pointSize == 17)
        #expect(abs((cell.textLabel?.frame.midY ?? 0) - cell.contentView.bounds.midY) <= 1)
        let wide = UITableViewCell(style: .default, reuseIdentifier: nil)
        wide.textLabel?.text = "Title"
        _ = laidOut(wide, width: 414)
        #expect(wide.textLabel?.frame.minX == 20, "20-pt margins from 414 pt")
    }

    @Test func aSubtitleCellStacksA12PointGreyDetailUnderTheTitle() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        _ = laidOut(cell)
        let text = cell.textLabel!.frame, detail = cell.detailTextLabel!.frame
        #expect(detail.minY >= text.maxY)
        #expect(text.minX == 16 && detail.minX == 16)
        #expect(cell.detailTextLabel?.font.pointSize == 12)
        #expect(abs((text.minY + detail.maxY) / 2 - cell.contentView.bounds.midY) <= 1, "the pair is centred")
    }

    @Test func aValue1CellPutsTheGreyDetailAtTheTrailingMargin() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        _ = laidOut(cell)
        #expect(cell.detailTextLabel?.frame.maxX == CGFloat(375 - 16))
        #expect(cell.detailTextLabel?.font.pointSize == 17)
        #expect(cell.detailTextLabel?.textColor == .secondaryLabel)
        #expect(cell.textLabel!.frame.maxX < cell.detailTextLabel!.frame.minX)
    }

    @Test func aValue2CellHasASmallRightAlignedLabelColumnAndTheDetailAfterIt() {
        let cell = UITableViewCell(style: .value2, reuseIdentifier: nil)
        cell.textLabel?.text = "mobile"
        cell.detailTextLabel?.text = "555-0100"
        _ = laidOut(cell)
        #expect(cell.textLabel?.textAlignment == .right)
        #expect(cell.textLabel?.font.pointSize == 12)
        #expect(cell.detailTextLabel!.frame.minX > cell.textLabel!.frame.maxX)
        #expect(cell.imageView == nil || cell.imageView?.isHidden == true || cell.imageView?.image == nil)
    }

    @Test func anImageMovesTheTextAndTheSeparatorToTheText() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image { _ in }
        cell.textLabel?.text = "With image"
        _ = laidOut(cell)
        #expect(cell.imageView?.frame.minX == 16)
        #expect(cell.textLabel?.frame.minX == CGFloat(16 + 29 + 16))
        #expect(cell.separatorInset.left == CGFloat(16 + 29 + 16))
    }

    @Test func anAccessoryNarrowsTheContentView() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        _ = laidOut(cell)
        let full = cell.contentView.frame.width
        cell.accessoryType = .disclosureIndicator
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.width < full)
        let custom = UISwitch()
        cell.accessoryView = custom
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(custom.superview === cell)
        #expect(custom.frame.maxX == CGFloat(375 - 16))
        #expect(cell.contentView.frame.maxX <= custom.frame.minX)
    }

    @Test func selectedAndHighlightedCellsShowTheSelectedBackgroundAndSelectionStyleNoneShowsNothing() {
        let cell = laidOut(UITableViewCell(style: .default, reuseIdentifier: nil))
        cell.setSelected(true, animated: false)
        #expect(cell.isSelected)
        cell.layoutIfNeeded()
        let grey = cell.subviews.contains { !$0.isHidden && $0.alpha > 0 && $0.backgroundColor == ListConstants.selectedBackgroundColor && $0.frame == cell.bounds }
        #expect(grey)
        cell.setSelected(false, animated: false)
        cell.selectionStyle = .none
        cell.setHighlighted(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.isHighlighted)
        #expect(!cell.subviews.contains { !$0.isHidden && $0.alpha > 0 && $0.backgroundColor == ListConstants.selectedBackgroundColor })
        let custom = UIView()
        cell.selectionStyle = .default
        cell.selectedBackgroundView = custom
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(custom.superview === cell && !custom.isHidden && custom.alpha == 1)
    }

    @Test func theDefaultContentConfigurationMatchesTheStyle() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Name"
        content.secondaryText = "Detail"
        cell.contentConfiguration = content
        _ = laidOut(cell)
        let texts = cell.contentView.allSubviewsOfType(UILabel.self).compactMap(\.text)
        #expect(texts.contains("Name") && texts.contains("Detail"))
    }

    // MARK: Pictures

    @Test func goldenCellStyles() {
        let host = UITestHost()
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 8 * 44))
        canvas.backgroundColor = .systemBackground
        func add(_ cell: UITableViewCell) {
            cell.frame = CGRect(x: 0, y: CGFloat(canvas.subviews.count) * 44, width: 375, height: 44)
            canvas.addSubview(cell)
        }
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        plain.textLabel?.text = "Default"
        add(plain)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.textLabel?.text = "Subtitle"
        subtitle.detailTextLabel?.text = "The detail below"
        add(subtitle)
        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value1.textLabel?.text = "Wi-Fi"
        value1.detailTextLabel?.text = "Home"
        value1.accessoryType = .disclosureIndicator
        add(value1)
        let value2 = UITableViewCell(style: .value2, reuseIdentifier: nil)
        value2.textLabel?.text = "mobile"
        value2.detailTextLabel?.text = "(555) 010-0100"
        add(value2)
        let checked = UITableViewCell(style: .default, reuseIdentifier: nil)
        checked.textLabel?.text = "Checkmark"
        checked.accessoryType = .checkmark
        add(checked)
        let info = UITableViewCell(style: .default, reuseIdentifier: nil)
        info.textLabel?.text = "Detail disclosure"
        info.accessoryType = .detailDisclosureButton
        add(info)
        let image = UITableViewCell(style: .default, reuseIdentifier: nil)
        image.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image { _ in
            UIColor.systemOrange.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 29, height: 29), cornerRadius: 7).fill()
        }
        image.textLabel?.text = "With an image"
        add(image)
        let selected = UITableViewCell(style: .default, reuseIdentifier: nil)
        selected.textLabel?.text = "Selected"
        selected.setSelected(true, animated: false)
        add(selected)
        host.window.addSubview(canvas)
        host.settle()
        assertSnapshot(of: canvas, as: .image)
    }
}

extension UIView {
    /// Every descendant of type `T`, depth first.
    func allSubviewsOfType<T: UIView>(_ type: T.Type) -> [T] {
        subviews.flatMap { ($0 as? T).map { [$0] } ?? [] + $0.allSubviewsOfType(type) }
    }
}
