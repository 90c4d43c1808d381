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
