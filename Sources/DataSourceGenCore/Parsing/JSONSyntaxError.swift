/// A JSON or JSON5 syntax error: the one diagnostic the parser reports, located where the
/// syntax breaks. (`Diagnostic` itself is not an `Error`, so it travels inside this wrapper.)
package struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The error, ready to print or to add to a run's diagnostics.
    package let diagnostic: Diagnostic

    /// Wraps a diagnostic.
    package init(diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }

    /// The diagnostic in `path:line:column: error: message` form.
    package var description: String { diagnostic.description }
}
