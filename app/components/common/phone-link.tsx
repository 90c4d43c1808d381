import { Icon } from "../ui/icon";
import { trackClick, type TrackedEvent } from "../../lib/analytics/attributes";
import { cn } from "../../lib/cn";
import { telHref } from "../../../shared/phone";
import { siteConfig } from "../../site.config";

/**
 * The business phone as a tap-to-call link. `source` names where it sits (header_desktop, hero, quote_page, …)
 * and is reported with the phone_click event; `alsoTrack` adds events the same tap reports (an emergency call).
 * To look like a button, wrap it: `<Button asChild><PhoneLink …/></Button>`.
 */
export function PhoneLink({
  source,
  className,
  children,
  showIcon = true,
  number = siteConfig.phone,
  alsoTrack = [],
  ...props
}: Omit<React.ComponentProps<"a">, "href"> & {
  source: string;
  showIcon?: boolean;
  number?: string;
  alsoTrack?: readonly TrackedEvent[];
}) {
  return (
    <a
      href={telHref(number)}
      className={cn("inline-flex items-center gap-2", className)}
      {...trackClick(["phone_click", "contact", source], ...alsoTrack)}
      {...props}
    >
      {showIcon ? <Icon name="Phone" aria-hidden="true" className="size-5 shrink-0" /> : null}
      {children === undefined ? number : children}
    </a>
  );
}
