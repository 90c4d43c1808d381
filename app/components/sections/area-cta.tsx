import { Link } from "react-router";
import { track } from "../../lib/analytics/track";
import { PhoneLink } from "../common/phone-link";
import { buttonClass } from "../ui/button";

/** The pair every area page repeats on a dark band: a call button and Get Free Quote, reported with the area. */
export function AreaCta({ slug, phone }: { slug: string; phone: string }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <PhoneLink source={`area_${slug}`} variant="primary">
        Call {phone}
      </PhoneLink>
      <Link
        to="/quote"
        className={buttonClass("outline-light")}
        onClick={() => track("quote_button_click", { category: "cta", label: `area_${slug}` })}
      >
        Get Free Quote
      </Link>
    </div>
  );
}
