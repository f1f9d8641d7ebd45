/// An item type shown by lists: generated as a struct, or supplied by the app.
package struct EntityDefinition: Sendable, Hashable {
    /// The entity's name as written; also the Swift type name after ``SwiftIdentifier`` rules.
    package var name: Located<String>
    /// Fields in declaration order.
    package var fields: [FieldDefinition]
    /// The field holding the unique identifier, if the entity has one.
    package var uniqueID: Located<String>?
    /// The field shown as the row title (and used for the selection description).
    package var title: Located<String>?
    /// The field shown as the row subtitle.
    package var subtitle: Located<String>?
    /// Fields searched by default when a picker turns search on without naming fields.
    package var searchFields: [Located<String>]
    /// Whether the generator emits the struct (`true`, the default) or the app supplies the type.
    package var generate: Located<Bool>?
    /// What an app-supplied entity conforms to, as written; a generated entity's conformances
    /// follow from its fields instead.
    package var conformances: [Located<String>]?
    /// Whether a generated entity's fields are `var` (`true`) or `let` (absent or `false`: the
    /// default, about a third of an entity's compile time less, because a `let` property has no
    /// setter and no `modify` accessor).
    package var mutable: Located<Bool>?
    /// Whether a generated entity must be `Codable` (`true`, with every generated entity it
    /// stores) or must not be (`false`); absent, it is `Codable` when its fields allow.
    package var codable: Located<Bool>?
    /// Where the entity was declared (its key).
    package var location: SourceLocation { name.location }

    package init(
        name: Located<String>, fields: [FieldDefinition], uniqueID: Located<String>? = nil,
        title: Located<String>? = nil, subtitle: Located<String>? = nil,
        searchFields: [Located<String>] = [], generate: Located<Bool>? = nil,
        conformances: [Located<String>]? = nil, mutable: Located<Bool>? = nil, codable: Located<Bool>? = nil
    ) {
        self.name = name
        self.fields = fields
        self.uniqueID = uniqueID
        self.title = title
        self.subtitle = subtitle
        self.searchFields = searchFields
        self.generate = generate
        self.conformances = conformances
        self.mutable = mutable
        self.codable = codable
    }

    /// Whether the generator emits the type (the default when `generate` is absent).
    package var isGenerated: Bool { generate?.value ?? true }

    /// The field named `name`, if declared.
    package func field(named name: String) -> FieldDefinition? {
        fields.first { $0.name.value == name }
    }
}

/// One stored property of an entity.
package struct FieldDefinition: Sendable, Hashable {
    /// The field's name as written.
    package var name: Located<String>
    /// The field's Swift type as written (for example `String`, `[Int]`, `Date?`, `Category`).
    package var type: Located<String>
    /// The value a new instance starts with, as written; `nil` when the initializer requires one.
    package var defaultValue: Located<JSONValue>?

    package init(name: Located<String>, type: Located<String>, defaultValue: Located<JSONValue>? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}
