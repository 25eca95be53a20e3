import Foundation
import PortableUIKit
import Containment

/// The Inbox tab's root (its navigation controller carries the tab bar item): a plain list of messages under a navigation bar with a large
/// title and a compose button; a row pushes the message, which hides the tab bar (`hidesBottomBarWhenPushed`).
@MainActor
final class InboxListController: UITableViewController {
    static let senders = [
        "Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra", "Barbara Liskov",
        "Donald Knuth", "Margaret Hamilton", "John Backus", "Frances Allen", "Ken Thompson",
        "Radia Perlman", "Niklaus Wirth", "Leslie Lamport", "Tony Hoare",
    ]
    /// Called with each pushed message, so the scene can watch it.
    var onPush: ((UIViewController) -> Void)?

    init() {
        super.init(style: .plain)
        title = "Inbox"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .compose)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.rowHeight = 64
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.senders.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = Self.senders[indexPath.row]
        content.secondaryText = "Re: the appearance callbacks, message \(indexPath.row + 1)"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let message = MessageController(sender: Self.senders[indexPath.row])
        onPush?(message)
        navigationController?.pushViewController(message, animated: true)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

/// A pushed message: hides the tab bar while it is on top; its title stays inline (`.never`).
@MainActor
final class MessageController: UIViewController {
    private let sender: String

    init(sender: String) {
        self.sender = sender
        super.init(nibName: nil, bundle: nil)
        title = sender
        hidesBottomBarWhenPushed = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .reply)
        navigationItem.largeTitleDisplayMode = .never
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let width = view.bounds.width
        content.frame = CGRect(x: 0, y: 0, width: width, height: 140)
        content.autoresizingMask = [.flexibleWidth]
        content.addShowcaseLabel(
            sender, frame: CGRect(x: 20, y: 24, width: width - 40, height: 30), size: 22,
            weight: .semibold, color: .label)
        content.addShowcaseLabel(
            "hidesBottomBarWhenPushed: the tab bar slides out with the push and back with the pop.",
            frame: CGRect(x: 20, y: 64, width: width - 40, height: 72), size: 17, color: .secondaryLabel
        )
        .numberOfLines = 0
        view.addSubview(content)
    }

    /// The text starts below the navigation bar, which the view extends under.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        content.frame.origin.y = view.safeAreaInsets.top
    }

    private let content = UIView()
}

/// The Library tab: a DrawerController whose center is a PagingController of three cards, with
/// a menu drawer on the left (Containment's containers inside UIKit's tab bar controller).
@MainActor
final class LibraryPages: PagingControllerDataSource {
    let cards = [
        CardController("Books", color: .systemIndigo), CardController("Papers", color: .systemTeal),
        CardController("Talks", color: .systemOrange),
    ]
    func numberOfPages(in pagingController: PagingController) -> Int { cards.count }
    func pagingController(_ pagingController: PagingController, viewControllerForPageAt index: Int) -> UIViewController?
    {
        cards.indices.contains(index) ? cards[index] : nil
    }
}

/// The Profile tab: an Edit Profile button that presents a page sheet with two detents.
@MainActor
final class ProfileTabController: UIViewController {
    /// Called with the navigation controller the button presents.
    var onPresent: ((UIViewController) -> Void)?
    private(set) var editButton: UIButton?

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Profile"
        tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person.crop.circle"), tag: 2)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let width = view.bounds.width
        let avatar = UIView(frame: CGRect(x: (width - 96) / 2, y: 110, width: 96, height: 96))
        avatar.backgroundColor = .systemIndigo
        avatar.layer.cornerRadius = 48
        avatar.layer.cornerCurve = .continuous
        avatar.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        avatar.addShowcaseLabel("AL", frame: avatar.bounds, size: 36, weight: .bold, alignment: .center)
        view.addSubview(avatar)
        view.addShowcaseLabel(
            "Ada Lovelace", frame: CGRect(x: 20, y: 222, width: width - 40, height: 32), size: 26,
            weight: .bold, color: .label, alignment: .center)
        let button = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Edit Profile") { [weak self] _ in
                self?.presentEditor()
            })
        button.frame = CGRect(x: (width - 200) / 2, y: 280, width: 200, height: 50)
        button.backgroundColor = .systemIndigo
        button.setTitleColor(.white, for: .normal)
        button.layer.cornerRadius = 14
        button.layer.cornerCurve = .continuous
        button.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        view.addSubview(button)
        editButton = button
    }

    /// Presents the editor in a navigation controller as a page sheet at the medium detent.
    func presentEditor() {
        let editor = EditProfileController()
        let navigation = UINavigationController(rootViewController: editor)
        navigation.modalPresentationStyle = .pageSheet
        if let sheet = navigation.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        onPresent?(navigation)
        present(navigation, animated: true)
    }
}

/// The sheet's content: Cancel and Done dismiss it.
@MainActor
final class EditProfileController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Edit Profile"
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel,
            primaryAction: UIAction { [weak self] _ in
                self?.dismiss(animated: true)
            })
        let done = UIBarButtonItem(
            systemItem: .done,
            primaryAction: UIAction { [weak self] _ in
                self?.dismiss(animated: true)
            })
        navigationItem.rightBarButtonItem = done
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let width = view.bounds.width
        fields.frame = CGRect(x: 0, y: 0, width: width, height: 20 + 3 * 56)
        fields.autoresizingMask = [.flexibleWidth]
        view.addSubview(fields)
        for (index, field) in ["Name: Ada Lovelace", "Handle: @ada", "Bio: first programmer"].enumerated() {
            let row = UIView(frame: CGRect(x: 16, y: 20 + CGFloat(index) * 56, width: width - 32, height: 48))
            row.backgroundColor = .secondarySystemGroupedBackground
            row.layer.cornerRadius = 10
            row.layer.cornerCurve = .continuous
            row.autoresizingMask = [.flexibleWidth]
            row.addShowcaseLabel(
                field, frame: row.bounds.insetBy(dx: 14, dy: 0), size: 17, color: .label,
                autoresizing: [.flexibleWidth, .flexibleHeight])
            fields.addSubview(row)
        }
    }

    /// The fields start below the navigation bar, which the view extends under.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        fields.frame.origin.y = view.safeAreaInsets.top
    }

    private let fields = UIView()
}
