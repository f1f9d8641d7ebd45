/// The set of selected keys (unique identifiers, or unfiltered indices in index mode) and the
/// rules that guard changes to it.
///
/// It knows nothing about the list: callers check that a key exists before selecting it, and
/// report keys in list order themselves (a `Set` has no stable order).
struct SelectionState<Key: Hashable> {
    /// The rules applied to every change.
    let rules: SelectionRules
    private(set) var keys: Set<Key> = []

    /// An empty selection under `rules`.
    init(rules: SelectionRules) {
        self.rules = rules
    }

    var count: Int { keys.count }

    var isEmpty: Bool { keys.isEmpty }

    func contains(_ key: Key) -> Bool { keys.contains(key) }

    /// Selects `key`; in single selection it replaces whatever was selected.
    @discardableResult
    mutating func select(_ key: Key) -> SelectionOutcome {
        guard !keys.contains(key) else { return .unchanged }
        if !rules.allowsMultipleSelection { keys.removeAll() }
        keys.insert(key)
        return .selected
    }

    /// Deselects `key`, unless it is the last selected key and empty selection is not allowed.
    @discardableResult
    mutating func deselect(_ key: Key) -> SelectionOutcome {
        guard keys.contains(key) else { return .unchanged }
        guard rules.allowsEmptySelection || keys.count > 1 else {
            return .refusedEmptySelection
        }
        keys.remove(key)
        return .deselected
    }

    /// Deselects `key` if it is selected, selects it otherwise.
    @discardableResult
    mutating func toggle(_ key: Key) -> SelectionOutcome {
        keys.contains(key) ? deselect(key) : select(key)
    }

    /// Adds every key of `all` (multiple selection only).
    @discardableResult
    mutating func selectAll<S: Sequence>(_ all: S) -> SelectionOutcome where S.Element == Key {
        guard rules.allowsMultipleSelection else { return .refusedSingleSelection }
        let before = keys.count
        keys.reserveCapacity(before + all.underestimatedCount)
        keys.formUnion(all)
        return keys.count > before ? .selected : .unchanged
    }

    /// Clears the selection, unless empty selection is not allowed.
    @discardableResult
    mutating func deselectAll() -> SelectionOutcome {
        guard !keys.isEmpty else { return .unchanged }
        guard rules.allowsEmptySelection else { return .refusedEmptySelection }
        keys.removeAll()
        return .deselected
    }

    /// Replaces the whole selection (restoring saved state). Keys failing `isValid` are rejected;
    /// in single selection only the first valid key is kept and later ones are rejected too;
    /// repeats are ignored. `allowsEmptySelection` does not apply: the app sets the state.
    ///
    /// - Returns: the rejected keys, in the order given.
    mutating func replace<S: Sequence>(with newKeys: S, isValid: (Key) -> Bool) -> [Key] where S.Element == Key {
        var accepted: Set<Key> = []
        var rejected: [Key] = []
        for key in newKeys {
            if !isValid(key) || (!rules.allowsMultipleSelection && !accepted.isEmpty && !accepted.contains(key)) {
                rejected.append(key)
            } else {
                accepted.insert(key)
            }
        }
        keys = accepted
        return rejected
    }

    /// The positions of the selected keys in a list, ascending, given the list and a key → position
    /// lookup. Picks the cheaper way: look up each selected key and sort (few selected), or scan
    /// the list (many selected). Selected keys missing from the list are skipped.
    func positions<C: RandomAccessCollection>(
        in list: C, positionOf: (Key) -> Int?
    ) -> [Int] where C.Element == Key, C.Index == Int {
        if keys.count * 4 >= list.count {
            return list.indices.filter { keys.contains(list[$0]) }
        }
        return keys.compactMap(positionOf).sorted()
    }

    /// Removes `removed` whatever the rules say: used when the items themselves are gone.
    mutating func discard<S: Sequence>(_ removed: S) where S.Element == Key {
        keys.subtract(removed)
    }
}

extension SelectionState: Sendable where Key: Sendable {}

/// What a user action asks of one key, so the pickers route select, deselect and toggle through
/// one guarded lookup each instead of three.
enum SelectionChange {
    case select
    case deselect
    case toggle
}

extension SelectionState {
    /// Applies `change` to `key` under the rules, as ``select(_:)``, ``deselect(_:)`` or
    /// ``toggle(_:)``.
    mutating func apply(_ change: SelectionChange, to key: Key) -> SelectionOutcome {
        switch change {
        case .select: select(key)
        case .deselect: deselect(key)
        case .toggle: toggle(key)
        }
    }
}
