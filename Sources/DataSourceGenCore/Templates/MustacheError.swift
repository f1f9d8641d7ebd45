/// A template that cannot be parsed: where the offending tag is and how to fix it.
public struct MustacheError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name the template was parsed under (usually its file path).
    public var templateName: String
    /// 1-based line of the offending tag's opening delimiter.
    public var line: Int
    /// 1-based column (in Unicode scalars) of the offending tag's opening delimiter.
    public var column: Int
    /// What is wrong and how to fix it.
    public var message: String

    /// Creates an error.
    public init(templateName: String, line: Int, column: Int, message: String) {
        self.templateName = templateName
        self.line = line
        self.column = column
        self.message = message
    }

    /// The error's place, in the form the rest of the generator reports locations.
    public var location: SourceLocation {
        SourceLocation(file: templateName, line: line, column: column)
    }

    /// The error as a diagnostic, so template problems print like definition problems.
    public var diagnostic: Diagnostic { .error(at: location, message) }

    /// `name:line:column: error: message`, the form Xcode and SwiftPM show inline.
    public var description: String { diagnostic.description }
}
