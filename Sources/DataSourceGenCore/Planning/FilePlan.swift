/// Everything the templates need to render one generated file, with every decision made.
///
/// Plain data only: Swift-safe names, types as Swift spells them, escaped literals, comment-safe
/// text, flags and lists. The templates own every line of Swift; the renderer never sees
/// definitions, so a template cannot re-derive (and get wrong) a rule.
struct FilePlan: Hashable, Sendable, ReflectedMustache {
    /// The definitions file's name (no directories), comment-safe, for the header.
    var sourceName: String
    /// `"public "` or `""`, prefixed to every declaration.
    var access: String
    /// Every module the file imports, `DataSourceRuntime` first, each once.
    var imports: [ImportPlan]
    var entities: [EntityPlan]
    var sections: [SectionPlan]
    var pickers: [ListPickerPlan]
    var sectionControllers: [SectionControllerPlan]
    var tables: [TablePlan]
    var forms: [FormPlan]
    var listScreens: [ListScreenPlan]
}
