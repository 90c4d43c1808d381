import { track } from "../../lib/analytics/track";
import { siteConfig } from "../../site.config";

/** The office email as a mailto link; `source` names where it sits and is reported with the email_click event. */
export function EmailLink({ source, className }: { source: string; className?: string }) {
  return (
    <a
      href={`mailto:${siteConfig.email}`}
      className={className}
      onClick={() => track("email_click", { category: "contact", label: source })}
    >
      {siteConfig.email}
    </a>
  );
}
