/// A table as a sectioned screen (`SectionedScreens/`): its row, section, options and plan types
/// in the shared shapes, its keys in the shared decoding, and what its conditions read.
extension TableRowDefinition: ScreenRowDefinition {}

/// A table's section.
package typealias TableSectionDefinition = ScreenSectionDefinition<TableRowDefinition>
/// A table's section, resolved.
typealias ResolvedTableSection = ResolvedScreenSection<TableRowDefinition, ResolvedTableRow, ResolvedTableFlag>
/// Where a radio's or accordion's options come from.
typealias ResolvedTableOptions = ResolvedScreenOptions<ResolvedTableElement>
/// A table's section, ready to render.
typealias TableSectionPlan = ScreenSectionPlan<TableRowPlan>

extension SchemaKeys.Table: SectionedScreenKey {}
extension SchemaKeys.TableSection: ScreenSectionKey {}
extension SchemaKeys.TableRow: VisibilityKey, EditabilityKey {}

extension SchemaKeys.TableOptions: ScreenOptionsKey {
    static var itemsKey: Self? { .items }
}

extension DefinitionsDecoder.ConditionSubject {
    /// A flag of a table's state.
    static let tableFlag = Self(
        noun: "flag",
        howToWrite:
            "write a flag of the table's `flags` (\"flag\": while it is on, \"!flag\": while it is off) or {\"field\": \"<flag>\", \"equals\": true}"
    )
}

extension ResolvedTableRow: ResolvedScreenRow {}
