import { useFetcher } from "react-router";
import { Button } from "../../app/components/ui/button";
import { failureWords, newestFirst } from "./build-words";
import { formatDateTime } from "../ui/format";
import type { BuildsState, SiteResult } from "./site-actions";
import { BuildItem } from "./build-item";
import { FormError } from "../ui/form-error";

/**
 * Build the newest revision, and follow it: progress while it runs (the page asks the server every 1.5 s), then
 * ready to preview and put live, or the reason it failed, in a live region that is always there. Below, the builds
 * kept (the server keeps the last ten).
 */
export function BuildPanel({ builds, lost, newest }: { builds: BuildsState; lost: boolean; newest: number }) {
  const fetcher = useFetcher<SiteResult>();
  const busy = fetcher.state !== "idle";
  const result = !busy && fetcher.data?.intent === "build" ? fetcher.data : undefined;
  const running = builds.building;
  const list = newestFirst(builds.builds);
  const latest = list[0];
  return (
    <>
      <p className="mt-1 text-muted">
        A build makes the whole site from the newest saved revision, in under a minute, without touching the live site.
        Preview it, then put it live.
      </p>
      <fetcher.Form
        method="post"
        className="mt-3"
        onSubmit={(event) => {
          if (running || busy) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="build" />
        <Button
          type="submit"
          aria-disabled={running !== null || busy}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          {running || busy ? "Building…" : `Build revision ${newest}`}
        </Button>
      </fetcher.Form>
      <FormError message={result?.error} />
      {running ? <progress className="mt-3 block w-full" aria-label={`Building revision ${running.revision}`} /> : null}
      <div role="status" className="mt-2 font-medium">
        {running ? (
          <p>
            Building revision {running.revision}, started {formatDateTime(running.startedAt)} by {running.by}…
          </p>
        ) : latest?.state === "failed" ? (
          <p className="text-red-700">{failureWords(latest)}</p>
        ) : latest?.state === "ready" && latest.id !== builds.live ? (
          <p className="text-navy-900">
            The build of revision {latest.revision} is ready: preview it, then put it live.
          </p>
        ) : null}
        {lost ? <p className="text-red-700">Lost touch with the server; still trying…</p> : null}
      </div>
      {list.length > 0 ? (
        <>
          <h3 className="mt-4 font-bold text-navy-900">Recent builds</h3>
          <ol className="mt-2 grid gap-2">
            {list.map((build) => (
              <BuildItem key={build.id} build={build} live={build.id === builds.live} />
            ))}
          </ol>
          <p className="mt-3 text-sm text-muted">
            A preview shows a build on the public pages in this browser only, under a bar that says so, for 15 minutes
            or until you{" "}
            <a href="/admin/preview/exit" className="font-semibold text-navy-700 underline">
              end the preview
            </a>
            .
          </p>
        </>
      ) : null}
    </>
  );
}
