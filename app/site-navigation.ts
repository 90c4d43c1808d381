/** Primary navigation, header and mobile menu alike. "Services" also opens the service list. */
export const primaryNav = [
  { label: "Home", to: "/", section: "home" },
  { label: "About", to: "/about" },
  { label: "Services", to: "/services", hasServiceMenu: true },
  { label: "Projects", to: "/projects" },
  { label: "Reviews", to: "/reviews" },
  { label: "FAQ", to: "/faq" },
] as const;

/** Footer quick links: sections of the home page, plus the quote page. */
export const footerQuickLinks = [
  { label: "Home", section: "home" },
  { label: "About Us", section: "about" },
  { label: "Services", section: "services" },
  { label: "Testimonials", section: "testimonials" },
  { label: "FAQ", section: "faq" },
] as const;

export const legalLinks = [
  { label: "Privacy", to: "/privacy" },
  { label: "Terms", to: "/terms" },
  { label: "Sitemap", to: "/sitemap" },
] as const;
