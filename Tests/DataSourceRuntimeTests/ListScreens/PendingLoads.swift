import Foundation

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
