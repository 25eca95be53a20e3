#if !canImport(UIKit)
import Foundation

/// A time interval in seconds (Core Foundation's `CFTimeInterval`). Foundation on Linux does not
/// re-export Core Foundation, so PortableUIKit declares the name, as the same type (`Double`).
public typealias CFTimeInterval = Double
#endif
