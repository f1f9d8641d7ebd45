/// Swift expressions that read a field as display text.
enum FieldExpression {
    /// A `String` expression for `field` of the value named `base`.
    static func text(of field: FieldDefinition, on base: String) -> String {
        let access = "\(base).\(GeneratedNames.memberName(field.name.value))"
        guard let type = try? SwiftTypeParser.parse(field.type.value).get() else { return "String(describing: \(access))" }
        if type.isString { return access }
        if let wrapped = type.optionalWrapped {
            return wrapped.isString ? "\(access) ?? \"\"" : "\(access).map { String(describing: $0) } ?? \"\""
        }
        return "String(describing: \(access))"
    }

    /// A `String?` expression for `field` of the value named `base` (an absent optional stays `nil`).
    static func optionalText(of field: FieldDefinition, on base: String) -> String {
        let access = "\(base).\(GeneratedNames.memberName(field.name.value))"
        guard let type = try? SwiftTypeParser.parse(field.type.value).get() else { return "String(describing: \(access))" }
        if type.isString || type.optionalWrapped?.isString == true { return access }
        if type.optionalWrapped != nil { return "\(access).map { String(describing: $0) }" }
        return "String(describing: \(access))"
    }
}
