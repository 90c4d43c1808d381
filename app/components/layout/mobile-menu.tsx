import { Icon } from "../ui/icon";
import { useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { primaryNav } from "../../site-navigation";
import { track } from "../../lib/analytics/track";
import { cn } from "../../lib/cn";
import { siteConfig } from "../../site.config";
import { PhoneLink } from "../common/phone-link";
import { SectionLink } from "../common/section-link";
import { Button } from "../ui/button";
import { currentIf, type MenuService } from "./services-menu";
import { SocialLinks } from "./social-links";

/** The navigation below the large-screen breakpoint: a toggle and a panel that closes on any link choice. */
export function MobileMenu({ services, markCurrent }: { services: readonly MenuService[]; markCurrent: boolean }) {
  const { pathname } = useLocation();
  const onHome = markCurrent && pathname === "/";
  // Remembering where the menu was opened closes it on any navigation (Back included), with no effect to sync.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (next: boolean) => setOpenAt(next ? pathname : null);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close navigation menu" : "Open navigation menu"}
        className="inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-navy-50"
        onClick={() => setOpen(!open)}
      >
        {open ? (
          <Icon name="X" aria-hidden="true" className="size-6" />
        ) : (
          <Icon name="Menu" aria-hidden="true" className="size-6" />
        )}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-white shadow-lift"
        onClick={(e) => {
          if ((e.target as HTMLElement).closest("a")) setOpen(false);
        }}
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            setOpen(false);
            toggle.current?.focus();
          }
        }}
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
                    end={!("hasServiceMenu" in item)}
                    aria-current={currentIf(markCurrent)}
                    className={({ isActive }) => mobileItemClass(markCurrent && isActive)}
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
                          aria-current={currentIf(markCurrent)}
                          className={({ isActive }) =>
                            cn(
                              "flex min-h-11 items-center rounded-lg px-3 text-[0.95rem] text-muted hover:bg-navy-50",
                              markCurrent && isActive && "font-semibold text-signal-800",
                            )
                          }
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
              <Link
                to="/quote"
                onClick={() => track("quote_button_click", { category: "cta", label: "header_mobile" })}
              >
                Get Free Quote
              </Link>
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
