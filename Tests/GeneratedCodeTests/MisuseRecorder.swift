import DataSourceRuntime
import Foundation

/// Collects the ``RuntimeMisuse`` reports of one test (as in the runtime's own tests); a class so
/// the `@Sendable` handler can append to it.
final class MisuseRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var messages: [String] { lock.withLock { recorded } }

    /// Runs `body` with reports going to this recorder instead of stopping the test process.
    @discardableResult
    func capture<T>(_ body: () throws -> T) rethrows -> T {
        try RuntimeMisuse.$handler.withValue(
            { message in self.lock.withLock { self.recorded.append(message) } }, operation: body)
    }
}
