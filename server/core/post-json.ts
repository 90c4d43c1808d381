/**
 * One JSON POST of a delivery channel (the webhook, the ntfy push): at most `timeoutMs`, no redirect followed (it
 * would carry a lead to an address nobody configured), and only a 2xx counts as delivered; anything else throws
 * for the outbox to retry.
 */
export async function postJson(
  url: string | URL,
  options: { headers?: Record<string, string>; body: string; timeoutMs: number; signal: AbortSignal },
): Promise<void> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": "quote-inbox", ...options.headers },
      body: options.body,
      redirect: "manual",
      signal: AbortSignal.any([options.signal, timeout]),
    });
  } catch (error) {
    if (timeout.aborted) throw new Error(`no answer within ${options.timeoutMs} ms`, { cause: error });
    throw error;
  }
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299) throw new Error(`HTTP ${response.status}`);
}
