import Foundation
import PortableUIKit

/// A child for the demos: a rounded, coloured card with a big title.
@MainActor
final class CardController: UIViewController {
    private let color: UIColor
    private let heading: String

    init(_ heading: String, color: UIColor) {
        self.heading = heading
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = heading
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        view.layer.cornerRadius = 28
        view.layer.masksToBounds = true
        let label = UILabel(frame: view.bounds)
        label.text = heading
        label.font = .systemFont(ofSize: 34, weight: .bold)
        label.textColor = .white
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
    }
}
