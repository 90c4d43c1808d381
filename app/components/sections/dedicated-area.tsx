import { Badge } from "../ui/badge";
import { Testimonial } from "../ui/testimonial";
import { Container } from "../ui/container";
import { Icon, type IconName } from "../ui/icon";
import type { Picture } from "../../lib/media";
import { ResponsiveImage } from "../ui/responsive-image";
import { Section, SectionHeading } from "../ui/section";
import { AreaCta } from "./area-cta";
import { NearbyAreas } from "./nearby-areas";
import { CheckList } from "../ui/check-list";

export interface DedicatedAreaContent {
  slug: string;
  headline: string;
  badge: string;
  heroText: string;
  stats: { responseTime: string; happyCustomers: string; availability: string; rating: string };
  headings: {
    trustEyebrow: string;
    trust: string;
    reviewsEyebrow: string;
    reviews: string;
    about: string;
    reasons: string;
  };
  trustCards: readonly { title: string; text: string; icon: IconName }[];
  reviews: readonly { name: string; text: string; service: string }[];
  about: readonly string[];
  population: string;
  reasons: readonly string[];
  nearby: readonly { name: string; slug: string }[];
  closing: { title: string; text: string };
  image: Picture;
}

/**
 * A heading's text, one that ends with the suburb's name as two text nodes, the name apart, as the page wrote it when
 * the headings were the template's (so the repository's pages stay byte for byte what they were).
 */
const nameLast = (heading: string, name: string): string[] =>
  heading.endsWith(` ${name}`) ? [heading.slice(0, -name.length), name] : [heading];

export function DedicatedArea({ page, name, phone }: { page: DedicatedAreaContent; name: string; phone: string }) {
  const stats = [
    { value: page.stats.responseTime, label: "Response time" },
    { value: page.stats.happyCustomers, label: "Happy customers" },
    { value: page.stats.availability, label: "Emergency service" },
    { value: `${page.stats.rating} ★`, label: "Customer rating" },
  ];
  return (
    <>
      <section className="relative isolate overflow-hidden bg-navy-950 text-white">
        <ResponsiveImage
          image={page.image}
          priority
          sizes="100vw"
          className="absolute inset-0 -z-10 size-full object-cover opacity-35"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950 via-navy-950/85 to-navy-950/40"
        />
        <Container className="py-16 sm:py-24">
          <Badge tone="signal">{page.badge}</Badge>
          <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">{page.headline}</h1>
          <p className="mt-4 max-w-2xl text-lg text-navy-100 sm:text-xl">{page.heroText}</p>
          <div className="mt-8">
            <AreaCta slug={page.slug} phone={phone} />
          </div>
        </Container>
      </section>
      <section aria-label="At a glance" className="bg-signal-700 text-white">
        <Container>
          <dl className="grid grid-cols-2 gap-6 py-8 text-center lg:grid-cols-4">
            {stats.map((s) => (
              <div key={s.label}>
                <dt className="text-sm font-medium text-white">{s.label}</dt>
                <dd className="text-3xl font-extrabold">{s.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>
      <Section aria-labelledby="trust-title">
        <SectionHeading id="trust-title" eyebrow={page.headings.trustEyebrow} title={page.headings.trust} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.trustCards.map((card) => (
            <li key={card.title} className="rounded-card border border-line bg-white p-6 shadow-card">
              <Icon name={card.icon} className="size-8 text-signal-700" />
              <h3 className="mt-3 text-xl font-bold">{card.title}</h3>
              <p className="mt-1 text-muted">{card.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="white" aria-labelledby="local-reviews-title">
        <SectionHeading id="local-reviews-title" eyebrow={page.headings.reviewsEyebrow} title={page.headings.reviews} />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {page.reviews.map((r) => (
            <li key={r.name}>
              <Testimonial text={r.text} author={r.name} detail={r.service} tone="paper" stacked className="h-full" />
            </li>
          ))}
        </ul>
      </Section>
      <Section aria-labelledby="about-area-title">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="about-area-title" className="text-3xl font-extrabold tracking-tight">
              {nameLast(page.headings.about, name)}
            </h2>
            {page.about.map((p) => (
              <p key={p} className="mt-4 text-lg text-muted">
                {p}
              </p>
            ))}
            <p className="mt-4 font-semibold">Population: {page.population}</p>
          </div>
          <div>
            <h3 className="flex items-center gap-2 text-xl font-bold">
              <Icon name="Heart" aria-hidden="true" className="size-5 text-signal-700" />
              {nameLast(` ${page.headings.reasons}`, name)}
            </h3>
            <CheckList items={page.reasons} className="mt-4" />
          </div>
        </div>
        <div className="mt-12">
          <NearbyAreas items={page.nearby} />
        </div>
      </Section>
      <section aria-labelledby="closing-title" className="bg-navy-900 text-white">
        <Container className="flex flex-col items-start justify-between gap-6 py-12 sm:flex-row sm:items-center">
          <div>
            <h2 id="closing-title" className="text-3xl font-extrabold">
              {page.closing.title}
            </h2>
            <p className="mt-2 text-lg text-navy-100">{page.closing.text}</p>
          </div>
          <AreaCta slug={page.slug} phone={phone} />
        </Container>
      </section>
    </>
  );
}
