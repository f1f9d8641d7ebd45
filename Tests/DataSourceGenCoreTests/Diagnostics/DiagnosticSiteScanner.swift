import DataSourceGenCore
import Foundation

/// Lists, from the source text of `Sources/DataSourceGenCore`, every line that makes a diagnostic.
///
/// What it recognizes (on the code only: literals and comments are blanked by ``SwiftCodeText``):
/// - A *factory* is a `func` or `init` with the parameter `siteFile: String = #fileID` (see
///   ``DiagnosticSite``). Its name is the function's, or for an `init` the innermost type or
///   extension around it (`Diagnostic`, `MustacheError`, `Failure`).
/// - A *site* is a call of a factory: its name followed by `(`, not after `func` and not inside a
///   longer name, whose arguments (up to the matching `)`) do not pass `siteFile:`, since a call
///   that passes it forwards a site made elsewhere. The site's line is the line of the name,
///   which is what `#line` gives the call.
///
/// A call of another function that shares a factory's name would be listed too and then reported
/// as unreached; rename one of the two. A factory passed as a function value is not listed (it
/// would lose its default arguments anyway).
struct DiagnosticSiteScanner {
    /// One call of a factory.
    struct Site: Hashable, CustomStringConvertible {
        /// `DataSourceGenCore/File.swift`, as `#fileID` spells it.
        var fileID: String
        /// The path from the package root, for messages an editor can open.
        var path: String
        var line: Int
        /// The source of the call, from the factory's name to its closing `)`.
        var call: String
        /// The call with the text of its literals blanked and the code of their interpolations
        /// kept (``SwiftCodeText/init(_:keepingInterpolations:)``).
        var code: String

        var site: DiagnosticSite { DiagnosticSite(fileID: fileID, line: line) }
        /// What the call makes: a warning from a factory named `warning`, else an error (every
        /// other factory makes errors; `Diagnostic(_:at:_:)`, whose severity is an argument, is
        /// called only by the two factories, which forward their site).
        var severity: Diagnostic.Severity { call.hasPrefix("warning(") ? .warning : .error }
        var key: Key { Key(site: site, severity: severity) }
        /// Whether the call picks its wording with a ternary (`a ? b : c`) or a `switch` in its
        /// arguments: an input that reaches the site fires one wording, and the others would
        /// count as covered without ever being shown.
        var choosesWording: Bool {
            code.contains(#/\s\?\s/#) || code.contains(#/\bswitch\b/#.wordBoundaryKind(.simple))
        }
        /// The choices of wording the call's function makes in locals before the call, each
        /// with its wordings (``DiagnosticWordingScanner``).
        var chosenWordings: [[DiagnosticWordingScanner.Wording]] = []
        var description: String { "\(path):\(line)" }
    }

    /// What the coverage test matches: a site and the severity made there.
    struct Key: Hashable, Sendable {
        var site: DiagnosticSite
        var severity: Diagnostic.Severity
    }

    /// The package's root directory.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let module = "DataSourceGenCore"

    /// Every site of the module, in path and line order.
    static func sites() throws -> [Site] {
        let files = try sourceFiles().map(DiagnosticWordingScanner.File.init)
        let factories = Set(files.flatMap { factoryNames(in: $0.text(0..<$0.code.count)) })
        return files.flatMap { file in
            let interpolations = SwiftCodeText(
                file.text(0..<file.source.count, of: file.source), keepingInterpolations: true
            ).bytes
            return calls(of: factories, in: file.text(0..<file.code.count)).map { range in
                let call = file.text(range, of: file.source)
                let name = String(call.prefix { $0 != "(" })
                return Site(
                    fileID: "\(module)/\((file.path as NSString).lastPathComponent)", path: file.path,
                    line: file.line(of: range.lowerBound), call: call,
                    code: String(decoding: interpolations[range], as: UTF8.self),
                    chosenWordings: DiagnosticWordingScanner.wordings(ofCallAt: range, named: name, in: file))
            }
        }
    }

    /// The wordings of each of ``DiagnosticWordingScanner/helpers``, in its order.
    static func helperWordings() throws -> [[DiagnosticWordingScanner.Wording]] {
        try DiagnosticWordingScanner.helperWordings(in: sourceFiles().map(DiagnosticWordingScanner.File.init))
    }

    /// Paths from the package root and contents of the module's Swift files, sorted by path.
    private static func sourceFiles() throws -> [(path: String, source: String)] {
        let directory = packageRoot.appendingPathComponent("Sources/\(module)")
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        let relative = (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return try relative.map { path in
            let source = try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
            return ("Sources/\(module)/\(path)", source)
        }
    }

    /// The names of the factories declared in `code`.
    static func factoryNames(in code: String) -> [String] {
        code.ranges(of: #/siteFile\s*:\s*String\s*=\s*#fileID/#).compactMap { parameter in
            let before = code[..<parameter.lowerBound]
            let function = before.matches(of: #/\bfunc\s+(\w+)/#.wordBoundaryKind(.simple)).last
            let initializer = before.ranges(of: #/\binit\s*\(/#.wordBoundaryKind(.simple)).last
            if let function, initializer.map({ $0.lowerBound < function.range.lowerBound }) ?? true {
                return String(function.1)
            }
            return initializer.flatMap { enclosingType(of: String(code[..<$0.lowerBound])) }
        }
    }

    /// The innermost type or extension whose braces are open at the end of `code`.
    private static func enclosingType(of code: String) -> String? {
        var stack: [String?] = []
        var pending: String?
        for token in code.matches(
            of: #/\b(?:struct|enum|class|actor|extension)\s+([\w.]+)|[{}]/#.wordBoundaryKind(.simple))
        {
            if let name = token.1 {
                pending = name.split(separator: ".").last.map(String.init)
            } else if token.0 == "{" {
                stack.append(pending)
                pending = nil
            } else {
                _ = stack.popLast()
            }
        }
        return stack.last { $0 != nil } ?? nil
    }

    /// UTF-8 ranges of the calls of `factories` in `code` that do not forward a site.
    static func calls(of factories: Set<String>, in code: String) -> [Range<Int>] {
        let bytes = Array(code.utf8)
        var result: [Range<Int>] = []
        for match in code.matches(of: #/\b(\w+)\(/#.wordBoundaryKind(.simple)) where factories.contains(String(match.1))
        {
            let before = code[..<match.range.lowerBound]
            let end = before.lastIndex { !$0.isWhitespace }.map(before.index(after:)) ?? before.startIndex
            if before[..<end].hasSuffix("func") { continue }
            let start = code.utf8.distance(from: code.startIndex, to: match.range.lowerBound)
            var close = code.utf8.distance(from: code.startIndex, to: match.range.upperBound)
            var depth = 1
            while close < bytes.count, depth > 0 {
                if bytes[close] == UInt8(ascii: "(") { depth += 1 }
                if bytes[close] == UInt8(ascii: ")") { depth -= 1 }
                close += 1
            }
            let call = String(decoding: bytes[start..<close], as: UTF8.self)
            if call.contains(#/\bsiteFile\s*:/#.wordBoundaryKind(.simple)) { continue }
            result.append(start..<close)
        }
        return result
    }
}
