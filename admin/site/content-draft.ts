import type { SiteContent } from "../../app/content/document";

/** The editors; each keeps its own draft. */
export type EditorPage = "reviews" | "faqs" | "settings" | "services" | "projects" | "pages";

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

/**
 * The page's draft, if any. One kept before an upgrade of the site is in the document's older shape: what it lacks
 * (version 2's services and areas, version 3's projects, version 5's home testimonials, suburb pages and the shared
 * area page's customer words) is taken from `current`, the document as the server now sends it, which is what
 * the server's own migration (server/site/migrate-content.ts) made of the revision it was based on.
 */
export function readDraft(page: EditorPage, current: SiteContent): Draft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(key(page)) ?? "null") as Draft | null;
    if (!draft || typeof draft.baseRevision !== "number" || !draft.content || !draft.base) return null;
    if (draft.content.version === current.version) return draft;
    const fit = (doc: SiteContent): SiteContent => ({
      ...current,
      ...doc,
      version: current.version,
      // Version 5's areas carry the shared page's customer words: an older draft's areas get them from `current`.
      ...(doc.areas && {
        areas: doc.areas.map((area) => ({ ...current.areas.find((a) => a.slug === area.slug), ...area })),
      }),
    });
    return { ...draft, base: fit(draft.base), content: fit(draft.content) };
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
