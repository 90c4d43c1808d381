import { trackClick } from "../../lib/analytics/attributes";
import { cn } from "../../lib/cn";
import { siteConfig } from "../../site.config";
import { Icon } from "../ui/icon";

const networks = [
  { key: "facebook", label: "Facebook" },
  { key: "instagram", label: "Instagram" },
] as const;

/**
 * The company's two social profiles, from site.config.ts; `variant` is reported with the social_click event
 * (desktop, mobile or footer).
 */
export function SocialLinks({
  variant,
  className,
  linkClassName,
}: {
  variant: "desktop" | "mobile" | "footer";
  className?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={cn("flex items-center gap-1", className)}>
      {networks.map(({ key, label }) => (
        <li key={key}>
          <a
            href={siteConfig.social[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${siteConfig.name} on ${label} (opens in a new tab)`}
            className={cn("inline-flex size-11 items-center justify-center rounded-full", linkClassName)}
            {...trackClick(["social_click", "social", `${key}_${variant}`])}
          >
            <Icon name={label} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
