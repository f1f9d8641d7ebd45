/// How a picker's rows are keyed: what its selection holds and what finds a row again after a
/// search or a reload. Unique-identifier pickers key rows by `id` (a ``SectionedIndexMap``);
/// index mode keys them by unfiltered position (``ListPositionKeys``), FormKit's `[Int]` value.
@usableFromInline
protocol ListPickerRowKeys {
    associatedtype Key: Hashable
    /// The keys in flat order, as a collection indexed by flat position.
    associatedtype AllKeys: RandomAccessCollection where AllKeys.Element == Key, AllKeys.Index == Int

    /// Flat offset of each section's first row, plus the row count at the end.
    var sectionStarts: [Int] { get }
    /// Every key in flat order (all sections one after the other).
    var allKeys: AllKeys { get }

    /// The key of the row at flat position `flat`, which is in range.
    func key(atFlatIndex flat: Int) -> Key
    /// The section and flat position of the row keyed `key`, or `nil` when no row has it.
    func location(of key: Key) -> (section: Int, flat: Int)?
}

extension SectionedIndexMap: ListPickerRowKeys {
    @usableFromInline
    var allKeys: [ID] { identifiers }

    @inlinable
    func key(atFlatIndex flat: Int) -> ID { identifiers[flat] }
}

/// Rows keyed by their unfiltered position in one section: the key of row 3 is 3, before and
/// after a reload, which is the rule FormKit's index-mode selection follows.
struct ListPositionKeys: ListPickerRowKeys, Sendable {
    let sectionStarts: [Int]

    init(count: Int) {
        sectionStarts = [0, count]
    }

    var allKeys: Range<Int> { 0..<sectionStarts[1] }

    func key(atFlatIndex flat: Int) -> Int { flat }

    func location(of key: Int) -> (section: Int, flat: Int)? {
        key >= 0 && key < sectionStarts[1] ? (0, key) : nil
    }
}

/// The one section of a flat picker: a flat list is a sectioned list with a single section that
/// is always there, even while empty.
@usableFromInline
enum FlatListSection: Hashable, Sendable {
    case all
}
