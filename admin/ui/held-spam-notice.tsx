import { Link } from "react-router";
import { cn } from "../../app/lib/cn";

/**
 * Quotes held in spam quarantine are otherwise seen only on the Spam tab, where a real customer caught by the
 * filters would wait unseen (server/quotes/held-spam.ts): "3 quotes held as spam in the last 7 days: check them".
 */
export function HeldSpamNotice({ count, days, className }: { count: number; days: number; className?: string }) {
  if (count === 0) return null;
  return (
    <p className={cn("rounded-xl bg-signal-50 px-4 py-1 text-ink ring-1 ring-signal-100", className)}>
      {count === 1 ? "1 quote" : `${count} quotes`} held as spam in the last {days} days:{" "}
      <Link to="/admin/spam" className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline">
        check {count === 1 ? "it" : "them"}
      </Link>
    </p>
  );
}
