import Dispatch

/// Runs the jobs of the tasks that prefer it on the main thread, through the main queue.
///
/// Without it, a one-shot run (`-c`, a script) hops between the main thread and Swift's
/// cooperative pool at every `await` on an actor: a dozen thread wake-ups for `ls artists`,
/// each a wait for a core on a busy machine. Blocking work never runs here: it has its
/// `DedicatedThread`.
final class MainQueueExecutor: TaskExecutor {
  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    DispatchQueue.main.async { job.runSynchronously(on: executor) }
  }
}
