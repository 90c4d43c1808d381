import { trackClick } from "../../lib/analytics/attributes";
import { PhoneLink } from "../common/phone-link";
import { SectionLink } from "../common/section-link";
import { Button } from "../ui/button";
import { Container } from "../ui/container";
import { Icon, type IconName } from "../ui/icon";
import type { Picture } from "../../lib/media";
import { ResponsiveImage } from "../ui/responsive-image";

export interface HeroContent {
  eyebrow: string;
  headline: string;
  intro: string;
  features: readonly { title: string; text: string; icon: IconName }[];
  image: Picture;
}

export function HomeHero({ content, phone }: { content: HeroContent; phone: string }) {
  return (
    <section id="home" aria-labelledby="home-title" className="relative isolate overflow-hidden bg-navy-950 text-white">
      <ResponsiveImage
        image={content.image}
        priority
        sizes="100vw"
        className="absolute inset-0 -z-10 size-full object-cover opacity-45"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950 via-navy-950/85 to-navy-950/30"
      />
      <Container className="py-16 sm:py-24 lg:py-28">
        <p className="text-sm font-bold tracking-wider text-signal-400 uppercase">{content.eyebrow}</p>
        <h1
          id="home-title"
          className="mt-3 max-w-3xl text-4xl leading-[1.08] font-extrabold tracking-tight sm:text-6xl"
        >
          {content.headline}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-navy-100 sm:text-xl">{content.intro}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild className="text-lg">
            <SectionLink section="contact" {...trackClick(["quote_button_click", "cta", "hero"])}>
              Get Free Quote <Icon name="ArrowRight" aria-hidden="true" />
            </SectionLink>
          </Button>
          <Button asChild variant="outline-light" className="text-lg">
            <PhoneLink source="hero">Call Now: {phone}</PhoneLink>
          </Button>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-3">
          {content.features.map((feature) => (
            <li key={feature.title} className="rounded-card border border-white/15 bg-white/10 p-5 backdrop-blur-sm">
              <Icon name={feature.icon} className="size-7 text-signal-400" />
              <h2 className="mt-3 text-lg font-bold">{feature.title}</h2>
              <p className="mt-1 text-navy-100">{feature.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
