import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunction } from "react-router";
import { leadAnswer } from "../../shared/api/leads";
import { api, ApiError } from "../shell/api";

export const leadLoader = ({ params, request }: LoaderFunctionArgs) =>
  api(`leads/${params.id}`, { signal: request.signal, expect: leadAnswer });

export type ActionResult = { error?: string; saved?: "status" | "note" | "released" | "review"; deleted?: boolean };

/** The lead page's changes: status, note, review request, release from quarantine and delete, each one API call. */
export async function leadAction({ params, request }: ActionFunctionArgs): Promise<ActionResult> {
  const form = await request.formData();
  const lead = `leads/${params.id}`;
  try {
    switch (form.get("intent")) {
      case "status":
        await api(`${lead}/status`, { method: "POST", body: { status: form.get("status") } });
        return { saved: "status" };
      case "note":
        await api(`${lead}/notes`, { method: "POST", body: { text: form.get("text") } });
        return { saved: "note" };
      case "review":
        await api(`${lead}/review`, { method: "POST" });
        return { saved: "review" };
      case "release":
        await api(`spam/${params.id}/release`, { method: "POST" });
        return { saved: "released" };
      case "delete":
        await api(lead, { method: "DELETE" });
        return { deleted: true };
      default:
        return { error: "Unknown action." };
    }
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
}

/** After a delete the lead is gone: reloading it would only show "not found" before the page moves on. */
export const leadShouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as ActionResult | undefined)?.deleted ? false : defaultShouldRevalidate;
