import { useState } from "react";
import { useFetcher } from "react-router";
import type { SiteIntent, SiteResult } from "./site-actions";

/**
 * A Website change that asks first (Go live, Roll back): its form's
 * fetcher, whether the question is open, and the server's answer to this intent. A done answer closes the question,
 * once per answer (state adjusted while rendering, not in an effect, so the closed question is never drawn open).
 */
export function useConfirmedStep(intent: SiteIntent) {
  const fetcher = useFetcher<SiteResult>();
  const [confirming, setConfirming] = useState(false);
  const busy = fetcher.state !== "idle";
  const result = !busy && fetcher.data?.intent === intent ? fetcher.data : undefined;
  const [handled, setHandled] = useState<SiteResult>();
  if (result?.done && result !== handled) {
    setHandled(result);
    setConfirming(false);
  }
  return { fetcher, busy, result, confirming, setConfirming };
}
