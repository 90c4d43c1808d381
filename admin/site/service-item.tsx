import type { OwnerService } from "../../app/content/document";
import { serviceFields } from "./content-paths";
import { DetailsItem } from "./details-item";
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
    <DetailsItem title={name} edited={edited} open={open} onToggle={onToggle}>
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
    </DetailsItem>
  );
}
