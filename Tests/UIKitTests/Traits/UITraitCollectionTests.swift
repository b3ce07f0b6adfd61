import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct UITraitCollectionTests {
    @Test func anEmptyCollectionHasEveryTraitUnspecified() {
        let traits = UITraitCollection()
        #expect(traits.horizontalSizeClass == .unspecified)
        #expect(traits.verticalSizeClass == .unspecified)
        #expect(traits.userInterfaceIdiom == .unspecified)
        #expect(traits.displayScale == 0)
        #expect(traits.userInterfaceStyle == .unspecified)
        #expect(traits.layoutDirection == .unspecified)
        #expect(traits.preferredContentSizeCategory == .unspecified)
    }

    @Test func theRawValuesAreUIKits() {
        #expect(UIUserInterfaceSizeClass.compact.rawValue == 1)
        #expect(UIUserInterfaceSizeClass.regular.rawValue == 2)
        #expect(UIUserInterfaceIdiom.unspecified.rawValue == -1)
        #expect(UIUserInterfaceIdiom.pad.rawValue == 1)
        #expect(UIUserInterfaceStyle.dark.rawValue == 2)
        #expect(UITraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test func aSingleTraitInitializerSpecifiesOnlyThatTrait() {
        let traits = UITraitCollection(horizontalSizeClass: .compact)
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .unspecified)
        #expect(UITraitCollection(displayScale: 3).displayScale == 3)
        #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
    }

    @Test func combiningCollectionsTakesEachTraitFromTheLastThatSpecifiesIt() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(horizontalSizeClass: .unspecified),
        ])
        #expect(combined.horizontalSizeClass == .regular)
        #expect(combined.verticalSizeClass == .regular)
        #expect(combined.userInterfaceIdiom == .unspecified)
    }

    @Test func aCollectionContainsTheTraitsItSpecifiesTheSame() {
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact),
                                                    UITraitCollection(verticalSizeClass: .regular)])
        #expect(traits.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(traits.containsTraits(in: UITraitCollection()))
        #expect(traits.containsTraits(in: nil))
        #expect(!traits.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(!UITraitCollection().containsTraits(in: UITraitCollection(verticalSizeClass: .regular)))
    }

    @Test func collectionsWithTheSameTraitsAreEqualAndHashAlike() {
        let a = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(displayScale: 2)])
        let b = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(horizontalSizeClass: .compact)])
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != UITraitCollection(horizontalSizeClass: .compact))
    }

    @Test func currentIsTheMainScreensTraitsUnlessSet() {
        let host = UITestHost()
        #expect(UITraitCollection.current == UIScreen.main.traitCollection)
        let custom = UITraitCollection(userInterfaceStyle: .dark)
        UITraitCollection.current = custom
        #expect(UITraitCollection.current == custom)
        UITraitCollection._current = nil
        #expect(UITraitCollection.current == host.window.screen.traitCollection)
    }
}
