import { Icon, type IconName } from "../ui/icon";
import { EmailLink } from "../common/email-link";
import { PhoneLink } from "../common/phone-link";
import { Island } from "../../lib/islands/island";
import { HomeQuoteForm } from "./home-quote-form";
import { TitledColumns, type SectionWords } from "../ui/section";

export function ContactSection({
  heading,
  phone,
  endpoint,
  hours,
  successMessage,
}: {
  heading: SectionWords;
  phone: string;
  endpoint: string;
  /** The office hours' lines and the emergency line's, in words (`hoursWords`). */
  hours: { office: readonly string[]; emergency?: string };
  successMessage: string;
}) {
  return (
    <TitledColumns
      id="contact"
      titleId="contact-title"
      words={heading}
      tone="tint"
      className="grid gap-10 lg:grid-cols-[2fr_3fr]"
      titleColumn={
        <>
          <dl className="mt-8 space-y-6">
            <ContactRow icon="Phone" term="24/7 Emergency Line">
              <dd className="col-start-2">
                <PhoneLink
                  source="contact"
                  showIcon={false}
                  className="min-h-11 text-lg font-semibold text-navy-900 underline-offset-4 hover:underline"
                />
              </dd>
            </ContactRow>
            <ContactRow icon="Mail" term="Office Email">
              <dd className="col-start-2">
                <EmailLink
                  source="contact"
                  className="inline-flex min-h-11 items-center text-lg font-semibold text-navy-900 underline-offset-4 hover:underline"
                />
              </dd>
            </ContactRow>
            <ContactRow icon="MapPin" term="Service Area">
              <dd className="col-start-2">Auckland wide, specialising in South Auckland</dd>
            </ContactRow>
            <ContactRow icon="Clock" term="Business Hours">
              {hours.office.map((line) => (
                <dd key={line} className="col-start-2">
                  {line}
                </dd>
              ))}
              {hours.emergency ? (
                <dd className="col-start-2 font-semibold text-signal-800">{hours.emergency}</dd>
              ) : null}
            </ContactRow>
          </dl>
        </>
      }
    >
      <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
        <Island name="home-quote-form" component={HomeQuoteForm} props={{ endpoint, phone, successMessage }} />
      </div>
    </TitledColumns>
  );
}

/** One fact of the contact list: its icon and name, then its values indented under the name. */
function ContactRow({ icon, term, children }: { icon: IconName; term: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[1.5rem_1fr] gap-x-4">
      <dt className="col-span-2 flex items-center gap-4 font-bold">
        <Icon name={icon} aria-hidden="true" className="size-6 shrink-0 text-signal-700" />
        {term}
      </dt>
      {children}
    </div>
  );
}
