import Foundation
import Testing
@_spi(Rendering) @testable import PortableUIKit
import ContainmentTestTraits

/// Resizable images and resizable snapshots (spec 20.45, 20.67; Apple:
/// `UIKit/md/uikit-uiimage-resizableimage(withcapinsets:).md`).
@MainActor
@Suite("Resizable images", .isolatedRuntime)
struct ResizableImageTests {
    func image(_ size: CGSize = CGSize(width: 20, height: 10)) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { _ in }
    }

    @Test("20.67 resizableImage(withCapInsets:) returns a new image with the insets, tiling its interior")
    func resizableImageKeepsInsets() {
        let original = image()
        let insets = UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        let resizable = original.resizableImage(withCapInsets: insets)
        #expect(resizable !== original)
        #expect(resizable.capInsets == insets && resizable.resizingMode == .tile)
        #expect(resizable.size == original.size)
        #expect(original.capInsets == .zero && !original.isResizable, "the original is untouched")
        let stretched = original.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(stretched.resizingMode == .stretch && stretched.capInsets == insets)
        #expect(stretched.withRenderingMode(.alwaysTemplate).capInsets == insets, "copies keep the insets")
    }

    @Test(
        "20.67 a resizable image is drawn in nine parts: corners unscaled, edges along their length, centre both ways")
    func nineParts() {
        let resizable = image().resizableImage(
            withCapInsets: UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5), resizingMode: .stretch)
        let slices = resizable.renderingSlices(in: CGRect(x: 100, y: 50, width: 60, height: 30))
        #expect(slices.count == 9)
        #expect(slices.allSatisfy { $0.tileSize == nil })
        #expect(
            slices.first
                == ImageSlice(
                    source: CGRect(x: 0, y: 0, width: 3, height: 2),
                    destination: CGRect(x: 100, y: 50, width: 3, height: 2)))
        #expect(
            slices[4]
                == ImageSlice(
                    source: CGRect(x: 3, y: 2, width: 12, height: 4),
                    destination: CGRect(x: 103, y: 52, width: 52, height: 24)
                ))
        #expect(
            slices.last
                == ImageSlice(
                    source: CGRect(x: 15, y: 6, width: 5, height: 4),
                    destination: CGRect(x: 155, y: 76, width: 5, height: 4)))
    }

    @Test("20.67 in tile mode the edges and centre repeat at their size; zero insets tile the whole image")
    func tiles() {
        let tiled = image().resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5))
        let slices = tiled.renderingSlices(in: CGRect(x: 0, y: 0, width: 60, height: 30))
        #expect(
            slices.map(\.tileSize) == [
                nil, CGSize(width: 12, height: 2), nil,
                CGSize(width: 3, height: 4), CGSize(width: 12, height: 4), CGSize(width: 5, height: 4),
                nil, CGSize(width: 12, height: 4), nil,
            ])
        let whole = image().resizableImage(withCapInsets: .zero).renderingSlices(
            in: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(
            whole == [
                ImageSlice(
                    source: CGRect(x: 0, y: 0, width: 20, height: 10),
                    destination: CGRect(x: 0, y: 0, width: 50, height: 50),
                    tileSize: CGSize(width: 20, height: 10))
            ])
    }

    @Test("20.67 caps wider than the image or the destination shrink in proportion; bad insets count as zero")
    func oversizedCaps() {
        let wide = image().resizableImage(
            withCapInsets: UIEdgeInsets(top: .nan, left: 30, bottom: -1, right: 10), resizingMode: .stretch)
        #expect(
            wide.renderingSlices(in: CGRect(x: 0, y: 0, width: 40, height: 10)).map(\.source) == [
                CGRect(x: 0, y: 0, width: 15, height: 10), CGRect(x: 15, y: 0, width: 5, height: 10),
            ])
        let narrow = image().resizableImage(
            withCapInsets: UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 6), resizingMode: .stretch)
        #expect(
            narrow.renderingSlices(in: CGRect(x: 0, y: 0, width: 6, height: 10)).map(\.destination) == [
                CGRect(x: 0, y: 0, width: 3, height: 10), CGRect(x: 3, y: 0, width: 3, height: 10),
            ])
        #expect(image().renderingSlices(in: CGRect(x: 0, y: 0, width: 7, height: 7)).count == 1, "not resizable: whole")
    }

    @Test("20.45 a resizable snapshot's image is resizable with the cap insets and stretches its interior")
    func resizableSnapshot() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .red
        window.addSubview(view)
        let insets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        let snapshot = view.resizableSnapshotView(
            from: CGRect(x: 0, y: 0, width: 40, height: 40), afterScreenUpdates: true, withCapInsets: insets)
        let image = (snapshot as? UIImageView)?.image
        #expect(image?.capInsets == insets && image?.resizingMode == .stretch)
        #expect((view.snapshotView(afterScreenUpdates: true) as? UIImageView)?.image?.isResizable == false)
    }
}
