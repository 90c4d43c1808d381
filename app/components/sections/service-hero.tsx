import { Icon } from "../ui/icon";
import { trackClick } from "../../lib/analytics/attributes";
import { PhoneLink } from "../common/phone-link";
import { Badge } from "../ui/badge";
import { Breadcrumbs } from "../ui/breadcrumbs";
import { Button } from "../ui/button";
import { CheckList } from "../ui/check-list";
import { Container } from "../ui/container";
import { HeroMedia, type HeroMediaContent } from "./hero-media";

export interface ServiceHeroContent {
  title: string;
  subtitle: string;
  text: string;
  bullets: readonly string[];
  rating: string;
  media: HeroMediaContent;
}

/** A service page's opening band: breadcrumbs, title, the service's promise, quote and call buttons, and media. */
export function ServiceHero({
  content,
  trail,
  source,
}: {
  content: ServiceHeroContent;
  trail: readonly { name: string; path: string }[];
  source: string;
}) {
  return (
    <section className="bg-navy-900 text-white">
      <Container className="grid gap-10 py-10 sm:py-16 lg:grid-cols-2 lg:items-center">
        <div>
          <div className="text-navy-100">
            <Breadcrumbs items={trail} />
          </div>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">{content.title}</h1>
          <p className="mt-3 text-xl text-signal-400">{content.subtitle}</p>
          <p className="mt-4 text-navy-100">{content.text}</p>
          <CheckList items={content.bullets} tone="light" className="mt-5" />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <a href="/quote" {...trackClick(["quote_button_click", "cta", source])}>
                Get Free Quote
              </a>
            </Button>
            <Button asChild variant="outline-light">
              <PhoneLink source={source}>Call Now</PhoneLink>
            </Button>
          </div>
        </div>
        <HeroMedia media={content.media}>
          <Badge tone="light" className="absolute top-3 right-3">
            <Icon name="Star" aria-hidden="true" className="fill-star text-star" /> {content.rating}
          </Badge>
        </HeroMedia>
      </Container>
    </section>
  );
}
