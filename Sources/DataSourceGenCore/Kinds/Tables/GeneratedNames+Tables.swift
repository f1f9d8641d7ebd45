/// The names a table's rows give the generated handler methods and locals.
extension GeneratedNames {
    /// The suffix of a table row's handler methods (`configure<Suffix>`, `didSelect<Suffix>`):
    /// the row's case name, unescaped, its first letter uppercased. Distinct case names give
    /// distinct suffixes, as case names start with a lowercase letter or a non-letter.
    static func handlerSuffix(ofRow caseName: String) -> String {
        let name = unescaped(caseName)
        return name.prefix(1).uppercased() + name.dropFirst()
    }
    /// The local holding a static row's cell that UIKit's data source makes.
    static func madeCellName(ofRow caseName: String) -> String { unescaped(caseName) + "Cell" }
}
