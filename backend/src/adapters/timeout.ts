/**
 * Runs `work` with a signal that aborts after `ms` with a DOMException named `TimeoutError` (as
 * AbortSignal.timeout's does), and stops the clock as soon as `work` settles.
 *
 * Not AbortSignal.timeout (docs/decisions/0033): its timer runs for the whole `ms` whatever
 * happens, and a timer keeps the async context it was started in, so every PortOne call kept the
 * order's transaction, with every entity it loaded, alive for ten seconds after it answered.
 * Under a rush that promoted megabytes a second into the old generation and brought on the
 * major collections that stalled every request.
 */
export async function withTimeout<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`No answer within ${ms} ms`, 'TimeoutError')), ms);
  try {
    return await work(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
