import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// An existing output directory and the walk that keeps every generated file inside it.
///
/// Symbolic links among the directory's *ancestors* are resolved and accepted (on macOS `/var`
/// and `/tmp` are links). The directory itself must not be a link, and a link *inside* it is
/// followed only when its real path stays inside the directory's real path, compared component by
/// component so `/out2` is not inside `/out`. This guards against mistakes and committed links,
/// not against a process racing to swap directories while the generator runs.
struct OutputDirectory {
    /// Where a generated file lives on disk.
    struct Target {
        /// The real directory that holds the file.
        var directory: String
        /// The file's path inside `directory`.
        var path: String
        /// Whether a regular file is already there.
        var exists: Bool
    }

    /// The directory as the caller named it, used in messages.
    let displayPath: String
    /// Its real path, with every symbolic link resolved.
    let realPath: String

    /// The directory at `path`; nil when nothing is there.
    static func existing(_ path: String) throws(OutputError) -> OutputDirectory? {
        guard entryType(trimmed(path)) != nil else { return nil }
        return try opened(path, trimmed: trimmed(path))
    }

    /// The directory at `path`, created with any missing parents when nothing is there.
    static func created(_ path: String) throws(OutputError) -> OutputDirectory {
        let trimmedPath = trimmed(path)
        if entryType(trimmedPath) == nil {
            do {
                try FileManager.default.createDirectory(atPath: trimmedPath, withIntermediateDirectories: true)
            } catch {
                throw OutputError(
                    .fileSystem(path: path, operation: "create directory", message: error.localizedDescription))
            }
        }
        return try opened(path, trimmed: trimmedPath)
    }

    private static func trimmed(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// The directory at `path` (`trimmed` without a trailing `/`), which must be a directory and
    /// not a link to one.
    private static func opened(_ path: String, trimmed: String) throws(OutputError) -> OutputDirectory {
        switch entryType(trimmed) {
        case FileAttributeType.typeSymbolicLink?: throw OutputError(.outputDirectoryIsSymbolicLink(path))
        case FileAttributeType.typeDirectory?: break
        default: throw OutputError(.outputDirectoryIsNotADirectory(path))
        }
        guard let real = resolvedPath(trimmed) else {
            throw OutputError(.fileSystem(path: path, operation: "resolve", message: "realpath failed"))
        }
        return OutputDirectory(displayPath: trimmed, realPath: real)
    }

    /// Finds where the file with these path components goes, checking every existing component
    /// and creating missing directories when `create` is true; a target that does not exist when
    /// a directory on the way is missing and `create` is false.
    func locate(_ components: [String], create: Bool) throws(OutputError) -> Target {
        var current = realPath
        for depth in 0..<(components.count - 1) {
            let candidate = Self.join(current, components[depth])
            let shown = display(components[0...depth])
            switch Self.entryType(candidate) {
            case nil:
                guard create else {
                    return Target(
                        directory: candidate, path: Self.join(candidate, components.last ?? ""), exists: false)
                }
                do {
                    try FileManager.default.createDirectory(atPath: candidate, withIntermediateDirectories: false)
                } catch {
                    throw OutputError(
                        .fileSystem(path: shown, operation: "create directory", message: error.localizedDescription))
                }
                current = candidate
            case FileAttributeType.typeDirectory?:
                current = candidate
            case FileAttributeType.typeSymbolicLink?:
                guard let destination = Self.resolvedPath(candidate) else {
                    throw OutputError(.danglingSymbolicLink(shown))
                }
                guard contains(destination) else {
                    throw OutputError(.symbolicLinkLeavesOutputDirectory(path: shown, destination: destination))
                }
                guard Self.entryType(destination) == .typeDirectory else { throw OutputError(.notADirectory(shown)) }
                current = destination
            default:
                throw OutputError(.notADirectory(shown))
            }
        }
        let path = Self.join(current, components[components.count - 1])
        switch Self.entryType(path) {
        case nil: return Target(directory: current, path: path, exists: false)
        case FileAttributeType.typeRegular?: return Target(directory: current, path: path, exists: true)
        default: throw OutputError(.notARegularFile(display(components[...])))
        }
    }

    /// The path as the user would write it, for messages.
    func display(_ components: ArraySlice<String>) -> String {
        Self.join(displayPath, components.joined(separator: "/"))
    }

    /// True when `resolved` (a real path) is the directory or below it.
    private func contains(_ resolved: String) -> Bool {
        if realPath == "/" || resolved == realPath { return true }
        return resolved.hasPrefix(realPath + "/")
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The type of the entry itself (a link is reported as a link), or nil when there is none.
    static func entryType(_ path: String) -> FileAttributeType? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        return attributes[.type] as? FileAttributeType
    }

    /// `realpath(3)`: the canonical absolute path, or nil when it does not resolve.
    static func resolvedPath(_ path: String) -> String? {
        #if os(Windows)
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        #else
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
        #endif
    }

    /// Device and inode of the entry itself, to recognise one file under two spellings on
    /// case-insensitive file systems.
    static func identity(_ path: String) -> FileIdentity? {
        #if os(Windows)
        return nil
        #else
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        #endif
    }

    /// Renames `source` over `destination` in one step (`rename(2)`), or the error message.
    static func replace(_ destination: String, with source: String) -> String? {
        #if os(Windows)
        do {
            _ = try FileManager.default.replaceItemAt(
                URL(fileURLWithPath: destination),
                withItemAt: URL(fileURLWithPath: source))
            return nil
        } catch {
            return error.localizedDescription
        }
        #else
        guard rename(source, destination) != 0 else { return nil }
        return String(cString: strerror(errno))
        #endif
    }
}

/// A file's device and inode numbers.
struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
}
