import Foundation

/// Everything the DataSourceGen plugins refuse to do, each with the fix in its message.
///
/// Errors about the *contents* of definitions files never appear here: the tool reports those as
/// `file:line:column: error:` lines, which the build shows next to the offending line.
enum PluginError: Error, CustomStringConvertible, LocalizedError {
    /// The build plugin was applied to a target that does not compile Swift sources.
    case notASwiftSourceTarget(name: String)
    /// Two definitions files of one target would generate files of the same name.
    case duplicateDefinitionsName(target: String, file: URL, earlier: URL)
    /// A definitions file would generate a file named like one of the target's own Swift files.
    case generatedNameTaken(target: String, definitions: URL, existing: URL)
    /// Override templates were found in more than one `DataSourceGenTemplates` folder.
    case multipleTemplateFolders(target: String, folders: [String])
    /// A command plugin was given arguments it does not understand; `usage` is its usage line.
    case unknownArguments([String], usage: String)
    /// `--target` named targets the package does not have; `swiftTargets` are those it could name.
    case noSuchTargets([String], swiftTargets: [String])
    /// `--target` named a target that is not a Swift source target.
    case notASwiftSourceTargetForCommand(name: String)
    /// `--target` named a target that has no definitions files.
    case noDefinitions(target: String, directory: String)
    /// No `--target` was given and no target of the package keeps committed generated code.
    case noTargetWithDefinitions(package: String, buildPluginTargets: [String])
    /// `datasource-gen` could not be started.
    case toolLaunchFailed(tool: String, reason: String)
    /// `datasource-gen generate` failed without printing an error (its errors are relayed as
    /// diagnostics instead of this).
    case generationFailed(targets: [String])
    /// `datasource-gen check` could not run at all (exit status 2: wrong usage).
    case checkFailed(targets: [String])

    var description: String {
        switch self {
        case .notASwiftSourceTarget(let name):
            return "DataSourceGenPlugin cannot be applied to target '\(name)': it generates Swift code, "
                + "so it only works on Swift source targets (.target, .executableTarget, .testTarget). "
                + "Remove it from that target's plugins."
        case .duplicateDefinitionsName(let target, let file, let earlier):
            let name = TargetDefinitions.generatedFileName(for: file)
            let earlierName = TargetDefinitions.generatedFileName(for: earlier)
            guard name == earlierName else {
                // On Linux both files can exist, so say why they clash.
                return "Target '\(target)' has two definitions files whose generated files '\(earlierName)' and "
                    + "'\(name)' differ only in case, which makes them one file on macOS and Windows: "
                    + "\(earlier.path) and \(file.path). Rename one of them."
            }
            return "Target '\(target)' has two definitions files that would both generate '\(name)': "
                + "\(earlier.path) and \(file.path). Rename one of them."
        case .generatedNameTaken(let target, let definitions, let existing):
            return "'\(definitions.path)' generates '\(TargetDefinitions.generatedFileName(for: definitions))', "
                + "but target '\(target)' already has '\(existing.path)'. Two Swift files of one module "
                + "cannot share a name: rename the definitions file or the Swift file. If that file is "
                + "committed output of generate-data-sources, a target uses either the build plugin or "
                + "committed output, not both: delete the committed file or remove the plugin."
        case .multipleTemplateFolders(let target, let folders):
            return "Target '\(target)' has override templates in more than one "
                + "'\(TargetDefinitions.templatesFolderName)' folder (\(folders.joined(separator: ", "))). "
                + "Keep them in one folder."
        case .unknownArguments(let arguments, let usage):
            return "Unknown argument(s): \(arguments.joined(separator: " ")). Usage: \(usage)"
        case .noSuchTargets(let names, let swiftTargets):
            return "The package has no target named \(names.map { "'\($0)'" }.joined(separator: ", ")). "
                + "Name one of its Swift targets with --target: \(swiftTargets.joined(separator: ", "))."
        case .notASwiftSourceTargetForCommand(let name):
            return "Target '\(name)' is not a Swift source target, so DataSourceGen cannot generate code for it. "
                + "Name a Swift target with --target, or leave --target out to use every target with committed output."
        case .noDefinitions(let target, let directory):
            return "Target '\(target)' has no *\(OutputNaming.definitionsSuffix) files in its directory. "
                + "Create one with `datasource-gen init \(directory)/Model\(OutputNaming.definitionsSuffix)`."
        case .noTargetWithDefinitions(let package, let buildPluginTargets) where buildPluginTargets.isEmpty:
            return "No target of package '\(package)' has *\(OutputNaming.definitionsSuffix) files. "
                + "Add one to a target, or name the target with --target."
        case .noTargetWithDefinitions(let package, let buildPluginTargets):
            return "No target of package '\(package)' keeps committed generated code: "
                + "\(list(buildPluginTargets)) keep their definitions files among their build inputs, "
                + "which is how targets using DataSourceGenPlugin are recognised. For a target with "
                + "committed output, exclude its definitions files in Package.swift "
                + "(exclude: [\"Model.datasources.json\"]) or name it with --target."
        case .toolLaunchFailed(let tool, let reason):
            return "Could not run \(tool): \(reason)"
        case .generationFailed(let targets):
            return "datasource-gen failed for \(list(targets)) without naming an error; "
                + "run it by hand to see what happened: datasource-gen generate <definitions> --output <directory>"
        case .checkFailed(let targets):
            return "datasource-gen could not check \(list(targets)); see the errors above "
                + "(wrong usage, such as a --format other than text or github)."
        }
    }

    var errorDescription: String? { description }

    private func list(_ targets: [String]) -> String {
        (targets.count == 1 ? "target " : "targets ") + targets.map { "'\($0)'" }.joined(separator: ", ")
    }
}
