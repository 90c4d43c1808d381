import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { api, ApiError } from "../shell/api";
import {
  erasureRecord,
  personReport,
  privacyOverview,
  type ErasureRecord,
  type PersonReport,
} from "../../shared/api/privacy";

/** The request's received day comes from the address (a date is no one's personal data); the rest from the API. */
export async function privacyLoader({ request }: LoaderFunctionArgs) {
  const received = new URL(request.url).searchParams.get("received") ?? "";
  const signal = request.signal;
  try {
    const query = received ? `?${new URLSearchParams({ received })}` : "";
    return {
      ...(await api(`privacy${query}`, { signal, expect: privacyOverview })),
      problem: undefined as string | undefined,
    };
  } catch (error) {
    // A day the server will not count from (after today, before the Act): today's, and why.
    if (!(error instanceof ApiError && error.status === 400 && received)) throw error;
    return { ...(await api("privacy", { signal, expect: privacyOverview })), problem: error.message };
  }
}

export type PrivacyResult = { report?: PersonReport; erased?: ErasureRecord; error?: string; field?: string };

/** The one fetcher the search and the delete share, so a delete replaces the results it was made from. */
export const PERSON_FETCHER = "privacy-person";

/** Search (the email and phone in the request's body, never the address) or delete, one call to the API each. */
export async function privacyAction({ request }: ActionFunctionArgs): Promise<PrivacyResult> {
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  const person = { email: field("email"), phone: field("phone") };
  try {
    if (field("intent") === "erase") {
      const leads = field("leads").split(",").filter(Boolean).map(Number);
      const body = { ...person, receivedOn: field("receivedOn"), leads };
      return { erased: await api("privacy/erase", { method: "POST", body, expect: erasureRecord }) };
    }
    return { report: await api("privacy/search", { method: "POST", body: person, expect: personReport }) };
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message, field: error.field };
    throw error;
  }
}
