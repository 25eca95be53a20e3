#if !canImport(UIKit)
import Foundation
import PortableUIKit
import ContainmentTesting

/// Bar button items, navigation bars and images given hostile input (issue 19): item widths
/// that are not finite or negative (refused, `invalidBarUse`), huge fixed spaces, corrupt image
/// data (nil, never a trap), a custom view taken from another hierarchy (moved, as
/// `addSubview` moves it), nil titles everywhere, and a managed bar's items set directly.
extension HostileCatalog {
    static let bars: [HostileCase] =
        widthCases + fixedSpaceCases + imageDataCases + largeTitleCases + [
            HostileCase("bars/custom-view-from-another-hierarchy", .tolerated) { world in
                let (nav, root) = barScene(world)
                let elsewhere = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
                elsewhere.addSubview(custom)
                world.window.addSubview(elsewhere)
                root.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: custom)
                world.host.runUntilIdle()
                HostileChecks.expect(custom.superview !== elsewhere, "the custom view moved into the bar")
                HostileChecks.expect(custom.window === nav.view.window, "the custom view is on screen in the bar")
            },
            HostileCase("bars/nil-titles-everywhere", .tolerated) { world in
                let (nav, root) = barScene(world)
                let second = UIViewController()
                nav.pushViewController(second, animated: false)
                world.host.runUntilIdle()
                root.title = nil
                root.navigationItem.title = nil
                root.navigationItem.backButtonTitle = nil
                root.navigationItem.backBarButtonItem = UIBarButtonItem(title: nil)
                second.navigationItem.title = nil
                second.navigationItem.leftItemsSupplementBackButton = true
                second.navigationItem.leftBarButtonItems = [
                    UIBarButtonItem(title: nil), UIBarButtonItem(primaryAction: UIAction { _ in }),
                ]
                second.navigationItem.rightBarButtonItems = [
                    UIBarButtonItem(title: nil, image: nil), UIBarButtonItem(),
                ]
                world.host.runUntilIdle()
                nav.navigationBar.layoutIfNeeded()
            },
            HostileCase("bars/title-attributes-wrong-types", HostileCase.diagnosed(.invalidBarUse)) { world in
                let (nav, _) = barScene(world)
                nav.navigationBar.prefersLargeTitles = true
                nav.navigationBar.largeTitleTextAttributes = [.font: "Helvetica", .foregroundColor: 42]
                nav.navigationBar.titleTextAttributes = [.font: UIColor.red]
                world.host.runUntilIdle()
                HostileChecks.expect(nav.navigationBar.frame.height == 96, "the bar still shows its large title")
            },
            HostileCase("bars/managed-bar-set-items", HostileCase.diagnosed(.invalidBarUse)) { world in
                let (nav, _) = barScene(world)
                nav.navigationBar.items = []
                HostileChecks.expect(nav.navigationBar.items?.count == 1, "the managed bar keeps the stack's item")
            },
            HostileCase("bars/symbol-point-size-nan", .tolerated) { world in
                let image = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: .nan))
                HostileChecks.expect(image?.size.width.isFinite == true, "a NaN point size is unspecified")
                let view = UIImageView(image: image)
                world.window.addSubview(view)
            },
        ]

    @MainActor
    private static func barScene(_ world: HostileWorld) -> (UINavigationController, UIViewController) {
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        world.show(nav)
        return (nav, root)
    }

    private static let widthCases: [HostileCase] = HostileValues.all.map { name, value in
        let refused = !(value.isFinite && value >= 0)
        return HostileCase("bars/item-width-\(name)", refused ? HostileCase.diagnosed(.invalidBarUse) : .tolerated) {
            world in
            let (nav, root) = barScene(world)
            let item = UIBarButtonItem(title: "Edit")
            item.width = CGFloat(value)
            root.navigationItem.rightBarButtonItem = item
            world.host.runUntilIdle()
            nav.navigationBar.layoutIfNeeded()
            HostileChecks.expect(item.width.isFinite, "the width stays finite")
        }
    }

    /// A large-title bar following a scroll view whose inset or offset is hostile: the bar stays
    /// finite and at least 44 pt; non-finite values are refused by the scroll view.
    private static let largeTitleCases: [HostileCase] = HostileValues.all.flatMap { name, value in
        let refused = !value.isFinite
        let expectation = refused ? HostileCase.diagnosed(.invalidScrollGeometry) : .tolerated
        return ["inset", "offset"].map { property in
            HostileCase("bars/large-title-content-\(property)-\(name)", expectation) { world in
                let root = UIViewController()
                let list = UIScrollView()
                list.contentSize = CGSize(width: 320, height: 2000)
                list.alwaysBounceVertical = true
                root.view = list
                root.title = "Large"
                let nav = UINavigationController(rootViewController: root)
                nav.navigationBar.prefersLargeTitles = true
                world.show(nav)
                if property == "inset" {
                    list.contentInset = UIEdgeInsets(top: CGFloat(value), left: 0, bottom: 0, right: 0)
                } else {
                    list.contentOffset = CGPoint(x: 0, y: CGFloat(value))
                }
                world.host.runUntilIdle()
                nav.navigationBar.layoutIfNeeded()
                let height = nav.navigationBar.frame.height
                HostileChecks.expect(
                    height.isFinite && height >= 44, "the bar stays finite and at least 44 pt (\(height))")
                HostileChecks.expect(root.view.safeAreaInsets.top.isFinite, "the content's safe area stays finite")
            }
        }
    }

    private static let fixedSpaceCases: [HostileCase] = [("huge", 1e300), ("million", 1e6)].map { name, value in
        HostileCase("bars/fixed-space-\(name)", .tolerated) { world in
            let (nav, root) = barScene(world)
            root.navigationItem.leftBarButtonItems = [
                UIBarButtonItem.fixedSpace(CGFloat(value)), UIBarButtonItem(title: "A"),
            ]
            root.navigationItem.rightBarButtonItems = [UIBarButtonItem.fixedSpace(CGFloat(value))]
            world.host.runUntilIdle()
            nav.navigationBar.layoutIfNeeded()
        }
    }

    /// PNG and JPEG headers broken every way: nil, never a trap.
    private static let imageDataCases: [HostileCase] = {
        func be32(_ v: UInt32) -> [UInt8] {
            [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func png(_ w: UInt32, _ h: UInt32) -> [UInt8] {
            signature + be32(13) + Array("IHDR".utf8) + be32(w) + be32(h) + [8, 6, 0, 0, 0]
        }
        let inputs: [(String, [UInt8])] = [
            ("png-truncated-ihdr", Array(png(10, 10).prefix(19))),
            ("png-zero-width", png(0, 10)),
            ("png-huge-dimensions", png(0xFFFF_FFFF, 0xFFFF_FFFF)),
            ("png-signature-only", signature),
            ("png-wrong-chunk", signature + be32(13) + Array("IDAT".utf8) + be32(1) + be32(1)),
            ("jpeg-soi-only", [0xFF, 0xD8]),
            ("jpeg-bad-length", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01]),
            ("jpeg-sof-truncated", [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 8, 0]),
            ("random-bytes", (0..<64).map { UInt8(($0 * 37 + 11) & 0xFF) }),
        ]
        return inputs.map { name, bytes in
            HostileCase("bars/image-data-\(name)", .tolerated) { world in
                HostileChecks.expect(UIImage(data: Data(bytes)) == nil, "corrupt data gives nil")
                HostileChecks.expect(UIImage(data: Data(bytes), scale: .nan) == nil, "with any scale")
            }
        }
    }()
}
#endif
