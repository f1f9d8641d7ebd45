/// Resolution of type text: every name in a field or cell type must be a standard type, an
/// entity or section enum of the file, or an app type declared under `types`.
extension ResolutionContext {
    /// Where a type string was written and how to talk about it in messages.
    struct TypeSite {
        /// The type string; its location is the opening quote.
        var text: Located<String>
        /// The key path printed in messages (`entities.Product.fields.price`).
        var path: String
        /// The JSON shown after the name in the "declare it under `types`" fix.
        var declaration: String

        /// The location of the scalar at `offset` inside the string.
        func location(_ offset: Int) -> SourceLocation {
            var location = text.location
            location.column += 1 + offset
            return location
        }
    }

    /// Resolves the type string at `site`; problems are reported at the column inside the
    /// string, and the result is then ``ResolvedType/unresolved(_:)``. `advice` ends the message
    /// of a syntax error.
    mutating func resolveType(at site: TypeSite, advice: String) -> ResolvedType {
        switch SwiftTypeParser.parse(site.text.value) {
        case .failure(let failure):
            error(
                site.location(failure.offset), "`\(site.path)` is not a Swift type: \(failure.message); \(advice)",
                siteFile: failure.site.fileID, siteLine: failure.site.line)
            return .unresolved(site.text.value)
        case .success(let reference):
            return resolve(reference, at: site) ?? .unresolved(site.text.value)
        }
    }

    private mutating func resolve(_ reference: SwiftTypeReference, at site: TypeSite) -> ResolvedType? {
        switch reference {
        case .optional(let wrapped):
            return resolve(wrapped, at: site).map(ResolvedType.optional)
        case .array(let element):
            return resolve(element, at: site).map(ResolvedType.array)
        case .dictionary(let key, let value):
            guard let resolvedKey = resolve(key, at: site), let resolvedValue = resolve(value, at: site) else {
                return nil
            }
            return dictionary(resolvedKey, resolvedValue, at: site.location(key.offset), path: site.path)
        case .tuple(let elements):
            let resolved = elements.map { resolve($0, at: site) }
            return resolved.contains { $0 == nil } ? nil : .tuple(resolved.compactMap { $0 })
        case .function(let offset):
            error(
                site.location(offset),
                "`\(site.path)` is a function type, which generated code cannot store as list data; store a value (for example `String`) and keep behaviour in the app"
            )
            return nil
        case .existential(_, let offset):
            error(
                site.location(offset),
                "`\(site.path)` is an `any`/`some` type, whose conformances the generator cannot know; declare a concrete app type under `types` and use it"
            )
            return nil
        case .named(let parts, let arguments, let offset):
            return named(parts, arguments, offset: offset, at: site)
        }
    }

    private mutating func named(_ parts: [String], _ arguments: [SwiftTypeReference], offset: Int, at site: TypeSite)
        -> ResolvedType?
    {
        let written = parts.joined(separator: ".")
        let isQualifiedStandard = parts.count == 2 && StandardTypes.qualifyingModules.contains(parts[0])
        let name = isQualifiedStandard ? parts[1] : written
        if let count = StandardTypes.containers[name], isQualifiedStandard || parts.count == 1 {
            guard arguments.count == count else {
                error(
                    site.location(offset),
                    "`\(site.path)` gives `\(name)` \(arguments.count) generic argument\(arguments.count == 1 ? "" : "s"), but it takes \(count); write for example `\(name == "Dictionary" ? "[String: Int]" : "\(name)<Int>")`"
                )
                return nil
            }
            let resolved = arguments.map { resolve($0, at: site) }
            guard !resolved.contains(where: { $0 == nil }) else { return nil }
            let types = resolved.compactMap { $0 }
            switch name {
            case "Optional": return .optional(types[0])
            case "Array": return .array(types[0])
            case "Set": return set(types[0], at: site.location(offset), path: site.path)
            default: return dictionary(types[0], types[1], at: site.location(offset), path: site.path)
            }
        }
        let isStandard = StandardTypes.byName[name] != nil && (isQualifiedStandard || parts.count == 1)
        guard let found = isStandard ? .standard(name) : namespace[written] else {
            let candidates =
                StandardTypes.byName.keys.sorted() + StandardTypes.containers.keys.sorted() + declaredTypeNames
            error(
                site.location(offset),
                "`\(site.path)` uses the type `\(written)`, which is not a standard type nor declared in this file\(didYouMean(written, among: candidates)); fix the name, or declare the app's type under `types`, for example \"types\": { \"\(written)\": \(site.declaration) }"
            )
            return nil
        }
        guard arguments.isEmpty else {
            error(
                site.location(offset),
                "`\(site.path)` gives `\(written)` generic arguments; only Optional, Array, Set and Dictionary take them here"
            )
            return nil
        }
        return found
    }

    /// Entity, section-enum and app-type names, in declaration order, for suggestions.
    var declaredTypeNames: [String] {
        definitions.entities.map { GeneratedNames.typeName($0.name.value) }
            + definitions.sections.map { GeneratedNames.typeName($0.name.value) }
            + definitions.appTypes.map(\.name.value)
    }

    private mutating func dictionary(
        _ key: ResolvedType, _ value: ResolvedType, at location: SourceLocation, path: String
    ) -> ResolvedType {
        hashableRequirements.append(
            (
                key,
                .error(
                    at: location,
                    "`\(path)` uses `\(key.swiftText)` as a dictionary key, but it is not Hashable; use a Hashable key type (String, Int, UUID, an entity whose fields are Hashable, …)"
                )
            ))
        return .dictionary(key: key, value: value)
    }

    private mutating func set(_ element: ResolvedType, at location: SourceLocation, path: String) -> ResolvedType {
        hashableRequirements.append(
            (
                element,
                .error(
                    at: location,
                    "`\(path)` uses `\(element.swiftText)` as a set element, but it is not Hashable; use a Hashable element type or an array"
                )
            ))
        return .set(element)
    }

    /// Reports every set element and dictionary key that turned out not to be Hashable.
    mutating func checkHashableRequirements() {
        for requirement in hashableRequirements
        where !requirement.type.conformances(declared: declaredConformances).contains(.hashable) {
            diagnostics.append(requirement.error)
        }
    }
}

extension SwiftTypeReference {
    /// Where the reference starts in its type string, for messages about it.
    var offset: Int {
        switch self {
        case .named(_, _, let offset), .function(let offset), .existential(_, let offset): offset
        case .optional(let inner), .array(let inner): inner.offset
        case .dictionary(let key, _): key.offset
        case .tuple(let elements): elements.first?.offset ?? 0
        }
    }
}
