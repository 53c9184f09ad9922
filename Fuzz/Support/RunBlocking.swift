import Dispatch
import Synchronization

/// Runs async work to the end from libFuzzer's synchronous callback, and returns its result.
///
/// libFuzzer calls `LLVMFuzzerTestOneInput` on its own thread, outside Swift concurrency, so
/// blocking that thread while the work runs on the cooperative pool cannot starve the pool.
///
/// Every input's work runs on one long-lived task rather than a task of its own: a task is
/// freed by the pool's thread a moment after it signals, often after the callback returned,
/// and libFuzzer, counting one more allocation than frees, runs the input a second time and
/// then scans the whole heap for leaks. Here the worker lets go of a job before it signals,
/// and signals a semaphore that lives as long as the process, so the caller frees everything
/// an input allocated within its callback.
func runBlocking<Result: Sendable>(_ work: @escaping @Sendable () async -> Result) -> Result {
  let job = BlockingJob(work)
  let worker = BlockingWorker.shared
  worker.jobs.yield(job)
  worker.finished.wait()
  return job.result.withLock { $0! }
}

/// One piece of work handed to the worker, with where its result goes.
private final class BlockingJob<Result: Sendable>: Sendable, BlockingWork {
  let work: @Sendable () async -> Result
  let result = Mutex<Result?>(nil)

  init(_ work: @escaping @Sendable () async -> Result) {
    self.work = work
  }

  func run() async {
    let value = await work()
    result.withLock { $0 = value }
  }
}

/// Work the worker can run without knowing its result type.
private protocol BlockingWork: Sendable {
  func run() async
}

/// The one task that runs every `runBlocking` job, in order.
private final class BlockingWorker: Sendable {
  static let shared = BlockingWorker()

  let jobs: AsyncStream<any BlockingWork>.Continuation
  /// Signalled after each job, once the worker no longer holds it.
  let finished = DispatchSemaphore(value: 0)

  private init() {
    let (stream, jobs) = AsyncStream<any BlockingWork>.makeStream()
    self.jobs = jobs
    let finished = finished
    Task.detached {
      var iterator = stream.makeAsyncIterator()
      while await Self.runNext(&iterator) { finished.signal() }
    }
  }

  /// Runs the next job and lets go of it; false when there are no more.
  private static func runNext(_ iterator: inout AsyncStream<any BlockingWork>.Iterator) async
    -> Bool
  {
    guard let job = await iterator.next() else { return false }
    await job.run()
    return true
  }
}
