import Foundation
import PackagePlugin

/// `swift package check-data-sources [--target <name>]... [--format text|github]`
///
/// The CI drift check: regenerates in memory, writes nothing, and fails with the tool's diff when
/// the committed code under `Sources/<Target>/Generated/` differs. It is a separate plugin from
/// `generate-data-sources` so that it needs no permission to write to the package.
@main
struct DataSourceGenCheck: CommandPlugin {
    /// Runs `datasource-gen check` for every chosen target; any drift makes the command fail.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let options = try CommandArguments(arguments, acceptsFormat: true, usage: PluginCommands.checkUsage)
        let targets = try ScaffoldTarget.select(from: context.package, named: options.targetNames)
        let runner = ToolRunner(
            executable: try context.tool(named: "datasource-gen").url,
            packageDirectory: context.package.directoryURL
        )
        var broken: [String] = []
        for target in targets {
            var arguments = runner.arguments(verb: "check", for: target)
            if let format = options.format { arguments += ["--format", format] }
            // The fix for a scaffolded target is this package's command, not the bare CLI.
            arguments += ["--fix-command", PluginCommands.regenerate(target: target.name)]
            let run = try runner.runCapturingOutput(arguments)
            guard run.status != 0 else {
                log("Target '\(target.name)': committed generated code is up to date.")
                continue
            }
            // 1 is drift or errors in the definitions, and the tool's report ends with the fix;
            // anything else means the check could not run.
            ToolOutputRelay.emit(run.output)
            if run.status != 1 { broken.append(target.name) }
        }
        guard broken.isEmpty else { throw PluginError.checkFailed(targets: broken) }
    }
}
