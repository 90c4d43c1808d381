import { useState } from "react";
import { DocField } from "./doc-field";

/**
 * A number of the document (the structured rating), typed as text: what the owner typed stays in the box exactly,
 * even when it is not a number yet; the document gets the number, or NaN, which the server refuses beside this box.
 */
export function DocNumberField({
  value,
  onChange,
  whole,
  ...field
}: {
  path: string;
  label: string;
  hint?: string;
  value: number;
  onChange: (value: number) => void;
  whole: boolean;
}) {
  const [typed, setTyped] = useState(() => (Number.isFinite(value) ? String(value) : ""));
  // A value from elsewhere (a restored draft, the other version of a conflict) replaces the box's text.
  const parsed = typed.trim() === "" ? Number.NaN : Number(typed.replace(",", "."));
  if (!Object.is(parsed, value) && Number.isFinite(value)) setTyped(String(value));
  return (
    <DocField
      {...field}
      value={typed}
      inputMode={whole ? "numeric" : "decimal"}
      onChange={(text) => {
        setTyped(text);
        onChange(text.trim() === "" ? Number.NaN : Number(text.replace(",", ".")));
      }}
    />
  );
}
