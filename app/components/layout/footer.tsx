import { footerQuickLinks, legalLinks } from "../../site-navigation";
import { siteConfig } from "../../site.config";
import { EmailLink } from "../common/email-link";
import { PhoneLink } from "../common/phone-link";
import { SectionLink } from "../common/section-link";
import { Container } from "../ui/container";
import { Stars } from "../ui/stars";
import { Logo } from "./logo";
import { SocialLinks } from "./social-links";

export interface FooterArea {
  name: string;
  slug: string;
}

const linkClass = "inline-flex min-h-11 items-center text-navy-100 hover:text-white hover:underline";

export function Footer({
  areas,
  tagline,
  ratingLine,
}: {
  areas: readonly FooterArea[];
  tagline: string;
  ratingLine: string;
}) {
  return (
    <footer className="bg-navy-950 text-navy-100">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo name={siteConfig.name} tone="light" />
          <p className="mt-4 max-w-xs">{tagline}</p>
          <p className="mt-4 flex items-center gap-2 font-semibold text-white">
            <Stars /> {ratingLine}
          </p>
          <SocialLinks
            variant="footer"
            className="mt-4 -ml-3"
            linkClassName="text-navy-100 hover:bg-navy-800 hover:text-white"
          />
        </div>
        <FooterNav id="footer-quick-links" title="Quick Links">
          {footerQuickLinks.map((link) => (
            <li key={link.section}>
              <SectionLink section={link.section} className={linkClass}>
                {link.label}
              </SectionLink>
            </li>
          ))}
          <li>
            <a href="/quote" className={linkClass}>
              Get a Free Quote
            </a>
          </li>
        </FooterNav>
        <FooterNav
          id="footer-areas"
          title="Service Areas"
          listClassName="mt-3 grid grid-cols-2 gap-x-4 sm:grid-cols-1"
          after={
            <a href="/areas" className={linkClass}>
              All service areas
            </a>
          }
        >
          {areas.map((area) => (
            <li key={area.slug}>
              <a href={`/areas/${area.slug}`} className={linkClass}>
                {area.name}
              </a>
            </li>
          ))}
        </FooterNav>
        <div>
          <h2 className="text-lg font-bold text-white">Contact</h2>
          <ul className="mt-3">
            <li>
              <PhoneLink source="footer" className={linkClass} />
            </li>
            <li>
              <EmailLink source="footer" className={linkClass} />
            </li>
            <li>
              <a href="/services" className={linkClass}>
                All plumbing services
              </a>
            </li>
            <li>
              <a href="/projects" className={linkClass}>
                Our projects
              </a>
            </li>
            <li>
              <a href="/reviews" className={linkClass}>
                Customer reviews
              </a>
            </li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-navy-800">
        <Container className="flex flex-col gap-2 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {siteConfig.name.replace(/\.$/, "")}. All rights reserved.
          </p>
          <ul className="flex gap-4">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <a href={link.to} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}

/** A titled column of footer links: its heading names the `nav`, and `after` follows the list. */
function FooterNav({
  id,
  title,
  listClassName = "mt-3",
  after,
  children,
}: {
  id: string;
  title: string;
  listClassName?: string;
  after?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-white">
        {title}
      </h2>
      <ul className={listClassName}>{children}</ul>
      {after}
    </nav>
  );
}
