/// A mistake in how an app wires the runtime to a view — a dequeued cell of the wrong type, an
/// identifier with no row, a missing registration — which would otherwise show a blank or
/// unconfigured cell and go unnoticed.
///
/// By default it stops debug builds with the message (`assertionFailure`), which names the reuse
/// identifier, the expected type and the fix; release builds go on with a placeholder rather than
/// crash a shipped app. Code that needs to observe it (tests of glue, a logger) runs under
/// `$handler`: `RuntimeMisuse.$handler.withValue({ seen.append($0) }) { … }`.
public enum RuntimeMisuse {
    /// What happens to a report in the current task.
    @TaskLocal public static var handler: @Sendable (String) -> Void = { message in
        assertionFailure(message)
    }

    /// Reports `message` through the current ``handler``.
    public static func report(_ message: String) {
        handler(message)
    }
}
