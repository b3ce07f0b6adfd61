import Testing
import QuartzCore

@MainActor @Suite struct _ModuleClassCacheTests {
    final class AppLayer: CALayer {}

    @Test func theFrameworksOwnClassesAreInTheModuleAndAnAppsSubclassIsNot() {
        var cache = _ModuleClassCache(module: "QuartzCore")
        #expect(cache.isDeclaredInModule(CALayer.self))
        #expect(!cache.isDeclaredInModule(AppLayer.self))
        #expect(!cache.isDeclaredInModule(AppLayer.self))   // remembered answer
    }

    @Test func anAppsLayerSubclassIsHitTestedThroughItsOwnMethod() {
        #expect(_CALayerClassInfo.usesDefaultHitTest(CALayer()))
        #expect(!_CALayerClassInfo.usesDefaultHitTest(AppLayer()))
    }
}
