import Foundation

/// Page requests a test answers by hand, in any order; each records whether its task was
/// cancelled while it waited. A test waits for a request to arrive, or to be cancelled, with
/// `arrival(of:)` and `cancellation(of:)`, which return when it happens rather than polling.
actor PendingLoads {
    private var waiting: [Int: CheckedContinuation<[Listing], any Error>] = [:]
    private(set) var requests: [ListScreenRequestRecord] = []
    private(set) var cancelled: Set<Int> = []
    private var arrived: Set<Int> = []
    private var arrivalWatchers: [Int: [CheckedContinuation<Void, Never>]] = [:]
    private var cancellationWatchers: [Int: [CheckedContinuation<Void, Never>]] = [:]

    func load(_ id: Int, section: String, search: String?) async throws -> [Listing] {
        requests.append(ListScreenRequestRecord(id: id, section: section, search: search))
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                waiting[id] = $0
                arrived.insert(id)
                for watcher in arrivalWatchers.removeValue(forKey: id) ?? [] { watcher.resume() }
            }
        } onCancel: {
            Task { await self.cancel(id) }
        }
    }

    private func cancel(_ id: Int) {
        cancelled.insert(id)
        waiting.removeValue(forKey: id)?.resume(throwing: CancellationError())
        for watcher in cancellationWatchers.removeValue(forKey: id) ?? [] { watcher.resume() }
    }

    func answer(_ id: Int, with result: Result<[Listing], any Error>) {
        waiting.removeValue(forKey: id)?.resume(with: result)
    }

    var waitingIDs: [Int] { waiting.keys.sorted() }

    /// Returns once request `id` has been made and waits for its answer (at once if it already
    /// has been made).
    func arrival(of id: Int) async {
        guard !arrived.contains(id) else { return }
        await withCheckedContinuation { arrivalWatchers[id, default: []].append($0) }
    }

    /// Returns once the task of request `id` has been cancelled (at once if it already has).
    func cancellation(of id: Int) async {
        guard !cancelled.contains(id) else { return }
        await withCheckedContinuation { cancellationWatchers[id, default: []].append($0) }
    }
}

struct ListScreenRequestRecord: Equatable, Sendable {
    var id: Int
    var section: String
    var search: String?
}
