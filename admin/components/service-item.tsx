import { Icon } from "../../app/components/ui/icon";
import type { OwnerService } from "../../app/content/document";
import { serviceFields } from "../content-paths";
import { DocField } from "./doc-field";

/**
 * One service's words as a collapsible item: a native <details>, whose summary a keyboard and a screen reader use as
 * a button; opened, a box for each of its words. "Not saved" marks a service edited since the last save.
 */
export function ServiceItem({
  service,
  name,
  edited,
  open,
  onToggle,
  onChange,
}: {
  service: OwnerService;
  /** Its name as typed, or the website's while its Name box is empty. */
  name: string;
  edited: boolean;
  open: boolean;
  onToggle: (open: boolean) => void;
  onChange: (patch: Partial<OwnerService>) => void;
}) {
  return (
    <li className="rounded-card bg-white shadow-card ring-1 ring-line">
      <details open={open} onToggle={(event) => onToggle(event.currentTarget.open)} className="group">
        <summary className="flex min-h-11 cursor-pointer items-center gap-3 rounded-card p-4 font-bold text-navy-900 [&::-webkit-details-marker]:hidden">
          <span className="min-w-0 flex-1 break-words">{name}</span>
          {edited ? (
            <span className="shrink-0 rounded-full bg-navy-50 px-2.5 py-0.5 text-sm font-semibold text-navy-800">
              <span className="sr-only">, </span>Not saved
            </span>
          ) : null}
          <Icon name="ChevronDown" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <fieldset className="min-w-0 px-4 pb-4">
          <legend className="sr-only">{name}</legend>
          <div className="grid gap-4">
            {serviceFields.map(({ field, label, hint, max, multiline }) => (
              <DocField
                key={field}
                path={`services[${service.slug}].${field}`}
                label={label}
                hint={hint}
                max={max}
                multiline={multiline}
                value={service[field]}
                onChange={(value) => onChange({ [field]: value })}
              />
            ))}
          </div>
        </fieldset>
      </details>
    </li>
  );
}
