import { Award, ShieldCheck, Star } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { PhoneLink } from "../components/common/phone-link";
import { FaqList } from "../components/sections/faq-list";
import { NotFoundPanel } from "../components/sections/not-found-panel";
import { ThermalComparison } from "../components/sections/thermal-comparison";
import { Badge } from "../components/ui/badge";
import { Breadcrumbs } from "../components/ui/breadcrumbs";
import { buttonClass } from "../components/ui/button";
import { Container } from "../components/ui/container";
import { Icon } from "../components/ui/icon";
import { ResponsiveImage } from "../components/ui/responsive-image";
import { ResponsiveVideo } from "../components/ui/responsive-video";
import { Section, SectionHeading } from "../components/ui/section";
import { Stars } from "../components/ui/stars";
import { whyChooseUs } from "../content/copy";
import { findService } from "../content/services";
import { track } from "../lib/analytics/track";
import { breadcrumbs, faqPage, jsonLd, serviceSchema } from "../lib/seo/json-ld";
import { pageMeta } from "../lib/seo/meta";
import { siteConfig } from "../site.config";
import type { Route } from "./+types/service-detail";
import { CheckList } from "../components/ui/check-list";

export function meta({ params }: Route.MetaArgs) {
  const service = findService(params.slug);
  if (!service) {
    return pageMeta({
      title: "Service Not Found",
      description: "Sorry, we couldn't find the service you're looking for.",
      path: `/services/${params.slug}`,
      noindex: true,
    });
  }
  const path = `/services/${service.slug}`;
  return pageMeta({
    title: `${service.title} in Auckland`,
    description: service.description,
    path,
    image: service.image.src,
    imageAlt: service.image.alt,
    keywords: [
      `${service.title.toLowerCase()} Auckland`,
      `${service.title.toLowerCase()} South Auckland`,
      "licensed plumber",
    ],
    extra: [
      jsonLd(
        serviceSchema({
          name: service.title,
          description: service.longDescription,
          path,
          serviceType: service.title,
          priceFrom: service.priceFrom,
        }),
      ),
      jsonLd(
        breadcrumbs([
          { name: "Home", path: "/" },
          { name: "Services", path: "/services" },
          { name: service.title, path },
        ]),
      ),
      ...(service.faqs ? [jsonLd(faqPage(service.faqs))] : []),
    ],
  });
}

