import DataSourceRuntime
import Foundation
import Testing

/// Page requests a test answers by hand, in any order; each records whether its task was
/// cancelled while it waited. A test waits for a request to arrive, or to be cancelled, with
/// `arrival(of:among:)` and `cancellation(of:)`, which return when it happens rather than
/// polling. Each first checks that what it waits for is under way, so that a broken screen
/// fails the test instead of leaving it waiting forever.
actor PendingLoads {
    private var waiting: [Int: CheckedContinuation<[Listing], any Error>] = [:]
    private(set) var requests: [ListScreenRequestRecord] = []
    private(set) var cancelled: Set<Int> = []
    private var arrived: Set<Int> = []
    private var arrivalWatchers: [Int: [CheckedContinuation<Void, Never>]] = [:]
    private var cancellationWatchers: [Int: [CheckedContinuation<Void, Never>]] = [:]
    /// Requests whose task has been cancelled, recorded by the cancelling thread itself (the
    /// actor hears of it later), and requests answered while they waited.
    private nonisolated let cancelling = LockedIDs()
    private nonisolated let answered = LockedIDs()

    func load(_ id: Int, section: String, search: String?) async throws -> [Listing] {
        requests.append(ListScreenRequestRecord(id: id, section: section, search: search))
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                waiting[id] = $0
                arrived.insert(id)
                for watcher in arrivalWatchers.removeValue(forKey: id) ?? [] { watcher.resume() }
            }
        } onCancel: {
            cancelling.insert(id)
            Task { await self.cancel(id) }
        }
    }

    private func cancel(_ id: Int) {
        cancelled.insert(id)
        waiting.removeValue(forKey: id)?.resume(throwing: CancellationError())
        for watcher in cancellationWatchers.removeValue(forKey: id) ?? [] { watcher.resume() }
    }

    func answer(_ id: Int, with result: Result<[Listing], any Error>) {
        guard let continuation = waiting.removeValue(forKey: id) else { return }
        answered.insert(id)
        continuation.resume(with: result)
    }

    /// Whether the load of request `id` is sure to end: the test answered it, or its task was
    /// cancelled (which ends its wait).
    nonisolated func willEnd(_ id: Int) -> Bool { answered.contains(id) || cancelling.contains(id) }

    var waitingIDs: [Int] { waiting.keys.sorted() }

    /// Returns once request `id` has been made and waits for its answer (at once if it already
    /// has been made). `inFlight` are the requests whose loads run (the screen's `loadsInFlight`):
    /// one not among them may never be made, so the test fails instead of waiting for it.
    func arrival(of id: Int, among inFlight: [Int]) async throws {
        try #require(inFlight.contains(id), "request \(id) is not loading; the loads running: \(inFlight)")
        guard !arrived.contains(id) else { return }
        await withCheckedContinuation { arrivalWatchers[id, default: []].append($0) }
    }

    /// Returns once the task of request `id` has been cancelled (at once if it already has). The
    /// cancel must have been asked already, as a screen does when a search or refresh replaces
    /// the load: one not asked may never come, so the test fails instead of waiting for it.
    func cancellation(of id: Int) async throws {
        try #require(cancelling.contains(id), "the task of request \(id) has not been cancelled")
        guard !cancelled.contains(id) else { return }
        await withCheckedContinuation { cancellationWatchers[id, default: []].append($0) }
    }
}

/// Request ids that any thread adds to and reads.
final class LockedIDs: @unchecked Sendable {
    private let lock = NSLock()
    private var ids: Set<Int> = []

    func insert(_ id: Int) { lock.withLock { _ = ids.insert(id) } }
    func contains(_ id: Int) -> Bool { lock.withLock { ids.contains(id) } }
}

extension ListScreen {
    /// ``settled()``, once it is sure to return: every load still running will end (`pending`
    /// answered or cancelled it). A load nobody answers (one a broken screen started, or did not
    /// cancel) fails the test instead of leaving the wait hanging.
    func settled(answeredBy pending: PendingLoads) async throws {
        let unanswered = loadsInFlight.filter { !pending.willEnd($0) }
        try #require(unanswered.isEmpty, "loads \(unanswered) run, and nobody will answer them")
        await settled()
    }
}

struct ListScreenRequestRecord: Equatable, Sendable {
    var id: Int
    var section: String
    var search: String?
}
