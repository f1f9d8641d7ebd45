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

    package init(templateName: String, line: Int, column: Int, message: String) {
        self.templateName = templateName
        self.line = line
        self.column = column
        self.message = message
    }

    /// The error's place, in the form the rest of the generator reports locations.
    package var location: SourceLocation {
        SourceLocation(file: templateName, line: line, column: column)
    }

    /// The error as a diagnostic, so template problems print like definition problems.
    package var diagnostic: Diagnostic { .error(at: location, message) }

    /// `name:line:column: error: message`, the form Xcode and SwiftPM show inline.
    package var description: String { diagnostic.description }
}
