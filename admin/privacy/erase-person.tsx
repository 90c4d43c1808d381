import { useFetcher } from "react-router";
import type { Person } from "../../shared/api/privacy";
import { PERSON_FETCHER, type PrivacyResult } from "./privacy-actions";
import { ConfirmDelete } from "../ui/confirm-delete";

/**
 * Deleting everything held about a person cannot be undone, so it takes two steps, as deleting one lead does.
 * It sends the leads the owner was shown: if another request came in since, the server
 * deletes nothing and says so.
 */
export function ErasePerson({
  person,
  who,
  leads,
  receivedOn,
}: {
  person: Person;
  who: string;
  leads: number[];
  receivedOn: string;
}) {
  const fetcher = useFetcher<PrivacyResult>({ key: PERSON_FETCHER });
  return (
    <ConfirmDelete
      opener="Delete everything…"
      heading={<>Delete everything held about {who} for good?</>}
      headingId="erase-heading"
      fetcher={fetcher}
      fields={{ intent: "erase", email: person.email, phone: person.phone, receivedOn, leads: leads.join(",") }}
      wide
    >
      {leads.length === 1 ? "Their lead" : `Their ${leads.length} leads`}, with the notes, history, photos and delivery
      records, are removed from the inbox and cannot be brought back. A record stays that a deletion was made, when, by
      you and how many, with no personal details. Copies outside the inbox (listed above) you delete yourself.
    </ConfirmDelete>
  );
}
