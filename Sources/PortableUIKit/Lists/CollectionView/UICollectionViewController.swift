#if !canImport(UIKit)
import Foundation

/// A view controller whose view is a collection view, which it serves as data source and delegate
/// (UIKit's `UICollectionViewController`).
///
/// Subclasses override the data-source methods, as in UIKit. Swift on Linux has no Objective-C
/// message dispatch, so a protocol requirement reaches a subclass only through a method the class
/// itself declares: the selection, highlighting and display methods are declared here too, and a
/// subclass overrides them (with `override`, which UIKit code does not write).
/// `installsStandardGestureForInteractiveMovement` is absent: interactive movement is not built.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var initialLayout: UICollectionViewLayout

    /// Creates a controller whose collection view will use `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Loads a collection view with the layout, this controller as its data source and delegate.
    open override func loadView() {
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    /// The controller's view, as a collection view; setting it replaces the view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout (the one given at initialisation before the view loads).
    open var collectionViewLayout: UICollectionViewLayout {
        isViewLoaded ? (collectionView?.collectionViewLayout ?? initialLayout) : initialLayout
    }

    /// Whether `viewWillAppear` clears the selection (default `true`).
    open var clearsSelectionOnViewWillAppear = true

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    // MARK: Data source (subclasses override)

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        PortableUIKitDiagnostics.report(
            .invalidListUse,
            "\(self) was asked for the cell at \(indexPath) but does not override collectionView(_:cellForItemAt:)",
            fix: "override collectionView(_:cellForItemAt:) and dequeue a registered cell", spec: "L2.12")
        return collectionView.unconfiguredCell()
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        PortableUIKitDiagnostics.report(
            .invalidListUse,
            "\(self) was asked for a \(kind) view at \(indexPath) but does not override collectionView(_:viewForSupplementaryElementOfKind:at:)",
            fix: "override collectionView(_:viewForSupplementaryElementOfKind:at:)", spec: "L2.12")
        return UICollectionReusableView(frame: .zero)
    }

    // MARK: Delegate (declared so that subclasses' implementations are reached)

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
#endif
