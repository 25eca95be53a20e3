import Foundation
import PortableUIKit

// Seed 000's sample (sascha/DrawerController condensed; docs/origins.md), as an app
// developer would write it today: UIKit's modern names (`addChild`, `didMove(toParent:)`,
// `sendSubviewToBack`) and `UIAction` where the seed used target/selector. Nothing here is
// PortableUIKit-specific: the same source compiles against UIKit.

/// The seed's types, kept under one name so they do not meet the library's `DrawerController`.
enum Seed000 {
    /// The seed's `DrawerPage`: a center page with a left page.
    final class DrawerPage: DrawerBase {
        init() { super.init(CenterPage(), LeftPage()) }
        required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    }

    /// The seed's `DrawerBase`.
    class DrawerBase: DrawerController {
        init(_ center: UIViewController, _ left: UIViewController) {
            super.init(centerViewController: center, leftDrawerViewController: left)
        }
        required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    }

    /// A page with a label and a button that toggles the drawer it is in.
    class Page: UIViewController {
        var label: UILabel!
        var button: UIButton!
        let text: String
        let buttonTitle: String

        init(text: String, buttonTitle: String) {
            self.text = text
            self.buttonTitle = buttonTitle
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            label = UILabel()
            label.frame = CGRect(x: 100, y: 100, width: 120, height: 50)
            label.text = text
            view.addSubview(label)
            button = UIButton(type: .system)
            button.frame = CGRect(x: 120, y: 150, width: 120, height: 50)
            button.setTitle(buttonTitle, for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.toggleDrawer() }, for: .touchUpInside)
            view.addSubview(button)
        }

        /// The seed reached its drawer through a global; a page asks its parent instead.
        func toggleDrawer() {
            (parent as? DrawerController)?.toggleLeftDrawerSide(animated: true, completion: nil)
        }
    }

    /// The seed's `LeftPage`.
    final class LeftPage: Page {
        init() { super.init(text: "Left", buttonTitle: "Close") }
        required init?(coder: NSCoder) { nil }
    }

    /// The seed's `CenterPage`.
    final class CenterPage: Page {
        init() { super.init(text: "Center", buttonTitle: "Left Page Drawer") }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            button.backgroundColor = .blue
        }
    }

    /// The seed's drawer container, line for line apart from modern names.
    class DrawerController: UIViewController {
        enum DrawerSide: Int {
            case center
            case left
        }

        static let defaultWidth: CGFloat = 210
        static let defaultShadowRadius: CGFloat = 10
        static let defaultShadowOpacity: Float = 0.8

        private(set) var centerViewController: UIViewController?
        private(set) var leftDrawerViewController: UIViewController?
        private(set) var leftDrawerWidth = DrawerController.defaultWidth
        var shadowRadius = DrawerController.defaultShadowRadius
        var shadowOpacity = DrawerController.defaultShadowOpacity

        private(set) lazy var childControllerContainerView: UIView = {
            let container = UIView(frame: view.bounds)
            view.addSubview(container)
            return container
        }()

        private(set) lazy var centerContainerView: UIView = {
            let centerContainerView = UIView(frame: childControllerContainerView.bounds)
            centerContainerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            centerContainerView.backgroundColor = .clear
            childControllerContainerView.addSubview(centerContainerView)
            return centerContainerView
        }()

        private(set) var openSide: DrawerSide = .center {
            didSet {
                if openSide == .center { leftDrawerViewController?.view.isHidden = true }
                setNeedsStatusBarAppearanceUpdate()
            }
        }

        required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

        init(centerViewController: UIViewController, leftDrawerViewController: UIViewController?) {
            super.init(nibName: nil, bundle: nil)
            setCenter(centerViewController)
            setDrawer(leftDrawerViewController, for: .left)
        }

        private func updateShadowForCenterView() {
            centerContainerView.layer.masksToBounds = false
            centerContainerView.layer.shadowRadius = shadowRadius
            centerContainerView.layer.shadowOpacity = shadowOpacity
            if let shadowPath = centerContainerView.layer.shadowPath {
                if !shadowPath.boundingBoxOfPath.equalTo(centerContainerView.bounds) {
                    centerContainerView.layer.shadowPath = UIBezierPath(rect: centerContainerView.bounds).cgPath
                }
            } else {
                centerContainerView.layer.shadowPath = UIBezierPath(rect: centerContainerView.bounds).cgPath
            }
        }

        func toggleLeftDrawerSide(animated: Bool, completion: ((Bool) -> Void)?) {
            toggleDrawerSide(.left, animated: animated, completion: completion)
        }

        func toggleDrawerSide(_ drawerSide: DrawerSide, animated: Bool, completion: ((Bool) -> Void)?) {
            guard drawerSide != .center else { return }
            if openSide == .center {
                openDrawerSide(drawerSide, completion: completion)
            } else if drawerSide == .left, openSide == .left {
                closeDrawer(animated: animated, completion: completion)
            } else {
                completion?(false)
            }
        }

        private func openDrawerSide(_ drawerSide: DrawerSide, completion: ((Bool) -> Void)?) {
            if let drawer = leftDrawerViewController {
                drawer.view.isHidden = false
                var frame = view.frame
                frame.size.width = leftDrawerWidth
                drawer.view.frame = frame
            }
            var centerFrame = centerContainerView.frame
            centerFrame.origin.x = leftDrawerWidth
            centerContainerView.frame = centerFrame
            openSide = drawerSide
        }

        private func setDrawer(_ drawer: UIViewController?, for drawerSide: DrawerSide) {
            guard leftDrawerViewController !== drawer else { return }
            leftDrawerViewController = drawer
            guard let drawer else { return }
            addChild(drawer)
            drawer.didMove(toParent: self)
            childControllerContainerView.addSubview(drawer.view)
            childControllerContainerView.sendSubviewToBack(drawer.view)
            drawer.view.isHidden = true
        }

        private func setCenter(_ center: UIViewController?) {
            centerViewController = center
            guard let center else { return }
            addChild(center)
            center.didMove(toParent: self)
            centerContainerView.addSubview(center.view)
            center.view.frame = centerContainerView.bounds
            updateShadowForCenterView()
        }

        func closeDrawer(animated: Bool, completion: ((Bool) -> Void)?) {
            setNeedsStatusBarAppearanceUpdate()
            centerContainerView.frame = childControllerContainerView.bounds
            openSide = .center
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .black
        }
    }
}
