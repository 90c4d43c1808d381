import { Container } from "../ui/container";

/** Long-form text pages (privacy, terms): readable measure, clear headings. */
export function Prose({ sections }: { sections: readonly { heading: string; paragraphs: readonly string[] }[] }) {
  return (
    <Container className="max-w-3xl py-14">
      {sections.map((s) => (
        <section key={s.heading} className="mb-10">
          <h2 className="text-2xl font-bold">{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="mt-3 text-lg leading-relaxed text-muted">
              {p}
            </p>
          ))}
        </section>
      ))}
    </Container>
  );
}
