/// Why generated files could not be written or checked: the problem, whose message says what to
/// fix, and where the generator made it (as a ``Diagnostic`` keeps its site, so a test lists
/// every place that throws one and proves each is reached).
package struct OutputError: Error, Sendable, Hashable, CustomStringConvertible {
    package var problem: Problem
    /// Never printed or compared: two errors are equal when their problems are.
    package var site: DiagnosticSite

    package init(_ problem: Problem, siteFile: String = #fileID, siteLine: Int = #line) {
        self.problem = problem
        self.site = DiagnosticSite(fileID: siteFile, line: siteLine)
    }

    package static func == (lhs: OutputError, rhs: OutputError) -> Bool { lhs.problem == rhs.problem }
    package func hash(into hasher: inout Hasher) { hasher.combine(problem) }
    package var description: String { problem.description }

    /// What is wrong with a relative path.
    package enum PathProblem: String, Sendable, Hashable {
        /// The path is empty.
        case empty
        /// The path starts with `/`.
        case absolute
        /// A component is `..`.
        case parentComponent
        /// A component is `.`.
        case currentComponent
        /// The path has `//` or ends with `/`.
        case emptyComponent
        /// The path contains `\`.
        case backslash
        /// The path contains a NUL character.
        case nul
    }
}

extension OutputError {
    /// What went wrong.
    package enum Problem: Sendable, Hashable, CustomStringConvertible {
        /// A generated file's relative path is not a plain path inside the output directory.
        case invalidRelativePath(String, PathProblem)
        /// Two generated files have the same path.
        case duplicatePath(String)
        /// Two generated files differ only in case or Unicode normalisation, which is one file on
        /// the default macOS and Windows file systems.
        case pathsDifferOnlyInCase(String, String)
        /// One generated file's path is a directory of another's.
        case fileInsideFile(file: String, nested: String)
        /// The output directory is itself a symbolic link.
        case outputDirectoryIsSymbolicLink(String)
        /// The output directory exists but is not a directory.
        case outputDirectoryIsNotADirectory(String)
        /// A symbolic link inside the output directory points outside it.
        case symbolicLinkLeavesOutputDirectory(path: String, destination: String)
        /// A symbolic link inside the output directory points nowhere.
        case danglingSymbolicLink(String)
        /// A path component that must be a directory is something else.
        case notADirectory(String)
        /// Where a generated file goes there is a directory, a symbolic link or a special file.
        case notARegularFile(String)
        /// The file system refused an operation.
        case fileSystem(path: String, operation: String, message: String)

        /// The problem and what to do about it.
        package var description: String {
            switch self {
            case let .invalidRelativePath(path, problem):
                return "generated file path '\(OneLineText.make(path))' \(problem.explanation); use a relative path "
                    + "of plain '/'-separated names inside the output directory"
            case let .duplicatePath(path):
                return "two generated files have the path '\(path)'; give them different names"
            case let .pathsDifferOnlyInCase(first, second):
                return "generated files '\(first)' and '\(second)' differ only in letter case or "
                    + "Unicode normalisation and would overwrite each other on macOS and Windows; "
                    + "rename one of them"
            case let .fileInsideFile(file, nested):
                return "generated file '\(nested)' would need '\(file)' to be a directory, but "
                    + "'\(file)' is also a generated file; rename one of them"
            case let .outputDirectoryIsSymbolicLink(path):
                return "output directory '\(path)' is a symbolic link; pass the directory it points "
                    + "to instead, so files cannot be redirected elsewhere"
            case let .outputDirectoryIsNotADirectory(path):
                return "output directory '\(path)' exists and is not a directory; remove it or "
                    + "choose another output directory"
            case let .symbolicLinkLeavesOutputDirectory(path, destination):
                return "'\(path)' is a symbolic link to '\(destination)', outside the output "
                    + "directory; remove the link, generated files are only written inside it"
            case let .danglingSymbolicLink(path):
                return "'\(path)' is a symbolic link that points nowhere; remove it"
            case let .notADirectory(path):
                return "'\(path)' must be a directory to hold generated files but is a file; "
                    + "remove or rename it"
            case let .notARegularFile(path):
                return "'\(path)' is where a generated file goes, but it is a directory, symbolic "
                    + "link or special file; remove it"
            case let .fileSystem(path, operation, message):
                let fix =
                    switch operation {
                    case "read", "list": "check that you may read it"
                    case "resolve": "check that its real path is not longer than the system allows"
                    default:
                        "check that every directory on the path is one, that you may write there, and that no name is too long"
                    }
                return "could not \(operation) '\(path)': \(OneLineText.make(message)); \(fix)"
            }
        }
    }
}

extension OutputError.PathProblem {
    fileprivate var explanation: String {
        switch self {
        case .empty: return "is empty"
        case .absolute: return "is absolute"
        case .parentComponent: return "contains a '..' component"
        case .currentComponent: return "contains a '.' component"
        case .emptyComponent: return "contains an empty component ('//' or a trailing '/')"
        case .backslash: return "contains a backslash"
        case .nul: return "contains a NUL character"
        }
    }
}
