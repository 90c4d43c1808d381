const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c]!);

/** Markup built by `markup`, so it is inserted as is where a plain string would be escaped. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
}

const render = (value: unknown): string => {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  if (value === undefined || value === null || value === false) return "";
  return escapeHtml(String(value));
};

/**
 * Template tag that escapes every interpolated value unless it is itself `markup`: safe by default, so visitor
 * text cannot become a tag or break out of an attribute by someone forgetting to escape it. Not named `html`:
 * Prettier would reformat the markup inside, changing whitespace that <textarea> and pre-wrap text keep.
 */
export function markup(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]) : ""), ""));
}
