import Testing
@testable import CatalogScenarios
import UIKitTesting

@MainActor @Suite struct CatalogExplanationPanelTests {
    let explanation = CatalogExplanation(chinese: String(repeating: "视图的说明。", count: 40),
                                         english: String(repeating: "What the view does. ", count: 40))

    @Test func itShowsTheTitleTheButtonAndBothParagraphs() {
        let panel = CatalogExplanationPanel(explanation: explanation)
        #expect(panel.titleLabel.text == "说明 · What UIKit does here")
        #expect(panel.toggleButton.title(for: .normal) == "收起 · Hide")
        #expect(panel.chineseLabel.text == explanation.chinese)
        #expect(panel.englishLabel.text == explanation.english)
        #expect(panel.chineseLabel.numberOfLines == 0 && panel.englishLabel.numberOfLines == 0)
    }

    @Test func aLongExplanationTakesAtMostItsRoomAndScrolls() {
        let host = UITestHost()
        let panel = CatalogExplanationPanel(explanation: explanation)
        let height = panel.height(forWidth: 375, maximumBody: 200, bottomInset: 0)
        #expect(height == CatalogExplanationPanel.titleHeight + 200)
        let controller = UIViewController()
        host.show(controller)
        panel.frame = CGRect(x: 0, y: 100, width: 375, height: height)
        controller.view.addSubview(panel)
        host.settle()
        #expect(panel.scrollView.frame.height == 200)
        #expect(panel.scrollView.contentSize.height > 200)
        #expect(panel.englishLabel.frame.minY > panel.chineseLabel.frame.maxY)
        let start = CGPoint(x: 187, y: panel.frame.maxY - 20)
        host.drag(from: start, to: CGPoint(x: 187, y: start.y - 120), duration: 0.3)
        host.settle()
        #expect(panel.scrollView.contentOffset.y > 0, "the paragraphs scroll")
    }

    @Test func collapsedItIsItsTitleLineAndTheBottomInset() {
        let panel = CatalogExplanationPanel(explanation: explanation)
        panel.isCollapsed = true
        #expect(panel.height(forWidth: 375, maximumBody: 200, bottomInset: 34) == CatalogExplanationPanel.titleHeight + 34)
        #expect(panel.scrollView.isHidden)
        #expect(panel.toggleButton.title(for: .normal) == "展开 · Show")
    }

    @Test func aShortExplanationTakesOnlyItsOwnHeight() {
        let panel = CatalogExplanationPanel(explanation: CatalogExplanation(chinese: "短。", english: "Short."))
        let height = panel.height(forWidth: 375, maximumBody: 200, bottomInset: 0)
        #expect(height > CatalogExplanationPanel.titleHeight && height < CatalogExplanationPanel.titleHeight + 100)
    }
}
