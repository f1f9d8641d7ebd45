/// A failed tool run's output, cut into what SwiftPM should show as separate diagnostics (see
/// `ToolOutputRelay` for why). Pure, so PluginsSharedTests can check it without PackagePlugin.
enum ToolOutputLines {
    /// One piece of the output, in order.
    enum Item: Equatable {
        /// An error: a located error line (kept with its `path:line:column:` prefix, which SwiftPM
        /// would drop from a plugin diagnostic's metadata), an `error:` line without its prefix,
        /// or a block of the lines between them (the drift summary and diffs).
        case error(String)
        /// A located warning line, kept with its location.
        case warning(String)
        /// A GitHub annotation line (`::error …`), which must start a line of the log.
        case annotation(String)
    }

    /// The items of `output`; blank lines around blocks are dropped.
    static func items(_ output: String) -> [Item] {
        var items: [Item] = []
        var block: [Substring] = []
        func flushBlock() {
            while block.last?.isEmpty == true { block.removeLast() }
            if !block.isEmpty { items.append(.error(block.joined(separator: "\n"))) }
            block = []
        }
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("::") {
                items.append(.annotation(String(line)))
            } else if let (location, isError, message) = located(line) {
                flushBlock()
                items.append(isError ? .error("\(location): \(message)") : .warning("\(location): \(message)"))
            } else if line.hasPrefix("error: ") {
                flushBlock()
                items.append(.error(String(line.dropFirst("error: ".count))))
            } else if !(block.isEmpty && line.isEmpty) {
                block.append(line)
            }
        }
        flushBlock()
        return items
    }

    /// `path:line:column: error|warning: message` split into its location, severity and message.
    private static func located(_ line: Substring) -> (Substring, Bool, Substring)? {
        for (marker, isError) in [(": error: ", true), (": warning: ", false)] {
            guard let range = line.range(of: marker) else { continue }
            // The path itself may contain colons: only the last two fields must be numbers.
            let parts = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, Int(parts[parts.count - 2]) != nil, Int(parts[parts.count - 1]) != nil else {
                return nil
            }
            return (line[..<range.lowerBound], isError, line[range.upperBound...])
        }
        return nil
    }
}
