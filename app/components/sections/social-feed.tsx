import { Icon, type IconName } from "../ui/icon";
import { Link } from "react-router";
import { LazyEmbed } from "./lazy-embed";
import { TitledColumns, type SectionWords } from "../ui/section";

/** Where each of the three links by the feed goes, and its icon: their words are the owner's (pages.home.socialCards). */
const links: { to: string; icon: IconName }[] = [
  { to: "/projects", icon: "Images" },
  { to: "/services", icon: "Wrench" },
  { to: "/reviews", icon: "MessageSquareQuote" },
];

export function SocialFeed({
  heading,
  cards,
  embedUrl,
  profileUrl,
}: {
  heading: SectionWords;
  /** The three links' words, in the order of `links`. */
  cards: readonly { title: string; text: string }[];
  embedUrl: string;
  profileUrl: string;
}) {
  return (
    <TitledColumns
      titleId="social-title"
      words={heading}
      tone="white"
      className="grid items-start gap-10 lg:grid-cols-2"
      titleColumn={
        <ul className="mt-8 grid gap-4">
          {links
            .flatMap(({ to, icon }, i) => (cards[i] ? [{ to, icon, ...cards[i] }] : []))
            .map(({ to, title, text, icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex items-start gap-4 rounded-card border border-line bg-paper p-5 hover:border-signal-600"
                >
                  <Icon name={icon} aria-hidden="true" className="size-7 shrink-0 text-signal-700" />
                  <span>
                    <span className="block text-lg font-bold text-navy-900">{title}</span>
                    <span className="text-muted">{text}</span>
                  </span>
                </Link>
              </li>
            ))}
        </ul>
      }
    >
      <LazyEmbed
        src={embedUrl}
        title="Our latest Instagram posts"
        loadLabel="Show our Instagram feed"
        fallbackHref={profileUrl}
        fallbackLabel="See our latest posts on Instagram"
        placeholder={<div className="size-full bg-[linear-gradient(135deg,#183753,#0d7a6d_55%,#b8440a)] opacity-20" />}
      />
    </TitledColumns>
  );
}
