import { ResponsiveImage } from "../ui/responsive-image";
import type { Picture } from "../../lib/media";

/**
 * The photo across the top of a card in the site's card grids (one column on phones, two from md, three at 360 px
 * from lg): `sizes` says that layout, so every card grid asks for the same file. It lives with the sections, not in
 * ui/, because the dashboard's stylesheet is built from ui/ and has no use for this photo's classes.
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
