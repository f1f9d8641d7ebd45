import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-data-sources [--target <name>]...`
///
/// Writes the generated code into `Sources/<Target>/Generated/`, to be committed and read, for
/// projects that prefer reviewing generated code to generating it during every build.
@main
struct DataSourceGenCommand: CommandPlugin {
    /// The usage line shown when the arguments are not understood.
    static let usage = "swift package --allow-writing-to-package-directory generate-data-sources [--target <name>]..."

    /// Runs `datasource-gen generate` for every chosen target, reporting all failures at the end.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let options = try CommandArguments(arguments, acceptsFormat: false, usage: Self.usage)
        let targets = try ScaffoldTarget.select(from: context.package, named: options.targetNames)
        let runner = ToolRunner(
            executable: try context.tool(named: "datasource-gen").url,
            packageDirectory: context.package.directoryURL
        )
        var failed: [String] = []
        for target in targets {
            // The tool reports what it wrote; a failure's diagnostics are already on stderr.
            if try runner.run(runner.arguments(verb: "generate", for: target)) != 0 {
                failed.append(target.name)
            }
        }
        guard failed.isEmpty else { throw PluginError.generationFailed(targets: failed) }
    }
}
