import Foundation

/// Override files that nothing renders: a file named like no default template and included by no
/// template (a misspelt `TableModle.mustache`, a leftover) would otherwise be ignored in silence.
extension TemplateSet {
    /// A warning at the top of each override file whose name is neither a default template's nor
    /// a partial any template includes, with the nearest such name. None when a template
    /// includes a partial whose name is known only when rendering (`{{>*name}}` over a name the
    /// plans do not fix), since it might name any file.
    package func unusedOverrideDiagnostics() -> [Diagnostic] {
        guard !overrideFiles.isEmpty else { return [] }
        let check = checkNames()
        guard check.unfollowed.isEmpty else { return [] }
        let defaults = EmbeddedResources.templates.map { String($0.name.dropLast(Self.fileSuffix.count)) }
        var used = Set(defaults).union(check.reached)
        for (name, template) in templates {
            used.formUnion(template.partialTags.map(\.name).filter { $0 != name })
        }
        let candidates = defaults.sorted() + used.subtracting(defaults).sorted()
        return overrideFiles.sorted().compactMap { path in
            let name = String(URL(fileURLWithPath: path).lastPathComponent.dropLast(Self.fileSuffix.count))
            guard !used.contains(name) else { return nil }
            let fix =
                suggestion(for: name, among: candidates).map { "rename it to \($0)\(Self.fileSuffix)" }
                ?? "name it after the template it replaces (Templates/README.md lists them), or include it with {{> \(name)}}"
            return .warning(
                at: SourceLocation(file: path, line: 1, column: 1),
                "no template is named `\(name)` or includes it, so this file is never rendered; \(fix)")
        }
    }
}
