/// The command lines of the two command plugins, spelled once: for usage lines, and for the fix
/// a drift report names.
enum PluginCommands {
    /// `generate-data-sources`' usage line.
    static let generateUsage =
        "swift package --allow-writing-to-package-directory generate-data-sources [--target <name>]..."
    /// `check-data-sources`' usage line.
    static let checkUsage = "swift package check-data-sources [--target <name>]... [--format text|github]"

    /// The command that rewrites the committed generated code of `target`.
    static func regenerate(target: String) -> String {
        "swift package --allow-writing-to-package-directory generate-data-sources --target \(target)"
    }
}
