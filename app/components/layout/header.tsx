import { useLocation } from "react-router";
import { trackClick } from "../../lib/analytics/attributes";
import { siteConfig } from "../../site.config";
import { PhoneLink } from "../common/phone-link";
import { Button } from "../ui/button";
import { Container } from "../ui/container";
import { Logo } from "./logo";
import { MainNav, MenuButton } from "./main-nav";
import type { MenuService } from "./services-menu";
import { SocialLinks } from "./social-links";

/**
 * The site header. The current page is marked when the page is pre-rendered (`markCurrent` is false on a not-found or
 * error page: no navigation item is the current page there). It turns opaque past 20 px of scroll through
 * `data-scrolled`, which app/enhance/header.ts keeps up to date.
 */
export function Header({ services, markCurrent }: { services: readonly MenuService[]; markCurrent: boolean }) {
  const { pathname } = useLocation();

  return (
    <header data-scrolled="false" className="header-bar">
      <Container className="relative flex h-16 items-center justify-between gap-3">
        <Logo name={siteConfig.name} />
        <MainNav services={services} pathname={pathname} markCurrent={markCurrent} />
        <div className="hidden items-center gap-2 lg:flex">
          <SocialLinks variant="desktop" className="hidden xl:flex" linkClassName="text-navy-700 hover:bg-navy-50" />
          <PhoneLink
            source="header_desktop"
            className="min-h-11 rounded-full px-2 font-bold whitespace-nowrap text-navy-900 hover:text-signal-700"
          />
          <Button asChild>
            <a href="/quote" {...trackClick(["quote_button_click", "cta", "header_desktop"])}>
              Get Quote
            </a>
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
          <MenuButton />
        </div>
      </Container>
    </header>
  );
}
