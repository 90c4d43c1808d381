import { Icon } from "../../app/components/ui/icon";
import { useEffect, useRef } from "react";
import { Form, useFetcher, useLoaderData } from "react-router";
import { Button } from "../../app/components/ui/button";
import { Container } from "../../app/components/ui/container";
import { Field } from "../../app/components/ui/field";
import { ErasureList } from "./erasure-list";
import { FormError } from "../ui/form-error";
import { HeldRecords } from "./held-records";
import { dayLabel } from "../ui/format";
import { PERSON_FETCHER, type privacyLoader, type PrivacyResult } from "./privacy-actions";
import { PageTitle } from "../ui/page-title";

/**
 * A person's request for what the business holds about them, or to delete it (Privacy Act 2020): the day it is due,
 * the search, what was found, the export, the delete, and the deletions made before.
 */
export function PrivacyPage() {
  const overview = useLoaderData<typeof privacyLoader>();
  const fetcher = useFetcher<PrivacyResult>({ key: PERSON_FETCHER });
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const searching = fetcher.state !== "idle" && fetcher.formData?.get("intent") === "search";
  const done = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result?.erased) done.current?.focus();
  }, [result?.erased]);

  return (
    <Container className="pt-6">
      <PageTitle>Privacy requests</PageTitle>
      <p className="mt-2 max-w-prose text-muted">
        Anyone may ask what you hold about them, or ask you to delete it. Find them here by email or phone: you can
        download everything held as one file to send them, or delete it all.
      </p>

      <section aria-labelledby="due-heading" className="mt-6 rounded-card bg-white p-4 shadow-card ring-1 ring-line">
        <h2 id="due-heading" className="text-xl font-bold text-navy-900">
          When to answer by
        </h2>
        <Form method="get" className="mt-3 flex flex-wrap items-end gap-3">
          <Field label="Request received on" error={overview.problem}>
            {(props) => (
              <input
                type="date"
                name="received"
                defaultValue={overview.receivedOn}
                max={overview.today}
                key={overview.receivedOn}
                {...props}
              />
            )}
          </Field>
          <Button type="submit" variant="outline" className="mb-0.5">
            <Icon name="CalendarDays" />
            Show due date
          </Button>
        </Form>
        <p role="status" className="mt-3 font-semibold text-navy-900">
          Answer by {dayLabel(overview.dueDate, true)}
        </p>
        <p className="mt-1 max-w-prose text-sm text-muted">
          {overview.workingDays} working days after the day it came in. Weekends, public holidays and 25 December to 15
          January do not count (Privacy Act 2020).
        </p>
      </section>

      <section aria-labelledby="find-heading" className="mt-6">
        <h2 id="find-heading" className="text-xl font-bold text-navy-900">
          Find the person
        </h2>
        <fetcher.Form
          method="post"
          role="search"
          aria-label="Person"
          className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto]"
        >
          <input type="hidden" name="intent" value="search" />
          <Field label="Email address" error={result?.field === "email" ? result.error : undefined}>
            {(props) => <input type="email" name="email" autoComplete="off" maxLength={254} {...props} />}
          </Field>
          <Field label="Phone number" error={result?.field === "phone" ? result.error : undefined}>
            {(props) => <input type="tel" name="phone" autoComplete="off" maxLength={254} {...props} />}
          </Field>
          <Button type="submit" variant="secondary" disabled={searching} className="self-end sm:mb-0.5">
            <Icon name="Search" />
            {searching ? "Searching…" : "Search"}
          </Button>
        </fetcher.Form>
        <FormError message={result?.field ? undefined : result?.error} />
      </section>

      {result?.report ? (
        <HeldRecords report={result.report} receivedOn={overview.receivedOn} />
      ) : result?.erased ? (
        <div
          ref={done}
          tabIndex={-1}
          role="status"
          className="mt-6 rounded-card bg-white p-4 font-semibold text-navy-900 ring-2 ring-signal-500 focus:outline-none"
        >
          Deleted {count(result.erased.leads, "lead")} and {count(result.erased.photos, "photo")}. Only the record below
          is kept: when, by whom and how many, with no personal details.
        </div>
      ) : null}

      <ErasureList erasures={overview.erasures} />
    </Container>
  );
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;
