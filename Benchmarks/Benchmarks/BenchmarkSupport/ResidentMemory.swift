import Foundation

/// The process's resident set size in KiB (the second field of /proc/self/statm, in pages); -1
/// where /proc is not readable. The memory-flatness benchmarks read it before and after a run.
public func residentKiB() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return -1 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return -1 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}
