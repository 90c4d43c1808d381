import type { LoaderFunctionArgs } from "react-router";
import { heldSpamAnswer, leadsAnswer } from "../../shared/api/leads";
import { api } from "../shell/api";
import { listFields, searchBeingLoaded } from "./lead-search";

/**
 * The list: filters from the address; search words, when there are any, from the history entry, sent in a body. With
 * it, how many quotes are held as spam (server/quotes/held-spam.ts), read at the same time.
 */
export async function leadsLoader({ request }: LoaderFunctionArgs) {
  const search = await searchBeingLoaded();
  const address = new URL(request.url).searchParams;
  const query = new URLSearchParams(listFields.flatMap((name) => address.getAll(name).map((v) => [name, v])));
  const { signal } = request;
  const body = { ...Object.fromEntries(query), q: search };
  const [page, heldSpam] = await Promise.all([
    search
      ? api("leads/search", { method: "POST", body, signal, expect: leadsAnswer })
      : api(`leads?${query}`, { signal, expect: leadsAnswer }),
    api("spam/held", { signal, expect: heldSpamAnswer }),
  ]);
  return { ...page, heldSpam };
}
