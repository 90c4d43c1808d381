import { trackClick } from "../../lib/analytics/attributes";
import { siteConfig } from "../../site.config";

/** The office email as a mailto link; `source` names where it sits and is reported with the email_click event. */
export function EmailLink({ source, className }: { source: string; className?: string }) {
  return (
    <a href={`mailto:${siteConfig.email}`} className={className} {...trackClick(["email_click", "contact", source])}>
      {siteConfig.email}
    </a>
  );
}
