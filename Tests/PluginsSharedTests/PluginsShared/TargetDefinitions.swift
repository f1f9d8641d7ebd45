import Foundation

/// The files of one target that the generator reads: its definitions and its override templates.
///
/// The plugins only find these files and hand them to `datasource-gen`; everything about what the
/// files mean stays in the tool, so the build plugin, the command plugins and the CLI can never
/// disagree about the generated code.
struct TargetDefinitions {
    /// The folder inside a target whose `*.mustache` files override the default templates.
    static let templatesFolderName = "DataSourceGenTemplates"

    /// The definitions files, sorted by path so that every run passes them in the same order.
    let definitions: [URL]
    /// The override templates folder, when the target has one.
    let templatesDirectory: URL?
    /// The override templates, sorted by path; declared as build inputs so editing one regenerates.
    let templates: [URL]

    /// Whether the target has anything to generate from.
    var isEmpty: Bool { definitions.isEmpty }

    /// The name of the file the tool writes for `definitionsFile`, by the tool's own rule.
    static func generatedFileName(for definitionsFile: URL) -> String {
        OutputNaming.outputFileName(forInput: definitionsFile.lastPathComponent)
    }

    /// Picks the definitions and template files out of a target's files.
    ///
    /// - Parameters:
    ///   - files: every file of the target the host knows about.
    ///   - ownSwiftFiles: the target's own Swift files, which generated names must not repeat
    ///     (the compiler rejects two files of one module with the same name).
    ///   - targetName: used in error messages only.
    static func locate(in files: [URL], ownSwiftFiles: [URL], targetName: String) throws -> TargetDefinitions {
        let definitions = files.filter(isDefinitionsFile).sorted { $0.path < $1.path }
        let templates = files.filter(isTemplateFile).sorted { $0.path < $1.path }
        let templateFolders = Set(templates.map { $0.deletingLastPathComponent().standardizedFileURL.path })
        guard templateFolders.count <= 1 else {
            throw PluginError.multipleTemplateFolders(target: targetName, folders: templateFolders.sorted())
        }
        try checkNames(of: definitions, against: ownSwiftFiles, targetName: targetName)
        return TargetDefinitions(
            definitions: definitions,
            templatesDirectory: templates.first?.deletingLastPathComponent(),
            templates: templates
        )
    }

    /// Whether `url` names a definitions file, by the tool's own rule.
    static func isDefinitionsFile(_ url: URL) -> Bool {
        OutputNaming.isDefinitionsFile(url.lastPathComponent)
    }

    /// Whether `url` is a template inside a `DataSourceGenTemplates` folder.
    static func isTemplateFile(_ url: URL) -> Bool {
        url.pathExtension == "mustache"
            && url.deletingLastPathComponent().lastPathComponent == templatesFolderName
    }

    /// Refuses inputs whose generated files would share a name with each other or with one of the
    /// target's own Swift files, before the compiler fails with a less helpful message. Names are
    /// compared as the tool compares them (``OutputNaming/sameFileKey(_:)``), ignoring case.
    private static func checkNames(of definitions: [URL], against ownSwiftFiles: [URL], targetName: String) throws {
        if let clash = OutputNaming.outputNameClashes(among: definitions, path: \.path).first {
            throw PluginError.duplicateDefinitionsName(target: targetName, file: clash.input, earlier: clash.earlier)
        }
        let byGeneratedName = Dictionary(
            definitions.map { (OutputNaming.sameFileKey(generatedFileName(for: $0)), $0) },
            uniquingKeysWith: { first, _ in first })
        for own in ownSwiftFiles {
            if let definitions = byGeneratedName[OutputNaming.sameFileKey(own.lastPathComponent)] {
                throw PluginError.generatedNameTaken(target: targetName, definitions: definitions, existing: own)
            }
        }
    }
}
