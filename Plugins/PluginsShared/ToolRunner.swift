import Foundation

/// Runs `datasource-gen` from a command plugin, with the package directory as working directory.
///
/// Paths are passed relative to the package so that the tool's diagnostics and diff headers read
/// `Sources/Target/Products.datasources.json:3:5: error: …`, which terminals and CI logs link to.
struct ToolRunner {
    /// The tool's executable.
    let executable: URL
    /// The package directory, used as working directory and to shorten paths.
    let packageDirectory: URL

    /// Runs the tool with `arguments` and returns its exit status and everything it printed,
    /// standard output and error merged in the order written.
    func runCapturingOutput(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = packageDirectory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            throw PluginError.toolLaunchFailed(tool: executable.path, reason: "\(error)")
        }
        // Read to the end before waiting, so a long report cannot fill the pipe and stall the tool.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `url` relative to the package directory when it lies inside it, else absolute.
    func displayPath(_ url: URL) -> String {
        relativePath(of: url, in: packageDirectory)
    }

    /// The tool arguments shared by `generate` and `check` for one target.
    func arguments(verb: String, for target: ScaffoldTarget) -> [String] {
        var arguments = [verb] + target.definitions.definitions.map(displayPath)
        arguments += ["--output", displayPath(target.outputDirectory)]
        if let templates = target.definitions.templatesDirectory {
            arguments += ["--templates", displayPath(templates)]
        }
        return arguments
    }
}

/// `url` relative to `directory` when it lies inside it, else absolute.
func relativePath(of url: URL, in directory: URL) -> String {
    let base = directory.standardizedFileURL.path
    let path = url.standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}

/// Progress lines for the person running a command plugin; stderr keeps stdout for the tool's report.
func log(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
