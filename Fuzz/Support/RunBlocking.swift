import Dispatch
import Synchronization

/// Runs async work to the end from libFuzzer's synchronous callback, and returns its result.
///
/// libFuzzer calls `LLVMFuzzerTestOneInput` on its own thread, outside Swift concurrency, so
/// blocking that thread while the work runs on the cooperative pool cannot starve the pool.
func runBlocking<Result: Sendable>(_ work: @escaping @Sendable () async -> Result) -> Result {
  let done = DispatchSemaphore(value: 0)
  let box = Mutex<Result?>(nil)
  Task {
    let result = await work()
    box.withLock { $0 = result }
    done.signal()
  }
  done.wait()
  return box.withLock { $0! }
}
