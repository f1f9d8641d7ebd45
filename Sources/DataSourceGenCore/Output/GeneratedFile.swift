/// One file the generator produces: where it goes inside the output directory, and its text.
public struct GeneratedFile: Sendable, Hashable {
    /// `/`-separated path relative to the output directory, e.g. `Products/ProductList.swift`.
    public var relativePath: String
    /// The full file text, written as UTF-8 exactly as given.
    public var contents: String

    /// Creates a generated file.
    public init(relativePath: String, contents: String) {
        self.relativePath = relativePath
        self.contents = contents
    }
}
