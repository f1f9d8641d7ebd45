/// One problem found in the inputs, with where it is and how to fix it.
package struct Diagnostic: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// How bad the problem is.
    package enum Severity: String, Hashable, Sendable, Comparable {
        /// Stops the run; nothing is written.
        case error
        /// Reported; generation goes on.
        case warning
        /// Errors sort before warnings at the same location.
        package static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .error && rhs == .warning
        }
    }

    /// Error or warning.
    package var severity: Severity
    /// Where the problem is.
    package var location: SourceLocation
    /// What is wrong, naming the key path and, where possible, the fix.
    package var message: String
    /// The line of the generator that made it; not part of equality, order or the printed form.
    package var site: DiagnosticSite

    /// Creates a diagnostic. Control, zero-width and bidi characters in the message (from a
    /// quoted name or text) are escaped, so every diagnostic prints as exactly one line.
    package init(
        _ severity: Severity, at location: SourceLocation, _ message: String, siteFile: String = #fileID,
        siteLine: Int = #line
    ) {
        self.severity = severity
        self.location = location
        self.message = OneLineText.make(message)
        self.site = DiagnosticSite(fileID: siteFile, line: siteLine)
    }

    /// Creates an error.
    package static func error(
        at location: SourceLocation, _ message: String, siteFile: String = #fileID, siteLine: Int = #line
    ) -> Diagnostic {
        Diagnostic(.error, at: location, message, siteFile: siteFile, siteLine: siteLine)
    }

    /// Creates a warning.
    package static func warning(
        at location: SourceLocation, _ message: String, siteFile: String = #fileID, siteLine: Int = #line
    ) -> Diagnostic {
        Diagnostic(.warning, at: location, message, siteFile: siteFile, siteLine: siteLine)
    }

    /// Equal when severity, location and message are: the site only says where it was made.
    package static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.severity == rhs.severity && lhs.location == rhs.location && lhs.message == rhs.message
    }

    /// Hashes what equality compares.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(severity)
        hasher.combine(location)
        hasher.combine(message)
    }

    /// Reading order: location, then errors before warnings, then message.
    package static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        return lhs.message < rhs.message
    }

    /// `path:line:column: error: message`, the form Xcode and SwiftPM show inline.
    package var description: String { "\(location): \(severity.rawValue): \(message)" }
}

extension Array where Element == Diagnostic {
    /// True when any diagnostic is an error (the run must stop before writing).
    package var containsErrors: Bool { contains { $0.severity == .error } }
}
