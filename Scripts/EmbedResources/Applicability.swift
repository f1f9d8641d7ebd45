// MARK: - Which kinds of row each key applies to

/// The object whose `kind` limits the keys of `$defs/name`: itself when it has a `kind`, else the one
/// object with a `kind` that holds it under a key (a form row's `rules`), with that key.
func kindOwner(of name: String, in definitions: [(key: String, value: JSON)]) -> (name: String, key: String?) {
    let object = definitions.first { $0.key == name }!.value
    if object["properties"]?["kind"] != nil { return (name, nil) }
    let owners = definitions.flatMap { owner, definition in
        (definition["properties"]?["kind"] == nil ? [] : definition["properties"]!.members).filter {
            $0.value["$ref"]?.string == "#/$defs/\(name)"
        }.map { (owner, $0.key) }
    }
    guard owners.count == 1 else {
        fatalError("$defs/\(name): `x-appliesTo` needs a `kind` of its own or one object with a `kind` holding it")
    }
    return (owners[0].0, owners[0].1)
}

/// The values of the `kind` of `$defs/name`.
func kindValues(of name: String, in definitions: [(key: String, value: JSON)]) -> [String] {
    let kinds = definitions.first { $0.key == name }?.value["properties"]?["kind"]?["enum"]?.elements ?? []
    guard !kinds.isEmpty else { fatalError("$defs/\(name): `x-appliesTo` needs `kind` to list its values") }
    return kinds.compactMap(\.string)
}

/// The keys of `$defs/name` that only some kinds take, with those kinds, as its properties'
/// `x-appliesTo` lists them (checked against the `kind` values of its ``kindOwner(of:in:)``; a key
/// without it applies to every kind), in declaration order.
func applicability(of name: String, in definitions: [(key: String, value: JSON)]) -> [(key: String, kinds: [String])] {
    let object = definitions.first { $0.key == name }?.value
    let limited = object?["properties"]?.members.filter { $0.value["x-appliesTo"] != nil } ?? []
    guard !limited.isEmpty else { return [] }
    let kinds = kindValues(of: kindOwner(of: name, in: definitions).name, in: definitions)
    return limited.map { key, property in
        let listed = property["x-appliesTo"]!.elements.map {
            $0.string ?? { fatalError("$defs/\(name).\(key): `x-appliesTo` lists kinds by name") }()
        }
        for kind in listed where !kinds.contains(kind) {
            fatalError("$defs/\(name).\(key): `x-appliesTo` lists \(kind), which is not a `kind` of the object")
        }
        guard !listed.isEmpty, Set(listed).count == listed.count else {
            fatalError("$defs/\(name).\(key): `x-appliesTo` lists each kind it applies to once")
        }
        // In the kinds' own order, so that messages and docs list them as `kind` does.
        return (key, kinds.filter(listed.contains))
    }
}

/// `$defs/name` with, where its keys' or those of an object it holds (`rules`) have an
/// `x-appliesTo`, one `if`/`then` per kind that refuses the keys it does not take (`"min": false`,
/// `"rules": {"properties": {"pattern": false}}`), so that an editor refuses them as the tool does.
func withApplicabilityConditions(_ name: String, in definitions: [(key: String, value: JSON)]) -> JSON {
    let object = definitions.first { $0.key == name }!.value
    guard object["properties"]?["kind"] != nil else { return object }
    let held = object["properties"]!.members.compactMap {
        key, property -> (key: String, limits: [(key: String, kinds: [String])])? in
        guard let reference = property["$ref"]?.string, reference.hasPrefix("#/$defs/") else { return nil }
        let limits = applicability(of: String(reference.dropFirst(8)), in: definitions)
        return limits.isEmpty ? nil : (key, limits)
    }
    let own = applicability(of: name, in: definitions)
    guard !own.isEmpty || !held.isEmpty else { return object }
    if object["allOf"] != nil { fatalError("$defs/\(name): `allOf` is generated from `x-appliesTo`") }
    let conditions: [JSON] = kindValues(of: name, in: definitions).compactMap { kind in
        var refused: [(key: String, value: JSON)] = own.filter { !$0.kinds.contains(kind) }.map {
            ($0.key, .literal("false"))
        }
        for (key, limits) in held {
            let inner = limits.filter { !$0.kinds.contains(kind) }.map { ($0.key, JSON.literal("false")) }
            if !inner.isEmpty { refused.append((key, .object([("properties", .object(inner))]))) }
        }
        guard !refused.isEmpty else { return nil }
        return .object([
            (
                "if",
                .object([
                    ("properties", .object([("kind", .object([("const", .string(kind))]))])),
                    ("required", .array([.string("kind")])),
                ])
            ),
            ("then", .object([("properties", .object(refused))])),
        ])
    }
    return .object(object.members + [("allOf", .array(conditions))])
}
