import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunction } from "react-router";
import type { SiteContent } from "../app/content/document";
import { api, ApiError } from "./api";
import { UnreadableAnswer } from "./guards";
import { contentAnswer, problemsAnswer, savedAnswer } from "./site-answers";

/** The owner's content as the server holds it (docs/decisions/012-owner-editing.md): revision 0 is the seed. */
export interface ContentState {
  revision: number;
  content: SiteContent;
  savedAt?: string;
  savedBy?: string;
}

/** A field's problem as the server names it: its place in the document sent ("reviews.3.text"). */
export interface FieldProblem {
  path: string;
  message: string;
}

/** What a save sends: the whole document and the revision it was edited from. */
export interface SaveRequest {
  baseRevision: number;
  content: SiteContent;
  summary?: string;
}

/**
 * What became of a save: kept as a new revision; refused with a problem per field (nothing written); refused
 * because others saved the same items differently since (their revision comes back whole); or not sent at all.
 */
export type SaveResult =
  | { kind: "saved"; revision: number; content: SiteContent }
  | { kind: "invalid"; problems: FieldProblem[]; error: string }
  | { kind: "conflict"; revision: number; content: SiteContent }
  | { kind: "failed"; error: string };

export const contentLoader = ({ request }: LoaderFunctionArgs) =>
  api("site/content", { signal: request.signal, expect: contentAnswer });

/** A save refused: the problems on their fields (400), the other saver's revision (409), or the server's words. */
function refused(error: ApiError): SaveResult {
  try {
    if (error.status === 400 && Array.isArray(error.body.problems))
      return { kind: "invalid", problems: problemsAnswer(error.body, "site/content").problems, error: error.message };
    if (error.status === 409 && error.body.content)
      return { kind: "conflict", ...savedAnswer(error.body, "site/content") };
  } catch (unreadable) {
    if (unreadable instanceof UnreadableAnswer) return { kind: "failed", error: unreadable.message };
    throw unreadable;
  }
  return { kind: "failed", error: error.message };
}

/** The three editors' save: one POST of the whole document; every answer comes back as data, never as an error page. */
export async function contentAction({ request }: ActionFunctionArgs): Promise<SaveResult> {
  const body = (await request.json()) as SaveRequest;
  try {
    const saved = await api("site/content", { method: "POST", body, expect: savedAnswer });
    return { kind: "saved", revision: saved.revision, content: saved.content };
  } catch (error) {
    if (error instanceof ApiError) return refused(error);
    // The save was answered, with something this page cannot read: said as a failed save, the edits kept.
    if (error instanceof UnreadableAnswer) return { kind: "failed", error: error.message };
    // fetch itself failed: the connection dropped. The edits stay on the page and in the draft.
    if (error instanceof TypeError)
      return { kind: "failed", error: "Could not reach the server. Check the connection and save again." };
    throw error;
  }
}

/** A save answers with the new revision itself, so the page does not reload the document after it. */
export const contentShouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult === undefined ? defaultShouldRevalidate : false;
