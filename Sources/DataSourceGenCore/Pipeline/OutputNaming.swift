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
