/// A GitHub Actions workflow command, `::error file=…,line=…,col=…::message`, which the runner
/// shows as an annotation on that line of the pull request's files.
package struct GitHubAnnotation: Sendable, Hashable, CustomStringConvertible {
    /// The annotation's level, as the workflow command names it.
    package enum Level: String, Sendable, Hashable {
        case error
        case warning
    }

    package var level: Level
    /// Path relative to the repository root (the working directory CI runs the tool in).
    package var file: String
    /// 1-based; nil annotates the file as a whole.
    package var line: Int?
    /// 1-based; only meaningful with `line`.
    package var column: Int?
    package var message: String

    package init(_ level: Level, file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.level = level
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// The workflow command line, newline included. Values are escaped as the runner expects
    /// (`%`, CR and LF everywhere; `:` and `,` in properties too), so a path or message with
    /// those characters can neither break the line nor forge a second command.
    package var description: String {
        var properties = ["file=" + Self.escapeProperty(file)]
        if let line {
            properties.append("line=\(line)")
            if let column { properties.append("col=\(column)") }
        }
        return "::\(level.rawValue) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
    }

    /// One annotation per diagnostic, at its line and column.
    package static func annotations(for diagnostics: [Diagnostic]) -> [GitHubAnnotation] {
        diagnostics.map { diagnostic in
            GitHubAnnotation(
                diagnostic.severity == .error ? .error : .warning,
                file: diagnostic.location.file, line: diagnostic.location.line,
                column: diagnostic.location.column, message: diagnostic.message)
        }
    }

    /// For a drift report: one annotation at the first changed line of each hunk of a changed
    /// file, and one per missing or orphaned file. `directory` is the output directory as the
    /// user named it; `fix` is the command that brings it up to date.
    package static func annotations(for report: DriftReport, in directory: String, fix: String) -> [GitHubAnnotation] {
        report.entries.flatMap { entry -> [GitHubAnnotation] in
            let file = OutputDirectory.join(directory, entry.relativePath)
            switch entry.kind {
            case .changed:
                return entry.changedLines.map { line in
                    GitHubAnnotation(
                        .error, file: file, line: line,
                        message:
                            "This generated code is out of date with its definitions. Run `\(fix)` and commit the result."
                    )
                }
            case .missing:
                return [
                    GitHubAnnotation(
                        .error, file: file,
                        message:
                            "\(entry.relativePath) is generated from the definitions but missing here. Run `\(fix)` and commit the result."
                    )
                ]
            case .orphaned:
                return [
                    GitHubAnnotation(
                        .error, file: file,
                        message: "\(entry.relativePath) is no longer generated from any definitions file. Delete it.")
                ]
            }
        }
    }

    private static func escapeData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// Every occurrence of `target` replaced, comparing unicode scalars (so a `\r\n` pair is seen
    /// as its two characters, which `Character` comparison would not).
    fileprivate func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
        var result = ""
        for scalar in unicodeScalars {
            if scalar == target { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
