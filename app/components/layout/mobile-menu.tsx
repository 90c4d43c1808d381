import { primaryNav } from "../../site-navigation";
import { trackClick } from "../../lib/analytics/attributes";
import { cn } from "../../lib/cn";
import { siteConfig } from "../../site.config";
import { PhoneLink } from "../common/phone-link";
import { SectionLink } from "../common/section-link";
import { Button } from "../ui/button";
import { Icon } from "../ui/icon";
import { isCurrentPath, NavLink } from "./nav-link";
import type { MenuService } from "./services-menu";
import { SocialLinks } from "./social-links";

/** The panel's id: one mobile menu per page. */
const PANEL_ID = "mobile-menu";

/**
 * The navigation below the large-screen breakpoint: a button and a native popover panel, so it opens on the first
 * tap with no script, closes on Escape or a tap outside and returns focus to the button. app/enhance/popovers.ts
 * switches the button's label and closes the panel on any link choice.
 */
export function MobileMenu({
  services,
  pathname,
  markCurrent,
}: {
  services: readonly MenuService[];
  pathname: string;
  markCurrent: boolean;
}) {
  const onHome = markCurrent && pathname === "/";
  const current = (to: string, end = false) => markCurrent && isCurrentPath(pathname, to, end);

  return (
    <div className="group lg:hidden">
      <button
        type="button"
        popoverTarget={PANEL_ID}
        aria-controls={PANEL_ID}
        aria-label="Open navigation menu"
        data-open-label="Close navigation menu"
        className="inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-navy-50"
      >
        <Icon name="Menu" aria-hidden="true" className="size-6 group-has-[:popover-open]:hidden" />
        <Icon name="X" aria-hidden="true" className="hidden size-6 group-has-[:popover-open]:block" />
      </button>
      <div
        id={PANEL_ID}
        popover="auto"
        className="mobile-menu-popover overflow-y-auto border-t border-line bg-white text-navy-900 shadow-lift"
      >
        <nav aria-label="Mobile" className="px-4 pt-2 pb-6">
          <ul className="divide-y divide-line">
            {primaryNav.map((item) => (
              <li key={item.label} className="py-1">
                {"section" in item ? (
                  <SectionLink
                    section={item.section}
                    aria-current={onHome ? "page" : undefined}
                    className={mobileItemClass(onHome)}
                  >
                    {item.label}
                  </SectionLink>
                ) : (
                  <NavLink
                    to={item.to}
                    current={current(item.to, !("hasServiceMenu" in item))}
                    className={mobileItemClass(current(item.to, !("hasServiceMenu" in item)))}
                  >
                    {item.label}
                  </NavLink>
                )}
                {"hasServiceMenu" in item ? (
                  <ul aria-label="Service pages" className="mb-2 ml-4 border-l-2 border-signal-100 pl-3">
                    {services.map((service) => (
                      <li key={service.slug}>
                        <NavLink
                          to={`/services/${service.slug}`}
                          current={current(`/services/${service.slug}`)}
                          className="flex min-h-11 items-center rounded-lg px-3 text-[0.95rem] text-muted hover:bg-navy-50"
                          activeClassName="font-semibold text-signal-800"
                        >
                          {service.title}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          <div className="mt-4 grid gap-3">
            <Button asChild>
              <a href="/quote" {...trackClick(["quote_button_click", "cta", "header_mobile"])}>
                Get Free Quote
              </a>
            </Button>
            <Button asChild variant="outline">
              <PhoneLink source="header_mobile">Call {siteConfig.phone}</PhoneLink>
            </Button>
          </div>
          <SocialLinks
            urls={siteConfig.social}
            variant="mobile"
            businessName={siteConfig.name}
            className="mt-4 justify-center"
            linkClassName="text-navy-900 hover:bg-navy-50"
          />
        </nav>
      </div>
    </div>
  );
}

function mobileItemClass(active: boolean): string {
  return cn(
    "flex min-h-12 items-center rounded-lg px-3 text-lg font-semibold text-navy-900 hover:bg-navy-50",
    active && "text-signal-700 underline decoration-2 underline-offset-4",
  );
}
