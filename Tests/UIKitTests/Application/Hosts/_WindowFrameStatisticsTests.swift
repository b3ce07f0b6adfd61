import Foundation
import Testing
@testable import UIKit

/// The window host's frame measurements: drops count only while the app wanted frames, latency
/// and frame times are kept for presented frames, and the report names every measure.
@Suite struct _WindowFrameStatisticsTests {
    let interval = 1.0 / 60

    @Test func aFrameStartingTwoIntervalsAfterABusyFrameDropsOne() {
        var stats = _WindowFrameStatistics(frameInterval: interval, capacity: 8)
        stats.frameStarted(at: 0)
        stats.frameEnded(at: 0.005, presented: true, uploadTime: 0.001, pixels: 100, inputLatency: nil, leftWork: true)
        stats.frameStarted(at: interval)
        stats.frameEnded(at: interval + 0.005, presented: true, uploadTime: 0.001, pixels: 100, inputLatency: nil, leftWork: true)
        stats.frameStarted(at: 3 * interval)
        stats.frameEnded(at: 3 * interval + 0.005, presented: true, uploadTime: 0.001, pixels: 100, inputLatency: nil, leftWork: false)
        #expect(stats.framesRun == 3)
        #expect(stats.framesWanted == 3)
        #expect(stats.framesDropped == 1)
    }

    @Test func aGapAfterAnIdleFrameIsNotADrop() {
        var stats = _WindowFrameStatistics(frameInterval: interval, capacity: 8)
        stats.frameStarted(at: 0)
        stats.frameEnded(at: 0.005, presented: true, uploadTime: 0, pixels: 0, inputLatency: nil, leftWork: false)
        stats.frameStarted(at: 2.0)
        stats.frameEnded(at: 2.005, presented: false, uploadTime: 0, pixels: 0, inputLatency: nil, leftWork: false)
        #expect(stats.framesDropped == 0)
        #expect(stats.framesWanted == 0)
    }

    @Test func onlyPresentedFramesGiveFrameTimesAndLatencies() {
        var stats = _WindowFrameStatistics(frameInterval: interval, capacity: 8)
        stats.frameStarted(at: 1)
        stats.frameEnded(at: 1.004, presented: true, uploadTime: 0.001, pixels: 2_000, inputLatency: 0.010, leftWork: false)
        stats.frameStarted(at: 2)
        stats.frameEnded(at: 2.001, presented: false, uploadTime: 0, pixels: 0, inputLatency: nil, leftWork: false)
        #expect(stats.framesPresented == 1)
        #expect(stats.frameTimes.count == 1)
        #expect(abs(stats.frameTimes[0] - 0.004) < 1e-9)
        #expect(stats.latencies == [0.010])
        #expect(stats.pixelsUploaded == 2_000)
    }

    @Test func samplesStopAtTheCapacitySoRecordingNeverGrowsTheArrays() {
        var stats = _WindowFrameStatistics(frameInterval: interval, capacity: 4)
        for i in 0..<10 {
            stats.frameStarted(at: Double(i) * interval)
            stats.frameEnded(at: Double(i) * interval + 0.001, presented: true, uploadTime: 0, pixels: 1,
                             inputLatency: 0.001, leftWork: true)
        }
        #expect(stats.framesPresented == 10)
        #expect(stats.frameTimes.count == 4)
        #expect(stats.latencies.count == 4)
    }

    @Test func percentilesUseTheNearestRank() {
        let samples: [TimeInterval] = [5, 1, 4, 2, 3]
        #expect(_WindowFrameStatistics.percentile(0.5, of: samples) == 3)
        #expect(_WindowFrameStatistics.percentile(0.9, of: samples) == 5)
        #expect(_WindowFrameStatistics.percentile(0.5, of: []) == 0)
        #expect(_WindowFrameStatistics.mean(samples) == 3)
    }

    @Test func theReportNamesEveryMeasure() {
        var stats = _WindowFrameStatistics(frameInterval: interval, capacity: 4)
        stats.frameStarted(at: 0)
        stats.frameEnded(at: 0.002, presented: true, uploadTime: 0.001, pixels: 10, inputLatency: 0.0167, leftWork: false)
        let report = stats.report
        for measure in ["frames dropped: 0 of 0 wanted", "frame time: mean 2.00 ms", "input-to-present latency: 1 samples",
                        "1.00 frames", "10 pixels per presented frame", "at 60 Hz"] {
            #expect(report.contains(measure), "\(measure) in \(report)")
        }
    }
}
