import Testing
import UIKitTesting

@Suite struct NSDirectionalEdgeInsetsTests {
    @Test func theMemberwiseInitializerKeepsEachEdge() {
        let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.top == 1)
        #expect(insets.leading == 2)
        #expect(insets.bottom == 3)
        #expect(insets.trailing == 4)
    }

    @Test func theEmptyInitializerAndZeroAreAllZeros() {
        #expect(NSDirectionalEdgeInsets() == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets())
    }

    @Test func equalityComparesEveryEdge() {
        let base = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(base == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(base != NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 3, trailing: 4))
        #expect(base != NSDirectionalEdgeInsets(top: 1, leading: 0, bottom: 3, trailing: 4))
        #expect(base != NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 4))
        #expect(base != NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 0))
    }

    @Test func equalInsetsHashAlike() {
        let set: Set<NSDirectionalEdgeInsets> = [NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
                                                 NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
                                                 .zero]
        #expect(set.count == 2)
    }

    @Test func edgesAreMutable() {
        var insets = NSDirectionalEdgeInsets.zero
        insets.leading = 16
        insets.bottom = 5
        #expect(insets == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 5, trailing: 0))
    }

    @Test func printingShowsTheFieldsAsSwiftPrintsApplesStruct() {
        let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4.5)
        #expect(String(describing: insets) == "NSDirectionalEdgeInsets(top: 1.0, leading: 2.0, bottom: 3.0, trailing: 4.5)")
        #expect("\(NSDirectionalEdgeInsets.zero)" == "NSDirectionalEdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 0.0)")
    }
}
