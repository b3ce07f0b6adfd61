import Foundation

/// This process's resident memory, for the long runs of cycle tests (`ROCKHOPPER_LEAK_CYCLES`),
/// which print it after a warm-up and at the end.
public enum ResidentMemory {
    /// `VmRSS` in /proc/self/status, in kilobytes; 0 where there is no /proc.
    public static func kilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
