import Foundation

/// Splits raw text into the words a Swift name is built from (the rules are documented on
/// `SwiftIdentifier`).
enum IdentifierWords {
    /// What a scalar contributes to a name.
    enum Role {
        /// A letter, letter-number or decimal digit: starts or continues a word.
        case base
        /// A combining mark: kept when it continues a word, dropped at a word start.
        case mark
        /// Anything else: ends the current word and is dropped.
        case separator
    }

    /// The case class that drives camel-case word boundaries.
    private enum CaseClass { case upper, lower, digit, caseless }

    /// A base scalar and the combining marks that follow it.
    private typealias Cluster = [Unicode.Scalar]

    /// The role of `scalar`: the Swift grammar must allow it, and it must be a visible letter,
    /// letter-number, digit or mark (`_`, emoji, symbols and invisible format scalars separate).
    static func role(of scalar: Unicode.Scalar) -> Role {
        // ASCII without a Unicode property lookup: most names are ASCII, and every scalar of
        // every name is asked about several times.
        if scalar.isASCII { return caseClass(of: scalar) == .caseless ? .separator : .base }
        guard scalar != "_", SwiftIdentifierGrammar.isCharacter(scalar),
            !scalar.properties.isDefaultIgnorableCodePoint
        else { return .separator }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .letterNumber, .decimalNumber:
            return .base
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return .mark
        default:
            return .separator
        }
    }

    /// The words of `text` (already NFC), each as scalars; all-uppercase multi-word input such as
    /// `ORDER_STATUS` comes back lowercased, because nothing in it tells acronyms from words.
    static func split(_ text: String) -> [String] {
        var words: [[Cluster]] = []
        for run in runs(text) {
            words.append(contentsOf: splitAtCaseBoundaries(run))
        }
        let strings = words.map { word in
            var scalars = String.UnicodeScalarView()
            for cluster in word { scalars.append(contentsOf: cluster) }
            return String(scalars)
        }
        let hasLowercase = strings.contains { word in
            word.unicodeScalars.contains { caseClass(of: $0) == .lower }
        }
        if strings.count > 1, !hasLowercase {
            return strings.map { $0.lowercased() }
        }
        return strings
    }

    /// A name in words for people to read, the first capitalized, the others lowercased unless they
    /// are acronyms (`dueDate` → "Due date", `SKU code` → "SKU code"); the name itself when it has no
    /// words.
    static func label(_ name: String) -> String {
        let words = split(name)
        guard let first = words.first else { return name }
        let rest = words.dropFirst().map { isAcronym($0) ? $0 : $0.lowercased() }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + rest).joined(separator: " ")
    }

    /// True when the word has an uppercase letter and no lowercase one (`SKU`, `3D`, `A`).
    static func isAcronym(_ word: String) -> Bool {
        var hasUpper = false
        for scalar in word.unicodeScalars {
            switch caseClass(of: scalar) {
            case .lower: return false
            case .upper: hasUpper = true
            case .digit, .caseless: break
            }
        }
        return hasUpper
    }

    /// Maximal runs of kept scalars between separators, grouped into clusters.
    private static func runs(_ text: String) -> [[Cluster]] {
        var runs: [[Cluster]] = []
        var current: [Cluster] = []
        for scalar in text.unicodeScalars {
            switch role(of: scalar) {
            case .base:
                current.append([scalar])
            case .mark:
                if current.isEmpty { continue }
                current[current.count - 1].append(scalar)
            case .separator:
                if !current.isEmpty { runs.append(current) }
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    /// Splits `unitPrice` into `unit|Price`, `HTTPServer` into `HTTP|Server`, `UTF8String` into
    /// `UTF8|String`; digits stay with the letters before them (`line2`, `3D`).
    private static func splitAtCaseBoundaries(_ run: [Cluster]) -> [[Cluster]] {
        var words: [[Cluster]] = []
        var current: [Cluster] = []
        for index in run.indices {
            if index > 0, startsWord(at: index, in: run) {
                words.append(current)
                current = []
            }
            current.append(run[index])
        }
        words.append(current)
        return words
    }

    /// An uppercase letter starts a word after a lowercase letter, or after an uppercase letter or
    /// digit when a lowercase letter follows it (the last capital of an acronym starts a word).
    private static func startsWord(at index: Int, in run: [Cluster]) -> Bool {
        guard caseClass(of: run[index][0]) == .upper else { return false }
        let previous = caseClass(of: run[index - 1][0])
        if previous == .lower { return true }
        guard previous == .upper || previous == .digit, index + 1 < run.count else { return false }
        return caseClass(of: run[index + 1][0]) == .lower
    }

    private static func caseClass(of scalar: Unicode.Scalar) -> CaseClass {
        switch scalar.value {
        case 0x41...0x5A: return .upper
        case 0x61...0x7A: return .lower
        case 0x30...0x39: return .digit
        case ..<0x80: return .caseless
        default: break
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .titlecaseLetter: return .upper
        case .lowercaseLetter: return .lower
        case .decimalNumber: return .digit
        default: return .caseless
        }
    }
}
