import Foundation
import PortableUIKit

/// Issue 20's form, laid out entirely by Auto Layout: a vertical `UIStackView` of horizontal rows
/// in a rounded card under the navigation bar's large title "Account", pinned with anchors to the
/// root view's layout margins and safe area guides; advanced rows
/// that collapse while hidden; two equal buttons at the bottom of the safe area.
@MainActor
final class AccountFormController: UIViewController {
    let rows = UIStackView()
    let toggle = UIButton(type: .system)
    let buttons = UIStackView()
    private(set) var advancedRows: [UIView] = []
    /// Lines for the trace: what the engine decided, read after a layout pass.
    var onToggle: ((Bool) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
        view.backgroundColor = .systemGroupedBackground
        let card = UIView()
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        card.layer.cornerCurve = .continuous
        card.layer.masksToBounds = true
        rows.axis = .vertical
        rows.isLayoutMarginsRelativeArrangement = true
        rows.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let entries = [("Name", "Ada Lovelace"), ("Email", "ada@example.com"), ("Plan", "Pro")]
        for (index, entry) in entries.enumerated() {
            if index > 0 { rows.addArrangedSubview(Self.separator()) }
            rows.addArrangedSubview(Self.row(entry.0, entry.1))
        }
        for entry in [("Sync every", "15 minutes"), ("Region", "Europe")] {
            let separator = Self.separator(), row = Self.row(entry.0, entry.1)
            separator.isHidden = true
            row.isHidden = true
            rows.addArrangedSubview(separator)
            rows.addArrangedSubview(row)
            advancedRows += [separator, row]
        }
        card.addSubview(rows)

        toggle.setTitle("Show advanced", for: .normal)
        toggle.addAction(UIAction { [weak self] _ in self?.toggleAdvanced() }, for: .touchUpInside)

        buttons.axis = .horizontal
        buttons.distribution = .fillEqually
        buttons.spacing = 12
        for (title, color) in [("Cancel", UIColor.systemGray), ("Save", UIColor.systemBlue)] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.backgroundColor = color
            button.layer.cornerRadius = 12
            button.layer.cornerCurve = .continuous
            buttons.addArrangedSubview(button)
        }

        for subview in [card, toggle, buttons] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        rows.translatesAutoresizingMaskIntoConstraints = false
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 2),
            card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            rows.topAnchor.constraint(equalTo: card.topAnchor),
            rows.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            rows.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            rows.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            toggle.topAnchor.constraint(equalToSystemSpacingBelow: card.bottomAnchor, multiplier: 1),
            toggle.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            buttons.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            buttons.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            buttons.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
            buttons.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    /// Shows or hides the advanced rows; the stack view collapses them, animated.
    func toggleAdvanced() {
        let show = advancedRows.first?.isHidden ?? false
        UIView.animate(withDuration: 0.35) {
            for row in self.advancedRows { row.isHidden = !show }
            self.view.layoutIfNeeded()
        }
        toggle.setTitle(show ? "Hide advanced" : "Show advanced", for: .normal)
        onToggle?(show)
    }

    private static func row(_ title: String, _ value: String) -> UIStackView {
        let name = UILabel(), detail = UILabel()
        name.text = title
        name.font = .systemFont(ofSize: 17)
        name.textColor = .label
        detail.text = value
        detail.font = .systemFont(ofSize: 17)
        detail.textColor = .secondaryLabel
        detail.textAlignment = .right
        name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        let row = UIStackView(arrangedSubviews: [name, detail])
        row.axis = .horizontal
        row.spacing = 8
        row.alignment = .center
        row.heightAnchor.constraint(equalToConstant: 44).withPriority(.required - 1).isActive = true
        return row
    }

    private static func separator() -> UIView {
        let line = UIView()
        line.backgroundColor = .separator
        line.heightAnchor.constraint(equalToConstant: 0.5).withPriority(.required - 1).isActive = true
        return line
    }
}

private extension NSLayoutConstraint {
    /// The constraint at `priority`. Rows that can be hidden use 999, not 1000: a stack view
    /// collapses a hidden row with its own required `UISV-hiding` height of 0, and a required
    /// height would conflict with it, in UIKit as here (spec 17.17's log).
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
