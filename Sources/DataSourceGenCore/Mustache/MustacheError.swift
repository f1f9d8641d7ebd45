/// A template that cannot be parsed: where the offending tag is and how to fix it.
package struct MustacheError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name the template was parsed under (usually its file path).
    package var templateName: String
    /// 1-based line of the offending tag's opening delimiter.
    package var line: Int
    /// 1-based column (in Unicode scalars) of the offending tag's opening delimiter.
    package var column: Int
    /// What is wrong and how to fix it.
    package var message: String
    /// The line of the generator that found it; not part of equality (see ``DiagnosticSite``).
    package var site: DiagnosticSite

    package init(
        templateName: String, line: Int, column: Int, message: String, siteFile: String = #fileID,
        siteLine: Int = #line
    ) {
        self.templateName = templateName
        self.line = line
        self.column = column
        self.message = message
        self.site = DiagnosticSite(fileID: siteFile, line: siteLine)
    }

    /// Equal when the place and the message are: the site only says where it was found.
    package static func == (lhs: MustacheError, rhs: MustacheError) -> Bool {
        (lhs.templateName, lhs.line, lhs.column, lhs.message) == (rhs.templateName, rhs.line, rhs.column, rhs.message)
    }

    /// Hashes what equality compares.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(templateName)
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(message)
    }

    /// The error's place, in the form the rest of the generator reports locations.
    package var location: SourceLocation {
        SourceLocation(file: templateName, line: line, column: column)
    }

    /// The error as a diagnostic, so template problems print like definition problems.
    package var diagnostic: Diagnostic {
        .error(at: location, message, siteFile: site.fileID, siteLine: site.line)
    }

    /// `name:line:column: error: message`, the form Xcode and SwiftPM show inline.
    package var description: String { diagnostic.description }
}
