import type { Revision } from "./site-actions";
import { RevisionItem } from "./revision-item";

/** Every saved revision, newest first, each restorable. */
export function RevisionList({ revisions }: { revisions: Revision[] }) {
  if (revisions.length === 0)
    return <p className="mt-2 text-muted">Nothing saved yet: the site has the content it came with.</p>;
  return (
    <>
      {/* The server's rule (server/site/revision-pruning.ts), said before a revision the owner remembers is missing. */}
      <p className="mt-1 text-sm text-muted">
        We keep every version from the last 30 days, then one a day for a year, and always the live one.
      </p>
      <ol className="mt-3 grid gap-2" aria-label="Revisions, newest first">
        {revisions.map((revision, i) => (
          <RevisionItem key={revision.id} revision={revision} current={i === 0} />
        ))}
      </ol>
    </>
  );
}
