import { useEffect, useState } from "react";
import { api } from "../shell/api";
import { buildsState, type BuildsState } from "../../shared/api/site";

/** How often a running build is asked after: often enough to feel live, rarely enough to cost nothing. */
const POLL_MS = 1500;
/** After a failed poll (the connection dropped), the next waits longer. */
const RETRY_MS = 5000;

/**
 * The builds, as the page loaded them and then, while one is running, as GET /admin/api/site/builds says every
 * 1.5 s, until it has finished. `lost` says the last poll did not reach the server (polling goes on).
 */
export function useBuilds(loaded: BuildsState): { builds: BuildsState; lost: boolean } {
  const [builds, setBuilds] = useState(loaded);
  const [from, setFrom] = useState(loaded);
  const [lost, setLost] = useState(false);
  // A reload of the page (after Build, Go live, Roll back) starts from the server's answer again.
  if (loaded !== from) {
    setFrom(loaded);
    setBuilds(loaded);
  }
  const [attempt, setAttempt] = useState(0);
  const running = builds.building !== null;
  useEffect(() => {
    if (!running) return;
    const controller = new AbortController();
    const timer = window.setTimeout(
      () =>
        api("site/builds", { signal: controller.signal, expect: buildsState })
          .then((next) => {
            setLost(false);
            setBuilds(next);
          })
          .catch(() => {
            if (controller.signal.aborted) return;
            setLost(true);
            setAttempt((n) => n + 1);
          }),
      lost ? RETRY_MS : POLL_MS,
    );
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [running, builds, lost, attempt]);
  return { builds, lost };
}
