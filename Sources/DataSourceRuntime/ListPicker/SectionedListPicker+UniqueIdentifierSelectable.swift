// Selection for the sectioned picker: by identifier, or by an index path of the current list.
// The selection API itself comes from ``UniqueIdentifierSelectable``.
extension SectionedListPicker: UniqueIdentifierSelectable {
    /// The identifiers of ``items``, in flat order.
    @_spi(ListPickerInternals)
    public var unfilteredIdentifiers: [Item.ID] { identifierMap.identifiers }

    /// The flat position of `id` in ``items``, or `nil` when no item has it.
    @_spi(ListPickerInternals)
    public func unfilteredFlatIndex(of id: Item.ID) -> Int? { identifierMap.flatIndex(of: id) }

    /// The configured title of `item`.
    @_spi(ListPickerInternals)
    public func selectionTitle(of item: Item) -> String { configuration.title(item) }
}
