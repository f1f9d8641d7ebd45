/// One file the generator produces: where it goes inside the output directory, and its text.
package struct GeneratedFile: Sendable, Hashable {
    /// `/`-separated path relative to the output directory, e.g. `Products/ProductList.swift`.
    package var relativePath: String
    /// The full file text, written as UTF-8 exactly as given.
    package var contents: String

    package init(relativePath: String, contents: String) {
        self.relativePath = relativePath
        self.contents = contents
    }
}
