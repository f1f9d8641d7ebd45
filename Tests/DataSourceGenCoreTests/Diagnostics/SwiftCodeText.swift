/// Swift source with the contents of its string literals and comments blanked out (each byte
/// replaced by a space, line breaks kept), so that what is left is code at its own line and
/// column: a scanner can then match names and brackets without being fooled by a message that
/// mentions `error(` or holds an unbalanced `(`.
///
/// Recognized: `//` and nested `/* */` comments; `"…"`, `"""…"""` and raw `#"…"#` literals with
/// any number of `#`, escapes, and interpolations (`\(…)`, `\#(…)`) that hold further literals.
/// Not recognized: regex literals (`/…/`), which this project does not use.
struct SwiftCodeText {
    /// The blanked source, as UTF-8 bytes of the same length as the original.
    private(set) var bytes: [UInt8]
    private var index = 0

    /// Whether the code of interpolations is kept, only the text of literals blanked.
    private let keepsInterpolations: Bool
    /// How many interpolations the scan is inside.
    private var interpolationDepth = 0
    /// The string literals that are not inside another literal's interpolation, in source order.
    private(set) var literals: [Literal] = []

    /// Where a string literal is in the source.
    struct Literal {
        /// From its first `#` or `"` to its last.
        var range: Range<Int>
        /// Its text between the interpolations, escapes as written.
        var pieces: [Range<Int>]
        /// The number of `#` around it: `\` starts an escape only when followed by as many.
        var hashes: Int
    }

    /// `keepingInterpolations` keeps the code of interpolations (`\(kind == .radio ? … : …)`),
    /// where a message may choose its words; by default literals are blanked whole.
    init(_ source: String, keepingInterpolations: Bool = false) {
        bytes = Array(source.utf8)
        keepsInterpolations = keepingInterpolations
        scanCode(insideInterpolation: false)
    }

    /// The blanked source as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    private func byte(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Scans code to the end, or inside an interpolation to the `)` that closes it (left unread).
    private mutating func scanCode(insideInterpolation: Bool) {
        var depth = 0
        while let current = byte() {
            switch current {
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                let start = index
                while let next = byte(), next != UInt8(ascii: "\n") { index += 1 }
                blank(start..<index)
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                scanBlockComment()
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                scanStringOrHashes()
            case UInt8(ascii: "("):
                depth += 1
                index += 1
            case UInt8(ascii: ")"):
                if insideInterpolation, depth == 0 { return }
                depth -= 1
                index += 1
            default:
                index += 1
            }
        }
    }

    private mutating func scanBlockComment() {
        let start = index
        var depth = 0
        while byte() != nil {
            if byte() == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if byte() == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { break }
            } else {
                index += 1
            }
        }
        blank(start..<index)
    }

    /// At `#` or `"`: a string literal (blanked whole), or a run of `#` that starts something
    /// else (`#fileID`, `#if`), which is stepped over.
    private mutating func scanStringOrHashes() {
        let start = index
        var hashes = 0
        while byte() == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        guard byte() == UInt8(ascii: "\"") else { return }
        let isMultiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
        index += isMultiline ? 3 : 1
        var textStart = start
        var pieces: [Range<Int>] = []
        var pieceStart = index
        while let current = byte() {
            if current == UInt8(ascii: "\\"), hasHashes(hashes, at: index + 1) {
                let escape = index
                index += 1 + hashes
                if byte() == UInt8(ascii: "(") {
                    pieces.append(pieceStart..<escape)
                    index += 1
                    if keepsInterpolations { blank(textStart..<index) }
                    interpolationDepth += 1
                    scanCode(insideInterpolation: true)
                    interpolationDepth -= 1
                    if keepsInterpolations { textStart = index }
                    pieceStart = index + 1
                }
                index += 1
            } else if current == UInt8(ascii: "\""), closes(isMultiline: isMultiline, hashes: hashes) {
                pieces.append(pieceStart..<index)
                index += (isMultiline ? 3 : 1) + hashes
                break
            } else if current == UInt8(ascii: "\n"), !isMultiline {
                break
            } else {
                index += 1
            }
        }
        blank(textStart..<min(index, bytes.count))
        if interpolationDepth == 0 {
            literals.append(Literal(range: start..<min(index, bytes.count), pieces: pieces, hashes: hashes))
        }
    }

    private func hasHashes(_ count: Int, at position: Int) -> Bool {
        (0..<count).allSatisfy { position + $0 < bytes.count && bytes[position + $0] == UInt8(ascii: "#") }
    }

    private func closes(isMultiline: Bool, hashes: Int) -> Bool {
        let quotes = isMultiline ? 3 : 1
        let quoted = (0..<quotes).allSatisfy { byte($0) == UInt8(ascii: "\"") }
        return quoted && hasHashes(hashes, at: index + quotes)
    }

    private mutating func blank(_ range: Range<Int>) {
        for position in range where bytes[position] != UInt8(ascii: "\n") { bytes[position] = UInt8(ascii: " ") }
    }
}
