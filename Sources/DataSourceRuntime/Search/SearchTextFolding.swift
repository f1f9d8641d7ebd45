import Foundation

/// The text normalization behind the default search: case- and diacritic-insensitive, locale
/// independent, so "É" matches "e", "Straße" matches "strasse" and "ﬁ" matches "fi".
///
/// The result is Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive],
/// locale: nil)`, which applies Unicode case folding (ß → ss, ς → σ, ẞ → ss, İ → i) and removes
/// combining marks (é → e, å → a, ö → o). Letters that are distinct rather than accented stay
/// distinct: ø, æ, œ, ł and the dotless ı do not match o, ae, oe, l or i. Full-width forms are
/// not widened.
///
/// Speed: search keys for a whole list are folded on every data load, and Foundation's folding
/// costs microseconds per call. ASCII is folded here (lowercasing A–Z is all folding does to
/// it); only each run of non-ASCII characters, together with the ASCII character before it
/// (which a combining mark may attach to), goes through Foundation, and runs repeat so much in
/// real text that their results are cached for the length of a load. Tests check the result
/// against folding the whole string with Foundation over mixed scripts.
enum SearchTextFolding {
    /// `text`, folded for searching.
    static func fold(_ text: String) -> String {
        var bytes: [UInt8] = []
        var cache = RunCache()
        appendFoldedUTF8(of: text, to: &bytes, cache: &cache)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Folded forms of non-ASCII runs already seen during one load.
    struct RunCache {
        /// The cache stops growing here, so text where nothing repeats (long non-Latin names)
        /// costs no more than a bounded dictionary.
        static let limit = 4096
        /// Run → folded UTF-8.
        var folded: [Substring: [UInt8]] = [:]
    }

    /// Appends the UTF-8 bytes of `text`, folded, to `bytes`.
    static func appendFoldedUTF8(of text: String, to bytes: inout [UInt8], cache: inout RunCache) {
        let utf8 = text.utf8
        let end = utf8.endIndex
        var index = utf8.startIndex
        while index < end {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if byte < 0x80, next == end || utf8[next] < 0x80 {
                // "A"..."Z" are 0x41...0x5A; setting bit 0x20 lowercases them.
                bytes.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
                index = next
                continue
            }
            var runEnd = next
            while runEnd < end, utf8[runEnd] >= 0x80 { runEnd = utf8.index(after: runEnd) }
            // Both ends sit on ASCII bytes or the string's ends, so they are scalar boundaries.
            let run = text[index..<runEnd]
            if let folded = cache.folded[run] {
                bytes.append(contentsOf: folded)
            } else {
                let folded = Array(run.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8)
                if cache.folded.count < RunCache.limit { cache.folded[run] = folded }
                bytes.append(contentsOf: folded)
            }
            index = runEnd
        }
    }
}
