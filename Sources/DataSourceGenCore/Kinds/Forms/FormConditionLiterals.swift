/// The literal of a form condition's `equals`: which JSON literals fit which field types, and the
/// value the generated comparison writes (a literal or a section enum's case, which the
/// `FieldValue` partial renders). One place, read by validation and planning.
enum FormConditionLiterals {
    /// Whether `value` can equal a field of `type` (an optional field compares its wrapped value).
    static func fits(_ value: JSONValue, _ type: ResolvedType, enumSection: ResolvedSection?) -> Bool {
        comparedValue(value, type, enumSection: enumSection) != nil
    }

    /// The value `value` is as a `type`, or `nil` when it does not fit; `enumSection` is the
    /// section enum a field of enum type has, whose case names the string must be.
    static func comparedValue(_ value: JSONValue, _ type: ResolvedType, enumSection: ResolvedSection?) -> FieldDefault?
    {
        if case .optional(let wrapped) = type { return comparedValue(value, wrapped, enumSection: enumSection) }
        switch (value, type) {
        case (.bool(let flag), .standard("Bool")): return .literal(flag ? "true" : "false")
        case (.number(let number), .standard(let name)):
            return FieldDefault.numberLiteral(number, as: name).map { .literal($0) }
        case (.string(let text), .standard("String")): return .literal(SwiftStringLiteral.make(text))
        case (.string(let text), .sectionEnum):
            return enumSection?.cases.first { $0.definition.name.value == text }.map { .enumCase($0.swiftName) }
        default: return nil
        }
    }

    /// How to write a literal for `type`.
    static func advice(for type: ResolvedType) -> String {
        switch type {
        case .optional(let wrapped): return advice(for: wrapped)
        case .standard("Bool"): return "write true or false"
        case .standard("String"): return "write a string"
        case .standard(let name) where ["Int", "Int8", "Int16", "Int32", "Int64"].contains(name):
            return "write a whole number within `\(name)`'s range"
        case .standard("Float"): return "write 0 or a number within `Float`'s normal range (about 1.2e-38 to 3.4e38)"
        case .standard(let name) where ["Double", "TimeInterval"].contains(name): return "write a number"
        case .sectionEnum(let name): return "write the name of a case of `\(name)` as a string"
        default: return "compare a field of type Bool, String, a number or a section enum"
        }
    }
}
