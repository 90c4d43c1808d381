import { Icon } from "../ui/icon";
import { track } from "../../lib/analytics/track";
import { cn } from "../../lib/cn";
import { telHref } from "../../lib/phone";
import { siteConfig } from "../../site.config";

/**
 * The business phone as a tap-to-call link. `source` names where it sits (header_desktop, hero, quote_page, …)
 * and is reported with the phone_click event. To look like a button, wrap it: `<Button asChild><PhoneLink …/></Button>`.
 */
export function PhoneLink({
  source,
  className,
  children,
  showIcon = true,
  number = siteConfig.phone,
  onClick,
  ...props
}: Omit<React.ComponentProps<"a">, "href"> & {
  source: string;
  showIcon?: boolean;
  number?: string;
}) {
  return (
    <a
      href={telHref(number)}
      className={cn("inline-flex items-center gap-2", className)}
      onClick={(event) => {
        track("phone_click", { category: "contact", label: source });
        onClick?.(event);
      }}
      {...props}
    >
      {showIcon ? <Icon name="Phone" aria-hidden="true" className="size-5 shrink-0" /> : null}
      {children === undefined ? number : children}
    </a>
  );
}
