import PackagePlugin

/// Passes a failed tool run's output on to the user as SwiftPM diagnostics.
///
/// SwiftPM prints a command plugin's standard output only when it exits (when not writing to a
/// terminal), but its diagnostics at once, so a report printed as output would follow the
/// verdict in a CI log. As diagnostics, the report keeps its order: each `file:line:column:`
/// line becomes an error or warning that still starts with its location (SwiftPM drops the
/// location of a plugin diagnostic, so it stays in the text), every `error:` line (the tool's
/// closing line among them) is an error of its own, and the lines between (the drift summary
/// and diffs) travel as one error block. GitHub annotation lines (`::error …`) must start a
/// line of the log, and their place in it does not matter, so they go to standard output.
enum ToolOutputRelay {
    static func emit(_ output: String) {
        var block: [Substring] = []
        func flushBlock() {
            while block.last?.isEmpty == true { block.removeLast() }
            if !block.isEmpty { Diagnostics.error(block.joined(separator: "\n")) }
            block = []
        }
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("::") {
                print(line)
            } else if let located = LocatedLine(line) {
                flushBlock()
                Diagnostics.emit(located.severity, "\(located.location): \(located.message)")
            } else if line.hasPrefix("error: ") {
                flushBlock()
                Diagnostics.error(String(line.dropFirst("error: ".count)))
            } else if !(block.isEmpty && line.isEmpty) {
                block.append(line)
            }
        }
        flushBlock()
    }

    /// `path:line:column: error|warning: message`, the form the tool prints diagnostics in.
    private struct LocatedLine {
        /// `path:line:column`.
        var location: Substring
        var severity: Diagnostics.Severity
        var message: Substring

        init?(_ text: Substring) {
            for (marker, severity) in [(": error: ", Diagnostics.Severity.error), (": warning: ", .warning)] {
                guard let range = text.range(of: marker) else { continue }
                // The path itself may contain colons: only the last two fields must be numbers.
                let parts = text[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                guard parts.count >= 3, Int(parts[parts.count - 2]) != nil, Int(parts[parts.count - 1]) != nil else {
                    return nil
                }
                location = text[..<range.lowerBound]
                self.severity = severity
                message = text[range.upperBound...]
                return
            }
            return nil
        }
    }
}
