/// A wrong command line: what is wrong, the usage line to follow, and where to read more.
/// The tool prints `description` to standard error and exits with `ExitStatus.usage` (2).
package struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, e.g. `unknown option '--ouput'; did you mean '--output'?`.
    package var message: String
    /// The usage line(s) of the verb (or of the tool, before a verb).
    package var usage: String
    /// The command that shows the full help, e.g. `datasource-gen help generate`.
    package var helpCommand: String
    /// Where the generator made it, as a ``Diagnostic`` keeps its site (a test lists every place
    /// that makes one and proves each is reached); never printed or compared.
    package var site: DiagnosticSite

    package init(
        message: String, usage: String, helpCommand: String, siteFile: String = #fileID, siteLine: Int = #line
    ) {
        self.message = message
        self.usage = usage
        self.helpCommand = helpCommand
        self.site = DiagnosticSite(fileID: siteFile, line: siteLine)
    }

    package static func == (lhs: UsageError, rhs: UsageError) -> Bool {
        (lhs.message, lhs.usage, lhs.helpCommand) == (rhs.message, rhs.usage, rhs.helpCommand)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(message)
        hasher.combine(usage)
        hasher.combine(helpCommand)
    }

    /// `error: <message>`, the usage, and the help command; ends with a newline.
    package var description: String {
        "error: \(message)\n\(usage)\nRun '\(helpCommand)' for more information.\n"
    }
}
