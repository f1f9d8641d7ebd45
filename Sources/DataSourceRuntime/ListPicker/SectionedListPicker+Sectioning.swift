extension SectionedListPicker {
    /// How a sectioned picker groups its items into sections, and what each section header says:
    /// a fixed list of sections in display order, or the distinct values of a field in order of
    /// first appearance. Either way, sections with no rows are not shown.
    struct Sectioning {
        /// Where the section order comes from.
        enum Order {
            /// This list, first occurrence of a repeated section wins.
            case fixed([Section])
            /// Order of first appearance in the items.
            case firstAppearance
        }

        /// Where the section order comes from.
        let order: Order
        /// The section an item belongs to.
        let sectionOf: @Sendable (Item) -> Section
        /// The header title of a section; `nil` for no header title.
        let title: @Sendable (Section) -> String?

        /// The items laid out section after section: non-empty sections only, items in input order
        /// within a section (a stable counting sort, O(n + sections)).
        func layOut(_ items: [Item]) -> SectionLayout<Section> {
            var sectionIndex: [Section: Int] = [:]
            var sections: [Section] = []
            if case .fixed(let fixed) = order {
                for section in fixed where sectionIndex[section] == nil {
                    sectionIndex[section] = sections.count
                    sections.append(section)
                }
            }
            var assigned = [Int](repeating: -1, count: items.count)
            var unsectioned: [Int] = []
            var counts = [Int](repeating: 0, count: sections.count)
            // Indices, not `enumerated()`: unspecialized, its iterator looks up tuple metadata per item.
            for position in items.indices {
                let section = sectionOf(items[position])
                var index = sectionIndex[section]
                if index == nil, case .firstAppearance = order {
                    index = sections.count
                    sectionIndex[section] = sections.count
                    sections.append(section)
                    counts.append(0)
                }
                guard let index else {
                    unsectioned.append(position)
                    continue
                }
                assigned[position] = index
                counts[index] += 1
            }
            var next = [Int](repeating: 0, count: sections.count)
            var shown: [Section] = []
            var starts: [Int] = []
            var total = 0
            for (index, count) in counts.enumerated() where count > 0 {
                next[index] = total
                shown.append(sections[index])
                starts.append(total)
                total += count
            }
            starts.append(total)
            var order = [Int](repeating: 0, count: total)
            for (position, index) in assigned.enumerated() where index >= 0 {
                order[next[index]] = position
                next[index] += 1
            }
            return SectionLayout(sections: shown, sectionStarts: starts, order: order, unsectioned: unsectioned)
        }
    }
}

extension SectionedListPicker.Sectioning: Sendable where Section: Sendable {}
extension SectionedListPicker.Sectioning.Order: Sendable where Section: Sendable {}

/// Items laid out in sections: which input position goes where.
struct SectionLayout<Section> {
    /// The shown sections, all non-empty, in order.
    var sections: [Section]
    /// Flat offset of each section, plus the total at the end.
    var sectionStarts: [Int]
    /// The input position of each flat position.
    var order: [Int]
    /// Input positions whose section is not in a fixed section list, ascending.
    var unsectioned: [Int]
}
