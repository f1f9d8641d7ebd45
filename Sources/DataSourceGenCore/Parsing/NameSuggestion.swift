/// The candidate the user most likely meant by `name`, for "did you mean `X`?" fixes, or `nil`
/// when none is close enough to be worth suggesting.
///
/// Compares case-insensitively by Damerau–Levenshtein distance (insertions, deletions,
/// substitutions and transpositions of adjacent characters each cost 1). A candidate qualifies
/// when its distance is at most a third of `name`'s length (at least 1) and smaller than the
/// shorter of the two names, so short names never "match" unrelated ones. The closest wins; ties
/// go to the earlier candidate, so the answer is deterministic. Candidates equal to `name` are
/// skipped: they cannot be what the user meant instead of `name`.
///
/// Names longer than ``suggestionLengthLimit`` get no suggestion and are never suggested: a typo
/// in a name that long is not what happened, and skipping them keeps the cost of diagnosing a
/// hostile file linear in its size (the distance table is quadratic in the names' lengths).
func suggestion(for name: String, among candidates: [String]) -> String? {
    guard name.unicodeScalars.count <= suggestionLengthLimit else { return nil }
    let target = Array(name.lowercased())
    guard !target.isEmpty else { return nil }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != name && candidate.unicodeScalars.count <= suggestionLengthLimit {
        let other = Array(candidate.lowercased())
        let limit = min(max(1, (target.count + 1) / 3), min(target.count, other.count) - 1)
        guard limit >= 0, abs(target.count - other.count) <= limit else { continue }
        let distance = damerauLevenshteinDistance(target, other)
        if distance <= limit, distance < (best?.distance ?? Int.max) {
            best = (candidate, distance)
        }
    }
    return best?.candidate
}

/// The longest name, in Unicode scalars, that takes part in suggestions.
let suggestionLengthLimit = 64

/// The unrestricted Damerau–Levenshtein distance (Lowrance–Wagner), in which a transposed pair
/// may also be edited further: `"ca"` → `"abc"` costs 2, where the restricted variant says 3.
func damerauLevenshteinDistance<Element: Hashable>(_ a: [Element], _ b: [Element]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let infinity = a.count + b.count
    let width = b.count + 2
    // Row-major (a.count + 2) × (b.count + 2) table with a border of `infinity`.
    var table = [Int](repeating: 0, count: (a.count + 2) * width)
    table[0] = infinity
    for i in 0...a.count {
        table[(i + 1) * width] = infinity
        table[(i + 1) * width + 1] = i
    }
    for j in 0...b.count {
        table[j + 1] = infinity
        table[width + j + 1] = j
    }
    var lastRowOf: [Element: Int] = [:]
    for i in 1...a.count {
        var lastMatchingColumn = 0
        for j in 1...b.count {
            let previousRow = lastRowOf[b[j - 1]] ?? 0
            let previousColumn = lastMatchingColumn
            let cost: Int
            if a[i - 1] == b[j - 1] {
                cost = 0
                lastMatchingColumn = j
            } else {
                cost = 1
            }
            table[(i + 1) * width + j + 1] = min(
                table[i * width + j] + cost,
                table[(i + 1) * width + j] + 1,
                table[i * width + j + 1] + 1,
                table[previousRow * width + previousColumn] + (i - previousRow - 1) + 1 + (j - previousColumn - 1)
            )
        }
        lastRowOf[a[i - 1]] = i
    }
    return table[(a.count + 1) * width + b.count + 1]
}
