/// A place in an input file: 1-based line and column (columns count Unicode scalars).
package struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it (printed verbatim so editors can open it).
    package var file: String
    /// 1-based line number.
    package var line: Int
    /// 1-based column number.
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// Orders by file, then line, then column, so diagnostics print in reading order.
    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `file:line:column`, the prefix Xcode and SwiftPM recognise (a path with control
    /// characters is escaped, so it cannot break the diagnostic's line).
    package var description: String { "\(OneLineText.make(file)):\(line):\(column)" }
}
