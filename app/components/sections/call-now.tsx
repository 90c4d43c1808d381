import { trackClick } from "../../lib/analytics/attributes";
import { callNowWords } from "../../../shared/forms/emergency";
import { telHref } from "../../../shared/phone";

/**
 * What an emergency request is told after sending: call the 24/7 line now, with the
 * number as a tap-to-call link. `source` names where it is shown, for the phone_click and emergency_call events.
 */
export function CallNow({ phone, source, className }: { phone: string; source: string; className?: string }) {
  return (
    <p className={className}>
      {callNowWords.before}
      <a
        href={telHref(phone)}
        {...trackClick(["phone_click", "contact", source], ["emergency_call", "contact", source])}
        className="inline-flex min-h-11 items-center font-bold underline underline-offset-4"
      >
        {phone}
      </a>
      {callNowWords.after}
    </p>
  );
}
