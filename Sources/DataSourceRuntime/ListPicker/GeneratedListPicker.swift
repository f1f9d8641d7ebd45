/// What a generated picker namespace provides: the runtime picker it instantiates, configured as
/// the definitions file says and with no items. `makeDataSource(items:)` comes from the
/// extension, so the generated code is declarations and one expression each.
///
/// The associated type is deliberately unconstrained (the link to the picker type is made by the
/// `makeDataSource(items:)` overload whose data source type matches): a constrained associated
/// type would cost every generated picker an associated-conformance accessor in its witness
/// table, and generated code is compiled in every debug build of the app.
public protocol GeneratedListPicker {
    /// The runtime picker: `IndexListPicker<E>`, `UniqueIdentifierListPicker<E>` or
    /// `SectionedListPicker<S, E>`.
    associatedtype DataSource
    /// The picker the definitions file describes, with no items yet.
    static var emptyDataSource: DataSource { get }
}

// One overload per runtime picker, each matching only that picker's type, so a generated picker
// needs no constrained associated type (see the protocol's note).
extension GeneratedListPicker {
    /// A data source configured as defined and loaded with `items`; call `replaceItems(_:)` on
    /// it instead when the load report (dropped duplicates) matters. Once a table shows it, load
    /// and search with the picker's `reload(_:)` and `search(_:)`, which also return the updates
    /// for the table.
    public static func makeDataSource<Item>(items: [Item] = []) -> IndexListPicker<Item>
    where DataSource == IndexListPicker<Item> {
        var dataSource = emptyDataSource
        dataSource.replaceItems(items)
        return dataSource
    }

    /// A unique-identifier-mode data source configured as defined and loaded with `items`.
    public static func makeDataSource<Item>(items: [Item] = []) -> UniqueIdentifierListPicker<Item>
    where DataSource == UniqueIdentifierListPicker<Item> {
        var dataSource = emptyDataSource
        dataSource.replaceItems(items)
        return dataSource
    }

    /// A sectioned data source configured as defined and loaded with `items`.
    public static func makeDataSource<Section, Item>(items: [Item] = []) -> SectionedListPicker<Section, Item>
    where DataSource == SectionedListPicker<Section, Item> {
        var dataSource = emptyDataSource
        dataSource.replaceItems(items)
        return dataSource
    }
}

/// An item that knows the text a list row shows for it; generated for every entity with a
/// `title` (and optional `subtitle`) in the definitions file.
public protocol TitledListItem {
    /// The row title, also used for the selection text.
    var listPickerTitle: String { get }
    /// The row subtitle, or `nil` for none.
    var listPickerSubtitle: String? { get }
}
