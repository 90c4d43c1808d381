import { ResponsiveImage } from "../ui/responsive-image";
import type { Picture } from "../../lib/media";

/**
 * The parts the site's card grids share (the service grid, the project cards). They live with the sections, not in
 * ui/, because the dashboard's stylesheet is built from ui/ and has no use for their classes.
 */

/**
 * The photo across the top of such a card (one column on phones, two from md, three at 360 px from lg): `sizes` says
 * that layout, so every card grid asks for the same file.
 */
export function CardImage({ image }: { image: Picture }) {
  return (
    <ResponsiveImage
      image={image}
      sizes="(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"
      className="aspect-[4/3] w-full object-cover"
    />
  );
}

/** The link at the foot of such a card to the page it shows, held to the card's bottom edge. */
export function CardLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      className="mt-auto mark-arrow inline-flex min-h-11 items-center gap-1.5 pt-4 font-semibold text-signal-700 hover:underline"
    >
      {children}
    </a>
  );
}
