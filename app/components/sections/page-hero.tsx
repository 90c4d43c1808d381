import { Container } from "../ui/container";

/** The opening band of an inner page: an eyebrow, the page's one h1, an intro and optional actions. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgb(242_106_27/0.28),transparent_45%),radial-gradient(circle_at_10%_90%,rgb(13_122_109/0.35),transparent_40%)]"
      />
      <Container className="relative py-16 sm:py-24">
        {eyebrow ? <p className="mb-3 text-sm font-bold tracking-wider text-signal-400 uppercase">{eyebrow}</p> : null}
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {intro ? <div className="mt-5 max-w-2xl text-lg text-navy-100 sm:text-xl">{intro}</div> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </Container>
    </section>
  );
}
