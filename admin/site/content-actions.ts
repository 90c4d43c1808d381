import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunction } from "react-router";
import type { SiteContent } from "../../app/content/document";
import { api, ApiError } from "../shell/api";
import {
  problemsAnswer,
  type ContentState as SharedContentState,
  type FieldProblem,
  type ItemConflict,
  type SaveConflict as SharedSaveConflict,
} from "../../shared/api/site";
import { readAnswer, UnreadableAnswer } from "../shell/guards";
import { conflict, contentState, saved as savedAnswer } from "./site-answers";

/** The owner's content as the server holds it (docs/decisions/012-owner-editing.md), and a save's refusals. */
export type ContentState = SharedContentState<SiteContent>;
export type SaveConflict = SharedSaveConflict<SiteContent>;
export type { FieldProblem, ItemConflict };

export type Choice = "yours" | "theirs";

/** What a save sends: the whole document and the revision it was edited from. */
export interface SaveRequest {
  baseRevision: number;
  content: SiteContent;
  summary?: string;
}

/**
 * What became of a save: kept as a new revision; refused with a problem per field (nothing written); refused
 * because others saved since and the two saves did not merge (the server's merge comes back); or not sent at all.
 */
export type SaveResult =
  | { kind: "saved"; revision: number; content: SiteContent }
  | { kind: "invalid"; problems: FieldProblem[]; error: string }
  | ({ kind: "conflict" } & SaveConflict)
  | { kind: "failed"; error: string };

export const contentLoader = ({ request }: LoaderFunctionArgs) =>
  api("site/content", { signal: request.signal, expect: contentState });

/** A save refused: the problems on their fields (400), the server's merge with the other save (409), or its words. */
function refused(error: ApiError): SaveResult {
  try {
    if (error.status === 400 && Array.isArray(error.body.problems))
      return {
        kind: "invalid",
        problems: readAnswer(problemsAnswer, error.body, "site/content").problems,
        error: error.message,
      };
    if (error.status === 409 && error.body.merged)
      return { kind: "conflict", ...readAnswer(conflict, error.body, "site/content") };
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
