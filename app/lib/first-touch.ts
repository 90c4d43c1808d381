/** What counts as the visitor's first touch of a page. */
const TOUCHES = ["pointerdown", "keydown", "scroll"] as const;

/**
 * Runs `then` once: at the visitor's first touch of the page (pointer, key or scroll), or when `otherwise` calls
 * back, whichever comes first. For work that must not compete with the page's own loading: the page analytics
 * (app/enhance/analytics.ts) and the tag manager.
 */
export function onFirstTouchOr(win: Window, otherwise: (run: () => void) => void, then: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    for (const type of TOUCHES) win.removeEventListener(type, run, { capture: true });
    then();
  };
  for (const type of TOUCHES) win.addEventListener(type, run, { capture: true, passive: true });
  otherwise(run);
}
