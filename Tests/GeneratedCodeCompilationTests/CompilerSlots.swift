import Foundation

/// As many compilers at once as the machine has cores: more only share the cores, each holding its
/// memory for longer, and the corpus's largest groups then finish last, alone.
actor CompilerSlots {
    static let shared = CompilerSlots(count: max(1, ProcessInfo.processInfo.activeProcessorCount))

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) {
        free = count
    }

    /// Runs `work` once a slot is free.
    func run<T: Sendable>(_ work: @Sendable () async throws -> T) async rethrows -> T {
        if free > 0 {
            free -= 1
        } else {
            await withCheckedContinuation { waiting.append($0) }
        }
        defer {
            if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
        }
        return try await work()
    }
}
