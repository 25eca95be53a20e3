#if !canImport(UIKit)
import Foundation
import PortableUIKit

/// Sheets configured with hostile values (issue 19): custom detent resolvers returning NaN or
/// infinities, an empty `detents` array, identifiers no detent has, absurd corner radii, and
/// hostile drags. UIKit requires at least one detent and unique identifiers: those, NaN values and
/// non-finite or negative radii are reported (`invalidSheetConfiguration`) and repaired or
/// refused; infinite and out-of-range detent values are clamped silently, as a layout value is.
extension HostileCatalog {
    static let sheets: [HostileCase] = detentValueCases + configurationCases + radiusCases + dragCases

    /// A presenter at the root and a page sheet configured by `configure`, presented and settled.
    @MainActor
    private static func presentSheet(_ world: HostileWorld, _ configure: (UISheetPresentationController) -> Void)
        -> UIViewController
    {
        let presenter = UIViewController()
        world.show(presenter)
        let presented = UIViewController()
        presented.modalPresentationStyle = .pageSheet
        if let sheet = presented.sheetPresentationController { configure(sheet) }
        presenter.present(presented, animated: true)
        world.host.runUntilIdle()
        return presented
    }

    @MainActor
    private static func cardFrame(_ presented: UIViewController) -> CGRect {
        presented.viewIfLoaded?.superview?.frame ?? .null
    }

    @MainActor
    private static func expectFiniteCard(_ presented: UIViewController) {
        let frame = cardFrame(presented)
        HostileChecks.expect(
            [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite),
            "the card's frame is finite, not \(frame)")
    }

    private static let detentValueCases: [HostileCase] = HostileValues.all.map { name, value in
        HostileCase(
            "sheet/custom-detent-\(name)", value.isNaN ? HostileCase.diagnosed(.invalidSheetConfiguration) : .tolerated
        ) { world in
            let presented = presentSheet(world) { sheet in
                sheet.detents = [.custom { _ in CGFloat(value) }, .large()]
            }
            expectFiniteCard(presented)
            presented.sheetPresentationController?.invalidateDetents()
            world.host.runUntilIdle()
            expectFiniteCard(presented)
        }
    }

    private static let configurationCases: [HostileCase] = [
        HostileCase("sheet/empty-detents", HostileCase.diagnosed(.invalidSheetConfiguration)) { world in
            let presented = presentSheet(world) { $0.detents = [] }
            HostileChecks.expect(
                presented.sheetPresentationController?.detents.map(\.identifier) == [.large],
                "an empty detents array falls back to [.large()]")
            expectFiniteCard(presented)
        },
        HostileCase("sheet/unknown-selected-detent", HostileCase.diagnosed(.invalidSheetConfiguration)) { world in
            let presented = presentSheet(world) { sheet in
                sheet.detents = [.medium(), .large()]
                sheet.selectedDetentIdentifier = .init("nowhere")
            }
            HostileChecks.expect(cardFrame(presented).minY == 422, "an unknown selection rests at the smallest detent")
        },
        HostileCase("sheet/unknown-undimmed-detent", HostileCase.diagnosed(.invalidSheetConfiguration)) { world in
            let presented = presentSheet(world) { $0.largestUndimmedDetentIdentifier = .init("nowhere") }
            expectFiniteCard(presented)
        },
        HostileCase("sheet/duplicate-identifiers", HostileCase.diagnosed(.invalidSheetConfiguration)) { world in
            let presented = presentSheet(world) { $0.detents = [.medium(), .medium(), .large()] }
            expectFiniteCard(presented)
        },
        HostileCase("sheet/all-detents-inactive", .tolerated) { world in
            let presented = presentSheet(world) { $0.detents = [.custom { _ in nil }] }
            HostileChecks.expect(cardFrame(presented).minY == 10, "with no active detent the sheet rests at .large()")
        },
    ]

    private static let radiusCases: [HostileCase] = HostileValues.all.map { name, value in
        let refused = !(value.isFinite && value >= 0)
        return HostileCase(
            "sheet/corner-radius-\(name)", refused ? HostileCase.diagnosed(.invalidSheetConfiguration) : .tolerated
        ) { world in
            let presented = presentSheet(world) { $0.preferredCornerRadius = CGFloat(value) }
            let radius = presented.viewIfLoaded?.superview?.layer.cornerRadius ?? .nan
            HostileChecks.expect(
                radius.isFinite && radius >= 0 && radius <= 195, "the card's radius is drawable, not \(radius)")
        }
    }

    private static let dragCases: [HostileCase] = [
        HostileCase("sheet/drag-far-up", .tolerated) { world in
            let presented = presentSheet(world) { $0.detents = [.medium(), .large()] }
            world.host.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: -5000), duration: 0.2, steps: 10)
            world.host.runUntilIdle()
            HostileChecks.expect(cardFrame(presented).minY == 10, "a wild drag up rests at .large()")
        },
        HostileCase("sheet/drag-while-modal", .tolerated) { world in
            let presented = presentSheet(world) { _ in }
            presented.isModalInPresentation = true
            world.host.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 5000), duration: 0.1, steps: 4)
            world.host.runUntilIdle()
            HostileChecks.expect(presented.presentingViewController != nil, "a modal sheet stays presented")
        },
    ]
}
#endif
