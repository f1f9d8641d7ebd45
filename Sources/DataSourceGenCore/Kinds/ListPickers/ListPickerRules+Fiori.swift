/// The SAP Fiori rule for list pickers.
extension ValidationContext {
    /// Identifier types the generated Fiori glue converts to and from Fiori's `String`
    /// identifiers without loss (`description` / `init?(_:)`, or `uuidString` for `UUID`).
    private static let fioriIdentifierTypes: Set<String> = [
        "String", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UUID",
    ]

    private static func isFioriIdentifier(_ type: ResolvedType) -> Bool {
        switch type {
        case .standard(let name): fioriIdentifierTypes.contains(name)
        case .sectionEnum: true
        default: false
        }
    }

    /// Fiori identifies rows by `String`, so a unique-ID picker's identifier must convert to one.
    mutating func checkFioriIdentifiers(_ pickers: [ResolvedPicker]) {
        var reported: Set<String> = []
        for picker in pickers where picker.definition.mode.value != .index {
            guard let id = picker.entity.uniqueID, let location = picker.entity.definition.uniqueID?.location,
                !Self.isFioriIdentifier(id.type), reported.insert(picker.entity.typeName).inserted
            else { continue }
            error(
                location,
                "`entities.\(picker.entity.definition.name.value).id` is of type `\(id.type.swiftText)`, which SAP Fiori cannot use: FUIListPickerDataSource identifies rows by String, and the generated glue converts only String, integer, Bool, Character, UUID and section-enum identifiers; choose such a field, or remove \"fiori\" from `options.platforms`"
            )
        }
    }
}
