/// A flag the definitions state, `true` or `false`: present when stated, so a template writes
/// the setting inside `{{#flag}}…{{/flag}}` as `{{value}}` (a plain `Bool` would be falsy when
/// `false` and skip the line).
struct StatedFlag: Hashable, Sendable, ReflectedMustache {
    var value: Bool

    init?(_ value: Bool?) {
        guard let value else { return nil }
        self.value = value
    }
}
