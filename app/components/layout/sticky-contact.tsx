import { Icon } from "../ui/icon";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { track } from "../../lib/analytics/track";
import { siteConfig } from "../../site.config";
import { PhoneLink } from "../common/phone-link";

/** The floating contact button on every page: a small menu with Call Now and Get Quote. */
export function StickyContact() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div
      ref={root}
      className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 print:hidden"
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          close();
          button.current?.focus();
        }
      }}
    >
      <div id={menuId} hidden={!open} className="rounded-card border border-line bg-white p-2 shadow-lift">
        <ul className="grid gap-1">
          <li>
            <PhoneLink
              source="sticky_contact"
              onClick={close}
              className="min-h-11 w-full rounded-lg px-4 font-semibold text-navy-900 hover:bg-navy-50"
            >
              Call Now <span className="sr-only">{siteConfig.phone}</span>
            </PhoneLink>
          </li>
          <li>
            <Link
              to="/quote"
              onClick={() => {
                track("quote_button_click", { category: "cta", label: "sticky_contact" });
                close();
              }}
              className="inline-flex min-h-11 w-full items-center gap-2 rounded-lg px-4 font-semibold text-navy-900 hover:bg-navy-50"
            >
              <Icon name="MessageSquareText" aria-hidden="true" className="size-5" />
              Get Quote
            </Link>
          </li>
        </ul>
      </div>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? "Close menu" : "Open contact menu"}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex size-14 items-center justify-center rounded-full bg-signal-700 text-white shadow-lift ring-4 ring-white hover:bg-signal-800"
      >
        {open ? (
          <Icon name="X" aria-hidden="true" className="size-6" />
        ) : (
          <Icon name="Phone" aria-hidden="true" className="size-6" />
        )}
      </button>
    </div>
  );
}
