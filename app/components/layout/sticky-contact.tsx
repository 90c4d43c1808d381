import { trackClick } from "../../lib/analytics/attributes";
import { siteConfig } from "../../site.config";
import { PhoneLink } from "../common/phone-link";
import { Icon } from "../ui/icon";
import { PopoverToggle } from "../ui/popover-button";

/** The menu's id: one sticky contact button per page. */
const MENU_ID = "contact-menu";

/**
 * The floating contact button on every page: a native popover with Call Now and Get Quote, so it opens on the first
 * tap with no script and closes on Escape or a tap outside. app/enhance/popovers.ts switches the label between
 * "Open contact menu" and "Close menu" (spec section 2) and closes it when either action is chosen.
 */
export function StickyContact() {
  return (
    <div className="group fixed right-4 bottom-4 z-40 print:hidden">
      <div
        id={MENU_ID}
        popover="auto"
        className="contact-popover rounded-card border border-line bg-white p-2 shadow-lift"
      >
        <ul className="grid gap-1">
          <li>
            <PhoneLink
              source="sticky_contact"
              className="min-h-11 w-full rounded-lg px-4 font-semibold text-navy-900 hover:bg-navy-50"
            >
              Call Now <span className="sr-only">{siteConfig.phone}</span>
            </PhoneLink>
          </li>
          <li>
            <a
              href="/quote"
              {...trackClick(["quote_button_click", "cta", "sticky_contact"])}
              className="inline-flex min-h-11 w-full items-center gap-2 rounded-lg px-4 font-semibold text-navy-900 hover:bg-navy-50"
            >
              <Icon name="MessageSquareText" aria-hidden="true" className="size-5" />
              Get Quote
            </a>
          </li>
        </ul>
      </div>
      <PopoverToggle
        target={MENU_ID}
        label="Open contact menu"
        openLabel="Close menu"
        className="inline-flex size-14 items-center justify-center rounded-full bg-signal-700 text-white shadow-lift ring-4 ring-white hover:bg-signal-800"
        icon="Phone"
        hideWhenOpen="group-has-[:popover-open]:hidden"
        showWhenOpen="group-has-[:popover-open]:block"
      />
    </div>
  );
}
