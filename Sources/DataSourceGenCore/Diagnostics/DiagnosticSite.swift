/// The place in the generator's own source that made a diagnostic: the `#fileID` and `#line` of
/// the call to a diagnostic factory (``Diagnostic/error(at:_:siteFile:siteLine:)``, a rule's
/// `error(_:_:)`, a parser's error builder, …).
///
/// Each factory takes `siteFile: String = #fileID, siteLine: Int = #line`, so the site is the line
/// that calls it; a helper that only passes a problem on forwards its own `siteFile`/`siteLine`.
/// A test lists every such call from the source and proves each one is reached by some input.
/// The site is never printed, compared or sorted by: it does not change what users see.
package struct DiagnosticSite: Hashable, Sendable, CustomStringConvertible {
    /// `Module/File.swift`, as `#fileID` spells it.
    package var fileID: String
    /// The line of the factory call.
    package var line: Int

    package init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }

    /// `Module/File.swift:line`.
    package var description: String { "\(fileID):\(line)" }
}
