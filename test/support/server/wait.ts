/**
 * Polls `check` until it returns something truthy, failing after `timeoutMs`. Tests wait on conditions, never on
 * fixed sleeps: a loaded machine only makes them slower, not flaky. The deadline is shorter than the 30 s the
 * describes allow, so a failure names what never happened.
 */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
