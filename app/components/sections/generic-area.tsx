import { Icon } from "../ui/icon";
import { Testimonial } from "../ui/testimonial";
import { Container } from "../ui/container";
import { Section } from "../ui/section";
import { AreaCta } from "./area-cta";
import { NearbyAreas } from "./nearby-areas";
import { CheckList } from "../ui/check-list";

export interface GenericAreaContent {
  name: string;
  slug: string;
  population: string;
  description: string;
  features: readonly string[];
  services: readonly string[];
  testimonial: { name: string; location: string; text: string };
  emergencyStats: { responseTime: number; completedJobs: string };
  nearbyAreas: readonly { name: string; slug: string }[];
}

export function GenericArea({
  area,
  phone,
  whyChoose,
}: {
  area: GenericAreaContent;
  phone: string;
  whyChoose: readonly string[];
}) {
  return (
    <>
      <section className="bg-navy-900 text-white">
        <Container className="py-14 sm:py-20">
          <p className="text-sm font-bold tracking-wider text-signal-400 uppercase">Service Area</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">Plumber in {area.name}</h1>
          <p className="mt-4 max-w-2xl text-lg text-navy-100">{area.description}</p>
          <dl className="mt-6 flex flex-wrap gap-6">
            <div>
              <dt className="text-sm text-navy-200">Emergency response</dt>
              <dd className="text-2xl font-extrabold">~{area.emergencyStats.responseTime} min</dd>
            </div>
            <div>
              <dt className="text-sm text-navy-200">Jobs completed</dt>
              <dd className="text-2xl font-extrabold">{area.emergencyStats.completedJobs}</dd>
            </div>
          </dl>
          <div className="mt-8">
            <AreaCta slug={area.slug} phone={phone} />
          </div>
        </Container>
      </section>
      <Section tone="white" aria-label={`Plumbing in ${area.name}`}>
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 className="flex items-center gap-2 text-2xl font-bold">
              <Icon name="Wrench" aria-hidden="true" className="size-6 text-signal-700" /> Services in {area.name}
            </h2>
            <CheckList items={area.services} className="mt-4" />
          </div>
          <div>
            <h2 className="text-2xl font-bold">Why Choose Us in {area.name}</h2>
            <CheckList items={whyChoose} tone="signal" className="mt-4" />
          </div>
        </div>
      </Section>
      <Section aria-label={`About ${area.name}`}>
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold">About {area.name}</h2>
            <p className="mt-3 flex items-center gap-2 font-semibold">
              <Icon name="Users" aria-hidden="true" className="size-5 text-water-600" /> Population {area.population}
            </p>
            <CheckList items={area.features} className="mt-4" />
            <p className="mt-4 flex items-center gap-2 text-muted">
              <Icon name="Clock" aria-hidden="true" className="size-5" /> Typical emergency response in {area.name}:
              about {area.emergencyStats.responseTime} minutes.
            </p>
          </div>
          <Testimonial
            text={area.testimonial.text}
            author={area.testimonial.name}
            detail={area.testimonial.location}
            className="[&_blockquote]:text-lg"
          />
        </div>
        <div className="mt-12">
          <NearbyAreas items={area.nearbyAreas} />
        </div>
      </Section>
    </>
  );
}
