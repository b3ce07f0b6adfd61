import Foundation

// `CAKeyframeAnimation`'s SPI: the package members other modules of Rockhopper use (see docs/API.md,
// "Access levels"). Stored properties stay in the type's declaration.
extension CAKeyframeAnimation {
    /// The keyframe timing for resolved values.
    package func _timing(for vectors: [_AnimVector]) -> _KeyframeTiming {
        var lengths: [Double] = []
        for i in vectors.indices.dropFirst() {
            let d = vectors[i] - vectors[i - 1]
            lengths.append((d * d).sum().squareRoot())
        }
        func doubles(_ numbers: [NSNumber]?) -> [Double]? { numbers?.map(\.doubleValue) }
        return _KeyframeTiming(mode: calculationMode, valueCount: vectors.count, keyTimes: doubles(keyTimes),
                               timingFunctions: timingFunctions, timingFunction: timingFunction,
                               segmentLengths: lengths, tensionValues: doubles(tensionValues),
                               continuityValues: doubles(continuityValues), biasValues: doubles(biasValues))
    }
}
