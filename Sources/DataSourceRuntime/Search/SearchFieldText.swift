/// How a search field named by a key path becomes the text a search matches: what a generated
/// picker states as `search: [\.name, \.code]` instead of one closure per field.
///
/// The conversion is chosen once per key path, from its value type: a `String` is read as is, a
/// `String?` as empty when `nil`, any other optional as empty when `nil` and else described, any
/// other value with `String(describing:)` — the text the generator's closures produced. Text
/// fields, the usual case, are read at their stored offset (see ``fieldReader(_:)`` for why).
enum SearchFieldText {
    /// The reader of the text of the field at `keyPath`.
    static func reader<Item>(for keyPath: PartialKeyPath<Item> & Sendable) -> @Sendable (Item) -> String {
        // Text at a stored offset is loaded here rather than by `fieldReader(_:)`, where the
        // value type is generic: a `String` load specialized here makes a load a few percent faster.
        if let text = keyPath as? KeyPath<Item, String> {
            guard let offset = MemoryLayout<Item>.offset(of: text) else { return fieldReader(text) }
            return { item in withUnsafeBytes(of: item) { $0.load(fromByteOffset: offset, as: String.self) } }
        }
        if let text = keyPath as? KeyPath<Item, String?> {
            guard let offset = MemoryLayout<Item>.offset(of: text) else {
                let read = fieldReader(text)
                return { read($0) ?? "" }
            }
            return { item in withUnsafeBytes(of: item) { $0.load(fromByteOffset: offset, as: String?.self) } ?? "" }
        }
        if let optional = type(of: keyPath).valueType as? any OptionalSearchText.Type {
            let wrapped = UncheckedSendable(optional)
            return { wrapped.value.searchText(ofOptional: $0[keyPath: keyPath]) }
        }
        return { String(describing: $0[keyPath: keyPath]) }
    }
}

/// An optional's search text, reached through its metatype when only `Any` holds the value.
protocol OptionalSearchText {
    /// Empty when `value` (an instance of `Self`) is `nil`, else the wrapped value described.
    static func searchText(ofOptional value: Any) -> String
}

extension Optional: OptionalSearchText {
    static func searchText(ofOptional value: Any) -> String {
        guard let optional = value as? Wrapped?, let wrapped = optional else { return "" }
        return String(describing: wrapped)
    }
}

extension SearchMatcher {
    /// The default matcher (see ``fields(_:)``) over the fields at `keyPaths`, converted to text
    /// (a `String` as is, a `String?` empty when `nil`, any other optional empty when `nil` and
    /// else described, any other value with `String(describing:)`); search is off (``disabled``)
    /// when there are none.
    public static func fields(keyPaths: [PartialKeyPath<Item> & Sendable]) -> SearchMatcher {
        keyPaths.isEmpty ? .disabled : SearchMatcher(rule: .fields(keyPaths.map(SearchFieldText.reader(for:))))
    }
}
