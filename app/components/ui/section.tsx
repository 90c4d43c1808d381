import { cn } from "../../lib/cn";
import { Container } from "./container";

const tones = {
  paper: "bg-paper",
  white: "bg-white",
  navy: "bg-navy-900 text-white",
  tint: "bg-navy-50",
} as const;

/** A page band: vertical rhythm, a tone, and a centred container. `aria-labelledby` ties it to its heading. */
export function Section({
  tone = "paper",
  className,
  children,
  ...props
}: React.ComponentProps<"section"> & { tone?: keyof typeof tones }) {
  return (
    <section data-slot="section" className={cn("py-14 sm:py-20", tones[tone], className)} {...props}>
      <Container>{children}</Container>
    </section>
  );
}

/** A section's heading as the content gives it (the content schema's section words). */
export interface SectionWords {
  eyebrow?: string;
  title: string;
  intro?: string;
}

export function SectionHeading({
  eyebrow,
  title,
  id,
  intro,
  className,
  align = "center",
  level = 2,
}: {
  eyebrow?: string;
  title: string;
  id?: string;
  intro?: React.ReactNode;
  className?: string;
  align?: "center" | "left";
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className={cn("mb-10 max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? (
        <p className="mb-2 text-sm font-bold tracking-wider text-signal-700 uppercase in-[.bg-navy-900]:text-signal-400">
          {eyebrow}
        </p>
      ) : null}
      <Heading id={id} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {title}
      </Heading>
      {intro ? <div className="mt-4 text-lg text-muted in-[.bg-navy-900]:text-navy-100">{intro}</div> : null}
    </div>
  );
}

/**
 * A home section's eyebrow, heading and the words under it, where the section lays out its own column around them
 * (the home page's sections); `SectionHeading` above is the centred block with its own margin that the other pages
 * use.
 */
export function SectionTitle({ id, words }: { id: string; words: SectionWords }) {
  return (
    <>
      {words.eyebrow ? (
        <p className="text-sm font-bold tracking-wider text-signal-700 uppercase">{words.eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {words.title}
      </h2>
      {words.intro ? <p className="mt-4 text-lg text-muted">{words.intro}</p> : null}
    </>
  );
}

const columnTones = { white: tones.white, tint: tones.tint } as const;

/**
 * A home section laid out as a grid of columns (`className`), the first opening with the section's `SectionTitle` and
 * going on with `titleColumn`; `children` are the other columns.
 */
export function TitledColumns({
  id,
  titleId,
  words,
  tone,
  className,
  titleColumn,
  children,
}: {
  id?: string;
  titleId: string;
  words: SectionWords;
  tone: keyof typeof columnTones;
  className: string;
  titleColumn: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={titleId} className={`${columnTones[tone]} py-14 sm:py-20`}>
      <Container className={className}>
        <div>
          <SectionTitle id={titleId} words={words} />
          {titleColumn}
        </div>
        {children}
      </Container>
    </section>
  );
}
