import { Link, useLocation, useNavigate } from "react-router";
import { HOME_SCROLL_DELAY_MS, scrollToSection } from "../../lib/scroll";

/**
 * Scrolls to a home section about 100 ms after navigating there (spec), waiting a little longer if the home page
 * is still loading its code, so a slow connection still lands on the section.
 */
function scrollWhenRendered(section: string, deadline = Date.now() + 3000) {
  window.setTimeout(() => {
    if (!scrollToSection(section) && Date.now() < deadline) scrollWhenRendered(section, deadline);
  }, HOME_SCROLL_DELAY_MS);
}

/**
 * A link to a section of the home page. On the home page it scrolls there smoothly; elsewhere it navigates to
 * "/" and scrolls after a short delay so the page has rendered. Without JavaScript it is a plain "/#id" link.
 */
export function SectionLink({
  section,
  onClick,
  ...props
}: Omit<React.ComponentProps<typeof Link>, "to"> & { section: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Link
      to={section === "home" ? "/" : `/#${section}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        if (location.pathname === "/") {
          scrollToSection(section);
          return;
        }
        void navigate("/");
        scrollWhenRendered(section);
      }}
      {...props}
    />
  );
}
