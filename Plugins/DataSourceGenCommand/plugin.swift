import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-data-sources [--target <name>]...`
///
/// Writes the generated code into `Sources/<Target>/Generated/`, to be committed and read, for
/// projects that prefer reviewing generated code to generating it during every build.
@main
struct DataSourceGenCommand: CommandPlugin {
    /// Runs `datasource-gen generate` for every chosen target; a target's errors fail the command
    /// without stopping the others.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let options = try CommandArguments(arguments, acceptsFormat: false, usage: PluginCommands.generateUsage)
        let targets = try ScaffoldTarget.select(from: context.package, named: options.targetNames)
        let runner = ToolRunner(
            executable: try context.tool(named: "datasource-gen").url,
            packageDirectory: context.package.directoryURL
        )
        for target in targets {
            let run = try runner.runCapturingOutput(runner.arguments(verb: "generate", for: target))
            if run.status == 0 {
                // What was written, after any warnings that caused it to say more.
                print(run.output, terminator: "")
            } else {
                // The tool's diagnostics, as SwiftPM diagnostics so that they come in order.
                ToolOutputRelay.emit(run.output)
                if !run.output.contains("error: ") { throw PluginError.generationFailed(targets: [target.name]) }
            }
        }
    }
}
