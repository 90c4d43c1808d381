/**
 * The shell's menus are native popovers (`popover` + `popovertarget`): they open, close on Escape or a tap outside,
 * and return focus to their button with no script. This adds what HTML leaves out: the button's label and
 * `aria-expanded` follow the state (the sticky button reads "Open contact menu" or "Close menu", spec section 2),
 * and choosing a link inside a menu closes it (a same-page link would otherwise leave it open).
 */
export function enhancePopovers(doc: Document = document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>("button[popovertarget]")) {
    const panel = doc.getElementById(button.getAttribute("popovertarget") ?? "");
    if (!panel) continue;
    const closedLabel = button.getAttribute("aria-label");
    const openLabel = button.dataset.openLabel;
    const sync = (open: boolean) => {
      button.setAttribute("aria-expanded", String(open));
      if (openLabel && closedLabel) button.setAttribute("aria-label", open ? openLabel : closedLabel);
    };
    sync(panel.matches(":popover-open"));
    // beforetoggle fires synchronously, so the state is right by the time the click or key press returns.
    panel.addEventListener("beforetoggle", (event) => sync((event as ToggleEvent).newState === "open"));
    panel.addEventListener("toggle", (event) => {
      // Closed by a link choice or from code: focus goes back to the button, not to the top of the page.
      const active = doc.activeElement;
      if ((event as ToggleEvent).newState === "closed" && (!active || active === doc.body || panel.contains(active)))
        button.focus();
    });
    panel.addEventListener("click", (event) => {
      if ((event.target as Element).closest("a[href]") && panel.matches(":popover-open")) panel.hidePopover();
    });
  }
}
