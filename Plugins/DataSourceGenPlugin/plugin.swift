import Foundation
import PackagePlugin

/// Generates Swift code from a target's `*.datasources.json` files during the build.
///
/// One `.buildCommand` per definitions file, with the definitions file and any override templates
/// as declared inputs and the generated file as declared output: the build system then runs the
/// tool only when one of those inputs changed, so a no-op rebuild does not regenerate anything.
@main
struct DataSourceGenPlugin {
    /// The commands for one target; shared by the SwiftPM and the Xcode entry points.
    func commands(
        targetName: String, files: [URL], ownSwiftFiles: [URL], workDirectory: URL,
        tool: (String) throws -> PluginContext.Tool
    ) throws -> [Command] {
        let found = try TargetDefinitions.locate(in: files, ownSwiftFiles: ownSwiftFiles, targetName: targetName)
        guard !found.isEmpty else { return [] }
        let executable = try tool("datasource-gen").url
        let output = workDirectory.appending(component: "GeneratedSources")
        return found.definitions.map { definitions in
            var arguments = ["generate", definitions.path, "--output", output.path]
            if let templates = found.templatesDirectory {
                arguments += ["--templates", templates.path]
            }
            return .buildCommand(
                displayName: "Generating data sources from \(definitions.lastPathComponent) (\(targetName))",
                executable: executable,
                arguments: arguments,
                inputFiles: [definitions] + found.templates,
                outputFiles: [output.appending(component: TargetDefinitions.generatedFileName(for: definitions))]
            )
        }
    }
}

extension DataSourceGenPlugin: BuildToolPlugin {
    /// SwiftPM entry point.
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else {
            throw PluginError.notASwiftSourceTarget(name: target.name)
        }
        return try commands(
            targetName: target.name,
            files: target.sourceFiles.map(\.url),
            ownSwiftFiles: target.sourceFiles.filter { $0.type == .source }.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL,
            tool: context.tool(named:)
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension DataSourceGenPlugin: XcodeBuildToolPlugin {
    /// Xcode entry point: the same commands, from the Xcode target's input files.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try commands(
            targetName: target.displayName,
            files: target.inputFiles.map(\.url),
            ownSwiftFiles: target.inputFiles.filter { $0.type == .source }.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL,
            tool: context.tool(named:)
        )
    }
}
#endif
