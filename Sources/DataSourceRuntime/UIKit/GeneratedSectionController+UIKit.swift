#if canImport(UIKit)
import UIKit

/// What a generated IGListKit section controller forwards to: sizes, cell configuration and the
/// object it was given, with every wiring mistake reported (see ``RuntimeMisuse``) instead of a
/// blank cell. IGListKit is linked into the app, not this package, so the subclass of its
/// `ListSectionController` is generated into the app's code and only calls these.
extension GeneratedSectionController where Cell: UICollectionViewCell {
    /// The size of item `index` in a container of `containerSize`, by ``sizing``.
    @MainActor
    public static func itemSize(at index: Int, containerSize: CGSize) -> CGSize {
        let size = sizing.size(
            forItemAt: index,
            in: ListItemSizing.Size(width: Double(containerSize.width), height: Double(containerSize.height)))
        return CGSize(width: size.width, height: size.height)
    }

    /// `cell` configured for item `index` of `object`; a cell of another class (registered
    /// under ``reuseIdentifier`` by someone else) or a missing object is reported.
    @MainActor
    public static func configured(
        _ cell: UICollectionViewCell, object: Object?, index: Int, configure: (Cell, Object, Int) -> Void
    ) -> UICollectionViewCell {
        guard let typed = cell as? Cell else {
            RuntimeMisuse.report(
                "\(Self.self): the cell dequeued for reuse identifier \"\(reuseIdentifier)\" is a \(type(of: cell)), not a "
                    + "\(Cell.self). Register \(Cell.self) for \"\(reuseIdentifier)\", or give this section controller "
                    + "its own reuse identifier.")
            return cell
        }
        guard let object else {
            RuntimeMisuse.report(
                "\(Self.self): asked for a cell before it was given an object (didUpdate(to:) has not run).")
            return cell
        }
        configure(typed, object, index)
        return cell
    }

    /// The entity inside an object IGListKit passes to `didUpdate(to:)`; anything else is reported.
    public static func object(from boxed: Any, unbox: (Any) -> Object?) -> Object? {
        guard let object = unbox(boxed) else {
            RuntimeMisuse.report(
                "\(Self.self): IGListKit passed a \(type(of: boxed)), not a boxed \(Object.self). Return this section "
                    + "controller only for the objects it shows from listAdapter(_:sectionControllerFor:).")
            return nil
        }
        return object
    }
}
#endif
