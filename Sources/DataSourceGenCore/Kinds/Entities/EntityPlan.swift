/// One entity: a generated struct, or a note that the app supplies the type.
struct EntityPlan: Hashable, Sendable, ReflectedMustache {
    var rawNameText: String
    /// The definitions' name, for a doc comment, where the type name differs from it.
    var renamedFrom: String?
    var typeName: String
    var isGenerated: Bool
    var hasUniqueID: Bool
    /// Protocol names the generated struct declares, in a fixed order; empty for none.
    var conformances: [NamedItem]
    /// Whether the generated struct is `Codable` (unless `"codable": false`), with
    /// `init(from:)` and `encode(to:)` written out over the runtime's `EntityFields` (cheaper to
    /// compile than the synthesized conformance, and encoding the same way).
    var isCodable = false
    /// Whether the struct writes out its memberwise initializer: it is public, or a field has a
    /// default. Otherwise Swift synthesizes the same one (labels are the property names), which
    /// costs less to compile.
    var declaresInitializer = true
    /// Whether the fields are `var` (`mutable: true`) rather than `let`.
    var isMutable = false
    /// Whether the generated struct hashes its unique identifier only (a Hashable entity with
    /// one): equal values have equal identifiers, so it is a valid hash, and it costs one call
    /// where the synthesized `hash(into:)` and `hashValue` cost a call per field.
    var hashesByID = false
    /// Whether the generated struct writes out `==` (it is `Equatable`): each field compared
    /// through the runtime's `EntityFields.equal`, as the synthesized `==` compares them, at a
    /// fraction of the compile cost of one `==` operator per field.
    var writesEquality = false
    var fields: [FieldPlan]
    /// Set when the unique identifier is a field not already called `id`.
    var computedID: ComputedIDPlan?
    /// The `TitledListItem` conformance, when the entity has a title.
    var rowText: RowTextPlan?
    /// The access of members that witness the runtime's public protocols: `"public "` for an
    /// app-supplied entity, which may be public whatever the file's access (and then Swift
    /// requires public witnesses), else the file's access.
    var witnessAccess = ""
    /// Whether the entity gets an IGListKit `Diffable` box (it is shown by section controllers
    /// and the file asks for `iglistkit`).
    var isIGListKitObject = false
}

/// One stored property of a generated entity.
struct FieldPlan: Hashable, Sendable, ReflectedMustache {
    var rawNameText: String
    /// The definitions' name, for a doc comment, where the property name differs from it.
    var renamedFrom: String?
    /// The property name (escaped when it is a keyword).
    var name: String
    /// The initializer's argument label and parameter name for the field.
    var parameterName: String
    /// The argument label that passes the field to the initializer at a call site.
    var argumentLabel: String
    var type: String
    var isUniqueID: Bool
    /// The coding key, a Swift string literal: the property's Swift name without backticks, as a
    /// synthesized `CodingKeys` case has it.
    var keyLiteral: String
    /// Whether the type is an optional, coded with `decodeIfPresent` / `encodeIfPresent`.
    var isOptional: Bool
    /// The initializer's default for the field (rendered by the `FieldDefault` partial); `nil` for
    /// none, so the initializer requires it.
    var defaultValue: FieldDefault? = nil
}

/// The `id` property that forwards to the unique-identifier field.
struct ComputedIDPlan: Hashable, Sendable, ReflectedMustache {
    var rawFieldText: String
    var field: String
    var type: String
}

/// How a field becomes display text: which of the templates' conversions applies.
struct TextPlan: Hashable, Sendable, ReflectedMustache {
    enum Conversion: String, Hashable, Sendable, MustacheEnum {
        /// A `String`, used as is.
        case string
        /// A `String?`; a missing value shows as empty (title) or no text (subtitle).
        case optionalString
        /// Another optional, described when present.
        case optionalValue
        /// Any other value, described with `String(describing:)`.
        case value
    }

    var rawFieldText: String
    /// The property name to read.
    var member: String
    var conversion: Conversion
}

/// The text a list row shows for an entity.
struct RowTextPlan: Hashable, Sendable, ReflectedMustache {
    var title: TextPlan
    var subtitle: TextPlan?
}

/// One section enum.
struct SectionPlan: Hashable, Sendable, ReflectedMustache {
    var rawNameText: String
    var typeName: String
    var cases: [SectionCasePlan]
}

/// One section case and its header title.
struct SectionCasePlan: Hashable, Sendable, ReflectedMustache {
    var name: String
    /// The raw value as a Swift string literal when it differs from the case name, else `nil`.
    var rawValueLiteral: String?
    /// Comment-safe header title, or `nil` for none.
    var titleText: String?
    /// The header title as a Swift string literal, or `nil` for none.
    var titleLiteral: String?
}
