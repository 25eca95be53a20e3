#if !canImport(UIKit)
// The diagnostics channel was called `ContainmentDiagnostics` before it was named for the module
// it lives in; these names keep code written against the old ones compiling.

/// The former name of ``PortableUIKitDiagnostics``.
@available(*, deprecated, renamed: "PortableUIKitDiagnostics")
public typealias ContainmentDiagnostics = PortableUIKitDiagnostics

/// The former name of ``PortableUIKitDiagnostic``.
@available(*, deprecated, renamed: "PortableUIKitDiagnostic")
public typealias ContainmentDiagnostic = PortableUIKitDiagnostic
#endif
