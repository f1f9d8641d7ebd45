/// A type the app supplies and the definitions use by name (a field type, a cell class), declared
/// under `types` so the generator knows it exists and what it conforms to.
package struct AppTypeDefinition: Sendable, Hashable {
    /// The Swift type name as the app spells it (`Money`, `FeedCell`, `Geo.Point`).
    package var name: Located<String>
    /// The protocols the app's type conforms to, as written (checked against ``Conformance``).
    package var conformances: [Located<String>]
    /// The module that declares the type; the generated file imports it.
    package var module: Located<String>?
    /// A Swift expression of the type, on one line, that previews' samples use.
    package var sample: Located<String>?
    /// Where the type was declared (its key).
    package var location: SourceLocation { name.location }

    package init(
        name: Located<String>, conformances: [Located<String>] = [], module: Located<String>? = nil,
        sample: Located<String>? = nil
    ) {
        self.name = name
        self.conformances = conformances
        self.module = module
        self.sample = sample
    }
}
