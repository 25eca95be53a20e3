import Foundation
import PortableUIKit

/// The profile scene's header: a cover band, a round avatar with initials, the name and handle,
/// a "Follow" button, and a 44 pt band at the bottom for the tabs. Everything but the cover is
/// tied to the bottom edge, so when the controller stretches the header on a pull-down the
/// cover grows and the rest stays put. A compact bar (the name on the cover's colour) sits
/// right above the tab band, `compactBarHeight` high (the status bar's height), and fades in
/// as the header pins, so the pinned header reads as a navigation bar.
@MainActor
final class ProfileHeaderView: UIView {
    static let height: CGFloat = 300
    static let tabBandHeight: CGFloat = 44
    static let coverColor = UIColor(red: 0.24, green: 0.25, blue: 0.62, alpha: 1)

    /// The band at the bottom where the tabs go.
    let tabBand = UIView()
    let followButton = UIButton(type: .system)
    private let compactBar = UIView()

    init(name: String, initials: String, handle: String, width: CGFloat, compactBarHeight: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: Self.height))
        backgroundColor = .systemBackground
        let bottom: UIView.AutoresizingMask = [.flexibleTopMargin, .flexibleWidth]

        let cover = ProfileCoverView(frame: CGRect(x: 0, y: 0, width: width, height: 150))
        cover.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(cover)

        let avatar = UIView(frame: CGRect(x: 20, y: 104, width: 88, height: 88))
        avatar.backgroundColor = .systemOrange
        avatar.layer.cornerRadius = 44
        avatar.layer.cornerCurve = .continuous
        avatar.layer.masksToBounds = true
        avatar.layer.borderWidth = 4
        avatar.layer.borderColor = UIColor.systemBackground.cgColor
        avatar.autoresizingMask = [.flexibleTopMargin]
        avatar.addShowcaseLabel(
            initials, frame: avatar.bounds, size: 32, weight: .bold, alignment: .center,
            autoresizing: [.flexibleWidth, .flexibleHeight])
        addSubview(avatar)

        followButton.frame = CGRect(x: width - 120, y: 160, width: 100, height: 34)
        followButton.setTitle("Follow", for: .normal)
        followButton.setTitleColor(.white, for: .normal)
        followButton.titleLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
        followButton.backgroundColor = .systemBlue
        followButton.layer.cornerRadius = 17
        followButton.layer.cornerCurve = .continuous
        followButton.autoresizingMask = [.flexibleTopMargin, .flexibleLeftMargin]
        followButton.addAction(UIAction { [weak self] _ in self?.toggleFollowing() }, for: .touchUpInside)
        addSubview(followButton)

        addShowcaseLabel(
            name, frame: CGRect(x: 20, y: 202, width: width - 40, height: 28), size: 22, weight: .bold,
            color: .label, autoresizing: bottom)
        addShowcaseLabel(
            handle, frame: CGRect(x: 20, y: 230, width: width - 40, height: 20), size: 15,
            color: .secondaryLabel, autoresizing: bottom)

        compactBar.frame = CGRect(
            x: 0, y: Self.height - Self.tabBandHeight - compactBarHeight,
            width: width, height: compactBarHeight)
        compactBar.backgroundColor = Self.coverColor
        compactBar.autoresizingMask = bottom
        compactBar.alpha = 0
        compactBar.addShowcaseLabel(
            name, frame: CGRect(x: 20, y: max(compactBarHeight - 34, 0), width: width - 40, height: 26),
            size: 17, weight: .semibold, alignment: .center)
        addSubview(compactBar)

        tabBand.frame = CGRect(x: 0, y: Self.height - Self.tabBandHeight, width: width, height: Self.tabBandHeight)
        tabBand.backgroundColor = .systemBackground
        tabBand.autoresizingMask = bottom
        let hairline = UIView(frame: CGRect(x: 0, y: Self.tabBandHeight - 0.5, width: width, height: 0.5))
        hairline.backgroundColor = .separator
        hairline.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        tabBand.addSubview(hairline)
        addSubview(tabBand)
    }

    required init?(coder: NSCoder) { nil }

    /// Fades the compact bar in over the last quarter of the collapse.
    func show(collapseProgress: CGFloat) {
        let alpha = min(max((collapseProgress - 0.75) / 0.25, 0), 1)
        if compactBar.alpha != alpha { compactBar.alpha = alpha }
    }

    private func toggleFollowing() {
        let following = followButton.title(for: .normal) == "Following"
        followButton.setTitle(following ? "Follow" : "Following", for: .normal)
        followButton.setTitleColor(following ? .white : .systemBlue, for: .normal)
        followButton.backgroundColor = following ? .systemBlue : .systemBackground
        followButton.layer.borderWidth = following ? 0 : 1
        followButton.layer.borderColor = UIColor.systemBlue.cgColor
    }
}
