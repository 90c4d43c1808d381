/** Hover intent before the desktop services list opens, so passing the pointer across the bar does not flash it. */
const SUBMENU_OPEN_DELAY_MS = 100;
const SUBMENU_CLOSE_DELAY_MS = 150;

/**
 * The desktop Services entry is a link plus a popover button (the WAI disclosure-navigation pattern). HTML gives
 * Enter/Space, Escape and focus return; this adds opening on mouse hover after a short delay (spec section 9), the
 * arrow keys (ArrowDown/ArrowUp open and move, Home/End jump) and closing when focus leaves the entry.
 */
export function enhanceServicesMenu(doc: Document = document): void {
  const item = doc.querySelector<HTMLElement>("[data-hover-menu]");
  const button = item?.querySelector<HTMLButtonElement>("button[popovertarget]");
  const list = button ? doc.getElementById(button.getAttribute("popovertarget") ?? "") : null;
  if (!item || !button || !list) return;
  const view = doc.defaultView ?? window;
  let timer: number | undefined;
  const isOpen = () => list.matches(":popover-open");
  const setOpen = (open: boolean) => {
    if (open && !isOpen()) list.showPopover();
    if (!open && isOpen()) list.hidePopover();
  };
  const schedule = (open: boolean) => {
    view.clearTimeout(timer);
    timer = view.setTimeout(() => setOpen(open), open ? SUBMENU_OPEN_DELAY_MS : SUBMENU_CLOSE_DELAY_MS);
  };
  const links = () => [...list.querySelectorAll<HTMLAnchorElement>("a[href]")];
  const focusLink = (index: number) => {
    const all = links();
    all.at(index % all.length)?.focus();
  };

  item.addEventListener("pointerenter", (e) => e.pointerType === "mouse" && schedule(true));
  item.addEventListener("pointerleave", (e) => e.pointerType === "mouse" && schedule(false));
  button.addEventListener("click", () => view.clearTimeout(timer));
  item.addEventListener("focusout", (e) => {
    if (!item.contains(e.relatedTarget as Node | null)) setOpen(false);
  });
  button.addEventListener("keydown", (e) => {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    e.preventDefault();
    setOpen(true);
    focusLink(e.key === "ArrowDown" ? 0 : -1);
  });
  list.addEventListener("keydown", (e) => {
    const index = links().indexOf(doc.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    focusLink(next);
  });
}
