import { Icon, type IconName } from "../../app/components/ui/icon";
import { cn } from "../../app/lib/cn";
import { deliveryLabels, statusLabels, type DeliveryState, type LeadStatus } from "../../shared/leads/lead-fields";

const pill = "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold [&_svg]:size-4";

const statusTones: Record<LeadStatus, string> = {
  new: "bg-signal-50 text-signal-800 ring-1 ring-signal-100",
  contacted: "bg-navy-50 text-navy-800 ring-1 ring-navy-100",
  quoted: "bg-navy-100 text-navy-900 ring-1 ring-navy-200",
  won: "bg-water-700 text-white",
  lost: "bg-white text-muted ring-1 ring-line",
  spam: "bg-red-50 text-red-800 ring-1 ring-red-200",
};

export function StatusPill({ status, className }: { status: LeadStatus; className?: string }) {
  return <span className={cn(pill, statusTones[status], className)}>{statusLabels[status]}</span>;
}

/** Emergencies are the one thing the owner must never miss: solid red, an icon, and the word. */
export function EmergencyPill() {
  return (
    <span className={cn(pill, "bg-red-700 text-white")}>
      <Icon name="Siren" />
      Emergency
    </span>
  );
}

const deliveryIcons: Record<DeliveryState, IconName> = {
  sent: "CircleCheck",
  pending: "Clock",
  retrying: "Clock",
  failed: "CircleAlert",
  none: "Mail",
};

export function DeliveryState({ state }: { state: DeliveryState }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 text-sm",
        state === "failed" ? "font-semibold text-red-700" : "text-muted",
      )}
    >
      <Icon name={deliveryIcons[state]} className="size-4 shrink-0" />
      {deliveryLabels[state]}
    </span>
  );
}
