import Foundation
import PortableUIKit

/// Seed 000's center page for the drawer scene: a title, a "Left Page Drawer" button (as in the
/// seed) that opens the left drawer, a small caption and a line the scene writes the visual state
/// in. Everything is left-aligned so that it still reads with a drawer half-open.
@MainActor
final class DrawerCenterPage: UIViewController {
    private let heading: String
    private let color: UIColor
    private let caption: String
    /// The line under the caption; the scene names the visual state in it.
    let styleLabel = UILabel()
    /// The animated menu button in the bar area: bars while closed, a cross while the left drawer opens.
    let menuButton = MenuButtonView(frame: CGRect(x: 14, y: 58, width: 44, height: 44))
    /// The "Left Page Drawer" button.
    private(set) var drawerButton: UIButton?
    /// What the "Left Page Drawer" button does (the scene opens the left drawer).
    var openLeftDrawer: () -> Void = {}

    init(_ heading: String, color: UIColor, caption: String) {
        self.heading = heading
        self.color = color
        self.caption = caption
        super.init(nibName: nil, bundle: nil)
        title = heading
    }

    required init?(coder: NSCoder) { nil }

    /// White status bar content over the page's strong colour (the drawer controller asks the
    /// center, or the open drawer, through `childForStatusBarStyle`).
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let width = view.bounds.width
        view.addShowcaseLabel(
            heading, frame: CGRect(x: 24, y: 150, width: width - 48, height: 48), size: 40, weight: .bold)
        let button = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Left Page Drawer") { [weak self] _ in
                self?.openLeftDrawer()
            })
        button.frame = CGRect(x: 24, y: 222, width: 200, height: 48)
        button.setTitleColor(color, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 18, weight: .semibold)
        button.backgroundColor = .white
        button.layer.cornerRadius = 24
        button.layer.cornerCurve = .continuous
        button.layer.masksToBounds = true
        view.addSubview(button)
        drawerButton = button
        view.addShowcaseLabel(
            caption, frame: CGRect(x: 24, y: 306, width: width - 48, height: 22), size: 15,
            color: UIColor(white: 1, alpha: 0.75))
        styleLabel.frame = CGRect(x: 24, y: 330, width: width - 48, height: 26)
        styleLabel.font = .systemFont(ofSize: 20, weight: .semibold)
        styleLabel.textColor = .white
        styleLabel.autoresizingMask = [.flexibleWidth]
        view.addSubview(styleLabel)
        view.addSubview(menuButton)
    }
}

/// A drawer for the drawer scene: a header and a list of menu entries, left-aligned so that
/// a half-open drawer still shows their first letters.
@MainActor
final class DrawerMenuPage: UIViewController {
    private let heading: String
    private let entries: [String]
    private let color: UIColor
    private let accent: UIColor

    init(_ heading: String, entries: [String], color: UIColor, accent: UIColor) {
        self.heading = heading
        self.entries = entries
        self.color = color
        self.accent = accent
        super.init(nibName: nil, bundle: nil)
        title = heading
    }

    required init?(coder: NSCoder) { nil }

    /// White status bar content over the page's strong colour (the drawer controller asks the
    /// center, or the open drawer, through `childForStatusBarStyle`).
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let width = view.bounds.width
        view.addShowcaseLabel(
            heading, frame: CGRect(x: 24, y: 80, width: width - 48, height: 40), size: 30, weight: .bold)
        for (index, entry) in entries.enumerated() {
            let row = UIView(frame: CGRect(x: 12, y: 150 + CGFloat(index) * 58, width: width - 24, height: 48))
            row.layer.cornerRadius = 12
            row.layer.cornerCurve = .continuous
            row.backgroundColor = index == 0 ? accent : UIColor(white: 1, alpha: 0.08)
            row.autoresizingMask = [.flexibleWidth]
            row.addShowcaseLabel(
                entry, frame: row.bounds.insetBy(dx: 14, dy: 0), size: 20, weight: index == 0 ? .semibold : .regular,
                autoresizing: [.flexibleWidth, .flexibleHeight])
            view.addSubview(row)
        }
    }
}
