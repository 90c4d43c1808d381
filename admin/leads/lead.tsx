import { useLoaderData, useRouteLoaderData } from "react-router";
import { Container } from "../../app/components/ui/container";
import { statusLabels, type LeadStatus } from "../../shared/leads/lead-fields";
import { DeleteLead } from "./delete-lead";
import { DeliveryList } from "./delivery-list";
import { LeadDetails } from "./lead-details";
import { LeadHeader } from "./lead-header";
import { LeadHistory } from "./lead-history";
import { LeadPhotos } from "../ui/lead-photos";
import { NoteForm } from "./note-form";
import { Panel } from "../ui/panel";
import { RelatedLeads } from "./related-leads";
import { ReviewRequest } from "./review-request";
import { SpamNotice } from "./spam-notice";
import { StatusPicker } from "./status-picker";
import type { layoutLoader } from "../shell/layout-actions";
import type { leadLoader } from "./lead-actions";

/** Everything about one lead, the buttons to act on it, and its history. */
export function LeadPage() {
  const lead = useLoaderData<typeof leadLoader>();
  // Deleting is the owner's (server/dashboard/lead-routes.ts): staff are told whom to ask instead of a button that fails.
  const staff = useRouteLoaderData<typeof layoutLoader>("root")?.role === "staff";
  return (
    <Container className="pt-4">
      <LeadHeader lead={lead} />
      <RelatedLeads related={lead.related} />
      <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="grid gap-6">
          <Panel id="status-heading" title="Status">
            <p className="mt-1 mb-3 text-sm text-muted">
              Now: {statusLabels[lead.status as LeadStatus]}. Tap to change.
            </p>
            <StatusPicker status={lead.status} />
          </Panel>
          {lead.status === "won" || lead.review.askedAt ? (
            <Panel id="review-heading" title="Review">
              <ReviewRequest lead={lead} />
            </Panel>
          ) : null}
          {lead.spamReasons.length > 0 ? <SpamNotice lead={lead} /> : null}
          {lead.photos.length > 0 ? (
            <Panel id="photos-heading" title="Photos">
              <LeadPhotos photos={lead.photos} name={lead.name} />
            </Panel>
          ) : null}
          <Panel id="details-heading" title="Details">
            <LeadDetails lead={lead} />
          </Panel>
          <Panel id="delivery-heading" title="Notifications">
            <DeliveryList deliveries={lead.deliveries} />
          </Panel>
        </div>
        <div className="grid gap-6">
          <Panel id="history-heading" title="Notes and history">
            <div className="mt-3">
              <NoteForm />
            </div>
            <LeadHistory events={lead.events} receivedAt={lead.receivedAt} />
          </Panel>
          <Panel id="privacy-heading" title="Privacy">
            {staff ? (
              <p className="mt-1 text-muted">
                If this person asks you to delete what you hold about them (Privacy Act 2020), tell the owner: only the
                owner can delete a lead.
              </p>
            ) : (
              <>
                <p className="mt-1 mb-3 text-muted">
                  If this person asks you to delete what you hold about them (Privacy Act 2020), delete the lead here.
                </p>
                <DeleteLead name={lead.name} />
              </>
            )}
          </Panel>
        </div>
      </div>
    </Container>
  );
}
