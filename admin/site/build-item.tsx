import { cn } from "../../app/lib/cn";
import { failureOutput, failureWords } from "./build-words";
import { formatDateTime } from "../ui/format";
import type { Build } from "./site-actions";
import { GoLive } from "./go-live";

const stateWords = { running: "Building…", ready: "Ready", failed: "Failed" } as const;

/**
 * One build: its revision, who started it and when, and how it ended. A finished one can be previewed (the public
 * pages at their real addresses, in a new tab, with the preview's bar) and put live, asking first where that changes
 * the live site (./go-live.tsx).
 */
export function BuildItem({ build, live }: { build: Build; live: boolean }) {
  return (
    <li className="rounded-xl p-3 ring-1 ring-line">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-navy-900">
        Revision {build.revision}
        <span
          className={cn(
            "rounded-full px-2.5 py-0.5 text-sm",
            live
              ? "bg-water-700 text-white"
              : build.state === "failed"
                ? "bg-red-50 text-red-800 ring-1 ring-red-200"
                : "bg-navy-50 text-navy-800",
          )}
        >
          {live ? "Live" : stateWords[build.state]}
        </span>
      </p>
      <p className="text-sm text-muted">
        Started {formatDateTime(build.startedAt)} by {build.by}
        {build.finishedAt ? `; finished ${formatDateTime(build.finishedAt)}` : ""}.
      </p>
      {build.state === "failed" ? (
        <>
          <p className="mt-1 text-sm break-words text-red-700">{failureWords(build)}</p>
          {failureOutput(build) ? (
            <details className="mt-1 text-sm">
              <summary className="min-h-11 cursor-pointer content-center font-semibold text-navy-700">
                What the build said
              </summary>
              <pre className="max-h-60 overflow-auto rounded-lg bg-navy-50 p-2 text-xs break-words whitespace-pre-wrap">
                {failureOutput(build)}
              </pre>
            </details>
          ) : null}
        </>
      ) : null}
      {build.state === "ready" ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <a
            href={`/admin/preview/${encodeURIComponent(build.id)}`}
            target="_blank"
            rel="noopener"
            aria-label={`Preview the build of revision ${build.revision} (opens in a new tab)`}
            className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-navy-900 underline underline-offset-4 ring-1 ring-navy-200 hover:bg-navy-50"
          >
            Preview
          </a>
          {!live ? <GoLive build={build} /> : null}
        </div>
      ) : null}
    </li>
  );
}
