import { Stars } from "../ui/stars";

export function RatingBanner({ text }: { text: string }) {
  return (
    <p className="flex min-h-8 items-center justify-center gap-2 bg-navy-950 px-4 py-1 text-center text-sm font-medium text-white">
      <Stars label="5 stars" className="[--star:0.875rem]" />
      <span>{text}</span>
    </p>
  );
}
