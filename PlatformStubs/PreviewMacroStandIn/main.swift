// A stand-in for Xcode's `PreviewsMacros` compiler plugin, which expands SwiftUI's `#Preview` and
// ships only with Xcode. It speaks the compiler's plugin protocol (messages of JSON, each after
// its length as a little-endian UInt64, on standard input and output) and expands
// `#Preview(name) { body }` into a private `let` holding `SwiftUI.PreviewStandIn(name) { body }`,
// so that the type-check step checks a preview's body as Xcode would compile it. It never runs on
// a device: Scripts/typecheck-platforms.sh and the compile tests build it and hand it to swiftc
// with `-load-plugin-executable <path>#PreviewsMacros`.
import Foundation

/// The plugin protocol version this stand-in speaks (expansion results as `expandMacroResult`).
let protocolVersion = 7

func readMessage() -> [String: Any]? {
    let input = FileHandle.standardInput
    let header = input.readData(ofLength: 8)
    guard header.count == 8 else { return nil }
    let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
    let body = input.readData(ofLength: Int(length))
    return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
}

func write(_ message: [String: Any]) {
    guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
    var length = UInt64(body.count).littleEndian
    FileHandle.standardOutput.write(Data(bytes: &length, count: 8) + body)
}

/// The expansion of one `#Preview`: its arguments and trailing closure, as written, passed to
/// `PreviewStandIn`. Its name is the one the compiler expects of a macro's unique names (the
/// expansion's discriminator, the mangled name, `fMu_`), since `#Preview` declares no names.
func expand(_ source: String, discriminator: String) -> String? {
    guard let macro = source.range(of: "#Preview") else { return nil }
    return "@MainActor private let \(discriminator)7previewfMu_ = SwiftUI.PreviewStandIn\(source[macro.upperBound...])"
}

while let message = readMessage() {
    if message["getCapability"] != nil {
        write(["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]])
    } else if let request = message["expandFreestandingMacro"] as? [String: Any],
        let source = (request["syntax"] as? [String: Any])?["source"] as? String,
        let discriminator = request["discriminator"] as? String,
        let expanded = expand(source, discriminator: discriminator)
    {
        write(["expandMacroResult": ["expandedSource": expanded, "diagnostics": [Any]()]])
    } else {
        let diagnostic: [String: Any] = [
            "message": "the #Preview stand-in expands only #Preview", "severity": "error",
            "position": ["fileName": "", "offset": 0], "highlights": [Any](), "notes": [Any](), "fixIts": [Any](),
        ]
        write(["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [diagnostic]]])
    }
}
