import PackagePlugin

/// The arguments the command plugins accept, after `swift package <verb>`.
struct CommandArguments {
    /// The targets named with `--target`, in the order given; empty means "every target with definitions".
    let targetNames: [String]
    /// The value of `--format` (check only), passed through to `datasource-gen check`.
    let format: String?

    /// Parses `arguments`, refusing anything not understood so that a typo never silently
    /// turns into "every target"; `usage` is the plugin's usage line, shown with the refusal.
    init(_ arguments: [String], acceptsFormat: Bool, usage: String) throws {
        var extractor = ArgumentExtractor(arguments)
        targetNames = extractor.extractOption(named: "target")
        let formats = acceptsFormat ? extractor.extractOption(named: "format") : []
        guard formats.count <= 1 else {
            throw PluginError.unknownArguments(formats.dropFirst().map { "--format \($0)" }, usage: usage)
        }
        format = formats.first
        let leftovers = extractor.remainingArguments
        guard leftovers.isEmpty else { throw PluginError.unknownArguments(leftovers, usage: usage) }
    }
}
