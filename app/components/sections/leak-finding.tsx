import { Icon, type IconName } from "../ui/icon";
import { Container } from "../ui/container";
import type { SectionWords } from "../ui/section";

const icons: IconName[] = ["ScanLine", "Ear", "Crosshair"];

/** How a hidden leak is found, as a gently animated three-step strip; hidden below 768 px (spec). */
export function LeakFinding({
  heading,
  steps,
}: {
  heading: SectionWords;
  steps: readonly { title: string; text: string }[];
}) {
  return (
    <section aria-labelledby="leak-finding-title" className="hidden bg-navy-950 py-20 text-white md:block">
      <Container>
        <div className="mx-auto mb-12 max-w-2xl text-center">
          {heading.eyebrow ? (
            <p className="text-sm font-bold tracking-wider text-signal-400 uppercase">{heading.eyebrow}</p>
          ) : null}
          <h2 id="leak-finding-title" className="mt-2 text-4xl font-extrabold tracking-tight">
            {heading.title}
          </h2>
        </div>
        <ol className="grid grid-cols-3 gap-6">
          {steps.map((step, i) => {
            const glyph = icons[i] ?? "ScanLine";
            return (
              <li
                key={step.title}
                className="relative overflow-hidden rounded-card border border-white/10 bg-white/5 p-6"
              >
                <div aria-hidden="true" className="scan-bar" style={{ animationDelay: `${i * 1}s` }} />
                <span className="text-sm font-bold text-signal-400">Step {i + 1}</span>
                <Icon name={glyph} aria-hidden="true" className="mt-3 size-10 text-signal-400" />
                <h3 className="mt-3 text-xl font-bold">{step.title}</h3>
                <p className="mt-2 text-navy-100">{step.text}</p>
              </li>
            );
          })}
        </ol>
      </Container>
    </section>
  );
}
