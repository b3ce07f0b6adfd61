import Testing
@testable import QuartzCore

@MainActor @Suite struct _ModuleClassCacheTests {
    final class AppLayer: CALayer {}

    @Test func theFrameworksOwnClassesAreInTheModuleAndAnAppsSubclassIsNot() {
        var cache = _ModuleClassCache(module: "QuartzCore")
        let framework = cache.isDeclaredInModule(CALayer.self)
        let app = cache.isDeclaredInModule(AppLayer.self)
        let appAgain = cache.isDeclaredInModule(AppLayer.self)   // the remembered answer
        #expect(framework)
        #expect(!app)
        #expect(!appAgain)
    }

    @Test func anAppsLayerSubclassIsHitTestedThroughItsOwnMethod() {
        #expect(_CALayerClassInfo.usesDefaultHitTest(CALayer()))
        #expect(!_CALayerClassInfo.usesDefaultHitTest(AppLayer()))
    }
}
