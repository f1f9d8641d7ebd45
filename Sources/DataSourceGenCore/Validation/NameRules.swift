/// Rules about declared names: duplicates, names that collide once made Swift-safe, and names
/// that would shadow a type the generated code itself uses or a framework the file imports.
extension ValidationContext {
    /// Entities, section enums and the declarations of every kind all become types of one file,
    /// so they share a namespace.
    mutating func checkDeclarationNames(_ definitions: ResolvedDefinitions) {
        let declared = definitions.declaredNames.map { (raw: $0.name, kind: $0.kind) }
        let referenced = GeneratedCodeNames.referencedTypes
        checkNames(declared, swiftName: GeneratedNames.typeName, scope: "type")
        for item in declared {
            let swift = GeneratedNames.typeName(item.raw.value)
            if referenced.contains(swift) {
                error(
                    item.raw.location,
                    "\(item.kind) `\(item.raw.value)` would be generated as `\(swift)`, which shadows a type the generated code uses; choose another name (for example `My\(swift)`)"
                )
            } else if let clash = Self.frameworkDeclaring(swift, platforms: definitions.platforms) {
                error(
                    item.raw.location,
                    "\(item.kind) `\(item.raw.value)` would be generated as `\(swift)`, a public name of \(clash.framework), which this file's `\(clash.platform)` platform imports: in the app's module it would hide \(clash.framework)'s `\(swift)`; rename it (for example `My\(swift)`)"
                )
            }
        }
        for type in definitions.appTypes {
            let first = String(type.definition.name.value.prefix { $0 != "." })
            // A standard type's name was already refused while resolving `types`.
            let isStandard = StandardTypes.byName[first] != nil || StandardTypes.containers[first] != nil
            if !isStandard, referenced.contains(first) {
                error(
                    type.definition.location,
                    "app type `\(type.definition.name.value)` shadows `\(first)`, a type the generated code uses; rename the app's type or refer to it by a typealias with another name"
                )
            }
        }
    }

    /// The framework whose public type `name` is, among those a SwiftUI platform of `platforms`
    /// imports, with that platform's name: SwiftUI with `swiftui` or `fiori-swiftui`,
    /// FioriSwiftUICore with `fiori-swiftui`. A declaration may not take such a name: the
    /// generated file and the app's SwiftUI code share a module, where it would hide the
    /// framework's type (issue 22: generated SwiftUI names never clash with the frameworks').
    /// The validator passes a file's own platforms; `CrossFileRules` passes the other files' of
    /// the run, which share that module.
    static func frameworkDeclaring(_ name: String, platforms: Set<FileOptions.Platform>)
        -> (framework: String, platform: String)?
    {
        let swiftUIPlatform = [FileOptions.Platform.swiftui, .fioriSwiftUI].first { platforms.contains($0) }
        if let swiftUIPlatform, GeneratedCodeNames.swiftUIPublicNames.contains(name) {
            return ("SwiftUI", swiftUIPlatform.rawValue)
        }
        if platforms.contains(.fioriSwiftUI), GeneratedCodeNames.fioriSwiftUICorePublicNames.contains(name) {
            return ("FioriSwiftUICore", FileOptions.Platform.fioriSwiftUI.rawValue)
        }
        return nil
    }

    /// Inside a declaration's namespace (and its views' and model's generic parameters) the names in
    /// `nested` mean its own types, so a declaration generated with one of them could not be named
    /// from inside itself: `path` is the declaration's key path (`tables.Model`), `noun` its kind.
    mutating func checkOwnName(
        _ name: Located<String>, typeName: String, path: String, noun: String, nested: Set<String>
    ) {
        guard nested.contains(typeName) else { return }
        error(
            name.location,
            "`\(path)` is generated as `\(typeName)`, the name of a type nested in it, which its generated code "
                + "could not tell from the \(noun); rename the \(noun) (for example `My\(typeName)`)")
    }

    /// Reports declared names (fields, cases) whose Swift name is a member the generator adds.
    mutating func checkMembers(
        _ names: [Located<String>], swiftName: (String) -> String, reserved: Set<String>, kind: String, owner: String
    ) {
        for name in names {
            let swift = swiftName(name.value)
            if reserved.contains(swift) {
                error(
                    name.location,
                    "\(kind) `\(name.value)` would be generated as `\(swift)`, which clashes with a member the generated code gives `\(owner)` (\(reserved.sorted().map { "`\($0)`" }.joined(separator: ", "))); rename it"
                )
            }
        }
    }

    /// Reports names (fields, flags) whose Swift name a SwiftUI view could not bind: `$model.name`
    /// finds a member of `Binding` or `Bindable` first.
    mutating func checkBindable(_ names: [Located<String>], swiftName: (String) -> String, kind: String) {
        for name in names where GeneratedCodeNames.bindingMembers.contains(swiftName(name.value)) {
            let members = GeneratedCodeNames.bindingMembers.sorted().map { "`\($0)`" }.joined(separator: ", ")
            error(
                name.location,
                "\(kind) `\(name.value)` would be generated as `\(swiftName(name.value))`, which a SwiftUI view binds "
                    + "through a `Binding`, whose own member of that name comes first (\(members)); rename it")
        }
    }

    /// Reports exact duplicates and collisions after conversion among `names` in one scope.
    mutating func checkNames(
        _ names: [(raw: Located<String>, kind: String)], swiftName: (String) -> String, scope: String
    ) {
        var firstByRaw: [String: Located<String>] = [:]
        var firstBySwift: [String: Located<String>] = [:]
        for (raw, kind) in names {
            if let first = firstByRaw[raw.value] {
                error(
                    raw.location,
                    "\(kind) `\(raw.value)` is already declared at \(first.location.line):\(first.location.column); rename or remove one of them"
                )
                continue
            }
            firstByRaw[raw.value] = raw
            let swift = swiftName(raw.value)
            if let first = firstBySwift[swift] {
                error(
                    raw.location,
                    "`\(raw.value)` and `\(first.value)` (\(first.location.line):\(first.location.column)) both become the Swift \(scope) name `\(swift)`; rename one of them"
                )
            } else {
                firstBySwift[swift] = raw
            }
        }
    }
}
