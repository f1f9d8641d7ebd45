/// What a generated section-controller namespace provides: the object and cell types, the reuse
/// identifier, the sizing rule and the item count. The factory comes from this extension, so it
/// is written (and tested) once instead of in every generated file.
public protocol GeneratedSectionController {
    /// The objects shown, one section each.
    associatedtype Object: Identifiable & Equatable
    /// The cell type `configure` receives (a `UICollectionViewCell` subclass on iOS).
    associatedtype Cell

    /// The reuse identifier cells are registered and dequeued with.
    static var reuseIdentifier: String { get }
    /// How each item is sized from the container's width.
    static var sizing: ListItemSizing { get }
    /// How many cells `object` shows; one unless the definitions say otherwise.
    static func itemCount(of object: Object) -> Int
}

extension GeneratedSectionController {
    /// One cell per object.
    public static func itemCount(of object: Object) -> Int { 1 }

    /// A controller for one object, for an adapter whose cells are `AdapterCell`
    /// (`UICollectionViewCell` on iOS, any type on the headless host).
    ///
    /// Each dequeued cell is handed to `configure` as a ``Cell`` with the object and the item's
    /// index, and a value-type cell is written back after configuring (it was a copy). A cell of
    /// another type — another class registered for ``reuseIdentifier`` — is reported through
    /// ``RuntimeMisuse`` (naming the reuse identifier, both types and the registration that
    /// fixes it) and shown unconfigured in release builds. `select` handles a tap.
    public static func makeController<AdapterCell>(
        configure: @escaping (inout Cell, Object, Int) -> Void,
        select: @escaping (Object, Int) -> Void = { _, _ in }
    ) -> EntitySectionController<Object, AdapterCell> {
        EntitySectionController(
            reuseIdentifier: reuseIdentifier,
            sizing: sizing,
            itemCount: { itemCount(of: $0) },
            configure: { cell, object, index in
                guard var typed = cell as? Cell else {
                    return RuntimeMisuse.report(
                        SectionControllerMisuse.wrongCellType(
                            controller: Self.self, reuseIdentifier: reuseIdentifier, expected: Cell.self,
                            found: type(of: cell as Any)))
                }
                configure(&typed, object, index)
                if let configured = typed as? AdapterCell { cell = configured }
            },
            select: select)
    }

    /// A controller for an adapter whose cells are exactly ``Cell``; chosen when nothing else
    /// fixes the adapter's cell type, so `let controller = Rows.makeController { … }` needs no
    /// type annotation.
    public static func makeController(
        configure: @escaping (inout Cell, Object, Int) -> Void,
        select: @escaping (Object, Int) -> Void = { _, _ in }
    ) -> EntitySectionController<Object, Cell> {
        EntitySectionController(
            reuseIdentifier: reuseIdentifier, sizing: sizing, itemCount: { itemCount(of: $0) },
            configure: configure, select: select)
    }
}

extension GeneratedSectionController where Cell: AnyObject {
    /// ``makeController(configure:select:)`` for class cells (`UICollectionViewCell`
    /// subclasses), whose `configure` takes the cell as it is: a reference needs no `inout`.
    public static func makeController<AdapterCell>(
        configure: @escaping (Cell, Object, Int) -> Void,
        select: @escaping (Object, Int) -> Void = { _, _ in }
    ) -> EntitySectionController<Object, AdapterCell> {
        makeController(
            configure: { (cell: inout Cell, object, index) in configure(cell, object, index) }, select: select)
    }

    /// The class-cell form for an adapter whose cells are exactly ``Cell``.
    public static func makeController(
        configure: @escaping (Cell, Object, Int) -> Void,
        select: @escaping (Object, Int) -> Void = { _, _ in }
    ) -> EntitySectionController<Object, Cell> {
        makeController(
            configure: { (cell: inout Cell, object, index) in configure(cell, object, index) }, select: select)
    }
}
