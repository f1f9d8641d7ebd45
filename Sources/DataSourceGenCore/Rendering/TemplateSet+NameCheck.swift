/// The templates' names checked against the types of the render context (``FilePlan``), in
/// every branch, before anything renders: rendering alone reports only the tags it reaches.
extension TemplateSet {
    /// Checks every tag of every template the main template reaches, in the context each is
    /// reached in, against ``MustacheSchema/filePlan``. The tests run it on the default
    /// templates; a run checks only its overrides (``overrideNameDiagnostics()``).
    func checkNames() -> MustacheNameCheck {
        var check = MustacheNameCheck(schema: .filePlan, templates: templates, distinguishing: overrideFiles)
        check.check(template: Self.mainTemplateName)
        return check
    }

    /// The warnings for names an override writes, rendered or not, that the render context
    /// cannot have, and for default templates an override includes out of their context, worded
    /// and placed as rendering reports them (``diagnostics(for:overrideFiles:)``). Empty without
    /// overrides: a default template's names are the tests' to check, not every run's.
    package func overrideNameDiagnostics() -> [Diagnostic] {
        guard !overrideFiles.isEmpty else { return [] }
        let theirs = checkNames().findings.filter { name in
            ([name.site] + name.inclusions).contains { overrideFiles.contains($0.template) }
        }
        return Self.diagnostics(for: theirs, overrideFiles: overrideFiles)
    }
}
