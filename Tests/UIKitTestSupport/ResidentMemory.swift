import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// This process's resident memory, for the long runs of cycle tests (`ROCKHOPPER_LEAK_CYCLES`),
/// which print it after a warm-up and at the end.
public enum ResidentMemory {
    /// glibc's `malloc_trim` (not in the Glibc module's headers), where there is one.
    nonisolated(unsafe) private static let trimHeap: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
        return nil
        #endif
    }()

    /// How much resident memory grows, in kilobytes, over `body`; when that is `bound` or more,
    /// `body` runs again and the second growth counts. A leak grows memory in both runs; memory
    /// that tests running alongside happen to hold at the end of the first (48 MB seen in a full
    /// run) is not held at both ends of the second as well.
    @MainActor
    public static func growth(retryingAbove bound: Int, _ body: () -> Void) -> Int {
        var start = kilobytes()
        body()
        let first = kilobytes() - start
        if first < bound { return first }
        start = kilobytes()
        body()
        return kilobytes() - start
    }

    /// `VmRSS` in /proc/self/status, in kilobytes; 0 where there is no /proc.
    ///
    /// Memory the allocator holds free is given back first (`malloc_trim`), so what is counted is
    /// memory in use: freed blocks that other tests running alongside leave in the heap's arenas
    /// moved it by up to 30 MB between two readings, while a leak stays in use and is counted.
    public static func kilobytes() -> Int {
        trimHeap?(0)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
