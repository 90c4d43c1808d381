import { cn } from "../../lib/cn";
import { Container } from "../ui/container";

const tones = { signal: "bg-signal-700", emergency: "bg-red-800", navy: "bg-navy-900" } as const;

/** A closing call to action: a heading, a line of text and the actions (quote link, call button) beside them. */
export function CtaBand({
  id,
  title,
  text,
  tone = "signal",
  children,
}: {
  id: string;
  title: string;
  text?: string;
  tone?: keyof typeof tones;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} data-slot="cta-band" className={cn("text-white", tones[tone])}>
      <Container className="flex flex-col items-start justify-between gap-6 py-12 sm:flex-row sm:items-center">
        <div>
          <h2 id={id} className="text-3xl font-extrabold">
            {title}
          </h2>
          {text ? <p className="mt-2 text-lg text-white/90">{text}</p> : null}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">{children}</div>
      </Container>
    </section>
  );
}
