/// Rules for `options.platforms`: each framework's protocols must be satisfiable by what the file
/// declares, checked here so that a conformance is never generated that cannot compile.
extension ValidationContext {
    /// Identifier types the generated Fiori glue converts to and from Fiori's `String`
    /// identifiers without loss (`description` / `init?(_:)`, or `uuidString` for `UUID`).
    static let fioriIdentifierTypes: Set<String> = [
        "String", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UUID",
    ]

    mutating func checkPlatforms(_ definitions: ResolvedDefinitions) {
        var seen: Set<FileOptions.Platform> = []
        for platform in definitions.options.platforms {
            guard seen.insert(platform.value).inserted else {
                warning(platform.location, "`options.platforms` lists \"\(platform.value.rawValue)\" twice; remove one")
                continue
            }
            let nothing: Bool
            switch platform.value {
            case .fiori:
                nothing = definitions.pickers.isEmpty && definitions.forms.isEmpty && definitions.listScreens.isEmpty
            case .iglistkit: nothing = definitions.sectionControllers.isEmpty
            case .uikit:
                nothing =
                    definitions.pickers.isEmpty && definitions.sectionControllers.isEmpty && definitions.tables.isEmpty
            }
            if nothing {
                warning(
                    platform.location,
                    "`options.platforms` lists \"\(platform.value.rawValue)\", but this file declares nothing it applies to (\(platform.value.appliesTo)); remove it or declare one"
                )
            }
        }
        if seen.contains(.fiori) { checkFioriIdentifiers(definitions) }
        if seen.contains(.iglistkit) { checkIGListKitCells(definitions) }
    }

    /// IGListKit dequeues cells by class, so a section controller's cell must be the app's
    /// `UICollectionViewCell` subclass, which only `types` can name.
    private mutating func checkIGListKitCells(_ definitions: ResolvedDefinitions) {
        for controller in definitions.sectionControllers {
            if case .appType = controller.cell { continue }
            let cell = controller.definition.cell
            error(
                cell.location,
                "`sectionControllers.\(controller.definition.name.value).cell` is `\(cell.value)`, but IGListKit dequeues cells by class: name the app's UICollectionViewCell subclass, declared under `types`, or remove \"iglistkit\" from `options.platforms`"
            )
        }
    }

    /// Fiori identifies rows by `String`, so a unique-ID picker's identifier must convert to one.
    private mutating func checkFioriIdentifiers(_ definitions: ResolvedDefinitions) {
        var reported: Set<String> = []
        for picker in definitions.pickers where picker.definition.mode.value != .index {
            guard let id = picker.entity.uniqueID, let location = picker.entity.definition.uniqueID?.location,
                !Self.isFioriIdentifier(id.type), reported.insert(picker.entity.typeName).inserted
            else { continue }
            error(
                location,
                "`entities.\(picker.entity.definition.name.value).id` is of type `\(id.type.swiftText)`, which SAP Fiori cannot use: FUIListPickerDataSource identifies rows by String, and the generated glue converts only String, integer, Bool, Character, UUID and section-enum identifiers; choose such a field, or remove \"fiori\" from `options.platforms`"
            )
        }
    }

    static func isFioriIdentifier(_ type: ResolvedType) -> Bool {
        switch type {
        case .standard(let name): fioriIdentifierTypes.contains(name)
        case .sectionEnum: true
        default: false
        }
    }
}

extension FileOptions.Platform {
    /// What the platform generates code for, for messages.
    var appliesTo: String {
        switch self {
        case .fiori: "list pickers, forms or list screens"
        case .iglistkit: "section controllers"
        case .uikit: "list pickers, section controllers or tables"
        }
    }
}
