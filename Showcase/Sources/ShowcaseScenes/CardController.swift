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
        view.layer.cornerCurve = .continuous
        view.layer.masksToBounds = true
        view.addShowcaseLabel(
            heading, frame: view.bounds, size: 34, weight: .bold, alignment: .center,
            autoresizing: [.flexibleWidth, .flexibleHeight])
    }
}
