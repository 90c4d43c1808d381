import { cn } from "../../lib/cn";

/** Word mark with a drop-and-wrench glyph; `tone` flips it for dark backgrounds. */
export function Logo({
  name,
  tone = "dark",
  className,
}: {
  name: string;
  tone?: "dark" | "light";
  className?: string;
}) {
  return (
    <a href="/" className={cn("inline-flex min-h-11 items-center gap-2.5 font-extrabold tracking-tight", className)}>
      <svg viewBox="0 0 32 32" className="size-9 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="9" className="fill-signal-700" />
        <path d="M16 6c3.6 4.6 6.5 8.4 6.5 12a6.5 6.5 0 0 1-13 0C9.5 14.4 12.4 10.6 16 6Z" fill="#fff" />
        <path d="M13.4 18.2a2.8 2.8 0 0 0 2.6 3" stroke="#b8440a" strokeWidth="1.8" fill="none" strokeLinecap="round" />
      </svg>
      <span className={cn("text-lg leading-tight", tone === "light" ? "text-white" : "text-navy-900")}>{name}</span>
    </a>
  );
}
