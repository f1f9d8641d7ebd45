/// Marks a longest increasing subsequence of `values` (which must be distinct).
///
/// The differ keeps the matched items on this subsequence in place and moves only the others:
/// the fewest moves that restore the new order, so items merely shifted by inserts and deletes
/// are not reported as moved. Patience sorting, O(n log n), with an O(1) path for the common case
/// of a value larger than every tail so an already ordered run costs one comparison per element.
@inlinable
func longestIncreasingSubsequence(_ values: UnsafeBufferPointer<Int32>) -> [Bool] {
    let count = values.count
    var keep = [Bool](repeating: false, count: count)
    guard count > 0 else { return keep }
    var tails = [Int32]()
    tails.reserveCapacity(count)
    var previous = [Int32](repeating: -1, count: count)
    for index in 0..<count {
        let value = values[index]
        if let last = tails.last {
            if values[Int(last)] < value {
                previous[index] = last
                tails.append(Int32(index))
                continue
            }
            // Find the first tail not smaller than `value`; it exists because the last one is.
            var low = 0
            var high = tails.count &- 1
            while low < high {
                let middle = (low &+ high) >> 1
                if values[Int(tails[middle])] < value { low = middle &+ 1 } else { high = middle }
            }
            tails[low] = Int32(index)
            previous[index] = low > 0 ? tails[low &- 1] : -1
        } else {
            tails.append(Int32(index))
        }
    }
    var index = Int(tails[tails.count &- 1])
    while index >= 0 {
        keep[index] = true
        index = Int(previous[index])
    }
    return keep
}
