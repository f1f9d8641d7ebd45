/// A tag whose name no context on the stack has: a misspelt key renders as empty text, which the
/// spec allows and a code generator must not let pass silently.
struct MustacheUnresolvedName: Sendable, Hashable {
    var name: String
    var site: MustacheSite
    /// The partial and parent tags that led to ``site``, outermost first.
    var inclusions: [MustacheSite] = []
    /// The name the context has that this one most likely meant, for a "did you mean".
    var nearest: String?
}
