/// The text a form cell shows for a selection (FormKit's `descriptionForSelectedStrings`).
enum SelectionDescription {
    /// The separator FormKit's examples use between titles.
    static let defaultSeparator = ", "

    /// `titles` joined by `separator`; callers pass titles in list order.
    static func text<S: Sequence>(titles: S, separator: String = defaultSeparator) -> String
    where S.Element == String {
        titles.joined(separator: separator)
    }

    /// The titles of `options` at `indices`, in list order (ascending index), each once;
    /// indices out of range are skipped. FormKit's `descriptionForSelectedStrings(_:at:)`.
    static func descriptionForSelectedStrings(
        _ options: [String], at indices: [Int], separator: String = defaultSeparator
    ) -> String {
        text(
            titles: Set(indices).sorted().lazy.filter { options.indices.contains($0) }.map { options[$0] },
            separator: separator)
    }
}
