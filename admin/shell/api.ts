import { readAnswer, UnreadableAnswer, type AnswerSchema } from "./guards";
import { confirmItsYou, isStepUp } from "./step-up";

/**
 * A refusal from the dashboard API, with the status the page shows (404: "no such lead") and the field it is about.
 * An error on the server's side carries the id it was logged under (ASVS 7.4.1), which the message ends with, so
 * every place that shows the message shows the reference too.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly field?: string;
  /** The whole answer, for a refusal that carries more than words (the site editor's problems and conflicts). */
  readonly body: Record<string, unknown>;
  constructor(status: number, message: string, field?: string, errorId?: string, body: Record<string, unknown> = {}) {
    super(errorId ? `${message} Reference: ${errorId}.` : message);
    this.status = status;
    this.field = field;
    this.body = body;
  }
}

/** Back to the sign-in page, which returns here afterwards; the promise never settles, as the page is leaving. */
function signInAgain(): Promise<never> {
  const next = window.location.pathname + window.location.search;
  window.location.assign(`/admin/login?${new URLSearchParams({ notice: "expired", next })}`);
  return new Promise(() => {});
}

interface Init {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** The request outlives the page (a "called" tap as the phone's dialler takes over). */
  keepalive?: boolean;
}

/** What a refusal's body may say; anything else in it is left to `ApiError.body`. */
const refusal = (body: unknown): { error?: string; field?: string; errorId?: string; all: Record<string, unknown> } => {
  const all =
    typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const word = (key: string) => (typeof all[key] === "string" ? all[key] : undefined);
  return { error: word("error"), field: word("field"), errorId: word("errorId"), all };
};

/**
 * JSON from /admin/api. The session cookie goes along by itself; a 401 (the session ended) sends the owner to sign in;
 * a sensitive step's 403 asks the owner to confirm it is them, then sends the request again.
 * A body is sent as JSON, or a FormData as it is (multipart: a photo). An answer the page reads is checked by
 * `expect`, its schema (shared/api/): one of another shape throws UnreadableAnswer, which the page's
 * error shows; without `expect`, the answer is not read.
 */
export async function api(path: string, init?: Init): Promise<void>;
export async function api<T>(path: string, init: Init & { expect: AnswerSchema<T> }): Promise<T>;
export async function api<T>(path: string, init: Init & { expect?: AnswerSchema<T> } = {}): Promise<T | void> {
  const form = init.body instanceof FormData;
  const send = () =>
    fetch(`/admin/api/${path}`, {
      method: init.method ?? "GET",
      signal: init.signal,
      keepalive: init.keepalive,
      headers: {
        accept: "application/json",
        ...(init.body === undefined || form ? {} : { "content-type": "application/json" }),
      },
      body: init.body === undefined ? undefined : form ? (init.body as FormData) : JSON.stringify(init.body),
    });
  let response = await send();
  // A sensitive step whose last check of the second factor is old (server/accounts/step-up.ts): the owner confirms in
  // the page and the same request goes again, so the form that sent it, and all that was typed in it, stays as it is.
  for (let asked = 0; response.status === 403 && asked < 2; asked++) {
    const body = refusal(
      await response
        .clone()
        .json()
        .catch(() => ({})),
    ).all;
    if (!isStepUp(body)) break;
    if (!(await confirmItsYou(body.methods)))
      throw new ApiError(403, "Not confirmed, so nothing was done. Try again when you have your code or passkey.");
    response = await send();
  }
  if (response.status === 401) return signInAgain();
  if (!response.ok) {
    const body = refusal(await response.json().catch(() => ({})));
    throw new ApiError(
      response.status,
      body.error ?? `The server answered ${response.status}.`,
      body.field,
      body.errorId,
      body.all,
    );
  }
  if (!init.expect) return;
  // The endpoint's path without its query names where the answer went wrong.
  const name = path.replace(/\?.*/, "");
  const answer: unknown = await response.json().catch(() => {
    throw new UnreadableAnswer(name);
  });
  return readAnswer(init.expect, answer, name);
}
