import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunction } from "react-router";
import type { SiteContent } from "../app/content/document";
import { api, ApiError } from "./api";

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
  api<ContentState>("site/content", { signal: request.signal });

/** The three editors' save: one POST of the whole document; every answer comes back as data, never as an error page. */
export async function contentAction({ request }: ActionFunctionArgs): Promise<SaveResult> {
  const body = (await request.json()) as SaveRequest;
  try {
    const saved = await api<{ revision: number; content: SiteContent }>("site/content", { method: "POST", body });
    return { kind: "saved", revision: saved.revision, content: saved.content };
  } catch (error) {
    if (error instanceof ApiError) {
      const answer = error.body as { problems?: FieldProblem[]; revision?: number; content?: SiteContent };
      if (error.status === 400 && Array.isArray(answer.problems))
        return { kind: "invalid", problems: answer.problems, error: error.message };
      if (error.status === 409 && answer.content && typeof answer.revision === "number")
        return { kind: "conflict", revision: answer.revision, content: answer.content };
      return { kind: "failed", error: error.message };
    }
    // fetch itself failed: the connection dropped. The edits stay on the page and in the draft.
    if (error instanceof TypeError)
      return { kind: "failed", error: "Could not reach the server. Check the connection and save again." };
    throw error;
  }
}

/** A save answers with the new revision itself, so the page does not reload the document after it. */
export const contentShouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult === undefined ? defaultShouldRevalidate : false;
