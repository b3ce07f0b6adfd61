import Foundation

/// What a window host measures about its frames when asked (`ROCKHOPPER_FRAME_STATS=1`), printed
/// when the app ends: frames run and presented, frames dropped while the app wanted one every
/// refresh, input-to-present latency, the time each frame took and the pixels it uploaded. Pure
/// (the host passes in the times), so its arithmetic is tested without a window. Not API.
///
/// - **Dropped frames**: after a frame that left work pending (an animation, a fling, a held
///   touch), the next should start one `frameInterval` later; each further interval missed is a
///   dropped frame. Gaps after idle frames are not drops.
/// - **Latency**: from the earliest input event's SDL timestamp handled in a frame to that frame's
///   present call, for frames whose input changed pixels.
/// - **Frame time**: from the frame's start to the present call returning (the frame's work, the
///   texture upload and the present).
///
/// Samples go into arrays reserved up front (`capacity`, ten minutes at 60 Hz); beyond that only
/// the counters grow, so recording never allocates per frame.
struct _WindowFrameStatistics {
    /// Seconds between frames the display asks for.
    let frameInterval: TimeInterval
    /// The most samples of each kind kept.
    let capacity: Int
    private(set) var framesRun = 0
    private(set) var framesPresented = 0
    private(set) var framesDropped = 0
    /// Frames that followed a frame with pending work (dropped ones included): the frames the
    /// app wanted.
    private(set) var framesWanted = 0
    private(set) var pixelsUploaded = 0
    private(set) var frameTimes: [TimeInterval] = []
    private(set) var uploadTimes: [TimeInterval] = []
    private(set) var latencies: [TimeInterval] = []
    private var lastFrameStart: TimeInterval?
    private var lastFrameLeftWork = false

    init(frameInterval: TimeInterval, capacity: Int = 36_000) {
        self.frameInterval = frameInterval
        self.capacity = capacity
        frameTimes.reserveCapacity(capacity)
        uploadTimes.reserveCapacity(capacity)
        latencies.reserveCapacity(capacity)
    }

    /// A frame started at `start` (seconds, the host's clock).
    mutating func frameStarted(at start: TimeInterval) {
        framesRun += 1
        if lastFrameLeftWork, let last = lastFrameStart {
            let intervals = max(1, Int(((start - last) / frameInterval).rounded()))
            framesWanted += intervals
            framesDropped += intervals - 1
        }
        lastFrameStart = start
    }

    /// The frame that started last ended at `end`; `presented` when it presented, after
    /// `uploadTime` seconds uploading `pixels` pixels; `inputLatency` when input handled in it
    /// changed pixels; `leftWork` when the app wants another frame.
    mutating func frameEnded(at end: TimeInterval, presented: Bool, uploadTime: TimeInterval, pixels: Int,
                             inputLatency: TimeInterval?, leftWork: Bool) {
        lastFrameLeftWork = leftWork
        guard presented, let start = lastFrameStart else { return }
        framesPresented += 1
        pixelsUploaded += pixels
        if frameTimes.count < capacity {
            frameTimes.append(end - start)
            uploadTimes.append(uploadTime)
        }
        if let inputLatency, latencies.count < capacity { latencies.append(inputLatency) }
    }

    /// The `p`-th percentile (0…1) of `samples`, nearest rank; 0 without samples.
    static func percentile(_ p: Double, of samples: [TimeInterval]) -> TimeInterval {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let rank = min(sorted.count - 1, max(0, Int((p * Double(sorted.count)).rounded(.up)) - 1))
        return sorted[rank]
    }

    /// The mean of `samples`; 0 without samples.
    static func mean(_ samples: [TimeInterval]) -> TimeInterval {
        samples.isEmpty ? 0 : samples.reduce(0, +) / Double(samples.count)
    }

    /// The report, one line per measure, in milliseconds and frames.
    var report: String {
        func ms(_ seconds: TimeInterval) -> String { String(format: "%.2f ms", seconds * 1000) }
        func frames(_ seconds: TimeInterval) -> String { String(format: "%.2f frames", seconds / frameInterval) }
        let p = Self.percentile
        return """
        frame statistics: \(framesRun) frames run, \(framesPresented) presented at \(String(format: "%.0f", 1 / frameInterval)) Hz
        frames dropped: \(framesDropped) of \(framesWanted) wanted
        frame time: mean \(ms(Self.mean(frameTimes))), p50 \(ms(p(0.5, frameTimes))), p90 \(ms(p(0.9, frameTimes))), max \(ms(frameTimes.max() ?? 0))
        upload time: mean \(ms(Self.mean(uploadTimes))), p90 \(ms(p(0.9, uploadTimes))); \(framesPresented == 0 ? 0 : pixelsUploaded / framesPresented) pixels per presented frame
        input-to-present latency: \(latencies.count) samples, p50 \(ms(p(0.5, latencies))) (\(frames(p(0.5, latencies)))), p90 \(ms(p(0.9, latencies))) (\(frames(p(0.9, latencies)))), max \(ms(latencies.max() ?? 0))
        """
    }
}
