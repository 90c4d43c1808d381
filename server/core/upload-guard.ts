/** Why a guarded body stopped early. */
export type Stopped = "busy" | "too-slow";

export interface GuardOptions {
  /** Takes `bytes` from the shared memory budget; false when it is spent (nothing is taken then). */
  reserve: (bytes: number) => boolean;
  /** The body must bring at least this many bytes a second, measured over each `rateWindowMs`. */
  minBytesPerSecond: number;
  rateWindowMs: number;
}

/**
 * Wraps an upload's body so that memory is reserved only as bytes arrive (never from the Content-Length a client
 * declares), and a client sending slower than the minimum rate is cut off at the end of a window: together, a slow
 * or lying client holds only what it really sent, for a bounded time, and cannot starve anyone else's upload.
 * `stopped()` says why the body ended early, if it did; the reader sees an ordinary end or error.
 */
export function guardBody(body: ReadableStream<Uint8Array> | null, options: GuardOptions) {
  let stopped: Stopped | undefined;
  let windowBytes = 0;
  const reader = body?.getReader();
  const stop = (why: Stopped) => {
    stopped ??= why;
    void reader?.cancel().catch(() => {});
  };
  const minimum = (options.minBytesPerSecond * options.rateWindowMs) / 1000;
  const timer = setInterval(() => {
    if (windowBytes < minimum) stop("too-slow");
    windowBytes = 0;
  }, options.rateWindowMs);
  timer.unref();

  const guarded = reader
    ? new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await reader.read().catch(() => ({ done: true as const, value: undefined }));
          if (done || stopped) {
            clearInterval(timer);
            if (stopped) controller.error(new Error(stopped));
            else controller.close();
            return;
          }
          windowBytes += value.byteLength;
          if (!options.reserve(value.byteLength)) {
            stop("busy");
            clearInterval(timer);
            controller.error(new Error("busy"));
            return;
          }
          controller.enqueue(value);
        },
        cancel() {
          clearInterval(timer);
          void reader.cancel().catch(() => {});
        },
      })
    : null;
  if (!guarded) clearInterval(timer);
  return { body: guarded, stopped: () => stopped, done: () => clearInterval(timer) };
}
