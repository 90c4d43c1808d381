import { Icon } from "../ui/icon";
import { cn } from "../../lib/cn";
import { NewTabLink } from "../common/new-tab-link";

/**
 * A third-party frame (map, social feed) that stays a lightweight placeholder until the visitor asks for it, so
 * no page makes a third-party request on load. The request is a native <details>: the frame inside it is lazy, and
 * a lazy frame in a closed <details> is not rendered, so it loads only once the summary is chosen, with no script.
 * The fallback link works whether or not the frame ever loads.
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
  return (
    <div className={cn("overflow-hidden rounded-card border border-line bg-white shadow-card", className)}>
      <div className="relative aspect-[4/3] w-full bg-navy-50 sm:aspect-video">
        <div aria-hidden="true" className="absolute inset-0">
          {placeholder}
        </div>
        <details className="group absolute inset-0 flex flex-col items-center justify-center p-6">
          <summary className="embed-load">{loadLabel}</summary>
          <iframe
            src={src}
            title={title}
            loading="lazy"
            className="absolute inset-0 size-full border-0 bg-navy-50"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </details>
      </div>
      <p className="border-t border-line px-4 py-3 text-sm">
        <NewTabLink
          href={fallbackHref}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-navy-700 underline-offset-4 hover:underline"
        >
          {fallbackLabel}
          <Icon name="ExternalLink" aria-hidden="true" className="size-4" />
        </NewTabLink>
      </p>
    </div>
  );
}
