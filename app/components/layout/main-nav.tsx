import { primaryNav } from "../../site-navigation";
import { trackClick } from "../../lib/analytics/attributes";
import { siteConfig } from "../../site.config";
import { PhoneLink } from "../common/phone-link";
import { SectionLink } from "../common/section-link";
import { Button } from "../ui/button";
import { PopoverToggle } from "../ui/popover-button";
import { isCurrentPath, NavLink } from "./nav-link";
import { navItemClass, ServicesMenu, type MenuProps } from "./services-menu";
import { SocialLinks } from "./social-links";

/** The panel's id: one site menu per page. */
const PANEL_ID = "site-menu";

/**
 * The site's one navigation list, drawn once for every width (issue 34: the header used to draw it twice). Below
 * the large-screen breakpoint it is a native popover panel opened by `MenuButton`: it opens on the first tap with no
 * script, closes on Escape or a tap outside and returns focus to the button. From the breakpoint, app.css shows the
 * same panel in the header bar (an author `display` wins over the browser's hidden popover), and the phone, quote
 * and social links the bar draws beside it are hidden here. app/enhance/popovers.ts switches the button's label and
 * closes the panel on any link choice (docs/decisions/009-native-controls.md).
 */
export function MainNav({ services, pathname, markCurrent }: MenuProps) {
  const onHome = markCurrent && pathname === "/";
  const current = (to: string) => markCurrent && isCurrentPath(pathname, to);

  return (
    <div id={PANEL_ID} popover="auto" className="site-menu">
      <nav aria-label="Main" className="px-4 pt-2 pb-6 lg:p-0">
        <ul className="divide-y divide-line lg:flex lg:items-center lg:gap-0.5 lg:divide-y-0">
          {primaryNav.map((item) =>
            "hasServiceMenu" in item ? (
              <ServicesMenu key={item.label} services={services} pathname={pathname} markCurrent={markCurrent} />
            ) : (
              <li key={item.label} className="py-1 lg:py-0">
                {"section" in item ? (
                  <SectionLink
                    section={item.section}
                    aria-current={onHome ? "page" : undefined}
                    className={navItemClass(onHome)}
                  >
                    {item.label}
                  </SectionLink>
                ) : (
                  <NavLink to={item.to} current={current(item.to)} className={navItemClass(current(item.to))}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ),
          )}
        </ul>
        <div className="lg:hidden">
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
            variant="mobile"
            className="mt-4 justify-center"
            linkClassName="text-navy-900 hover:bg-navy-50"
          />
        </div>
      </nav>
    </div>
  );
}

/** The button that opens the site menu below the large-screen breakpoint (hidden from it, where the bar shows). */
export function MenuButton() {
  // The header holds both the panel and this button: its `:has()` swaps the icon with no script.
  return (
    <PopoverToggle
      target={PANEL_ID}
      label="Open navigation menu"
      openLabel="Close navigation menu"
      className="inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-navy-50"
      icon="Menu"
      hideWhenOpen="[header:has(#site-menu:popover-open)_&]:hidden"
      showWhenOpen="[header:has(#site-menu:popover-open)_&]:block"
    />
  );
}
