import type { QuoteField } from "../../../shared/forms/quote-fields";
import type { Field } from "../ui/field";

type ControlProps = Parameters<React.ComponentProps<typeof Field>["children"]>[0];
type Change = React.ChangeEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

/**
 * One quote field's control, drawn from its row in the field table: the island's,
 * which follows `onChange`, and the no-script error page's, which the server renders once with what was typed.
 */
export function QuoteControl({
  field,
  props,
  value,
  onChange,
}: {
  field: QuoteField;
  props: ControlProps;
  value: string;
  onChange?: Change;
}) {
  const common = { ...props, name: field.name, ...(onChange ? { value, onChange } : { defaultValue: value }) };
  if (field.type === "select")
    return (
      <select {...common}>
        <option value="" disabled={field.prompt?.pick}>
          {field.prompt?.label}
        </option>
        {field.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  if (field.type === "textarea") return <textarea {...common} rows={field.rows} maxLength={field.maxLength} />;
  return (
    <input
      {...common}
      type={field.type === "text" ? undefined : field.type}
      autoComplete={field.autocomplete}
      placeholder={field.placeholder}
      maxLength={field.maxLength}
    />
  );
}
