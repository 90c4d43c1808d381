import { Icon } from "../ui/icon";
import { useState } from "react";
import { cn } from "../../lib/cn";

/**
 * A third-party frame (map, social feed) that stays a lightweight placeholder until the visitor asks for it, so
 * no page makes a third-party request on load. The fallback link works whether or not the frame ever loads.
 */
export function LazyEmbed({
  src,
  title,
  loadLabel,
  fallbackHref,
  fallbackLabel,
  placeholder,
  className,
}: {
  src: string;
  title: string;
  loadLabel: string;
  fallbackHref: string;
  fallbackLabel: string;
  placeholder: React.ReactNode;
  className?: string;
}) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={cn("overflow-hidden rounded-card border border-line bg-white shadow-card", className)}>
      <div className="relative aspect-[4/3] w-full bg-navy-50 sm:aspect-video">
        {loaded ? (
          <iframe
            src={src}
            title={title}
            loading="lazy"
            className="absolute inset-0 size-full border-0"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
            <div aria-hidden="true" className="absolute inset-0">
              {placeholder}
            </div>
            <button
              type="button"
              onClick={() => setLoaded(true)}
              className="relative inline-flex min-h-11 items-center gap-2 rounded-full bg-navy-900 px-5 py-2.5 font-semibold text-white shadow-lift hover:bg-navy-700"
            >
              {loadLabel}
            </button>
          </div>
        )}
      </div>
      <p className="border-t border-line px-4 py-3 text-sm">
        <a
          href={fallbackHref}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-navy-700 underline-offset-4 hover:underline"
        >
          {fallbackLabel}
          <Icon name="ExternalLink" aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
