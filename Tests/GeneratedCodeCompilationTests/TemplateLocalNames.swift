import Foundation

@testable import DataSourceGenCore

/// The names the templates bind as parameters and locals where they also read a name they
/// substitute (`{{field}}`) bare: a field, case or row of one of these names would be hidden there
/// by the local, so ``HostileNames/localNames`` must hold every one, read from the templates so
/// that a new local cannot be missed.
///
/// A scope is a function's, an initializer's, an accessor's, a statement's or a closure's braces
/// (not a type's); it binds its function's parameter names (the second name where there are
/// two), its closure's parameters (`{ a, b in`) and its `let`/`var`/`guard let`/`if let`
/// bindings, and they count where it, or a scope inside it, reads a substituted name that is not
/// a member (`.{{x}}`), an argument label (`{{x}}:`) or a declaration (`var {{x}}`). Substituted
/// type names are left out: locals start lowercase.
enum TemplateLocalNames {
    /// Each name, with the templates (file names) that bind it so.
    static func derived() throws -> [String: Set<String>] {
        let folder = templatesFolder
        var names: [String: Set<String>] = [:]
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".mustache")
        }
        for file in files.sorted() {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for name in derive(from: text) { names[name, default: []].insert(file) }
        }
        return names
    }

    /// Each name of ``derived()`` with the kinds (their keys) whose output binds it: a name bound
    /// only where list pickers are generated has no table or form row to hide.
    static func derivedKinds() throws -> [String: Set<String>] {
        let kinds = try kindsByTemplate()
        var result: [String: Set<String>] = [:]
        for (name, files) in try derived() {
            var union: Set<String> = []
            for file in files { union.formUnion(kinds[String(file.dropLast(".mustache".count))] ?? allKinds) }
            result[name] = union
        }
        return result
    }

    /// Each template (by name) with the kinds whose output it is part of: those whose template
    /// includes it, as a partial or a parent at any depth. One that no kind's template nor the
    /// main template includes (`TableRowTitle`, rendered as a plan value) is its name's kind, as
    /// `Table…` is the tables', and where no kind's template name starts it, every kind's.
    static func kindsByTemplate() throws -> [String: Set<String>] {
        let files = try FileManager.default.contentsOfDirectory(atPath: templatesFolder.path).filter {
            $0.hasSuffix(".mustache")
        }
        var includes: [String: Set<String>] = [:]
        for file in files {
            let text = try String(contentsOf: templatesFolder.appendingPathComponent(file), encoding: .utf8)
            includes[String(file.dropLast(".mustache".count))] = Set(
                matches(#"\{\{\s*[<>]\s*([A-Za-z0-9_.]+)\s*\}\}"#, in: text))
        }
        var reachedByKind: [String: Set<String>] = [:]
        var roots: [String: String] = [:]
        for kind in DeclarationKinds.all {
            roots[kind.key.rawValue] = kind.template
            reachedByKind[kind.key.rawValue] = reached(from: kind.template, includes: includes)
        }
        var reachedByAny = reached(from: TemplateSet.mainTemplateName, includes: includes)
        for templates in reachedByKind.values { reachedByAny.formUnion(templates) }
        var kinds: [String: Set<String>] = [:]
        for name in includes.keys {
            if reachedByAny.contains(name) {
                kinds[name] = Set(reachedByKind.keys.filter { reachedByKind[$0]!.contains(name) })
            } else {
                let prefixed = Set(roots.keys.filter { name.hasPrefix(roots[$0]!) })
                kinds[name] = prefixed.isEmpty ? allKinds : prefixed
            }
        }
        return kinds
    }

    /// `root` and every template it includes, at any depth.
    private static func reached(from root: String, includes: [String: Set<String>]) -> Set<String> {
        var seen: Set<String> = [root]
        var queue = [root]
        while let next = queue.popLast() {
            for included in includes[next] ?? [] where !seen.contains(included) {
                seen.insert(included)
                queue.append(included)
            }
        }
        return seen
    }

    static let allKinds = Set(DeclarationKinds.all.map { $0.key.rawValue })

    private static var templatesFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates")
    }

    private static func matches(_ pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        let nsText = text as NSString
        return expression.matches(in: text, range: NSRange(location: 0, length: nsText.length)).map {
            nsText.substring(with: $0.range(at: 1))
        }
    }

    /// The names one template binds where it reads a substituted name bare.
    static func derive(from template: String) -> Set<String> {
        var text = replace(#"\{\{\{?([^}]*)\}?\}\}"#, in: template) { inner in
            let tag = inner.trimmingCharacters(in: .whitespacesAndNewlines)
            if let first = tag.first, "#^/>!".contains(first) { return "" }
            return tag.lowercased().contains("type") || tag == "access" ? " ZZTYPE " : "ZZTAG"
        }
        text = replace(#"//[^\n]*"#, in: text) { _ in "" }
        text = replace(#""(?:[^"\\\n]|\\.)*""#, in: text) { _ in "\"\"" }
        return Scopes(text).walk()
    }

    /// The walk over a template's tokens, with the open scopes.
    private struct Scopes {
        struct Scope {
            var isBody: Bool
            var names: Set<String>
            var reads = false
        }

        static let bodyWords: Set<String> = [
            "func", "init", "get", "set", "didSet", "willSet", "if", "guard", "for", "while", "switch", "do", "else",
            "defer", "catch", "repeat",
        ]
        static let typeWords: Set<String> = ["struct", "class", "enum", "extension", "protocol", "actor"]
        let text: String
        let nsText: NSString
        init(_ text: String) {
            self.text = text
            nsText = text as NSString
        }

        func walk() -> Set<String> {
            var found: Set<String> = []
            var stack: [Scope] = []
            var last: String?
            var parameters: Set<String> = []
            let token = try! NSRegularExpression(pattern: #"\{|\}|\\?\.?\w+(?:\s*:)?"#)
            for match in token.matches(in: text, range: NSRange(location: 0, length: nsText.length)) {
                let string = nsText.substring(with: match.range)
                // What follows, as far as a signature or a closure's parameters reach.
                var rest: String {
                    let length = min(2_000, nsText.length - match.range.upperBound)
                    return nsText.substring(with: NSRange(location: match.range.upperBound, length: length))
                }
                switch string {
                case "{":
                    let inBody = stack.contains(where: \.isBody)
                    let isBody = last.map(Self.typeWords.contains) == true ? false : inBody || last != nil
                    var names = parameters
                    if let closure = Self.first(#"^\s*\(?\s*((?:\w+\s*,\s*)*\w+)\s*\)?\s+in\b"#, in: rest) {
                        names.formUnion(closure.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
                    }
                    stack.append(Scope(isBody: isBody, names: names))
                    (parameters, last) = ([], nil)
                case "}":
                    guard let scope = stack.popLast() else { continue }
                    if scope.reads {
                        found.formUnion(scope.names)
                        if stack.last?.isBody == true { stack[stack.count - 1].reads = true }
                    }
                case _ where Self.bodyWords.contains(string) || Self.typeWords.contains(string):
                    last = string
                    if string == "func" || string == "init" { parameters = Self.parameters(in: rest) }
                case "let", "var":
                    guard stack.last?.isBody == true, let name = Self.first(#"^\s*(\w+)"#, in: rest) else { continue }
                    stack[stack.count - 1].names.insert(name)
                default:
                    guard string.contains("ZZTAG"), !string.hasPrefix("."), !string.hasPrefix("\\"),
                        !string.hasSuffix(":"), stack.last?.isBody == true
                    else { continue }
                    let start = max(0, match.range.location - 12)
                    let before = nsText.substring(with: NSRange(location: start, length: match.range.location - start))
                    if Self.first(#"\b(var|let|func|case)\s+$"#, in: before) != nil { continue }
                    stack[stack.count - 1].reads = true
                }
            }
            return found.filter { !$0.contains("ZZ") && $0 != "_" }
        }

        /// The parameter names of the signature that starts `text` (after `func` or `init`).
        static func parameters(in text: String) -> Set<String> {
            guard let list = first(#"^\s*\w*\s*(?:<[^>]*>)?\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)"#, in: text) else {
                return []
            }
            var names: Set<String> = []
            for parameter in list.split(separator: ",") {
                let words = try! NSRegularExpression(pattern: #"^\s*(\w+)(?:\s+(\w+))?\s*:"#)
                let string = String(parameter)
                guard let match = words.firstMatch(in: string, range: NSRange(string.startIndex..., in: string))
                else { continue }
                let group = match.range(at: 2).location == NSNotFound ? 1 : 2
                names.insert((string as NSString).substring(with: match.range(at: group)))
            }
            return names
        }

        /// The first group of `pattern`'s first match in `text`.
        static func first(_ pattern: String, in text: String) -> String? {
            let expression = try! NSRegularExpression(pattern: pattern)
            guard let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else {
                return nil
            }
            let range = match.range(at: match.numberOfRanges > 1 ? 1 : 0)
            return range.location == NSNotFound ? "" : (text as NSString).substring(with: range)
        }
    }

    private static func replace(_ pattern: String, in text: String, with make: (String) -> String) -> String {
        let expression = try! NSRegularExpression(pattern: pattern)
        let nsText = text as NSString
        var result = ""
        var end = 0
        for match in expression.matches(in: text, range: NSRange(location: 0, length: nsText.length)) {
            result += nsText.substring(with: NSRange(location: end, length: match.range.location - end))
            let group = match.numberOfRanges > 1 ? match.range(at: 1) : match.range
            result += make(group.location == NSNotFound ? "" : nsText.substring(with: group))
            end = match.range.upperBound
        }
        return result + nsText.substring(from: end)
    }
}
