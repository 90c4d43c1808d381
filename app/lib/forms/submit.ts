/** A request that has not answered by then is treated as failed, so the visitor can retry or call. */
const SUBMIT_TIMEOUT_MS = 15_000;

export type FieldErrors = Readonly<Record<string, string>>;

export class QuoteSubmitError extends Error {
  override name = "QuoteSubmitError";
  /** The inbox's message for each field it refused (a 400 answer); empty for every other failure. */
  readonly fieldErrors: FieldErrors;

  constructor(message: string, options: ErrorOptions & { fieldErrors?: FieldErrors } = {}) {
    super(message, options);
    this.fieldErrors = options.fieldErrors ?? {};
  }
}

/**
 * The `{ errors: { field: message } }` body of the inbox's refusals, the messages that are strings; anything else (a
 * proxy's error page) reads as none. The one reader for both ways a quote is sent (postQuote, postQuoteWithPhotos).
 */
export function readFieldErrors(body: string): FieldErrors {
  try {
    const { errors } = JSON.parse(body) as { errors?: unknown };
    if (!errors || typeof errors !== "object") return {};
    return Object.fromEntries(
      Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return {};
  }
}

/**
 * POSTs a quote as JSON. Success is judged by the HTTP status alone (spec section 7); a non-ok answer, a network
 * failure and a timeout all throw, so every caller has exactly one failure path. Only a 400 is read, for the
 * per-field messages the forms show beside the fields they concern (issue 16).
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
    if (!response.ok) {
      const fieldErrors = response.status === 400 ? readFieldErrors(await response.text().catch(() => "")) : {};
      throw new QuoteSubmitError(`The quote service answered ${response.status}`, { fieldErrors });
    }
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
