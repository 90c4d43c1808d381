import { createContext, useEffect, useMemo, useState } from "react";
import { useFetcher, useLoaderData } from "react-router";
import type { SiteContent } from "../../app/content/document";
import { sameValue } from "../../shared/same-value";
import type { Choice, contentLoader, ContentState, ItemConflict, SaveResult } from "./content-actions";
import { readDraft, removeDraft, writeDraft, type Draft, type EditorPage } from "./content-draft";
import { placeProblems, withItem, type PlacedProblem } from "./content-paths";

/** Each field's problem by its stable path ("reviews[tama-w].text"), for the field to show beside itself. */
export const ProblemsContext = createContext<ReadonlyMap<string, string>>(new Map());

interface Base {
  revision: number;
  content: SiteContent;
}

/**
 * A save refused because someone saved the same items differently: the server's merge (each such item as theirs)
 * and both versions of each, until the owner picks; both documents, to name what the versions show.
 */
export interface ConflictState {
  revision: number;
  yours: SiteContent;
  theirs: SiteContent;
  merged: SiteContent;
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
    return draft && !sameValue(draft.content, loaded.content) ? draft : null;
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
      // The server merged the two saves (server/site/merge.ts): nothing is merged here. With no item both changed,
      // its merge is the working copy, on their revision, with the problems the two make together (if any).
      if (result.conflicts.length === 0) {
        setBase({ revision: result.revision, content: result.content });
        setContent(result.merged);
        setProblems(placeProblems(result.problems, result.merged));
        setNotice({ kind: "merged", revision: result.revision });
      } else {
        setProblems([]);
        setConflict({
          revision: result.revision,
          yours: content,
          theirs: result.content,
          merged: result.merged,
          conflicts: result.conflicts,
        });
      }
    } else setNotice({ kind: "failed", message: result.error });
  }

  // The draft follows every edit; it goes once the edits are saved (or undone).
  useEffect(() => {
    if (offer) return;
    if (sameValue(content, base.content)) removeDraft(page);
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

  const dirty = useMemo(() => !sameValue(content, base.content), [content, base]);
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
      // The server's merge has their version of each; yours goes in by its key where chosen (yours unless changed).
      const chosen = conflict.conflicts.reduce(
        (doc, item) => ((choices[item.path] ?? "yours") === "yours" ? withItem(doc, item.path, item.yours) : doc),
        conflict.merged,
      );
      setBase({ revision: conflict.revision, content: conflict.theirs });
      setContent(chosen);
      setConflict(null);
      submit(chosen, conflict.revision);
    },
    notice,
  };
}
