/// Turns validated ``Definitions`` into the ``FilePlan`` the templates render.
///
/// Runs only on definitions without errors, so it may rely on every reference resolving; where
/// it still cannot (it never traps), the affected declaration is left out.
struct GenerationPlanner {
    func plan(_ definitions: Definitions, outputPath: String) -> FilePlan {
        let entityPlanner = EntityPlanner(traits: DeclaredTypeTraits.make(for: definitions))
        let pickerPlanner = ListPickerPlanner(definitions: definitions)
        return FilePlan(
            sourceName: CommentText.make(OutputNaming.fileName(of: definitions.file)),
            outputPath: outputPath,
            access: definitions.options.accessLevel?.value == .public ? "public " : "",
            imports: definitions.options.imports.map(\.value).filter { $0 != "DataSourceRuntime" },
            entities: definitions.entities.map(entityPlanner.plan),
            sections: definitions.sections.map(entityPlanner.plan),
            pickers: definitions.listPickers.compactMap(pickerPlanner.plan)
        )
    }
}

/// How input paths map to output file names.
public enum OutputNaming {
    /// The suffix that marks a definitions file.
    public static let definitionsSuffix = ".datasources.json"
    /// The suffix of the generated Swift file.
    public static let outputSuffix = ".datasources.swift"

    /// The last path component of `path`.
    public static func fileName(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }

    /// `Products.datasources.json` → `Products.datasources.swift`; any other name keeps its stem
    /// before the last `.` (`A.json` → `A.datasources.swift`). The `.datasources` part keeps the
    /// name from colliding with a hand-written `Products.swift` in the same module.
    public static func outputFileName(forInput path: String) -> String {
        let name = fileName(of: path)
        if name.hasSuffix(definitionsSuffix) {
            return String(name.dropLast(definitionsSuffix.count)) + outputSuffix
        }
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            return String(name[..<dot]) + outputSuffix
        }
        return name + outputSuffix
    }
}
