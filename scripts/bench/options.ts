import { templates, type Template } from "../../test/support/templates.ts";

/** The value after `name` on the command line (`--peer DIR`), or undefined. */
export const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};

/** `--only home,faq`: those templates alone (by name), for a short run of what a change touched; every one without. */
export function askedTemplates(): Template[] {
  const only = option("--only")?.split(",");
  if (!only) return templates;
  const measured = templates.filter((template) => only.includes(template.name));
  if (measured.length !== only.length)
    throw new Error(`--only ${only.join(",")}: templates are ${templates.map((t) => t.name).join(", ")}`);
  return measured;
}
