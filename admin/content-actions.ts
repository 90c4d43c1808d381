import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunction } from "react-router";
import type { SiteContent } from "../app/content/document";
import { api, ApiError } from "./api";
import { UnreadableAnswer } from "./guards";
import { conflictAnswer, contentAnswer, problemsAnswer, savedAnswer } from "./site-answers";

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

/**
 * One item two saves changed differently, as the server names it (server/site/merge.ts): "settings.BUSINESS_PHONE",
 * "claims.hours", "reviews.<id>", "homeTestimonials.<id>", "faqs.<id>", "projects.<id>", "services.<slug>",
 * "areas.<slug>", "suburbPages.<slug>", or an order: "reviews", "homeTestimonials", "projects", "faqPage", "homeFaqs".
 * Each side's version is null where that side removed the item (or never had it).
 */
export interface ItemConflict {
  path: string;
  yours: unknown;
  theirs: unknown;
}

export type Choice = "yours" | "theirs";

/**
 * A save refused because others saved since (409), as the server merged it: their revision and its document, the
 * merged document (each conflicting item as theirs) and the items both changed differently; or, with none, the
 * problems the two saves make together (each hid a different last review), at their places in the merged document.
 */
export interface SaveConflict {
  revision: number;
  content: SiteContent;
  merged: SiteContent;
  conflicts: ItemConflict[];
  problems: FieldProblem[];
}

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
  api("site/content", { signal: request.signal, expect: contentAnswer });

/** A save refused: the problems on their fields (400), the server's merge with the other save (409), or its words. */
function refused(error: ApiError): SaveResult {
  try {
    if (error.status === 400 && Array.isArray(error.body.problems))
      return { kind: "invalid", problems: problemsAnswer(error.body, "site/content").problems, error: error.message };
    if (error.status === 409 && error.body.merged)
      return { kind: "conflict", ...conflictAnswer(error.body, "site/content") };
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
