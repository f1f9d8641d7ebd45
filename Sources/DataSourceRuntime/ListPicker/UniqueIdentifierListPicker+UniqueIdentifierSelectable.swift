// Selection for the flat unique-identifier picker: by identifier, or by a position of the
// current list. The selection API itself comes from ``UniqueIdentifierSelectable``.
extension UniqueIdentifierListPicker: UniqueIdentifierSelectable {
    /// The identifiers of ``items``, in list order.
    @_spi(ListPickerInternals)
    public var unfilteredIdentifiers: [Item.ID] { identifierMap.identifiers }

    /// The position of `id` in ``items``, or `nil` when no item has it.
    @_spi(ListPickerInternals)
    public func unfilteredFlatIndex(of id: Item.ID) -> Int? { identifierMap.index(of: id) }

    /// The configured title of `item`.
    @_spi(ListPickerInternals)
    public func selectionTitle(of item: Item) -> String { configuration.title(item) }
}
