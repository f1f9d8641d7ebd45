import Foundation

/// Runs CPU-heavy test work on a thread of its own.
///
/// Work that computes for seconds (generating thousands of files) would otherwise hold one of
/// Swift Testing's few cooperative threads for its whole run, and the short suites queued behind
/// it would all finish last. Record expectations after the `await`, on the test's own task: the
/// work's thread is not the test's.
package enum OwnThread {
    package static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try work() }) }
            // The generator's recursive descent on hostile input wants more than a secondary
            // thread's default 512 KiB.
            thread.stackSize = 8 << 20
            thread.start()
        }
    }
}
