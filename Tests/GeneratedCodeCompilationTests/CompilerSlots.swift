import Foundation

/// As many compilers at once as the machine has cores: more only share the cores, each holding its
/// memory for longer. The largest work waiting goes first, so that the run does not end on a large
/// compile running alone.
actor CompilerSlots {
    static let shared = CompilerSlots(count: max(1, ProcessInfo.processInfo.activeProcessorCount))

    private var free: Int
    private var waiting: [(size: Int, start: CheckedContinuation<Void, Never>)] = []

    init(count: Int) {
        free = count
    }

    /// Runs `work`, of about `size` (bytes of source), once a slot is free.
    func run<T: Sendable>(size: Int, _ work: @Sendable () async throws -> T) async rethrows -> T {
        if free > 0 {
            free -= 1
        } else {
            await withCheckedContinuation { waiting.append((size, $0)) }
        }
        defer {
            if let largest = waiting.indices.max(by: { waiting[$0].size < waiting[$1].size }) {
                waiting.remove(at: largest).start.resume()
            } else {
                free += 1
            }
        }
        return try await work()
    }
}
