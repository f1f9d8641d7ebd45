import DataSourceRuntime
import Foundation
import Testing

/// Collects misuse reports of one test; a class so the `@Sendable` handler can append to it.
final class MisuseRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var messages: [String] { lock.withLock { recorded } }

    func record(_ message: String) { lock.withLock { recorded.append(message) } }

    /// Runs `body` with reports going to this recorder instead of stopping the test process.
    @discardableResult
    func capture<T>(_ body: () throws -> T) rethrows -> T {
        try RuntimeMisuse.$handler.withValue({ self.record($0) }, operation: body)
    }
}

/// What `body` returns when it made exactly one misuse report starting with `prefix`; `nil` when
/// it made none, several, or another.
func reportedOnce<T>(startingWith prefix: String = "", _ body: () -> T) -> T? {
    let recorder = MisuseRecorder()
    let value = recorder.capture(body)
    guard recorder.messages.count == 1, recorder.messages[0].hasPrefix(prefix) else { return nil }
    return value
}

@Suite struct RuntimeMisuseTests {
    @Test func reportsGoToTheTaskLocalHandler() {
        let recorder = MisuseRecorder()
        recorder.capture { RuntimeMisuse.report("cell of the wrong type") }
        #expect(recorder.messages == ["cell of the wrong type"])
    }
}
