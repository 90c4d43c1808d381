import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { siteConfig } from "../../site.config";
import { createScrollDepth, createTimeOnPage, scrollPercent } from "./measures";
import { loadInsights, loadTagManager, whenIdle } from "./scripts";
import { track } from "./track";

/**
 * Page-level measures, mounted once in the root: a page view on every path change, scroll depth 25/50/75/100 %
 * once each per page view, time on page when over 30 s, and the analytics scripts loaded after the page is idle.
 */
export function Analytics() {
  const { pathname } = useLocation();
  const path = useRef(pathname);

  useEffect(() => {
    whenIdle(() => {
      loadTagManager(siteConfig.analytics.gtmId);
      loadInsights(siteConfig.analytics.insightsEnabled, siteConfig.analytics.insightsScriptUrl);
    });
  }, []);

  useEffect(() => {
    path.current = pathname;
    track("page_view", { category: "navigation", label: pathname });
    const depth = createScrollDepth((percent) =>
      track("scroll_depth", { category: "engagement", label: path.current, value: percent }),
    );
    const time = createTimeOnPage((seconds) =>
      track("time_on_page", { category: "engagement", label: path.current, value: seconds }, { beacon: true }),
    );
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        depth.update(scrollPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight)),
      );
    };
    const onHide = () => {
      if (document.visibilityState === "hidden") time.leave();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", time.leave);
    document.addEventListener("visibilitychange", onHide);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", time.leave);
      document.removeEventListener("visibilitychange", onHide);
      time.leave();
    };
  }, [pathname]);

  return null;
}
