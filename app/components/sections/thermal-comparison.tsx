import { Icon } from "../ui/icon";
import { cn } from "../../lib/cn";
import { Badge } from "../ui/badge";
import type { Picture } from "../../lib/media";
import { ResponsiveImage } from "../ui/responsive-image";

export interface ThermalPair {
  title: string;
  location: string;
  before: Picture;
  after: Picture;
  description: string;
}

/**
 * A photo and its thermal-camera view, toggled by a native <details> whose summary reads "Thermal View" or "Normal
 * View": CSS swaps the images, so it works from the first paint with no script. Both images are in the page from the
 * start (the hidden one only transparent), so switching never waits for a download.
 */
export function ThermalComparison({ pair }: { pair: ThermalPair }) {
  const fade = "aspect-[4/3] w-full object-cover transition-opacity duration-300";
  return (
    <figure className="group overflow-hidden rounded-card border border-line bg-white shadow-card">
      <div className="relative">
        <ResponsiveImage
          image={pair.before}
          sizes="(min-width: 1024px) 360px, 100vw"
          className={cn(fade, "group-has-[details[open]]:opacity-0")}
        />
        <ResponsiveImage
          image={pair.after}
          sizes="(min-width: 1024px) 360px, 100vw"
          className={cn(fade, "absolute inset-0 opacity-0 group-has-[details[open]]:opacity-100")}
        />
        <Badge tone="signal" className="absolute top-3 left-3">
          LEAK DETECTED
        </Badge>
      </div>
      <figcaption className="p-5">
        <h3 className="text-lg font-bold">{pair.title}</h3>
        <p className="text-sm text-muted">{pair.location}</p>
        <p className="mt-2">{pair.description}</p>
        {/* The summary names the view it switches to; the live line says which view is showing now. */}
        <p className="sr-only" aria-live="polite">
          <span className="group-has-[details[open]]:hidden">Showing the normal view</span>
          <span className="hidden group-has-[details[open]]:inline">Showing the thermal view</span>
        </p>
        <details>
          <summary className="mt-4 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-navy-900 px-4 font-semibold text-white hover:bg-navy-700">
            <Icon name="Thermometer" aria-hidden="true" className="size-5" />
            <span className="group-has-[details[open]]:hidden">Thermal View</span>
            <span className="hidden group-has-[details[open]]:inline">Normal View</span>
          </summary>
        </details>
      </figcaption>
    </figure>
  );
}
