import Testing
@testable import UIKitTesting
@testable import UIKit

/// Collection-view misuse UIKit raises on: stops the program with UIKit's message (release
/// builds too).
@MainActor @Suite struct UICollectionViewMisuseTests {
    private static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func dequeueingAnUnregisteredCellStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                _ = cv.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: 0, section: 0))
            }
        }
        #expect(Self.stderr(result).contains("could not dequeue a view of kind: UICollectionElementKindCell with identifier Cell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"), "\(Self.stderr(result))")
    }

    @Test func aBatchThatDisagreesWithTheDataSourceStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Source: NSObject, UICollectionViewDataSource {
                    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
                    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
                    }
                }
                let source = Source()
                let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
                cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
                cv.dataSource = source
                cv.layoutIfNeeded()
                cv.insertItems(at: [IndexPath(item: 0, section: 0)])
                withExtendedLifetime(source) {}
            }
        }
        #expect(Self.stderr(result).contains("Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."), "\(Self.stderr(result))")
    }
}
