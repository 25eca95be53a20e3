import Foundation
#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// One lifecycle callback as ``LifecycleRecorder`` receives it, whichever platform delivered it:
/// PortableUIKit's observation hooks on Linux, the Objective-C runtime interception on Darwin
/// (`UIKitCallbackInterception`).
enum ObservedCallback {
    case viewDidLoad
    case willMove(toParent: UIViewController?)
    case didMove(toParent: UIViewController?)
    case viewWillAppear(animated: Bool)
    case viewIsAppearing(animated: Bool)
    case viewDidAppear(animated: Bool)
    case viewWillDisappear(animated: Bool)
    case viewDidDisappear(animated: Bool)
    case viewWillLayoutSubviews
    case viewDidLayoutSubviews
    case didReceiveMemoryWarning

    /// Whether this is one of the five appearance callbacks (they carry the moving flags).
    var isAppearance: Bool {
        switch self {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: true
        default: false
        }
    }

    /// Whether this is `viewWillLayoutSubviews` or `viewDidLayoutSubviews`.
    var isLayout: Bool {
        switch self {
        case .viewWillLayoutSubviews, .viewDidLayoutSubviews: true
        default: false
        }
    }

    /// The callback as a trace writes it, e.g. `viewWillAppear(false)` or
    /// `willMove(toParent: P)`, naming a parent with `name`.
    @MainActor
    func text(naming name: (UIViewController?) -> String) -> String {
        switch self {
        case .viewDidLoad: "viewDidLoad"
        case .willMove(let parent): "willMove(toParent: \(name(parent)))"
        case .didMove(let parent): "didMove(toParent: \(name(parent)))"
        case .viewWillAppear(let animated): "viewWillAppear(\(animated))"
        case .viewIsAppearing(let animated): "viewIsAppearing(\(animated))"
        case .viewDidAppear(let animated): "viewDidAppear(\(animated))"
        case .viewWillDisappear(let animated): "viewWillDisappear(\(animated))"
        case .viewDidDisappear(let animated): "viewDidDisappear(\(animated))"
        case .viewWillLayoutSubviews: "viewWillLayoutSubviews"
        case .viewDidLayoutSubviews: "viewDidLayoutSubviews"
        case .didReceiveMemoryWarning: "didReceiveMemoryWarning"
        }
    }
}
