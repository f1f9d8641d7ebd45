import Foundation

/// The files of one target that the generator reads: its definitions and its override templates.
///
/// The plugins only find these files and hand them to `datasource-gen`; everything about what the
/// files mean stays in the tool, so the build plugin, the command plugins and the CLI can never
/// disagree about the generated code.
struct TargetDefinitions {
    /// The suffix that marks a definitions file.
    static let definitionsSuffix = ".datasources.json"
    /// The suffix of the file the tool writes for each definitions file.
    static let generatedSuffix = ".datasources.swift"
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

    /// The name of the file the tool writes for `definitionsFile`: `Products.datasources.json`
    /// becomes `Products.datasources.swift`.
    static func generatedFileName(for definitionsFile: URL) -> String {
        let name = definitionsFile.lastPathComponent
        return String(name.dropLast(definitionsSuffix.count)) + generatedSuffix
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

    /// Whether `url` names a definitions file (and not just a file called `.datasources.json`).
    static func isDefinitionsFile(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name.hasSuffix(definitionsSuffix) && name.count > definitionsSuffix.count
    }

    /// Whether `url` is a template inside a `DataSourceGenTemplates` folder.
    static func isTemplateFile(_ url: URL) -> Bool {
        url.pathExtension == "mustache"
            && url.deletingLastPathComponent().lastPathComponent == templatesFolderName
    }

    /// Refuses inputs whose generated files would share a name with each other or with one of the
    /// target's own Swift files, before the compiler fails with a less helpful message.
    private static func checkNames(of definitions: [URL], against ownSwiftFiles: [URL], targetName: String) throws {
        var firstByName: [String: URL] = [:]
        for file in definitions {
            let generated = generatedFileName(for: file).lowercased()
            if let earlier = firstByName[generated] {
                throw PluginError.duplicateDefinitionsName(target: targetName, files: [earlier, file])
            }
            firstByName[generated] = file
        }
        for own in ownSwiftFiles {
            if let definitions = firstByName[own.lastPathComponent.lowercased()] {
                throw PluginError.generatedNameTaken(target: targetName, definitions: definitions, existing: own)
            }
        }
    }
}
