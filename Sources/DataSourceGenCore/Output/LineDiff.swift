/// Myers' O(ND) difference algorithm in its linear-space form ("An O(ND) Difference Algorithm
/// and Its Variations", 1986, section 4b, structured as in diff-match-patch's bisect): finds
/// which elements of `old` are deleted and which of `new` are inserted in a shortest edit script.
///
/// Time is O((N+M)·D) and memory O(N+M), so files of a few thousand lines with small changes
/// diff in milliseconds.
struct LineDiff {
    /// `deleted[i]` is true when `old[i]` is not part of the common subsequence.
    private(set) var deleted: [Bool]
    /// `inserted[j]` is true when `new[j]` is not part of the common subsequence.
    private(set) var inserted: [Bool]

    /// The lines that occur on both sides, which the search works on.
    private let old: [Int]
    private let new: [Int]

    /// Diffs two sequences of line identifiers (equal lines have equal identifiers).
    ///
    /// Lines that occur on one side only can never be matched, so they are marked up front and
    /// left out of the search: the shortest script is unchanged, and two unrelated files cost
    /// O(N+M) instead of O((N+M)²).
    init(old: [Int], new: [Int]) {
        let inOld = Set(old), inNew = Set(new)
        let oldKept = old.indices.filter { inNew.contains(old[$0]) }
        let newKept = new.indices.filter { inOld.contains(new[$0]) }
        self.old = oldKept.map { old[$0] }
        self.new = newKept.map { new[$0] }
        deleted = Array(repeating: false, count: oldKept.count)
        inserted = Array(repeating: false, count: newKept.count)
        compare(oldRange: 0..<oldKept.count, newRange: 0..<newKept.count)
        deleted = Self.expand(deleted, kept: oldKept, count: old.count)
        inserted = Self.expand(inserted, kept: newKept, count: new.count)
    }

    /// Flags for the full sequence: true for left-out lines, the search's answer for the rest.
    private static func expand(_ flags: [Bool], kept: [Int], count: Int) -> [Bool] {
        var full = Array(repeating: true, count: count)
        for (position, index) in kept.enumerated() { full[index] = flags[position] }
        return full
    }

    private mutating func compare(oldRange: Range<Int>, newRange: Range<Int>) {
        var oldLow = oldRange.lowerBound, oldHigh = oldRange.upperBound
        var newLow = newRange.lowerBound, newHigh = newRange.upperBound
        while oldLow < oldHigh, newLow < newHigh, old[oldLow] == new[newLow] {
            oldLow += 1
            newLow += 1
        }
        while oldLow < oldHigh, newLow < newHigh, old[oldHigh - 1] == new[newHigh - 1] {
            oldHigh -= 1
            newHigh -= 1
        }
        if oldLow == oldHigh || newLow == newHigh {
            for index in oldLow..<oldHigh { deleted[index] = true }
            for index in newLow..<newHigh { inserted[index] = true }
            return
        }
        // Both sides are non-empty and differ at both ends, so D >= 2 and the split point lies
        // strictly inside: each half is a smaller problem and the recursion terminates.
        if let (x, y) = middleSplit(oldLow: oldLow, oldHigh: oldHigh, newLow: newLow, newHigh: newHigh) {
            compare(oldRange: oldLow..<x, newRange: newLow..<y)
            compare(oldRange: x..<oldHigh, newRange: y..<newHigh)
        } else {
            for index in oldLow..<oldHigh { deleted[index] = true }
            for index in newLow..<newHigh { inserted[index] = true }
        }
    }

    /// A point (x, y) on a shortest edit path, found where the forward search from the start and
    /// the reverse search from the end meet; nil when the sides share nothing.
    private func middleSplit(oldLow: Int, oldHigh: Int, newLow: Int, newHigh: Int) -> (Int, Int)? {
        let n = oldHigh - oldLow, m = newHigh - newLow
        let maxD = (n + m + 1) / 2
        let offset = maxD
        let length = 2 * maxD + 2
        var forward = [Int](repeating: -1, count: length)
        var reverse = [Int](repeating: -1, count: length)
        forward[offset + 1] = 0
        reverse[offset + 1] = 0
        let delta = n - m
        let checkOnForward = delta % 2 != 0
        var forwardStart = 0, forwardEnd = 0, reverseStart = 0, reverseEnd = 0
        for d in 0..<maxD {
            var k = -d + forwardStart
            while k <= d - forwardEnd {
                let index = offset + k
                var x =
                    (k == -d || (k != d && forward[index - 1] < forward[index + 1]))
                    ? forward[index + 1] : forward[index - 1] + 1
                var y = x - k
                while x < n, y < m, old[oldLow + x] == new[newLow + y] {
                    x += 1
                    y += 1
                }
                forward[index] = x
                if x > n {
                    forwardEnd += 2
                } else if y > m {
                    forwardStart += 2
                } else if checkOnForward {
                    let reverseIndex = offset + delta - k
                    if reverseIndex >= 0, reverseIndex < length, reverse[reverseIndex] != -1,
                        x >= n - reverse[reverseIndex]
                    {
                        return (oldLow + x, newLow + y)
                    }
                }
                k += 2
            }
            k = -d + reverseStart
            while k <= d - reverseEnd {
                let index = offset + k
                var x =
                    (k == -d || (k != d && reverse[index - 1] < reverse[index + 1]))
                    ? reverse[index + 1] : reverse[index - 1] + 1
                var y = x - k
                while x < n, y < m, old[oldHigh - x - 1] == new[newHigh - y - 1] {
                    x += 1
                    y += 1
                }
                reverse[index] = x
                if x > n {
                    reverseEnd += 2
                } else if y > m {
                    reverseStart += 2
                } else if !checkOnForward {
                    let forwardIndex = offset + delta - k
                    if forwardIndex >= 0, forwardIndex < length, forward[forwardIndex] != -1 {
                        let forwardX = forward[forwardIndex]
                        if forwardX >= n - x {
                            return (oldLow + forwardX, newLow + forwardX - (delta - k))
                        }
                    }
                }
                k += 2
            }
        }
        return nil
    }
}
