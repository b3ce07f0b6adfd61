import Foundation
import Testing
@testable import UIKit

@MainActor @Suite struct TraitConstantsTests {
    func classes(_ w: CGFloat, _ h: CGFloat, _ idiom: UIUserInterfaceIdiom) -> [UIUserInterfaceSizeClass] {
        let c = TraitConstants.sizeClasses(for: CGSize(width: w, height: h), idiom: idiom)
        return [c.horizontal, c.vertical]
    }

    @Test func aPhoneInPortraitIsCompactWideAndRegularTall() {
        #expect(classes(375, 667, .phone) == [.compact, .regular])
        #expect(classes(393, 852, .phone) == [.compact, .regular])
    }

    @Test func aPhoneInLandscapeIsCompactBothWays() {
        #expect(classes(667, 375, .phone) == [.compact, .compact])
        #expect(classes(852, 393, .phone) == [.compact, .compact])
    }

    @Test func anIPadFullScreenIsRegularBothWaysInEitherOrientation() {
        #expect(classes(820, 1180, .pad) == [.regular, .regular])
        #expect(classes(1180, 820, .pad) == [.regular, .regular])
    }

    @Test func anIPadInANarrowSplitIsCompactWideButStaysRegularTall() {
        #expect(classes(320, 1180, .pad) == [.compact, .regular])
        #expect(classes(639, 1024, .pad) == [.compact, .regular])
        #expect(classes(678, 1024, .pad) == [.regular, .regular])
        #expect(TraitConstants.padRegularWidthMinimum == 678)
    }
}
