/// Typed reads: each marks the key read and returns the value with its location, or `nil`
/// after recording why (missing when the schema requires it, or the wrong type).
extension JSONObjectReader {
    /// A string member.
    package mutating func string(_ key: Key) -> Located<String>? {
        read(key, expected: "a string") {
            if case .string(let value) = $0 { value } else { nil }
        }
    }

    /// A boolean member (`true` or `false`).
    package mutating func bool(_ key: Key) -> Located<Bool>? {
        read(key, expected: "a boolean (true or false)") {
            if case .bool(let value) = $0 { value } else { nil }
        }
    }

    /// A number member that is exactly an integer (`3`, `3.0`, `0x10`; not `2.5`).
    package mutating func int(_ key: Key) -> Located<Int>? {
        read(key, expected: "an integer") {
            if case .number(let number) = $0 { number.intValue } else { nil }
        }
    }

    /// A number member, as the nearest `Double`.
    package mutating func double(_ key: Key) -> Located<Double>? {
        read(key, expected: "a number") {
            if case .number(let number) = $0 { number.doubleValue } else { nil }
        }
    }

    /// An array member; its elements keep their own locations.
    package mutating func array(_ key: Key) -> Located<[JSONNode]>? {
        read(key, expected: "an array") {
            if case .array(let elements) = $0 { elements } else { nil }
        }
    }

    /// An array of strings. Each element that is not a string is reported at the element (as
    /// `key[index]`) and left out, so checking can go on with the valid ones.
    package mutating func stringArray(_ key: Key) -> Located<
        [Located<String>]
    >? {
        guard
            let elements = read(
                key, expected: "an array of strings",
                {
                    if case .array(let elements) = $0 { elements } else { nil }
                })
        else { return nil }
        var strings: [Located<String>] = []
        for (index, element) in elements.value.enumerated() {
            if case .string(let value) = element.value {
                strings.append(Located(value, at: element.location))
            } else {
                report(
                    JSONReading.typeMismatch(
                        at: JSONReading.path(childPath(key), appendingIndex: index), expected: "a string",
                        found: element))
            }
        }
        return Located(strings, at: elements.location)
    }

    /// An object member, as a reader whose path extends this one. Its diagnostics are its own:
    /// pass its `finish()` to `report(contentsOf:)`, or use `withObject` which does that.
    package mutating func object<ChildKey>(
        _ key: Key, as _: ChildKey.Type
    ) -> JSONObjectReader<ChildKey>? {
        guard let value = node(key) else { return nil }
        guard case .object = value.value else {
            report(JSONReading.typeMismatch(at: childPath(key), expected: "an object", found: value))
            return nil
        }
        return JSONObjectReader<ChildKey>(value, path: childPath(key))
    }

    /// Reads an object member with `body` and adds the nested reader's diagnostics (unknown
    /// keys included) to this one; `nil` when the member is absent or not an object.
    package mutating func withObject<ChildKey, Result>(
        _ key: Key, as childKeys: ChildKey.Type,
        _ body: (inout JSONObjectReader<ChildKey>) throws -> Result
    ) rethrows -> Result? {
        guard var child = object(key, as: childKeys) else { return nil }
        let result = try body(&child)
        report(contentsOf: child.finish())
        return result
    }

    private mutating func read<Value>(
        _ key: Key, expected: String, _ extract: (JSONValue) -> Value?
    ) -> Located<Value>? {
        guard let value = node(key) else { return nil }
        guard let extracted = extract(value.value) else {
            report(JSONReading.typeMismatch(at: childPath(key), expected: expected, found: value))
            return nil
        }
        return Located(extracted, at: value.location)
    }
}
