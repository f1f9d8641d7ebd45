/// The templates' names checked against the types of the render context (``FilePlan``), in
/// every branch, before anything renders: rendering alone reports only the tags it reaches.
extension TemplateSet {
    /// Checks every tag of every template the main template reaches, in the context each is
    /// reached in, against ``MustacheSchema/filePlan``. The tests run it on the default
    /// templates, which a run does not check again.
    func checkNames() -> MustacheNameCheck {
        var check = MustacheNameCheck(schema: .filePlan, templates: templates, distinguishing: overrideFiles)
        check.check(template: Self.mainTemplateName)
        return check
    }
}
