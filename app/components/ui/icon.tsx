import sprite from "virtual:icon-sprite";
import type { BrandIconName, IconName } from "../../../shared/icon-names";
import { cn } from "../../lib/cn";

export type { IconName };

/**
 * One icon from the site's sprite (config/icon-sprite.ts): a few bytes of markup, no drawing code in the bundle.
 * Decorative unless given an `aria-label`. Its box (24 px), stroke and colour (`currentColor`) come from the `.icon`
 * rule in app/styles/tokens.css, not from attributes repeated on every icon (issue 34: home draws 170 of them; the
 * symbol's own viewBox scales the drawing). Utility classes win over that rule: `size-4`, `fill-current`,
 * `stroke-[1.5]` reach the drawing because the sprite's shapes set none of these.
 */
export function Icon({
  name,
  className,
  ...props
}: Omit<React.ComponentProps<"svg">, "children" | "strokeWidth"> & { name: IconName | BrandIconName }) {
  return (
    <svg aria-hidden={props["aria-label"] ? undefined : true} className={cn("icon", className)} {...props}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
