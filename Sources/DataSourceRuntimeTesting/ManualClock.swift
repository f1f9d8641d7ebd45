import DataSourceRuntime
import Foundation

/// A clock that moves only when a test says so.
///
/// Give it to a generated list screen's `makeScreen(clock:loader:)` and the search debounce waits
/// for ``advance(by:)`` instead of real time, so a test decides exactly when a search runs and
/// passes the same on a busy machine as on a quiet one:
///
/// ```swift
/// screen.searchTextChanged("creme")
/// await clock.sleepers(atLeast: 1)      // the debounce is waiting
/// clock.advance(by: .milliseconds(300))
/// await screen.settled()                // the search's loads are answered and shown
/// ```
///
/// A sleep ends when time reaches its deadline, or throws `CancellationError` when its task is
/// cancelled, as `Task.sleep` does.
public final class ManualClock: Clock, @unchecked Sendable {
    /// A point on the clock: how far it has been advanced since it was made.
    public struct Instant: InstantProtocol {
        public var offset: Duration

        public init(offset: Duration) { self.offset = offset }
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
    }

    private struct Sleeper {
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [UUID: Sleeper] = [:]
    private var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// A clock at offset zero with nothing sleeping.
    public init() {}

    public var now: Instant { lock.withLock { current } }
    public var minimumResolution: Duration { .zero }

    /// How many sleeps are waiting for time to pass.
    public var sleeperCount: Int { lock.withLock { sleepers.count } }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (resumeNow, woken) = lock.withLock { () -> (Bool, [CheckedContinuation<Void, Never>]) in
                    if Task.isCancelled || deadline <= current { return (true, []) }
                    sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return (false, takeSatisfiedWatchers())
                }
                for watcher in woken { watcher.resume() }
                if resumeNow {
                    Task.isCancelled ? continuation.resume(throwing: CancellationError()) : continuation.resume()
                }
            }
        } onCancel: {
            let sleeper = lock.withLock { sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Returns once at least `count` sleeps are waiting: after a keystroke, `sleepers(atLeast: 1)`
    /// returns when the debounce has started waiting, so that advancing the clock reaches it.
    public func sleepers(atLeast count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = lock.withLock { () -> Bool in
                if sleepers.count >= count { return true }
                watchers.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Moves time on by `duration`, ending every sleep whose deadline has come.
    public func advance(by duration: Duration) {
        let due: [Sleeper] = lock.withLock {
            current = current.advanced(by: duration)
            let ready = sleepers.filter { $0.value.deadline <= current }
            for key in ready.keys { sleepers.removeValue(forKey: key) }
            return ready.values.sorted { $0.deadline < $1.deadline }
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// The watchers whose count the sleepers now reach, removed; call with the lock held.
    private func takeSatisfiedWatchers() -> [CheckedContinuation<Void, Never>] {
        let satisfied = watchers.filter { $0.count <= sleepers.count }
        watchers.removeAll { $0.count <= sleepers.count }
        return satisfied.map(\.continuation)
    }
}
