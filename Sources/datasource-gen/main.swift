// The `datasource-gen` executable: parses the command line and runs one verb of
// DataSourceGenCore. All behaviour lives in the library so that tests can run it in-process.
import DataSourceGenCore
import Foundation

/// Writes to a standard stream without buffering surprises when the process exits.
func write(_ text: String, to handle: FileHandle) {
    handle.write(Data(text.utf8))
}

let console = CommandConsole(
    writeOutput: { write($0, to: .standardOutput) },
    writeError: { write($0, to: .standardError) })

let status: ExitStatus
do {
    switch try DataSourceGenCommand.parse(Array(CommandLine.arguments.dropFirst())) {
    case .generate(let options):
        status = GenerateCommand(inputs: GenerationInputs(options), outputDirectory: options.outputDirectory).run(
            console: console)
    case .check(let options, let format, let fixCommand):
        status = CheckCommand(
            inputs: GenerationInputs(options), outputDirectory: options.outputDirectory, format: format,
            fixCommand: fixCommand
        ).run(console: console)
    case .initialize(let options):
        status = InitCommand(path: options.file).run(console: console)
    case .schema(let options):
        status = SchemaCommand(outputFile: options.outputFile).run(console: console)
    case .help(let text):
        console.writeOutput(text)
        status = .success
    case .version:
        console.writeOutput("datasource-gen \(DataSourceGenVersion.current)\n")
        status = .success
    }
} catch {
    console.writeError(error.description)
    status = .usage
}
exit(status.rawValue)
