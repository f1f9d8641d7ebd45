import Foundation
import PackagePlugin

/// `swift package check-data-sources [--target <name>]... [--format text|github]`
///
/// The CI drift check: regenerates in memory, writes nothing, and fails with the tool's diff when
/// the committed code under `Sources/<Target>/Generated/` differs. It is a separate plugin from
/// `generate-data-sources` so that it needs no permission to write to the package.
@main
struct DataSourceGenCheck: CommandPlugin {
    /// The usage line shown when the arguments are not understood.
    static let usage = "swift package check-data-sources [--target <name>]... [--format text|github]"

    /// Runs `datasource-gen check` for every chosen target; any drift makes the command fail.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let options = try CommandArguments(arguments, acceptsFormat: true, usage: Self.usage)
        let targets = try ScaffoldTarget.select(from: context.package, named: options.targetNames)
        let runner = ToolRunner(
            executable: try context.tool(named: "datasource-gen").url,
            packageDirectory: context.package.directoryURL
        )
        var drifted: [String] = []
        var broken: [String] = []
        for target in targets {
            var arguments = runner.arguments(verb: "check", for: target)
            if let format = options.format { arguments += ["--format", format] }
            switch try runner.run(arguments) {
            case 0: log("Target '\(target.name)': committed generated code is up to date.")
            // 1 is drift or errors in the definitions; the tool has printed which.
            case 1: drifted.append(target.name)
            default: broken.append(target.name)
            }
        }
        guard broken.isEmpty else { throw PluginError.checkFailed(targets: broken) }
        guard drifted.isEmpty else { throw PluginError.driftDetected(targets: drifted) }
    }
}
