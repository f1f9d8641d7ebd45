/// Folded search text for every item of a list, computed once per data load.
///
/// All keys live in one byte buffer with an end offset per key, so building them allocates a
/// handful of arrays rather than one per item, and matching a query is a plain byte-substring
/// scan: no `String` work and no allocation per item. Each item has ``keysPerItem`` keys (one per
/// searched field); a query matches an item when it is a substring of any one of them, never of
/// two fields run together.
struct FoldedSearchKeys: Sendable {
    /// The folded UTF-8 of every key, one after the other.
    private var bytes: [UInt8]
    /// The end offset in ``bytes`` of each key; a key starts where the previous one ends.
    private var keyEnds: [Int]
    /// The number of keys per item (the number of searched fields).
    let keysPerItem: Int
    /// The number of items.
    let itemCount: Int

    /// Folds the searched fields of every item.
    ///
    /// - Parameters:
    ///   - items: the items, in list order.
    ///   - fields: the text of each searched field; may be empty, then no query matches.
    init<Item>(items: [Item], fields: [(Item) -> String]) {
        keysPerItem = fields.count
        itemCount = items.count
        bytes = []
        keyEnds = []
        keyEnds.reserveCapacity(items.count * fields.count)
        var estimate = 0
        for item in items.prefix(16) { for field in fields { estimate += field(item).utf8.count } }
        bytes.reserveCapacity(estimate * items.count / max(1, min(16, items.count)) + 16)
        var cache = SearchTextFolding.RunCache()
        for item in items {
            for field in fields {
                SearchTextFolding.appendFoldedUTF8(of: field(item), to: &bytes, cache: &cache)
                keyEnds.append(bytes.count)
            }
        }
    }

    /// True when `query` matches the item at `index`; always true for an empty query, always
    /// false for an index out of range.
    func item(at index: Int, matches query: SearchQuery) -> Bool {
        guard index >= 0, index < itemCount else { return false }
        guard !query.isEmpty else { return true }
        return bytes.withUnsafeBufferPointer { buffer in
            query.foldedUTF8.withUnsafeBufferPointer { needle in
                itemMatches(index, buffer: buffer, needle: needle)
            }
        }
    }

    /// The ascending indices of the items `query` matches: every index for an empty query.
    ///
    /// - Parameter candidates: ascending indices to test instead of all items (a previous
    ///   result that this query refines); out-of-range candidates are skipped.
    func indices(matching query: SearchQuery, among candidates: [Int]? = nil) -> [Int] {
        let pool = candidates ?? Array(0..<itemCount)
        guard !query.isEmpty else { return pool.filter { $0 >= 0 && $0 < itemCount } }
        return bytes.withUnsafeBufferPointer { buffer in
            query.foldedUTF8.withUnsafeBufferPointer { needle in
                pool.filter { $0 >= 0 && $0 < itemCount && itemMatches($0, buffer: buffer, needle: needle) }
            }
        }
    }

    /// Substring test over the keys of one item.
    private func itemMatches(_ index: Int, buffer: UnsafeBufferPointer<UInt8>, needle: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        let firstKey = index * keysPerItem
        for key in firstKey..<(firstKey + keysPerItem) {
            let start = key == 0 ? 0 : keyEnds[key - 1]
            if Self.contains(needle, in: buffer[start..<keyEnds[key]]) { return true }
        }
        return false
    }

    /// Naive byte-substring search: keys are short, so a first-byte scan beats cleverer tables.
    static func contains<Haystack: Collection<UInt8>, Needle: Collection<UInt8>>(
        _ needle: Needle, in haystack: Haystack
    ) -> Bool where Haystack.Index == Int, Needle.Index == Int {
        let length = needle.count
        guard length > 0 else { return true }
        guard haystack.count >= length, let first = needle.first else { return false }
        let needleStart = needle.startIndex
        var position = haystack.startIndex
        let lastStart = haystack.endIndex - length
        while position <= lastStart {
            if haystack[position] == first {
                var offset = 1
                while offset < length, haystack[position + offset] == needle[needleStart + offset] { offset += 1 }
                if offset == length { return true }
            }
            position += 1
        }
        return false
    }
}
