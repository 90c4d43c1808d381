import { useLoaderData, useRouteLoaderData } from "react-router";
import { Container } from "../../app/components/ui/container";
import { FieldSpeedPanel } from "./field-speed";
import { HeldSpamNotice } from "../ui/held-spam-notice";
import { OriginTables } from "./origin-tables";
import { PhoneAlerts } from "./phone-alerts";
import { PromiseKeptPanel } from "./promise-kept";
import type { layoutLoader } from "../shell/layout-actions";
import type { overviewLoader } from "./overview-actions";
import { ServiceChart } from "./service-chart";
import { WeekChart } from "./week-chart";
import { dayLabel, percent } from "../ui/format";
import { PageTitle } from "../ui/page-title";

const card = "rounded-card bg-white p-4 shadow-card ring-1 ring-line sm:p-6";
const cell = "py-2 pr-3 text-left";

/** What the website brings in, at a glance: leads per week, and which services are won. */
export function OverviewPage() {
  const { weeks, services, since, origins, promise, heldSpam, speed } = useLoaderData<typeof overviewLoader>();
  // The phone alerts' settings are the owner's (server/dashboard/alerts.ts); staff see the figures only.
  const owner = useRouteLoaderData<typeof layoutLoader>("root")?.role === "owner";
  const total = services.reduce((sum, s) => sum + s.leads, 0);
  const won = services.reduce((sum, s) => sum + s.won, 0);
  return (
    <Container className="pt-6">
      <PageTitle>Overview</PageTitle>
      <HeldSpamNotice {...heldSpam} className="mt-4" />
      <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
        <PromiseKeptPanel windows={promise} />
        <section aria-labelledby="weeks-heading" className={card}>
          <h2 id="weeks-heading" className="text-xl font-bold text-navy-900">
            Leads per week
          </h2>
          <p className="mt-1 text-sm text-muted">
            The last {weeks.length} weeks, Monday to Sunday; this week in orange.
          </p>
          <div className="mt-4">
            <WeekChart weeks={weeks} />
          </div>
          <details className="mt-3">
            <summary className="cursor-pointer font-semibold text-navy-700">The numbers</summary>
            <table className="mt-2 w-full text-sm">
              <thead>
                <tr>
                  <th scope="col" className={cell}>
                    Week of
                  </th>
                  <th scope="col" className={cell}>
                    Leads
                  </th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((w) => (
                  <tr key={w.start} className="border-t border-line">
                    <td className={cell}>{dayLabel(w.start)}</td>
                    <td className={cell}>{w.leads}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </section>
        <section aria-labelledby="services-heading" className={card}>
          <h2 id="services-heading" className="text-xl font-bold text-navy-900">
            Won by service
          </h2>
          <p className="mt-1 text-sm text-muted">
            Leads since {dayLabel(since, true)}: {won} won of {total} ({percent(won, total)}). Won part in teal.
          </p>
          {services.length === 0 ? (
            <p className="mt-4 text-muted">No leads in this period yet.</p>
          ) : (
            <ServiceChart services={services} />
          )}
        </section>
        <section aria-labelledby="origins-heading" className={card}>
          <h2 id="origins-heading" className="text-xl font-bold text-navy-900">
            Where leads come from
          </h2>
          <p className="mt-1 text-sm text-muted">Leads of the last 7 and 30 days, spam left out.</p>
          <OriginTables origins={origins} />
        </section>
        <FieldSpeedPanel {...speed} />
        {owner ? <PhoneAlerts /> : null}
      </div>
    </Container>
  );
}
