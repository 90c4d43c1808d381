import { Icon, type IconName } from "./icon";

/**
 * A button that shows only an icon: `label` is its accessible name, and the icon is hidden from assistive
 * technology. The gallery's close and arrows, a notification's dismiss, a chosen photo's remove.
 */
export function IconButton({
  icon,
  label,
  iconClassName,
  ...props
}: { icon: IconName; label: string; iconClassName: string } & Omit<
  React.ComponentProps<"button">,
  "type" | "aria-label" | "children"
>) {
  return (
    <button type="button" aria-label={label} {...props}>
      <Icon name={icon} aria-hidden="true" className={iconClassName} />
    </button>
  );
}
