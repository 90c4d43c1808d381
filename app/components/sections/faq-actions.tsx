import { cn } from "../../lib/cn";
import { PhoneLink } from "../common/phone-link";
import { SectionLink } from "../common/section-link";
import { Button } from "../ui/button";

/**
 * What the FAQ offers after its answers, on the home page and on /faq alike: call, or write to us. `tone` is the
 * band the buttons sit on; `source` names the phone click for analytics.
 */
export function FaqActions({
  phone,
  source,
  tone,
  className,
}: {
  phone: string;
  source: string;
  tone: "light" | "navy";
  className: string;
}) {
  return (
    <div className={cn(className, "flex flex-col justify-center gap-3 sm:flex-row")}>
      <Button asChild variant={tone === "light" ? "secondary" : "primary"}>
        <PhoneLink source={source}>Call {phone}</PhoneLink>
      </Button>
      <Button asChild variant={tone === "light" ? "outline" : "outline-light"}>
        <SectionLink section="contact">Get In Touch</SectionLink>
      </Button>
    </div>
  );
}
