import { Icon } from "../ui/icon";
import { useState } from "react";
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
 * A photo and its thermal-camera view, toggled by one button. Both images are in the page from the start (the
 * hidden one only transparent), so switching never waits for a download.
 */
export function ThermalComparison({ pair }: { pair: ThermalPair }) {
  const [thermal, setThermal] = useState(false);
  return (
    <figure className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      <div className="relative">
        <ResponsiveImage
          image={pair.before}
          sizes="(min-width: 1024px) 360px, 100vw"
          className={cn("aspect-[4/3] w-full object-cover transition-opacity duration-300", thermal && "opacity-0")}
          aria-hidden={thermal}
        />
        <ResponsiveImage
          image={pair.after}
          sizes="(min-width: 1024px) 360px, 100vw"
          className={cn(
            "absolute inset-0 aspect-[4/3] w-full object-cover transition-opacity duration-300",
            !thermal && "opacity-0",
          )}
          aria-hidden={!thermal}
        />
        <Badge tone="signal" className="absolute top-3 left-3">
          LEAK DETECTED
        </Badge>
      </div>
      <figcaption className="p-5">
        <h3 className="text-lg font-bold">{pair.title}</h3>
        <p className="text-sm text-muted">{pair.location}</p>
        <p className="mt-2">{pair.description}</p>
        {/* The button names the view it switches to; the live line says which view is showing now. */}
        <p className="sr-only" aria-live="polite">
          Showing the {thermal ? "thermal" : "normal"} view
        </p>
        <button
          type="button"
          data-view={thermal ? "thermal" : "normal"}
          onClick={() => setThermal((v) => !v)}
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-navy-900 px-4 font-semibold text-white hover:bg-navy-700"
        >
          <Icon name="Thermometer" aria-hidden="true" className="size-5" />
          {thermal ? "Normal View" : "Thermal View"}
        </button>
      </figcaption>
    </figure>
  );
}
