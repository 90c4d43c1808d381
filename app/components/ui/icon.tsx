import sprite from "virtual:icon-sprite";
import type { IconName } from "../../lib/icon-names";

export type { IconName };

/**
 * One icon from the site's sprite (config/icon-sprite.ts): a few bytes of markup, no drawing code in the bundle.
 * Decorative unless given an `aria-label`. Colour follows `currentColor`; classes such as `fill-current` or a
 * `strokeWidth` reach the drawing because the sprite's shapes set neither.
 */
export function Icon({
  name,
  strokeWidth = 2,
  ...props
}: Omit<React.ComponentProps<"svg">, "children"> & { name: IconName }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={props["aria-label"] ? undefined : true}
      focusable="false"
      {...props}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
