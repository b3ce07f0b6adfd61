import UIKit

/// A photo library grid in a collection view: a `UICollectionViewFlowLayout` of square photos
/// three to a row under section headers; scrolling reuses the photo cells, taps select photos.
public enum PhotoGridScenario: CatalogScenario {
    public static let title = "Photo grid"
    public static let section = CatalogSection.lists
    public static let explanation = CatalogExplanation(
        chinese: "UICollectionView 用 UICollectionViewFlowLayout 排列照片：itemSize 和间距决定每行三张，分区头是补充视图（dequeueReusableSupplementaryView）。滚动时只为可见的项目创建单元格并复用离开屏幕的单元格；allowsMultipleSelection 允许多选，isSelected 改变时单元格显示勾选标记，标题显示已选数量。",
        english: "UICollectionView arranges the photos with a UICollectionViewFlowLayout: the itemSize and spacing give three to a row, and the section headers are supplementary views (dequeueReusableSupplementaryView). Scrolling makes cells only for visible items and reuses those that leave the screen; allowsMultipleSelection lets several be selected, a cell shows a check mark when isSelected changes, and the title counts the selection.")

    public static func makeViewController() -> UIViewController {
        UINavigationController(rootViewController: PhotoGridViewController())
    }

    public static func run(_ script: any CatalogScript) {
        let controller = PhotoGridViewController()
        script.step("A grid of photos, three to a row, in sections under headers")
        script.show(UINavigationController(rootViewController: controller))
        script.settle()
        script.snapshot(named: "1-photo-grid")
        let grid = controller.grid
        let total = PhotoGridViewController.sections.reduce(0) { $0 + $1.count }
        script.expect(grid.numberOfSections == PhotoGridViewController.sections.count, "a section per day")
        script.expect(grid.visibleCells.count < total, "only the photos on screen have cells (\(grid.visibleCells.count) of \(total))")
        let firstHeader = grid.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                 at: IndexPath(item: 0, section: 0)) as? PhotoSectionHeader
        script.expect(firstHeader?.label.text == "Today", "the first section is headed Today")
        let first = grid.cellForItem(at: IndexPath(item: 0, section: 0))
        let second = grid.cellForItem(at: IndexPath(item: 1, section: 0))
        script.expect(first != nil && second != nil, "the first photos are on screen")
        if let first, let second {
            script.expect(abs(first.frame.width - first.frame.height) < 0.5, "photos are square")
            script.expect(abs(second.frame.minX - first.frame.maxX - PhotoGridViewController.spacing) < 1.5,
                          "photos are 2 pt apart (\(second.frame.minX - first.frame.maxX))")
        }

        script.step("Tapping two photos selects them")
        for item in [0, 4] {
            if let cell = grid.cellForItem(at: IndexPath(item: item, section: 0)) {
                script.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
                script.settle()
            }
        }
        let selected = grid.indexPathsForSelectedItems ?? []
        script.expect(Set(selected) == [IndexPath(item: 0, section: 0), IndexPath(item: 4, section: 0)],
                      "the two photos are selected (\(selected))")
        script.expect(controller.title == "2 Selected", "the title counts them (\(controller.title ?? "nil"))")
        script.expect((grid.cellForItem(at: IndexPath(item: 4, section: 0)) as? PhotoCell)?.checkmark.isHidden == false,
                      "a selected photo shows its check mark")
        script.snapshot(named: "2-photo-grid-selected")

        script.step("Scrolling down the grid reuses the photo cells")
        let made = controller.cellsMade
        script.beginFilmstrip(named: "photogrid-scroll")
        for _ in 0..<3 {
            script.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 200), duration: 0.3)
            script.settle()
        }
        script.endFilmstrip()
        script.snapshot(named: "3-photo-grid-scrolled")
        script.expect(grid.contentOffset.y > 500, "the grid has scrolled (\(grid.contentOffset.y))")
        script.expect(controller.cellsMade <= made + 3 * PhotoGridViewController.columns,
                      "cells are reused: \(controller.cellsMade) made, \(made) before scrolling")
        script.expect(grid.indexPathsForSelectedItems?.count == 2, "the selection survives scrolling")
    }
}
