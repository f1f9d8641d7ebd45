import Foundation

/// The Mustache templates a run renders with: the embedded defaults, possibly overridden by files
/// from a `--templates` directory.
///
/// Template `X` comes from a file `X.mustache`; the main template of the Swift output is
/// `DataSources.swift`, the others are partials it includes by name. An override directory may
/// replace any of them and add partials of its own.
package struct TemplateSet: Sendable {
    /// The name of the main template of the one generated Swift file per definitions file.
    package static let mainTemplateName = "DataSources.swift"
    /// The file suffix of template files.
    package static let fileSuffix = ".mustache"

    /// Parsed templates by name.
    package private(set) var templates: [String: MustacheTemplate]
    /// The files that overrode or added templates, as the templates name them: a name they use,
    /// or a default template they include out of its context, that resolves to nothing is the
    /// user's to fix (a warning there), while one in a default template is a defect of the tool
    /// (an error, which the tests catch).
    private(set) var overrideFiles: Set<String> = []

    /// The prefix under which every default template stays reachable after an override, so an
    /// override can extend it: `{{<default/Entity}}{{$members}}…{{/members}}{{/default/Entity}}`.
    package static let defaultsPrefix = "default/"

    /// The defaults compiled into the tool, so it needs no files beside it; each is also
    /// registered under ``defaultsPrefix``. Parsed once per process.
    package static let embedded: TemplateSet = {
        var templates: [String: MustacheTemplate] = [:]
        for file in EmbeddedResources.templates {
            let name = String(file.name.dropLast(fileSuffix.count))
            // The embedded copy is checked by a test to parse; a failure here is a build defect,
            // so it is skipped rather than trapping, and `validate` then reports the gap.
            if let template = try? MustacheTemplate(parsing: file.source, name: file.name) {
                templates[name] = template
                templates[defaultsPrefix + name] = template
            }
        }
        return TemplateSet(templates: templates, overrideFiles: [])
    }()

    /// Replaces or adds the templates found in `directory` (`*.mustache`, not recursive).
    ///
    /// Returns diagnostics for unreadable files and templates that do not parse; a template that
    /// fails keeps the default so later checks do not cascade.
    package mutating func override(from directory: URL) -> [Diagnostic] {
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            return [
                .error(
                    at: SourceLocation(file: directory.path, line: 1, column: 1),
                    "cannot read the templates directory: \(error.localizedDescription); pass an existing directory to --templates"
                )
            ]
        }
        var diagnostics: [Diagnostic] = []
        for entry in entries.sorted() where entry.hasSuffix(TemplateSet.fileSuffix) {
            let path = directory.appendingPathComponent(entry).path
            guard let data = FileManager.default.contents(atPath: path),
                let source = String(data: data, encoding: .utf8)
            else {
                diagnostics.append(
                    .error(
                        at: SourceLocation(file: path, line: 1, column: 1),
                        "cannot read this template as UTF-8 text; save it as UTF-8"))
                continue
            }
            do {
                templates[String(entry.dropLast(TemplateSet.fileSuffix.count))] = try MustacheTemplate(
                    parsing: source, name: path)
                overrideFiles.insert(path)
            } catch {
                diagnostics.append(error.diagnostic)
            }
        }
        return diagnostics
    }

    /// Checks that every partial any template names exists, so a typo in an override is an error
    /// at its tag, with the nearest existing name, and not silently empty output. (The main
    /// template cannot be missing: an override replaces it but cannot remove it, and
    /// ``renderMain(_:)`` refuses a build that lacks it.)
    package func validate() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let names = templates.keys.sorted()
        for (name, template) in templates.sorted(by: { $0.key < $1.key }) {
            for tag in template.partialTags where templates[tag.name] == nil {
                let nearest = suggestion(for: tag.name, among: names).map { " (did you mean `\($0)`?)" } ?? ""
                let fix = "fix the name\(nearest) or add \(tag.name)\(TemplateSet.fileSuffix)"
                diagnostics.append(
                    .error(
                        at: Self.location(of: tag.site),
                        "template `\(name)` includes the partial `\(tag.name)`, which does not exist; \(fix)"))
            }
        }
        return diagnostics
    }

    /// Renders the main template with `context`; runaway partial recursion is an error rather
    /// than silently truncated output. Every tag whose name the context lacks is reported
    /// (``diagnostics(for:overrideFiles:)``): a warning where an override is at fault, an error in a
    /// default template.
    func renderMain(_ context: MustacheValue) throws(MustacheError) -> (text: String, diagnostics: [Diagnostic]) {
        guard let main = templates[TemplateSet.mainTemplateName] else {
            throw MustacheError(
                templateName: TemplateSet.mainTemplateName + TemplateSet.fileSuffix, line: 1, column: 1,
                message:
                    "the main template is missing; add \(TemplateSet.mainTemplateName)\(TemplateSet.fileSuffix) to the templates directory"
            )
        }
        let rendered = try main.renderReportingUnresolved(context, partials: templates)
        let diagnostics = Self.diagnostics(for: rendered.unresolved, overrideFiles: overrideFiles)
        return (rendered.text, diagnostics)
    }

    /// The names that resolved to nothing: the user's to fix where an override (a file of
    /// `overrideFiles`) wrote them, or where an override included a default template outside the
    /// context it expects (one warning at that tag, naming them all); otherwise a defect of the
    /// default templates.
    static func diagnostics(for unresolved: [MustacheUnresolvedName], overrideFiles: Set<String>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var misplaced: [(inclusion: MustacheSite, template: String, names: [String])] = []
        for name in unresolved {
            let site = name.site
            if overrideFiles.contains(site.template) {
                diagnostics.append(
                    .warning(
                        at: location(of: site),
                        "`\(name.name)` names nothing in the render context, so it renders as empty text; "
                            + (name.nearest.map { "did you mean `\($0)`? " } ?? "fix the name ")
                            + "(Templates/README.md lists every key)"))
            } else if let inclusion = name.inclusions.last(where: { overrideFiles.contains($0.template) }) {
                if let index = misplaced.firstIndex(where: { $0.inclusion == inclusion }) {
                    misplaced[index].names.append("`\(name.name)`")
                } else {
                    misplaced.append((inclusion, site.template, ["`\(name.name)`"]))
                }
            } else {
                diagnostics.append(
                    .error(
                        at: location(of: site),
                        "the default template names `\(name.name)`, which the render context lacks; "
                            + "this is a defect of datasource-gen, please report it"))
            }
        }
        return diagnostics
            + misplaced.map { inclusion, template, names in
                .warning(
                    at: location(of: inclusion),
                    "the default template \(template), included here, names \(names.joined(separator: ", ")), which "
                        + "the render context here lacks, so it renders as empty text; include it only where its "
                        + "context is (Templates/README.md says where each template renders)")
            }
    }

    static func location(of site: MustacheSite) -> SourceLocation {
        SourceLocation(file: site.template, line: site.line, column: site.column)
    }
}
