import { cn } from "../../lib/cn";
import { Icon, type IconName } from "./icon";

const tones = {
  light: { card: "border-line bg-white shadow-card", icon: "text-signal-700", text: "text-muted" },
  dark: { card: "border-white/10 bg-white/5", icon: "text-signal-400", text: "text-navy-100" },
} as const;

/** A grid of icon, title and short text cards (reasons, trust points, promises). */
export function FeatureCards({
  items,
  tone = "light",
  className,
}: {
  items: readonly { title: string; text: string; icon: IconName }[];
  tone?: keyof typeof tones;
  className?: string;
}) {
  const t = tones[tone];
  return (
    <ul data-slot="feature-cards" className={cn("grid gap-6 md:grid-cols-3", className)}>
      {items.map((item) => (
        <li key={item.title} className={cn("rounded-card border p-6", t.card)}>
          <Icon name={item.icon} className={cn("size-8", t.icon)} />
          <h3 className="mt-3 text-xl font-bold">{item.title}</h3>
          <p className={cn("mt-1", t.text)}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
