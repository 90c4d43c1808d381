import { trackClick } from "../../lib/analytics/attributes";
import { cn } from "../../lib/cn";
import { FacebookIcon, InstagramIcon } from "../ui/brand-icons";

const networks = [
  { key: "facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "instagram", label: "Instagram", Icon: InstagramIcon },
] as const;

/** The company's two social profiles; `variant` is reported with the social_click event (desktop or mobile). */
export function SocialLinks({
  urls,
  variant,
  businessName,
  className,
  linkClassName,
}: {
  urls: { facebook: string; instagram: string };
  variant: "desktop" | "mobile" | "footer";
  businessName: string;
  className?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={cn("flex items-center gap-1", className)}>
      {networks.map(({ key, label, Icon }) => (
        <li key={key}>
          <a
            href={urls[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${businessName} on ${label} (opens in a new tab)`}
            className={cn("inline-flex size-11 items-center justify-center rounded-full", linkClassName)}
            {...trackClick(["social_click", "social", `${key}_${variant}`])}
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
