import { cn } from "../../app/lib/cn";

/** The editors' item buttons (Edit, Hide, Up, Down): smaller than a form's button, still a 44 px target. */
export function SmallButton({ className, type = "button", ...props }: React.ComponentProps<"button">) {
  return (
    <button
      type={type}
      className={cn(
        "inline-flex min-h-11 items-center gap-1 rounded-full bg-white px-3 text-sm font-semibold text-navy-900 ring-1 ring-navy-200 hover:bg-navy-50 disabled:opacity-40 [&_svg]:size-4",
        className,
      )}
      {...props}
    />
  );
}
