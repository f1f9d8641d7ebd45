import Foundation

/// A clock that moves only when a test says so: `sleep` waits until `advance(by:)` passes its
/// deadline, or throws when its task is cancelled. Makes debounce timing deterministic.
final class ManualClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
    }

    private struct Sleeper {
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [UUID: Sleeper] = [:]

    var now: Instant { lock.withLock { current } }
    var minimumResolution: Duration { .zero }
    /// How many sleeps are waiting.
    var waiting: Int { lock.withLock { sleepers.count } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow: Bool = lock.withLock {
                    if Task.isCancelled || deadline <= current { return true }
                    sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return false
                }
                if resumeNow {
                    Task.isCancelled ? continuation.resume(throwing: CancellationError()) : continuation.resume()
                }
            }
        } onCancel: {
            let sleeper = lock.withLock { sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time on by `duration`, waking every sleep whose deadline has come.
    func advance(by duration: Duration) {
        let due: [Sleeper] = lock.withLock {
            current = current.advanced(by: duration)
            let ready = sleepers.filter { $0.value.deadline <= current }
            for key in ready.keys { sleepers.removeValue(forKey: key) }
            return Array(ready.values)
        }
        for sleeper in due { sleeper.continuation.resume() }
    }
}

/// Page requests a test answers by hand, in any order; each records whether its task was
/// cancelled while it waited.
actor PendingLoads {
    private var waiting: [Int: CheckedContinuation<[Listing], any Error>] = [:]
    private(set) var requests: [ListScreenRequestRecord] = []
    private(set) var cancelled: Set<Int> = []

    func load(_ id: Int, section: String, search: String?) async throws -> [Listing] {
        requests.append(ListScreenRequestRecord(id: id, section: section, search: search))
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { waiting[id] = $0 }
        } onCancel: {
            Task { await self.cancel(id) }
        }
    }

    private func cancel(_ id: Int) {
        cancelled.insert(id)
        waiting.removeValue(forKey: id)?.resume(throwing: CancellationError())
    }

    func answer(_ id: Int, with result: Result<[Listing], any Error>) {
        waiting.removeValue(forKey: id)?.resume(with: result)
    }

    var waitingIDs: [Int] { waiting.keys.sorted() }
}

struct ListScreenRequestRecord: Equatable, Sendable {
    var id: Int
    var section: String
    var search: String?
}
