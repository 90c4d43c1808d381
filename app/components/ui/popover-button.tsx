import { Icon, type IconName } from "./icon";

/**
 * The one way a button opens a native popover (docs/decisions/009-native-controls.md): `popovertarget` opens and
 * closes it with no script, and `aria-controls` names it. `openLabel`, where given, is the label
 * app/enhance/popovers.ts swaps in while the popover is open.
 */
export function PopoverButton({
  target,
  label,
  openLabel,
  className,
  children,
}: {
  target: string;
  label: string;
  openLabel?: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      popoverTarget={target}
      aria-controls={target}
      aria-label={label}
      data-open-label={openLabel}
      className={className}
    >
      {children}
    </button>
  );
}

/**
 * A `PopoverButton` that is only an icon, swapped for a cross while its popover is open. CSS does the swap, so it
 * works with no script: `hideWhenOpen` and `showWhenOpen` are the utilities that see the popover open from where
 * the button sits (a `group-has-` or an ancestor's `:has()`), written out at the call so Tailwind finds them.
 */
export function PopoverToggle({
  icon,
  hideWhenOpen,
  showWhenOpen,
  ...button
}: Omit<React.ComponentProps<typeof PopoverButton>, "children"> & {
  icon: IconName;
  hideWhenOpen: string;
  showWhenOpen: string;
}) {
  return (
    <PopoverButton {...button}>
      <Icon name={icon} aria-hidden="true" className={`size-6 ${hideWhenOpen}`} />
      <Icon name="X" aria-hidden="true" className={`hidden size-6 ${showWhenOpen}`} />
    </PopoverButton>
  );
}
