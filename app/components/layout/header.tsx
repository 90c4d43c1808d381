import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { primaryNav } from "../../site-navigation";
import { track } from "../../lib/analytics/track";
import { cn } from "../../lib/cn";
import { siteConfig } from "../../site.config";
import { PhoneLink } from "../common/phone-link";
import { SectionLink } from "../common/section-link";
import { Button } from "../ui/button";
import { Container } from "../ui/container";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { currentIf, navItemClass, ServicesMenu, type MenuService } from "./services-menu";
import { SocialLinks } from "./social-links";

/** Past this many pixels of scroll the header turns fully opaque (spec section 9). */
const HEADER_SCROLL_THRESHOLD_PX = 20;

/** `markCurrent` is false on a not-found or error page: no navigation item is the current page there. */
export function Header({ services, markCurrent }: { services: readonly MenuService[]; markCurrent: boolean }) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const { pathname } = useLocation();
  const onHome = markCurrent && pathname === "/";

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={cn(
        "sticky top-0 z-40 border-b transition-[background-color,box-shadow] duration-200",
        scrolled ? "border-line bg-white shadow-md" : "border-transparent bg-white/80 backdrop-blur-md",
      )}
    >
      <Container className="relative flex h-16 items-center justify-between gap-3">
        <Logo name={siteConfig.name} />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {primaryNav.map((item) =>
              "section" in item ? (
                <li key={item.label}>
                  <SectionLink
                    section={item.section}
                    aria-current={onHome ? "page" : undefined}
                    className={navItemClass(onHome)}
                  >
                    {item.label}
                  </SectionLink>
                </li>
              ) : "hasServiceMenu" in item ? (
                <ServicesMenu key={item.label} services={services} markCurrent={markCurrent} />
              ) : (
                <li key={item.label}>
                  <NavLink
                    to={item.to}
                    aria-current={currentIf(markCurrent)}
                    className={({ isActive }) => navItemClass(markCurrent && isActive)}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <SocialLinks
            urls={siteConfig.social}
            variant="desktop"
            businessName={siteConfig.name}
            className="hidden xl:flex"
            linkClassName="text-navy-700 hover:bg-navy-50"
          />
          <PhoneLink
            source="header_desktop"
            className="min-h-11 rounded-full px-2 font-bold whitespace-nowrap text-navy-900 hover:text-signal-700"
          />
          <Button asChild>
            <Link to="/quote" onClick={() => track("quote_button_click", { category: "cta", label: "header_desktop" })}>
              Get Quote
            </Link>
          </Button>
        </div>
        <div className="flex items-center gap-1 lg:hidden">
          <PhoneLink
            source="header_mobile"
            aria-label={`Call ${siteConfig.phone}`}
            className="size-11 justify-center rounded-full bg-signal-700 text-white hover:bg-signal-800"
          >
            {null}
          </PhoneLink>
          <MobileMenu services={services} markCurrent={markCurrent} />
        </div>
      </Container>
    </header>
  );
}

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}
