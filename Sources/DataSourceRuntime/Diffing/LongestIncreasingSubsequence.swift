/// Marks a longest increasing subsequence of `values` (which must be distinct).
///
/// The differ keeps the matched items on this subsequence in place and moves only the others:
/// the fewest moves that restore the new order, so items merely shifted by inserts and deletes
/// are not reported as moved. Patience sorting, O(n log n), with an O(1) path for the common case
/// of a value larger than every tail so an already ordered run costs one comparison per element.
///
/// Each element records only its pile (the length of the longest increasing subsequence ending
/// at it, less one); a subsequence is then read backwards, taking the last element of each pile
/// smaller than the one taken before it, which exists because an element on pile `p` was placed
/// after a smaller element on pile `p - 1`. The tails are searched by value, without branches,
/// so a shuffled list does not pay a mispredicted branch at every step.
func longestIncreasingSubsequence(_ values: UnsafeBufferPointer<Int32>) -> [Bool] {
    let count = values.count
    var keep = [Bool](repeating: false, count: count)
    guard count > 0 else { return keep }
    // tails[p]: the smallest value that ends an increasing subsequence of length p + 1 so far.
    let tails = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
    defer { tails.deallocate() }
    var tailCount = 0
    let piles = [Int32](unsafeUninitializedCapacity: count) { piles, initialized in
        for index in 0..<count {
            let value = values[index]
            var pile = tailCount
            if tailCount > 0 && value < tails[tailCount &- 1] {
                pile = firstTail(notBelow: value, in: UnsafeBufferPointer(rebasing: tails[0..<tailCount]))
            } else {
                tailCount &+= 1
            }
            tails[pile] = value
            piles[index] = Int32(truncatingIfNeeded: pile)
        }
        initialized = count
    }
    var pile = Int32(truncatingIfNeeded: tailCount &- 1)
    var bound = Int32.max
    var index = count
    while pile >= 0 {
        index &-= 1
        if piles[index] == pile && values[index] < bound {
            keep[index] = true
            bound = values[index]
            pile &-= 1
        }
    }
    return keep
}

/// The index of the first of `tails` (ascending, non-negative) not smaller than `value`, which
/// must exist.
///
/// Each step adds half the range times 0 or 1 rather than choosing by a condition, which the
/// compiler turns into a branch (a mask too) that a shuffled list mispredicts at every other step.
func firstTail(notBelow value: Int32, in tails: UnsafeBufferPointer<Int32>) -> Int {
    var base = 0
    var length = tails.count
    while length > 1 {
        let half = length >> 1
        // The sign bit: 1 exactly when the tail is smaller (no overflow: both are non-negative).
        let smaller = Int(truncatingIfNeeded: UInt32(bitPattern: tails[base &+ half &- 1] &- value) >> 31)
        base &+= half &* smaller
        length &-= half
    }
    return base
}