export default function ServiceDetailRoute({ params }: Route.ComponentProps) {
  const service = findService(params.slug);
  useEffect(() => {
    if (service) track("service_view", { category: "service", label: service.title });
  }, [service]);
  if (!service) {
    return (
      <NotFoundPanel
        title="Service Not Found"
        message="Sorry, we couldn't find the service you're looking for"
        linkTo="/services"
        linkLabel="View All Services"
      />
    );
  }
  const source = `service_${service.slug}`;
  const quoteClick = () => track("quote_button_click", { category: "cta", label: source });
  return (
    <>
      <section className="bg-navy-900 text-white">
        <Container className="grid gap-10 py-10 sm:py-16 lg:grid-cols-2 lg:items-center">
          <div>
            <div className="text-navy-100">
              <Breadcrumbs
                items={[
                  { name: "Home", path: "/" },
                  { name: "Services", path: "/services" },
                  { name: service.title, path: `/services/${service.slug}` },
                ]}
              />
            </div>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">{service.title}</h1>
            <p className="mt-3 text-xl text-signal-400">{service.subtitle}</p>
            <p className="mt-4 text-navy-100">{service.longDescription}</p>
            <CheckList items={service.bullets} tone="light" className="mt-5" />
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to="/quote" className={buttonClass("primary")} onClick={quoteClick}>
                Get Free Quote
              </Link>
              <PhoneLink source={source} variant="outline-light">
                Call Now
              </PhoneLink>
            </div>
          </div>
          <div className="relative overflow-hidden rounded-card shadow-lift">
            {service.media.kind === "video" ? (
              <ResponsiveVideo
                src={service.media.src}
                aria-label={service.media.alt}
                controls
                loop
                className="aspect-[4/3] w-full bg-navy-950 object-cover"
              />
            ) : (
              <ResponsiveImage
                src={service.media.src}
                alt={service.media.alt}
                priority
                sizes="(min-width: 1024px) 560px, 100vw"
                className="aspect-[4/3] w-full object-cover"
              />
            )}
            <Badge tone="light" className="absolute top-3 right-3">
              <Star aria-hidden="true" className="fill-star text-star" /> 5.0 Rating
            </Badge>
          </div>
        </Container>
      </section>

      <section aria-label="Experience and warranty" className="border-b border-line bg-white">
        <Container className="grid grid-cols-2 gap-4 py-6 text-center">
          <div>
            <Award aria-hidden="true" className="mx-auto size-7 text-signal-700" />
            <p className="mt-1 text-2xl font-extrabold text-navy-900">{service.experience}</p>
            <p className="text-muted">Experience</p>
          </div>
          <div>
            <ShieldCheck aria-hidden="true" className="mx-auto size-7 text-signal-700" />
            <p className="mt-1 text-2xl font-extrabold text-navy-900">{service.warranty}</p>
            <p className="text-muted">Warranty</p>
          </div>
        </Container>
      </section>

      {service.thermalComparisons ? (
        <Section aria-labelledby="thermal-title">
          <SectionHeading
            id="thermal-title"
            eyebrow="Thermal Imaging"
            title="See What the Camera Sees"
            intro="Switch each photo to its thermal view to see the leak the eye can't."
          />
          <div className="grid gap-6 md:grid-cols-3">
            {service.thermalComparisons.map((pair) => (
              <ThermalComparison key={pair.title} pair={pair} />
            ))}
          </div>
        </Section>
      ) : null}

      {service.steps ? (
        <Section aria-labelledby="steps-title">
          <SectionHeading id="steps-title" eyebrow="On the Job" title="How a Job Comes Together" />
          <ol className="grid gap-6 md:grid-cols-3">
            {service.steps.map((step, i) => (
              <li key={step.title} className="overflow-hidden rounded-card border border-line bg-white shadow-card">
                <ResponsiveImage
                  src={step.image.src}
                  alt={step.image.alt}
                  sizes="(min-width: 768px) 360px, 100vw"
                  className="aspect-[4/3] w-full object-cover"
                />
                <div className="p-5">
                  <p className="text-sm font-bold text-signal-700">Step {i + 1}</p>
                  <h3 className="text-lg font-bold">{step.title}</h3>
                  <p className="text-sm text-muted">{step.location}</p>
                  <p className="mt-2">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </Section>
      ) : null}

      <Section tone="white" aria-label="What's included and key benefits">
        <div className="grid gap-10 md:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold">What's Included</h2>
            <CheckList items={service.features} className="mt-4" />
          </div>
          <div>
            <h2 className="text-2xl font-bold">Key Benefits</h2>
            <CheckList items={service.benefits} tone="signal" className="mt-4" />
          </div>
        </div>
      </Section>

      <Section aria-labelledby="why-title">
        <SectionHeading id="why-title" title="Why Choose Us" />
        <ul className="grid gap-6 md:grid-cols-3">
          {whyChooseUs.map((item) => (
            <li key={item.title} className="rounded-card border border-line bg-white p-6 shadow-card">
              <Icon name={item.icon} className="size-8 text-signal-700" />
              <h3 className="mt-3 text-xl font-bold">{item.title}</h3>
              <p className="mt-1 text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
        <figure className="mx-auto mt-12 max-w-3xl rounded-card bg-white p-8 text-center shadow-card">
          <Stars className="justify-center" />
          <blockquote className="mt-4 text-xl">
            <p>“{service.testimonial.text}”</p>
          </blockquote>
          <figcaption className="mt-4 font-bold">
            {service.testimonial.author}, <span className="font-normal text-muted">{service.testimonial.location}</span>
          </figcaption>
        </figure>
      </Section>

      {service.faqs ? (
        <Section tone="white" aria-labelledby="service-faq-title">
          <SectionHeading id="service-faq-title" eyebrow="FAQ" title={`${service.title} Questions`} />
          <div className="mx-auto max-w-3xl">
            <FaqList items={service.faqs} />
          </div>
        </Section>
      ) : null}

      <section
        aria-labelledby="cta-title"
        className={service.cta.kind === "emergency-call" ? "bg-red-800 text-white" : "bg-signal-700 text-white"}
      >
        <Container className="flex flex-col items-start justify-between gap-6 py-12 sm:flex-row sm:items-center">
          <div>
            <h2 id="cta-title" className="text-3xl font-extrabold">
              {service.cta.title}
            </h2>
            <p className="mt-2 text-lg text-white/90">{service.cta.text}</p>
          </div>
          {service.cta.kind === "emergency-call" ? (
            <PhoneLink
              source={source}
              variant="light"
              className="text-lg"
              onClick={() => track("emergency_call", { category: "contact", label: source })}
            >
              Call Emergency Line {siteConfig.phone}
            </PhoneLink>
          ) : (
            <Link to="/quote" className={buttonClass("light", "text-lg")} onClick={quoteClick}>
              Get Free Quote
            </Link>
          )}
        </Container>
      </section>
    </>
  );
}
