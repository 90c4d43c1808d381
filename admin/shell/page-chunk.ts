import { api } from "./api";

/**
 * A page's chunk, fetched when the page is first opened (admin/main.tsx). The dashboard's scripts are served to a
 * signed-in session only (server/http/dashboard.ts), so once the session has ended the chunk is refused: asking the
 * API who is signed in then gets the same 401 and sends the owner to sign in again (admin/shell/api.ts), as the page's
 * own loader would have. Any other failure (the connection dropped) is the page's error to show (RouteError).
 */
export async function pageChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    await api("me").catch(() => undefined);
    throw error;
  }
}

/** One export of a page's chunk, as a route's `lazy` asks for it: fetched through `pageChunk` when first needed. */
export const fromChunk =
  <M, K extends keyof M>(load: () => Promise<M>, name: K) =>
  async (): Promise<M[K]> =>
    (await pageChunk(load))[name];
