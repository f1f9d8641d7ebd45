import Foundation

/// The package's root, which `Scripts/embed-resources.swift` passes as the one argument.
let root: URL = {
    guard CommandLine.arguments.count == 2 else {
        fatalError("usage: swift Scripts/embed-resources.swift (which builds and runs this with the package's root)")
    }
    return URL(fileURLWithPath: CommandLine.arguments[1])
}()

func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
}

/// Writes `text` to `path` when it differs, and says which.
func update(_ path: String, _ text: String) throws {
    let target = root.appendingPathComponent(path)
    if (try? String(contentsOf: target, encoding: .utf8)) != text {
        try text.write(to: target, atomically: true, encoding: .utf8)
        print("updated \(path)")
    } else {
        print("up to date: \(path)")
    }
}
