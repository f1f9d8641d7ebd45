import PackagePlugin

/// Passes a failed tool run's output on to the user as SwiftPM diagnostics.
///
/// SwiftPM prints a command plugin's standard output only when it exits (when not writing to a
/// terminal), but its diagnostics at once, so a report printed as output would follow the
/// verdict in a CI log. As diagnostics (`ToolOutputLines`), the report keeps its order, the
/// tool's closing line with the fix last. Annotation lines go to standard output: they must
/// start a line of the log, and their place in it does not matter.
enum ToolOutputRelay {
    static func emit(_ output: String) {
        for item in ToolOutputLines.items(output) {
            switch item {
            case .error(let text): Diagnostics.error(text)
            case .warning(let text): Diagnostics.warning(text)
            case .annotation(let line): print(line)
            }
        }
    }
}
