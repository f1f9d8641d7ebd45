/// The names the rows of a sectioned screen (a table, a form) give generated code.
extension GeneratedNames {
    /// The name of the options a table or form row keeps (a static list, or a table's state
    /// property for options held in the state): the row's case name, unescaped, and `Options`.
    static func optionsName(ofRow caseName: String) -> String { unescaped(caseName) + "Options" }
}
