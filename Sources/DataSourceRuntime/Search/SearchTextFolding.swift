import Foundation

/// The text normalization behind the default search: case- and diacritic-insensitive, locale
/// independent, so "É" matches "e", "Straße" matches "strasse" and "ﬁ" matches "fi".
///
/// It is Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)`,
/// which applies Unicode case folding (ß → ss, ς → σ, ẞ → ss, İ → i) and removes combining marks
/// (é → e, å → a, ö → o). Letters that are distinct rather than accented stay distinct: ø, æ, œ,
/// ł and the dotless ı do not match o, ae, oe, l or i. Full-width forms are not widened.
///
/// Folding is context-free for ASCII (it only lowercases A–Z), so all-ASCII text takes a fast
/// path that gives byte-identical results without calling Foundation; that keeps building the
/// search keys of a large list cheap.
public enum SearchTextFolding {
    /// `text`, folded for searching.
    public static func fold(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendFoldedUTF8(of: text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of `text`, folded, to `bytes`.
    static func appendFoldedUTF8(of text: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        for byte in text.utf8 {
            guard byte < 0x80 else {
                bytes.removeSubrange(start...)
                let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                bytes.append(contentsOf: folded.utf8)
                return
            }
            // "A"...("Z") are 0x41...0x5A; setting bit 0x20 lowercases them.
            bytes.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
        }
    }
}
