#if !canImport(UIKit)
import DataSourceRuntime
import Foundation
import Testing

// What the list-screen model tests drive their screens with: loaders a test answers by hand,
// counts it awaits, failures it switches on and off.

/// A loader whose answers the test gives: each request waits until `give(_:_:)` answers its id.
/// Before a wait the test checks that what it waits for is under way, so that a broken screen
/// fails the test instead of leaving it waiting forever.
final class GatedLoads<Item: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [Int: CheckedContinuation<[Item], any Error>] = [:]
    private var arrived: Set<Int> = []
    private var answered: Set<Int> = []
    private var watchers: [Int: [CheckedContinuation<Void, Never>]] = [:]

    func answer<Section>(to request: ListScreenRequest<Section>) async throws -> [Item] {
        try await withCheckedThrowingContinuation { continuation in
            let woken = lock.withLock {
                waiting[request.id] = continuation
                arrived.insert(request.id)
                return watchers.removeValue(forKey: request.id) ?? []
            }
            for watcher in woken { watcher.resume() }
        }
    }

    /// Answers request `id`, which must be waiting for it: an answer nobody takes ends no wait,
    /// and the test fails rather than wait for what it would have ended.
    func give(_ id: Int, _ result: Result<[Item], any Error>) throws {
        let continuation = lock.withLock {
            let continuation = waiting.removeValue(forKey: id)
            if continuation != nil { answered.insert(id) }
            return continuation
        }
        try #require(continuation, "request \(id) is not waiting for an answer").resume(with: result)
    }

    /// Whether the test has answered request `id`.
    func hasAnswered(_ id: Int) -> Bool { lock.withLock { answered.contains(id) } }

    /// Returns once request `id` has waited for its answer (at once if it already has).
    /// `inFlight` are the screen's loads running (`loadsInFlight`): a request not among them may
    /// never be made, so the test fails instead of waiting for it.
    func waitFor(_ id: Int, among inFlight: [Int]) async throws {
        try #require(inFlight.contains(id), "request \(id) is not loading; the loads running: \(inFlight)")
        await withCheckedContinuation { (watcher: CheckedContinuation<Void, Never>) in
            let hasArrived = lock.withLock {
                if arrived.contains(id) { return true }
                watchers[id, default: []].append(watcher)
                return false
            }
            if hasArrived { watcher.resume() }
        }
    }
}

extension ListScreen {
    /// ``settled()``, once it is sure to return: `loads` has answered every load still running.
    /// One nobody answers (which a broken screen started, or did not cancel) fails the test
    /// instead of leaving the wait hanging.
    func settled(answeredBy loads: GatedLoads<Item>) async throws {
        try #require(loadsUnanswered(by: loads).isEmpty, "loads \(loadsUnanswered(by: loads)) run unanswered")
        await settled()
    }

    /// The loads running that `loads` has not answered: ``settled()`` would wait for them.
    func loadsUnanswered(by loads: GatedLoads<Item>) -> [Int] { loadsInFlight.filter { !loads.hasAnswered($0) } }
}

/// How many events a screen has had, which a test can wait to reach.
@MainActor final class EventCount {
    private(set) var value = 0
    private var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    func record() {
        value += 1
        let reached = watchers.filter { $0.count <= value }
        watchers.removeAll { $0.count <= value }
        for watcher in reached { watcher.continuation.resume() }
    }

    /// Returns once `count` events have been recorded (at once if they have).
    func reach(_ count: Int) async {
        guard value < count else { return }
        await withCheckedContinuation { watchers.append((count, $0)) }
    }
}

/// The sections whose loads fail, changed by the test as it goes.
final class Failing: @unchecked Sendable {
    private let lock = NSLock()
    private var sections: Set<Shelf> = []

    func set(_ sections: Set<Shelf>) { lock.withLock { self.sections = sections } }
    func contains(_ section: Shelf) -> Bool { lock.withLock { sections.contains(section) } }
}

/// A count that loaders and handlers bump from any thread.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
#endif
