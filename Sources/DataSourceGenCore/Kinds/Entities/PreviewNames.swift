/// The names of a declaration's previews, as Swift string literals: Xcode's canvas lists every
/// preview of a file by name, and one file holds the previews of all its declarations.
///
/// Each is the declaration's Swift type name, alone or with a suffix that says which view it
/// shows. Type names are unique in a file and hold no space, so no two previews share a name
/// (the definitions' names could: a picker `Foo row` beside `Foo`'s row).
struct PreviewNames: Hashable, Sendable, ReflectedMustache {
    /// The SwiftUI view's preview: the type name.
    var swiftUI: String
    /// The FioriSwiftUICore view's preview: the type name and "(Fiori)".
    var fiori: String
    /// One row's default view (a picker's or list screen's `RowView`): the type name and "row".
    var row: String
    /// Every row's default view (a table's `RowView`): the type name and "rows".
    var rows: String
    /// A section controller's `CellView`: the type name and "cell".
    var cell: String
    /// A form's `ChoiceList`: the type name and "choices".
    var choices: String

    init(typeName: String) {
        // A keyword's backticks are no part of the name a reader sees.
        let name = typeName.filter { $0 != "`" }
        let literal = { (suffix: String) in SwiftStringLiteral.make(name + suffix) }
        (swiftUI, fiori, row, rows, cell, choices) = (
            literal(""), literal(" (Fiori)"), literal(" row"), literal(" rows"), literal(" cell"), literal(" choices")
        )
    }
}
