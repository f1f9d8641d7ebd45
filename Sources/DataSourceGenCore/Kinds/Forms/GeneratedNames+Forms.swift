/// The names a form's rows give the generated SwiftUI view methods.
extension GeneratedNames {
    /// The SwiftUI view method that makes a form row's control: the row's case name, unescaped,
    /// and `Control`. One method a row keeps each body's type-checking apart, which a single
    /// `switch` holding every row's view does not: its time grows much faster than the rows.
    static func controlMethod(ofRow caseName: String) -> String { unescaped(caseName) + "Control" }
}
