/** A request that has not answered by then is treated as failed, so the visitor can retry or call. */
export const SUBMIT_TIMEOUT_MS = 15_000;

export class QuoteSubmitError extends Error {
  override name = "QuoteSubmitError";
}

/**
 * POSTs a quote as JSON. Success is judged by the HTTP status alone (spec section 7); a non-ok answer, a network
 * failure and a timeout all throw, so every caller has exactly one failure path.
 */
export async function postQuote(endpoint: string, payload: object, timeoutMs = SUBMIT_TIMEOUT_MS): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    if (!response.ok) throw new QuoteSubmitError(`The quote service answered ${response.status}`);
  } catch (error) {
    if (error instanceof QuoteSubmitError) throw error;
    throw new QuoteSubmitError(
      controller.signal.aborted ? `No answer within ${timeoutMs / 1000} s` : "The quote could not be sent",
      {
        cause: error,
      },
    );
  } finally {
    clearTimeout(timer);
  }
}
