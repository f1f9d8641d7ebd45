extension ListDiffer {
    /// Diffs two flat lists of identifiable values: identity by `id`, content by `==`.
    ///
    /// The list is shown as section `section` of the list view; every index path in the result
    /// uses it. Linear time: an unchanged common prefix and suffix are skipped by comparison alone,
    /// and identical lists cost one comparison pass and produce no batches.
    ///
    /// - Parameters:
    ///   - old: The list the view shows now.
    ///   - new: The list the data source will show.
    ///   - section: The section that shows the list.
    ///   - duplicates: What to do with a repeated identifier in either list. Identical lists are
    ///     not searched for repeats, since nothing changes between them.
    ///   - reloadThreshold: When to answer ``ListUpdate/reloadData`` instead of batches.
    ///   - rules: The list view the batches are for; the default, ``ListViewRules/collectionView``,
    ///     is valid for both views and keeps
    ///     reloads out of a batch that moves rows.
    /// - Throws: ``DuplicateIdentifierPolicy/Rejection`` for a repeated identifier under ``DuplicateIdentifierPolicy/reject``.
    /// - Precondition: Each list holds fewer than 2³¹ elements.
    @inlinable
    public init<Element: Identifiable & Equatable>(
        from old: [Element], to new: [Element], inSection section: Int = 0,
        duplicates: DuplicateIdentifierPolicy = .keepFirst, reloadThreshold: ReloadThreshold = .never,
        stagedFor rules: ListViewRules = .collectionView
    ) throws(DuplicateIdentifierPolicy.Rejection) {
        self = try diffFlat(
            old: old, new: new, section: section, identity: IdentifiableIdentity<Element>(),
            policy: duplicates, threshold: reloadThreshold, rules: rules
        ).get()
    }

    /// Diffs two flat lists with identity and content given by closures.
    ///
    /// The same diff as ``init(from:to:inSection:duplicates:reloadThreshold:stagedFor:)`` for element types
    /// that are not `Identifiable & Equatable`, or that should be compared by other rules.
    ///
    /// - Parameters:
    ///   - old: The list the view shows now.
    ///   - new: The list the data source will show.
    ///   - section: The section that shows the list.
    ///   - id: The element's unique identifier.
    ///   - isContentEqual: Whether two elements with the same identifier look the same; when not,
    ///     the row is reloaded.
    ///   - duplicates: What to do with a repeated identifier in either list.
    ///   - reloadThreshold: When to answer ``ListUpdate/reloadData`` instead of batches.
    ///   - rules: The list view the batches are for. The default, ``ListViewRules/collectionView``,
    ///     is valid for both views; ``ListViewRules/tableView`` lets a table view animate more at once.
    /// - Throws: ``DuplicateIdentifierPolicy/Rejection`` for a repeated identifier under ``DuplicateIdentifierPolicy/reject``.
    /// - Precondition: Each list holds fewer than 2³¹ elements.
    public init<Element, ID: Hashable>(
        from old: [Element], to new: [Element], inSection section: Int = 0,
        id: (Element) -> ID, isContentEqual: (Element, Element) -> Bool,
        duplicates: DuplicateIdentifierPolicy = .keepFirst, reloadThreshold: ReloadThreshold = .never,
        stagedFor rules: ListViewRules = .collectionView
    ) throws(DuplicateIdentifierPolicy.Rejection) {
        self = try withoutActuallyEscaping(id) { id in
            withoutActuallyEscaping(isContentEqual) { isContentEqual in
                diffFlat(
                    old: old, new: new, section: section,
                    identity: ClosureIdentity(identifier: id, contentEqual: isContentEqual),
                    policy: duplicates, threshold: reloadThreshold, rules: rules)
            }
        }.get()
    }
}
