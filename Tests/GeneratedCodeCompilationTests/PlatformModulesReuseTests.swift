import Foundation
import Testing

/// The modules `Scripts/typecheck-platforms.sh` left are reused only while the sources they were
/// built from are byte for byte the package's: a changed, deleted or added `.swift` file of the
/// stubs or the runtime means building them again.
@Suite struct PlatformModulesReuseTests {
    /// A package with one stub and one runtime file, and a scratch folder as the script leaves it.
    func layout() throws -> (root: URL, scratch: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("reuse-\(UUID().uuidString)")
        let scratch = root.appendingPathComponent("scratch")
        let files = [
            "PlatformStubs/UIKit/UIKit.swift": "public class UIView {}\n",
            "Sources/DataSourceRuntime/Core/A.swift": "public struct A {}\n",
        ]
        for (path, text) in files {
            for base in [root, scratch.appendingPathComponent("modules-inputs")] {
                let url = base.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("modules/DataSourceRuntime.swiftmodule"),
            withIntermediateDirectories: true)
        try "plugin".write(
            to: scratch.appendingPathComponent("preview-macro-stand-in"), atomically: true, encoding: .utf8)
        return (root, scratch)
    }

    @Test func sameSourcesReuseTheModules() throws {
        let (root, scratch) = try layout()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try PlatformModules.builtByTheScript(root: root, scratch: scratch) != nil)
    }

    @Test(arguments: ["changed", "deleted", "added", "no copy"])
    func otherSourcesBuildThemAgain(_ change: String) throws {
        let (root, scratch) = try layout()
        defer { try? FileManager.default.removeItem(at: root) }
        let stub = root.appendingPathComponent("PlatformStubs/UIKit/UIKit.swift")
        switch change {
        case "changed":
            try "public class UIView { public init() {} }\n".write(to: stub, atomically: true, encoding: .utf8)
        case "deleted": try FileManager.default.removeItem(at: stub)
        case "added":
            try "public struct B {}\n".write(
                to: root.appendingPathComponent("Sources/DataSourceRuntime/Core/B.swift"), atomically: true,
                encoding: .utf8)
        default: try FileManager.default.removeItem(at: scratch.appendingPathComponent("modules-inputs"))
        }
        #expect(try PlatformModules.builtByTheScript(root: root, scratch: scratch) == nil)
    }
}
