/// The index-mode answers of Fiori's `FUIListPickerSearchResultsUpdating`, with its `-1`
/// sentinel, for an ``IndexListPicker``. Platform-neutral so it is tested everywhere; the UIKit
/// adapter only forwards to it.
package enum FioriIndexSearchBridge {
    /// `filteredDataSourceContainsItemAt`: true when unfiltered `index` is in the current list
    /// (every in-range index while no search is in effect).
    package static func filteredDataSourceContainsItem<Item>(
        atUnfilteredIndex index: Int, in picker: IndexListPicker<Item>
    ) -> Bool {
        picker.currentIndex(forUnfilteredIndex: index) != nil
    }

    /// `unfilteredDataSourceIndexOfItemAt`: the unfiltered index shown at current `index`, or
    /// -1 when out of range.
    package static func unfilteredDataSourceIndexOfItem<Item>(
        atFilteredIndex index: Int, in picker: IndexListPicker<Item>
    ) -> Int {
        picker.unfilteredIndex(forCurrentIndex: index) ?? FioriListPickerBridge<Int>.notFoundIndex
    }
}
