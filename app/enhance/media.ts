const reducedMotion = (view: Window) => view.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Project videos play (muted) while their card is hovered or focused and pause when it is left (spec: /projects),
 * never on their own under reduced motion; "Click to expand" takes a project's video full screen.
 */
export function enhanceVideos(doc: Document = document): void {
  const view = doc.defaultView ?? window;
  const videoIn = (target: EventTarget | null) =>
    (target instanceof Element ? target.closest("[data-hover-play]") : null)?.querySelector("video") ?? null;
  const play = (event: Event) => {
    const video = videoIn(event.target);
    if (video && !reducedMotion(view)) void video.play().catch(() => undefined);
  };
  const pause = (event: Event) => {
    const from = videoIn(event.target);
    if (from && from !== videoIn((event as MouseEvent | FocusEvent).relatedTarget)) from.pause();
  };
  doc.addEventListener("mouseover", play);
  doc.addEventListener("mouseout", pause);
  doc.addEventListener("focusin", play);
  doc.addEventListener("focusout", pause);

  doc.addEventListener("click", (event) => {
    const badge = (event.target as Element).closest("[data-expand-video]");
    const video = badge?.parentElement?.querySelector<HTMLVideoElement & { webkitEnterFullscreen?: () => void }>(
      "video",
    );
    if (!video) return;
    // iPhone Safari has no Fullscreen API on elements, only its own full-screen video player.
    if (typeof video.requestFullscreen === "function") void video.requestFullscreen().catch(() => undefined);
    else video.webkitEnterFullscreen?.();
  });
}
