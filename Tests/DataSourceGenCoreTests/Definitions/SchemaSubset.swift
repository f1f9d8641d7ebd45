import Foundation

/// The part of JSON Schema (2020-12) that says which keys an object may have: boolean schemas,
/// `allOf`, `if`/`then`/`else`, `not`, `properties`, `required`, `const`, `enum` and
/// `additionalProperties: false`. Other keywords (types, `$ref`, `oneOf`) pass, as the values
/// checked here are ones the schema's types accept.
enum SchemaSubset {
    static func accepts(_ instance: Any, _ schema: Any) -> Bool {
        if let flag = schema as? Bool { return flag }
        guard let schema = schema as? [String: Any] else { return true }
        if let all = schema["allOf"] as? [Any], !all.allSatisfy({ accepts(instance, $0) }) { return false }
        if let condition = schema["if"] {
            let branch = accepts(instance, condition) ? schema["then"] : schema["else"]
            if let branch, !accepts(instance, branch) { return false }
        }
        if let negated = schema["not"], accepts(instance, negated) { return false }
        if let constant = schema["const"], !same(instance, constant) { return false }
        if let values = schema["enum"] as? [Any], !values.contains(where: { same(instance, $0) }) { return false }
        guard let object = instance as? [String: Any] else { return true }
        let required = schema["required"] as? [String] ?? []
        if !required.allSatisfy({ object[$0] != nil }) { return false }
        let properties = schema["properties"] as? [String: Any] ?? [:]
        for (key, value) in object {
            if let property = properties[key] {
                if !accepts(value, property) { return false }
            } else if schema["additionalProperties"] as? Bool == false {
                return false
            }
        }
        return true
    }

    private static func same(_ value: Any, _ other: Any) -> Bool {
        (value as? NSObject)?.isEqual(other) ?? false
    }
}
