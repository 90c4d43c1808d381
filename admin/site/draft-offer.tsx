import { Button } from "../../app/components/ui/button";
import type { Draft } from "./content-draft";
import { formatDateTime } from "../ui/format";

/**
 * Edits left unsaved on this device (the connection dropped, the tab closed), offered back before anything else:
 * restoring them brings back every typed value; a later save merges them with anything saved since.
 */
export function DraftOffer({
  draft,
  revision,
  onRestore,
  onDiscard,
}: {
  draft: Draft;
  /** The revision the server has now. */
  revision: number;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <section
      aria-labelledby="draft-heading"
      className="mt-4 rounded-card border-2 border-signal-600 bg-white p-4 shadow-card"
    >
      <h2 id="draft-heading" className="text-xl font-bold text-navy-900">
        You have unsaved changes from {formatDateTime(draft.at)}
      </h2>
      <p className="mt-1 text-ink">
        They were kept on this device.
        {draft.baseRevision !== revision
          ? ` The site's content has been saved since (revision ${revision}); when you save, your changes are merged with it.`
          : ""}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button onClick={onRestore}>Restore</Button>
        <Button variant="ghost" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </section>
  );
}
