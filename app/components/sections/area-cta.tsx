import { trackClick } from "../../lib/analytics/attributes";
import { PhoneLink } from "../common/phone-link";
import { Button } from "../ui/button";

/** The pair every area page repeats on a dark band: a call button and Get Free Quote, reported with the area. */
export function AreaCta({ slug, phone }: { slug: string; phone: string }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button asChild>
        <PhoneLink source={`area_${slug}`}>Call {phone}</PhoneLink>
      </Button>
      <Button asChild variant="outline-light">
        <a href="/quote" {...trackClick(["quote_button_click", "cta", `area_${slug}`])}>
          Get Free Quote
        </a>
      </Button>
    </div>
  );
}
