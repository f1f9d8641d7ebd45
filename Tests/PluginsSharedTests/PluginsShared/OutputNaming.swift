/// How definitions files map to the Swift files generated from them, and when two of them would
/// write the same file.
///
/// The plugins compile this very file (`Plugins/PluginsShared/OutputNaming.swift` is a symlink to
/// it), so that the plugins and the tool cannot disagree on a name. That is why it imports nothing
/// and is internal: it compiles unchanged in both places, and each module uses only its own copy.
enum OutputNaming {
    /// The suffix that marks a definitions file.
    static let definitionsSuffix = ".datasources.json"
    /// The suffix of the generated Swift file.
    static let outputSuffix = ".datasources.swift"

    /// The last path component of `path`.
    static func fileName(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }

    /// Whether `path` names a definitions file: it ends in the suffix and has a name before it,
    /// because a file called just `.datasources.json` is a hidden file, not a definitions file.
    static func isDefinitionsFile(_ path: String) -> Bool {
        let name = fileName(of: path)
        return name.hasSuffix(definitionsSuffix) && name.count > definitionsSuffix.count
    }

    /// `Products.datasources.json` → `Products.datasources.swift`; any other name keeps its stem
    /// before the last `.` (`A.json` → `A.datasources.swift`). The `.datasources` part keeps the
    /// name from colliding with a hand-written `Products.swift` in the same module.
    static func outputFileName(forInput path: String) -> String {
        let name = fileName(of: path)
        if name.hasSuffix(definitionsSuffix) {
            return String(name.dropLast(definitionsSuffix.count)) + outputSuffix
        }
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            return String(name[..<dot]) + outputSuffix
        }
        return name + outputSuffix
    }

    /// Equal for two file names that are one file on the default file systems of macOS and
    /// Windows, which ignore case: `Products.datasources.swift` and `products.datasources.swift`
    /// would overwrite each other there, so they clash everywhere, even on Linux. (`String`
    /// equality and hashing already treat precomposed and decomposed `é` as one, as macOS does.)
    static func sameFileKey(_ fileName: String) -> String {
        fileName.lowercased()
    }

    /// The inputs whose output file names clash with an earlier input's (see ``sameFileKey(_:)``),
    /// in the order given, each paired with the first input it clashes with.
    ///
    /// All of a module's generated files go into one folder, so inputs in different folders clash
    /// too; the later input is the one reported, as the one to rename.
    static func outputNameClashes<Input>(
        among inputs: [Input], path: (Input) -> String
    ) -> [(input: Input, earlier: Input)] {
        var firstByKey: [String: Input] = [:]
        var clashes: [(input: Input, earlier: Input)] = []
        for input in inputs {
            let key = sameFileKey(outputFileName(forInput: path(input)))
            if let earlier = firstByKey[key] {
                clashes.append((input, earlier))
            } else {
                firstByKey[key] = input
            }
        }
        return clashes
    }
}
