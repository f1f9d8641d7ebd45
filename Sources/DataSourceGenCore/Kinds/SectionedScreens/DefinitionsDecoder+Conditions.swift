/// Decoding of `visibleWhen` and `editableWhen`, one grammar for tables and forms (see
/// ``ConditionDefinition``); what a name must be is resolution's to check.
extension DefinitionsDecoder {
    /// What a condition reads, for the wording of its errors.
    enum ConditionSubject {
        /// A field of a form's model.
        case modelField
        /// A flag of a table's state.
        case tableFlag

        /// How to write one: the string forms, then the object form.
        var howToWrite: String {
            switch self {
            case .modelField:
                "write a field of the model (\"field\": while it has a value, \"!field\": while it has none) or {\"field\": \"<field>\", \"equals\": <value>}"
            case .tableFlag:
                "write a flag of the table's `flags` (\"flag\": while it is on, \"!flag\": while it is off) or {\"field\": \"<flag>\", \"equals\": true}"
            }
        }

        var noun: String {
            switch self {
            case .modelField: "field"
            case .tableFlag: "flag"
            }
        }
    }

    /// A condition: `"name"`, `"!name"`, or `{ "field": "<name>", "equals": <literal> }`.
    func condition<Key>(
        _ node: JSONNode, path: String, reading subject: ConditionSubject, into reader: inout JSONObjectReader<Key>
    ) -> ConditionDefinition? {
        switch node.value {
        case .string(let text):
            // By scalar, not by character: a name that starts with a combining mark or a joiner
            // would fuse with the `!` into one character.
            let negated = text.unicodeScalars.first == "!"
            let field = negated ? String(text.unicodeScalars.dropFirst()) : text
            guard !field.isEmpty else {
                reader.report(.error(at: node.location, "`\(path)` names no \(subject.noun); \(subject.howToWrite)"))
                return nil
            }
            return ConditionDefinition(
                field: Located(field, at: node.location), test: negated ? .hasNoValue : .hasValue)
        case .object:
            var object = JSONObjectReader<SchemaKeys.Condition>(node, path: path)
            let field = object.string(.field)
            var equals = object.node(.equals)
            switch equals?.value {
            case .array?, .object?, .null?:
                if let node = equals {
                    object.report(
                        JSONReading.typeMismatch(
                            at: object.childPath(.equals),
                            expected: "a literal: true, false, a number, a string or a section enum case name",
                            found: node))
                }
                equals = nil
            default: break
            }
            reader.report(contentsOf: object.finish())
            guard let field, let equals else { return nil }
            return ConditionDefinition(field: field, test: .equals(Located(equals.value, at: equals.location)))
        default:
            reader.report(
                JSONReading.typeMismatch(
                    at: path,
                    expected:
                        "a \(subject.noun) name (\"\(subject.noun)\" or \"!\(subject.noun)\") or {\"field\": \"<\(subject.noun)>\", \"equals\": <value>}",
                    found: node))
            return nil
        }
    }
}
