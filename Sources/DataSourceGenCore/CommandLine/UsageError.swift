/// A wrong command line: what is wrong, the usage line to follow, and where to read more.
/// The tool prints `description` to standard error and exits with `ExitStatus.usage` (2).
package struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, e.g. `unknown option '--ouput'; did you mean '--output'?`.
    package var message: String
    /// The usage line(s) of the verb (or of the tool, before a verb).
    package var usage: String
    /// The command that shows the full help, e.g. `datasource-gen help generate`.
    package var helpCommand: String

    package init(message: String, usage: String, helpCommand: String) {
        self.message = message
        self.usage = usage
        self.helpCommand = helpCommand
    }

    /// `error: <message>`, the usage, and the help command; ends with a newline.
    package var description: String {
        "error: \(message)\n\(usage)\nRun '\(helpCommand)' for more information.\n"
    }
}
