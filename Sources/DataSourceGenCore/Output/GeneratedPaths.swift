import Foundation

/// Checks the relative paths of a set of generated files before anything touches the disk.
enum GeneratedPaths {
    /// The path's components, or why it is not a plain relative path.
    static func components(of path: String) throws(OutputError) -> [String] {
        if path.isEmpty { throw OutputError(.invalidRelativePath(path, .empty)) }
        if path.unicodeScalars.contains("\0") { throw OutputError(.invalidRelativePath(path, .nul)) }
        if path.unicodeScalars.contains("\\") { throw OutputError(.invalidRelativePath(path, .backslash)) }
        if path.hasPrefix("/") { throw OutputError(.invalidRelativePath(path, .absolute)) }
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for component in components {
            switch component {
            case "": throw OutputError(.invalidRelativePath(path, .emptyComponent))
            case ".": throw OutputError(.invalidRelativePath(path, .currentComponent))
            case "..": throw OutputError(.invalidRelativePath(path, .parentComponent))
            default: continue
            }
        }
        return components
    }

    /// Validates every path and rejects sets that would overwrite themselves: duplicates,
    /// case- or normalisation-only differences, and a file used as another's directory.
    static func validate(_ files: [GeneratedFile]) throws(OutputError) {
        // Byte-wise, because `String` equality would call precomposed and decomposed `é` equal.
        var exact: Set<[UInt8]> = []
        var folded: [String: String] = [:]
        for file in files {
            _ = try components(of: file.relativePath)
            guard exact.insert(Array(file.relativePath.utf8)).inserted else {
                throw OutputError(.duplicatePath(file.relativePath))
            }
            let key = foldedKey(file.relativePath)
            if let other = folded[key] { throw OutputError(.pathsDifferOnlyInCase(other, file.relativePath)) }
            folded[key] = file.relativePath
        }
        for file in files {
            var prefix = ""
            for component in file.relativePath.split(separator: "/").dropLast() {
                prefix += prefix.isEmpty ? String(component) : "/" + component
                if let other = folded[foldedKey(prefix)] {
                    throw OutputError(.fileInsideFile(file: other, nested: file.relativePath))
                }
            }
        }
    }

    /// Equal for paths the default macOS file system treats as one.
    static func foldedKey(_ path: String) -> String {
        path.precomposedStringWithCanonicalMapping.lowercased()
    }
}
