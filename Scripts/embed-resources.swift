// Regenerates, from Templates/*.mustache, PlatformStubs/{SwiftUI,FioriSwiftUICore}/PublicSwiftNames.txt
// and the schema's parts (Schema/parts/file.json, and each kind's Schema/kinds/<key>.json in the
// order of DeclarationKinds.all):
//   Schema/datasources.schema.json                               the whole schema, which editors read
//   Sources/DataSourceGenCore/Rendering/EmbeddedResources.swift  the templates, the schema and the names
//   Sources/DataSourceGenCore/Definitions/SchemaKeys.swift       the schema's keys, required keys, values
//                                                                and constants, and which kinds take
//                                                                which keys (x-appliesTo)
// Run from anywhere: `swift Scripts/embed-resources.swift`. SchemaPartsTests, EmbeddedResourcesTests and
// SchemaKeysTests fail whenever a generated file differs from what this writes.
//
// The work is in Scripts/EmbedResources/, one file per job, which `swift` cannot run as one script:
// this compiles them into .build/embed-resources/ (again only when their text changes) and runs that
// with the package's root.
import Foundation

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let folder = root.appendingPathComponent("Scripts/EmbedResources")
let build = root.appendingPathComponent(".build/embed-resources")
let binary = build.appendingPathComponent("embed-resources")
/// The sources' text the binary was compiled from, so that it is reused only for exactly that.
let compiledText = build.appendingPathComponent("sources.txt")

/// Runs `arguments` (the first found on the `PATH`) with this process's output, and its status.
func run(_ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
let text = try sources.map { "// \($0.lastPathComponent)\n" + (try String(contentsOf: $0, encoding: .utf8)) }.joined()
if (try? String(contentsOf: compiledText, encoding: .utf8)) != text
    || !FileManager.default.isExecutableFile(atPath: binary.path)
{
    try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
    try? FileManager.default.removeItem(at: compiledText)
    guard try run(["swiftc", "-o", binary.path] + sources.map(\.path)) == 0 else { exit(1) }
    try text.write(to: compiledText, atomically: true, encoding: .utf8)
}
exit(try run([binary.path, root.path]))
