import { createContext, useEffect, useMemo, useState } from "react";
import { useFetcher, useLoaderData } from "react-router";
import type { SiteContent } from "../app/content/document";
import type { contentLoader, ContentState, SaveResult } from "./content-actions";
import { readDraft, removeDraft, writeDraft, type Draft, type EditorPage } from "./content-draft";
import { mergeContent, same, type Choice, type ItemConflict } from "./content-merge";
import { placeProblems, type PlacedProblem } from "./content-paths";

/** Each field's problem by its stable path ("reviews[tama-w].text"), for the field to show beside itself. */
export const ProblemsContext = createContext<ReadonlyMap<string, string>>(new Map());

interface Base {
  revision: number;
  content: SiteContent;
}

/** A save refused because someone saved the same items differently: both versions, until the owner picks. */
export interface ConflictState {
  revision: number;
  base: SiteContent;
  yours: SiteContent;
  theirs: SiteContent;
  conflicts: ItemConflict[];
}

type Notice =
  { kind: "saved"; revision: number } | { kind: "merged"; revision: number } | { kind: "failed"; message: string };

export interface ContentEditor {
  loaded: ContentState;
  /** The revision the edits are based on, and its content. */
  revision: number;
  saved: SiteContent;
  /** The document as edited. */
  content: SiteContent;
  change: (update: (doc: SiteContent) => SiteContent) => void;
  dirty: boolean;
  saving: boolean;
  save: () => void;
  /** Unsaved edits from an earlier visit, until the owner restores or discards them. */
  offer: Draft | null;
  restoreDraft: () => void;
  discardDraft: () => void;
  problems: PlacedProblem[];
  conflict: ConflictState | null;
  resolve: (choices: Record<string, Choice>) => void;
  notice: Notice | null;
}

/** The element that shows a place in the document: the field itself, else one inside it, else the nearest around it. */
function elementFor(path: string): HTMLElement | undefined {
  const all = [...document.querySelectorAll<HTMLElement>("[data-path]")];
  for (let place = path; ;) {
    const found =
      all.find((el) => el.dataset.path === place) ??
      all.find((el) => el.dataset.path?.startsWith(`${place}.`) || el.dataset.path?.startsWith(`${place}[`));
    if (found) return found;
    const around = place.replace(/(\.[^.[\]]+|\[[^\]]+\])$/, "");
    if (around === place || around === "") return undefined;
    place = around;
  }
}

/**
 * Moves focus to the control at a place in the document (a radio group's chosen radio), opening the collapsed item
 * (a <details>) it is in first; false when not on the page.
 */
export function focusPath(path: string): boolean {
  const target = elementFor(path);
  if (!target) return false;
  for (let closed = target.closest("details:not([open])"); closed; closed = closed.closest("details:not([open])"))
    (closed as HTMLDetailsElement).open = true;
  const control = target.matches("input, textarea, select, button, [tabindex]")
    ? target
    : (target.querySelector<HTMLElement>("input:checked, input, textarea, select, button") ?? target);
  control.focus();
  return true;
}

/** The first problem on the page, in the page's order, gets focus; with none on this page, the summary. */
function focusFirstProblem(problems: PlacedProblem[]) {
  const targets = problems
    .map((problem) => elementFor(problem.path))
    .filter((el): el is HTMLElement => el !== undefined)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = targets[0]?.dataset.path;
  if (first && focusPath(first)) return;
  document.querySelector<HTMLElement>("[data-slot=error-summary]")?.focus();
}

/**
 * One editor page's working copy of the owner's document (docs/decisions/012-owner-editing.md): every save sends
 * the whole document with the revision it was edited from; a refusal keeps every typed value, places each problem
 * on its field, or (when others saved the same items) lays both versions out for the owner to choose; unsaved
 * edits are kept on this device and offered back on return.
 */
export function useContentEditor(page: EditorPage): ContentEditor {
  const loaded = useLoaderData<typeof contentLoader>();
  const fetcher = useFetcher<SaveResult>();
  const [base, setBase] = useState<Base>({ revision: loaded.revision, content: loaded.content });
  const [content, setContent] = useState(loaded.content);
  const [offer, setOffer] = useState(() => {
    const draft = readDraft(page, loaded.content);
    return draft && !same(draft.content, loaded.content) ? draft : null;
  });
  const [problems, setProblems] = useState<PlacedProblem[]>([]);
  const [conflict, setConflict] = useState<ConflictState | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sent, setSent] = useState(content);
  const [handled, setHandled] = useState<SaveResult>();

  // The answer to a save, taken in once as it arrives (state adjusted while rendering, not in an effect).
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  if (result && result !== handled) {
    setHandled(result);
    if (result.kind === "saved") {
      setBase({ revision: result.revision, content: result.content });
      // Edits typed while the save was under way stay; otherwise the page shows the document as the server stored it.
      if (content === sent) setContent(result.content);
      setProblems([]);
      setNotice({ kind: "saved", revision: result.revision });
    } else if (result.kind === "invalid") {
      setProblems(placeProblems(result.problems, sent));
    } else if (result.kind === "conflict") {
      const merged = mergeContent(base.content, content, result.content);
      setProblems([]);
      if (merged.conflicts.length === 0) {
        setBase({ revision: result.revision, content: result.content });
        setContent(merged.content);
        setNotice({ kind: "merged", revision: result.revision });
      } else
        setConflict({
          revision: result.revision,
          base: base.content,
          yours: content,
          theirs: result.content,
          conflicts: merged.conflicts,
        });
    } else setNotice({ kind: "failed", message: result.error });
  }

  // The draft follows every edit; it goes once the edits are saved (or undone).
  useEffect(() => {
    if (offer) return;
    if (same(content, base.content)) removeDraft(page);
    else
      writeDraft(page, {
        baseRevision: base.revision,
        base: base.content,
        content,
        at: new Date().toISOString(),
      });
  }, [page, offer, content, base]);

  useEffect(() => {
    if (problems.length > 0) focusFirstProblem(problems);
  }, [problems]);

  const dirty = useMemo(() => !same(content, base.content), [content, base]);
  const saving = fetcher.state !== "idle";

  // No summary: the server writes the history's line from the changes it stores (server/site/content-store.ts).
  const submit = (next: SiteContent, baseRevision: number) => {
    setSent(next);
    setNotice(null);
    void fetcher.submit({ baseRevision, content: next } as never, { method: "post", encType: "application/json" });
  };

  return {
    loaded,
    revision: base.revision,
    saved: base.content,
    content,
    change: (update) => setContent(update),
    dirty,
    saving,
    save: () => {
      if (!saving && dirty) submit(content, base.revision);
    },
    offer,
    restoreDraft: () => {
      if (!offer) return;
      setBase({ revision: offer.baseRevision, content: offer.base });
      setContent(offer.content);
      setOffer(null);
    },
    discardDraft: () => {
      removeDraft(page);
      setOffer(null);
    },
    problems,
    conflict,
    resolve: (choices) => {
      if (!conflict) return;
      const chosen = mergeContent(conflict.base, conflict.yours, conflict.theirs, (key) => choices[key] ?? "yours");
      setBase({ revision: conflict.revision, content: conflict.theirs });
      setContent(chosen.content);
      setConflict(null);
      submit(chosen.content, conflict.revision);
    },
    notice,
  };
}
