import Dispatch
import Synchronization

/// Runs async work to the end from libFuzzer's synchronous callback, and returns its result.
///
/// The work runs on the callback's own thread: its task prefers `CallbackThreadExecutor`,
/// which the callback drains until the work is done (default actors such as the session follow
/// a task's executor preference, so they run there too). On the cooperative pool, the task
/// and the pool's bookkeeping were freed by other threads a moment after the callback
/// returned, and libFuzzer, counting more allocations than frees, ran each input a second
/// time and then scanned the whole heap for leaks.
func runBlocking<Result: Sendable>(_ work: @escaping @Sendable () async -> Result) -> Result {
  let executor = CallbackThreadExecutor.shared
  let box = ResultBox<Result>()
  let task = Task(executorPreference: executor) {
    let value = await work()
    box.value.withLock { $0 = value }
  }
  executor.run { box.value.withLock { $0 != nil } }
  _ = task
  return box.value.withLock { $0! }
}

/// Where the work leaves its result.
private final class ResultBox<Value: Sendable>: Sendable {
  let value = Mutex<Value?>(nil)
}

/// A task executor whose jobs run on the thread that calls `run`.
private final class CallbackThreadExecutor: TaskExecutor {
  static let shared = CallbackThreadExecutor()

  private let jobs = Mutex<[UnownedJob]>([])
  private let wake = DispatchSemaphore(value: 0)

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
    wake.signal()
  }

  /// Runs jobs on this thread until `isDone`, waiting when there are none.
  func run(until isDone: () -> Bool) {
    while true {
      if let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
        job.runSynchronously(on: asUnownedTaskExecutor())
      } else if isDone() {
        return
      } else {
        wake.wait()
      }
    }
  }
}
