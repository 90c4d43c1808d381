import type { SiteContent } from "../app/content/document";

/** The three editors; each keeps its own draft. */
export type EditorPage = "reviews" | "faqs" | "settings";

/**
 * Unsaved edits on this device, so a dropped connection or a closed tab loses nothing: the document as edited, and
 * the revision (and its content) it was edited from, which a later save names so the server merges it with anything
 * saved since.
 */
export interface Draft {
  baseRevision: number;
  base: SiteContent;
  content: SiteContent;
  /** When it was last changed (ISO). */
  at: string;
}

const key = (page: EditorPage) => `admin:site-draft:${page}`;

export function readDraft(page: EditorPage): Draft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(key(page)) ?? "null") as Draft | null;
    return draft && typeof draft.baseRevision === "number" && draft.content && draft.base ? draft : null;
  } catch {
    return null;
  }
}

/** Kept best-effort: a full or refused storage leaves the edits on the page only. */
export function writeDraft(page: EditorPage, draft: Draft): void {
  try {
    localStorage.setItem(key(page), JSON.stringify(draft));
  } catch {
    // Private browsing or a full quota: nothing more to do.
  }
}

export function removeDraft(page: EditorPage): void {
  try {
    localStorage.removeItem(key(page));
  } catch {
    // As above.
  }
}
