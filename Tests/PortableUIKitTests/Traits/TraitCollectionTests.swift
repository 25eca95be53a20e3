import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
import ContainmentTestTraits

private enum Theme: Int { case standard, monochrome }

private struct ThemeTrait: UITraitDefinition {
    static let defaultValue = Theme.standard
}

extension UITraitCollection {
    fileprivate var theme: Theme { self[ThemeTrait.self] }
}

extension UIMutableTraits {
    fileprivate var theme: Theme {
        get { self[ThemeTrait.self] }
        set { self[ThemeTrait.self] = newValue }
    }
}

/// `UITraitCollection` as a value (iOS 17 shape): raw values, construction, merging,
/// containment, changed traits, custom traits, `current`.
@MainActor
@Suite("UITraitCollection", .isolatedRuntime)
struct TraitCollectionTests {
    @Test("raw values are UIKit's: size class 0/1/2, idiom -1/0/1/2/3/5/6, style 0/1/2, layout direction -1/0/1")
    func rawValues() {
        #expect([UIUserInterfaceSizeClass.unspecified, .compact, .regular].map(\.rawValue) == [0, 1, 2])
        #expect(
            [UIUserInterfaceIdiom.unspecified, .phone, .pad, .tv, .carPlay, .mac, .vision].map(\.rawValue) == [
                -1, 0, 1, 2, 3, 5, 6,
            ])
        #expect([UIUserInterfaceStyle.unspecified, .light, .dark].map(\.rawValue) == [0, 1, 2])
        #expect(
            [UITraitEnvironmentLayoutDirection.unspecified, .leftToRight, .rightToLeft].map(\.rawValue) == [-1, 0, 1])
    }

    @Test("init() leaves every trait unspecified; the single-trait initializers set only theirs")
    func singleTraitInitializers() {
        let empty = UITraitCollection()
        #expect(empty.horizontalSizeClass == .unspecified && empty.verticalSizeClass == .unspecified)
        #expect(empty.userInterfaceIdiom == .unspecified && empty.displayScale == 0)
        #expect(empty.layoutDirection == .unspecified && empty.userInterfaceStyle == .unspecified)
        #expect(empty.preferredContentSizeCategory == .unspecified)
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        #expect(compact.horizontalSizeClass == .compact && compact.verticalSizeClass == .unspecified)
        #expect(UITraitCollection(verticalSizeClass: .regular).verticalSizeClass == .regular)
        #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
        #expect(UITraitCollection(displayScale: 2).displayScale == 2)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
        #expect(
            UITraitCollection(preferredContentSizeCategory: .extraLarge).preferredContentSizeCategory == .extraLarge)
    }

    @Test("init(traitsFrom:): the last collection that specifies a trait wins; unspecified values do not override")
    func traitsFrom() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(horizontalSizeClass: .unspecified),
        ])
        #expect(merged.horizontalSizeClass == .regular && merged.verticalSizeClass == .regular)
    }

    @Test("init(mutations:), modifyingTraits and replacing build new collections and leave the original as it was")
    func mutations() {
        let base = UITraitCollection { traits in
            traits.horizontalSizeClass = .compact
            traits.userInterfaceStyle = .dark
        }
        #expect(base.horizontalSizeClass == .compact && base.userInterfaceStyle == .dark)
        let modified = base.modifyingTraits { $0.horizontalSizeClass = .regular }
        #expect(modified.horizontalSizeClass == .regular && modified.userInterfaceStyle == .dark)
        #expect(base.horizontalSizeClass == .compact)
        let replaced = base.replacing(UITraitVerticalSizeClass.self, value: .compact)
        #expect(replaced.verticalSizeClass == .compact && replaced.horizontalSizeClass == .compact)
    }

    @Test("containsTraits(in:) ignores the other's unspecified traits and contains nil")
    func containsTraits() {
        let full = UITraitCollection {
            $0.horizontalSizeClass = .compact; $0.verticalSizeClass = .regular
        }
        #expect(full.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(full.containsTraits(in: UITraitCollection()))
        #expect(full.containsTraits(in: nil))
        #expect(!full.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(!UITraitCollection().containsTraits(in: full))
    }

    @Test("equality compares every trait; an explicit unspecified value equals an absent one")
    func equality() {
        let a = UITraitCollection {
            $0.horizontalSizeClass = .compact; $0.verticalSizeClass = .unspecified
        }
        let b = UITraitCollection(horizontalSizeClass: .compact)
        #expect(a == b && a.hash == b.hash)
        #expect(a != UITraitCollection(horizontalSizeClass: .regular))
    }

    @Test("changedTraits(from:) names the traits whose values differ; from nil, those the collection specifies")
    func changedTraits() {
        let old = UITraitCollection {
            $0.horizontalSizeClass = .compact; $0.verticalSizeClass = .regular
        }
        let new = old.modifyingTraits {
            $0.verticalSizeClass = .compact; $0.userInterfaceStyle = .dark
        }
        let names = new.changedTraits(from: old).map { $0.identifier }
        #expect(Set(names) == ["UITraitVerticalSizeClass", "UITraitUserInterfaceStyle"])
        #expect(new.changedTraits(from: new).isEmpty)
        #expect(
            Set(old.changedTraits(from: nil).map { $0.identifier }) == [
                "UITraitHorizontalSizeClass", "UITraitVerticalSizeClass",
            ])
        #expect(new.hasDifferentColorAppearance(comparedTo: old), "style affects colour appearance")
        #expect(!old.hasDifferentColorAppearance(comparedTo: old.modifyingTraits { $0.horizontalSizeClass = .regular }))
    }

    @Test("a custom trait: default value, set through UIMutableTraits, read by subscript, compared")
    func customTrait() {
        #expect(UITraitCollection().theme == .standard)
        let mono = UITraitCollection { $0.theme = .monochrome }
        #expect(mono.theme == .monochrome)
        #expect(mono.changedTraits(from: UITraitCollection()).map { $0.identifier } == [ThemeTrait.identifier])
        #expect(UITraitCollection(ThemeTrait.self, value: .monochrome) == mono)
        #expect(ThemeTrait.name == "ThemeTrait" && !ThemeTrait.affectsColorAppearance)
    }

    @Test("current is the main screen's traits by default; performAsCurrent sets it for the block and restores it")
    func current() {
        let before = UITraitCollection.current
        #expect(before.userInterfaceIdiom == .phone && before.displayScale == 3)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        var inside: UITraitCollection?
        dark.performAsCurrent { inside = UITraitCollection.current }
        #expect(inside === dark)
        #expect(UITraitCollection.current == before)
    }

    @Test("the main screen's traits: phone idiom, 3×, compact width, regular height")
    func screenTraits() {
        let traits = UIScreen.main.traitCollection
        #expect(traits.userInterfaceIdiom == .phone && traits.displayScale == 3)
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
    }

    @Test("14.7 the host's size classes by window size follow the iPhone table")
    func sizeClassRule() {
        func classes(_ width: CGFloat, _ height: CGFloat) -> String {
            let result = HostSizeClassRule.sizeClasses(for: CGSize(width: width, height: height))
            return result.horizontal.short + result.vertical.short
        }
        #expect(classes(390, 844) == "CR", "iPhone portrait")
        #expect(classes(844, 390) == "CC", "iPhone landscape")
        #expect(classes(932, 430) == "RC", "large iPhone landscape")
        #expect(classes(320, 568) == "CR")
        #expect(classes(1024, 768) == "RR", "a tablet-sized window")
        #expect(classes(0, 0) == "CC")
    }
}
