import { formatDateTime } from "../ui/format";
import type { Build, Seed } from "./site-actions";
import { Rollback } from "./rollback";

/** What the public site is now: which build, from which revision, by whom; what is saved but not built; roll back. */
export function LiveSite({
  live,
  previous,
  newest,
}: {
  live: Build | null;
  /** Roll back's target: a build, or the site as it came (SEED) before the first build went live. */
  previous: Build | Seed | null;
  newest: number;
}) {
  return (
    <>
      {live ? (
        <p className="mt-2">
          Live since {formatDateTime(live.finishedAt ?? live.startedAt)}: the build of{" "}
          <strong>revision {live.revision}</strong>, made by {live.by}.
        </p>
      ) : (
        <p className="mt-2">
          The site as it came (built from the website&apos;s own files) is live. No build from here has gone live yet.
        </p>
      )}
      {newest > (live?.revision ?? 0) ? (
        <p className="mt-2 font-medium text-navy-900">
          Saved changes are not on the site yet (revision {newest}). Build it, preview it, then put it live.
        </p>
      ) : null}
      {previous ? <Rollback previous={previous} /> : null}
    </>
  );
}
